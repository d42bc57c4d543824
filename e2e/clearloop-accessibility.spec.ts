import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { listSettlements } from './clearloop-api';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

test('the exchanges view has no serious accessibility issues', async ({ page }) => {
  await page.goto('/clearloop/exchanges');
  await expect(page.getByRole('figure').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the filtered settlements view has no serious accessibility issues', async ({ page }) => {
  await page.goto('/clearloop/settlements?clearLoopSettlementStatuses=failed,new&cycles=2');
  await expect(page.getByRole('table', { name: 'Settlements' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a settlement detail has no serious accessibility issues', async ({ page, request }) => {
  const { settlements } = await listSettlements(request, {
    clearLoopSettlementStatuses: 'failed',
    limit: '1',
  });
  const failed = settlements[0];
  if (!failed) throw new Error('The sandbox has no failed settlement');
  await page.goto(`/clearloop/settlements/${failed.settlementId}`);
  await expect(page.getByRole('table', { name: 'Settlement instructions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
