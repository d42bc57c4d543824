import { listSettlements } from './clearloop-api';
import { rewriteJsonAnswer } from './rewrite-answer';
import { expect, test } from './fixtures';

test('a settlement opens from the list with its cycle, timeline, accounts and instructions', async ({
  page,
  request,
}) => {
  await page.goto('/clearloop/settlements?clearLoopSettlementStatuses=completed');
  const link = page.getByRole('table', { name: 'Settlements' }).getByRole('link').first();
  const label = (await link.getAttribute('aria-label')) ?? '';
  const settlementId = label.replace('Settlement ', '');
  await link.click();
  await expect(page).toHaveURL(`/clearloop/settlements/${settlementId}`);

  const { settlements } = await listSettlements(request, {
    clearLoopSettlementStatuses: 'completed',
    limit: '1000',
  });
  const settlement = settlements.find((candidate) => candidate.settlementId === settlementId);
  if (!settlement) throw new Error(`Settlement ${settlementId} is not in the list`);
  const details = settlement.settlementDetails ?? [];

  await expect(
    page.getByRole('heading', { level: 1, name: `${settlement.exchange} settlement` }),
  ).toBeVisible();
  const facts = page.getByRole('table', { name: 'Settlement facts' });
  for (const label of ['Cycle start', 'Cycle end', 'Deadline', 'Completed', 'Failure reason']) {
    await expect(facts.getByRole('rowheader', { name: label })).toBeVisible();
  }
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Cycle started')).toBeVisible();
  await expect(timeline.getByText('Deadline')).toBeVisible();

  const accounts = page.getByRole('table', { name: 'Client accounts' }).locator('tbody tr');
  await expect(accounts).toHaveCount(details.length);
  await expect(accounts.first()).toContainText(details[0]?.clientAccountId ?? '');

  const instructionCount = details.reduce((n, d) => n + d.settlementInstructions.length, 0);
  const instructions = page.getByRole('table', { name: 'Settlement instructions' });
  await expect(instructions.locator('tbody tr')).toHaveCount(instructionCount);
});

test('an instruction links to its order, whose live status is read from the API', async ({
  page,
  request,
}) => {
  const { settlements } = await listSettlements(request, {
    clearLoopSettlementStatuses: 'completed',
    limit: '1',
  });
  const settlement = settlements[0];
  const instruction = settlement?.settlementDetails?.[0]?.settlementInstructions[0];
  if (!settlement || !instruction?.orderId)
    throw new Error('No completed settlement with an order');
  const orderId = instruction.orderId;

  const orderRead = page.waitForResponse((response) =>
    response.url().endsWith(`/platform/orders/${orderId}`),
  );
  await page.goto(`/clearloop/settlements/${settlement.settlementId}`);
  expect((await orderRead).status()).toBe(200);
  const row = page
    .getByRole('table', { name: 'Settlement instructions' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `Order ${orderId}` }) });
  await expect(row.locator('td').nth(8).locator('.mantine-Badge-root')).toHaveText(/\S+/);

  await row.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
});

test('a failed settlement shows its failure reason', async ({ page, request }) => {
  const { settlements } = await listSettlements(request, {
    clearLoopSettlementStatuses: 'failed',
    limit: '1',
  });
  const failed = settlements[0];
  if (!failed?.failureReason) throw new Error('The sandbox has no failed settlement with a reason');
  await page.goto(`/clearloop/settlements/${failed.settlementId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'The settlement failed' });
  await expect(alert).toContainText(failed.failureReason);
});

test('a status this version does not know is shown neutrally', async ({ page, request }) => {
  const { settlements } = await listSettlements(request, { limit: '1' });
  const settlement = settlements[0];
  if (!settlement) throw new Error('The sandbox has no settlements');
  await rewriteJsonAnswer(
    page,
    `**/platform/clearloop/settlements/${settlement.settlementId}`,
    (body) => body as object,
    (body) => ({ ...body, settlementStatus: 'awaiting-quantum-finality' }),
  );
  await page.goto(`/clearloop/settlements/${settlement.settlementId}`);
  const badge = page
    .getByRole('table', { name: 'Settlement facts' })
    .locator('.mantine-Badge-root', { hasText: 'awaiting-quantum-finality' });
  await expect(badge).toHaveAttribute('data-variant', 'outline');
});

test.describe('an unknown settlement', () => {
  test.use({ allowedHttpStatuses: [404] });

  test('says it was not found', async ({ page }) => {
    await page.goto('/clearloop/settlements/no-such-settlement');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no settlement no-such-settlement.')).toBeVisible();
  });
});
