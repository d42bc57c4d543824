import { listSettlements } from './clearloop-api';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

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
