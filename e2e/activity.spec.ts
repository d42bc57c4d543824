import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { approveInUi, createWithdrawal, personAt, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';

test.use({ person: 'priya-natarajan' });

test('an approver approves, and an administrator finds the approval by order id, sees who and when, and exports it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const order = await createWithdrawal(page.request, {
    portfolio: 'Treasury Vault',
    amount: '0.27',
    externalOrderId: uniqueId('activity'),
  });
  const marcus = await personAt(browser, 'marcus-chen');
  try {
    await approveInUi(marcus, order.orderId);
  } finally {
    await marcus.context().close();
  }

  await page.goto('/activity');
  // The id as the orders table shows it: its first eight characters and an ellipsis.
  const shown = `${order.orderId.slice(0, 8)}…`;
  await page.getByLabel('Order id').fill(shown);
  await page.getByLabel('Order id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`orderId=${encodeURIComponent(shown)}`));
  const table = page.getByRole('table', { name: 'Activity in this dashboard' });
  const approval = table.getByRole('row').filter({ hasText: 'Order approved (co-sign)' });
  await expect(approval).toHaveCount(1);
  await expect(approval).toContainText('Marcus Chen');
  // What was approved, not only which order: the amount and where it goes.
  await expect(approval).toContainText('0.27');
  await expect(approval).toContainText('to Coinbase Prime settlement');
  await expect(approval).toContainText('Succeeded');
  await expect(approval.locator('time')).toBeVisible();

  // The full record, one click away: where it came from and the request id.
  await approval.click();
  const drawer = page.getByRole('dialog', { name: 'Order approved (co-sign) by Marcus Chen' });
  await expect(drawer.getByRole('row', { name: /IP address/ })).toContainText(/\d/);
  await expect(drawer.getByRole('row', { name: /Request id/ })).not.toContainText('—');
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dashboard-activity-.*\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const rows = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const exported = rows.find((row) => row.Action === 'Order approved (co-sign)');
  expect(exported).toMatchObject({
    Person: 'Marcus Chen',
    Outcome: 'Succeeded',
    'Order ID': order.orderId,
  });
  expect(exported?.['Time (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT/);
  await expect(page.getByRole('status').filter({ hasText: /^Exported \d+ entries/ })).toBeVisible();

  // The order's own page tells the same story.
  await page.goto(`/orders/${order.orderId}`);
  const history = page.getByRole('region', { name: 'History in this dashboard' });
  await expect(history.getByText(/Order approved \(co-sign\)\s*by Marcus Chen/)).toBeVisible();
  await expect(history.getByText(/Order created\s*by Olivia Grant/)).toBeVisible();
});

test('people without oversight see only their own activity, and the provider feed explains why it is closed to them', async ({
  browser,
}) => {
  const olivia = await personAt(browser, 'olivia-grant');
  try {
    await olivia.goto('/activity');
    await expect(
      olivia.getByText("You see your own activity. Administrators and viewers see everyone's."),
    ).toBeVisible();
    const people = await olivia
      .getByRole('table', { name: 'Activity in this dashboard' })
      .getByRole('row')
      .allInnerTexts();
    expect(people.slice(1).every((row) => row.includes('Olivia Grant'))).toBe(true);
    await olivia.getByRole('tab', { name: 'At the provider' }).click();
    await expect(olivia).toHaveURL(/feed=provider/);
    await expect(olivia.getByText(/It needs the viewer or administrator role/)).toBeVisible();
  } finally {
    await olivia.context().close();
  }
});

test('the provider feed lists what happened in the sandbox, filters by type and exports', async ({
  page,
}) => {
  await page.goto('/activity?feed=provider');
  const table = page.getByRole('table', { name: "The provider's activity feed" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Activity', exact: true }).click();
  await page.getByRole('option', { name: 'New crypto address' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/activityTypes=new-crypto-address/);
  await expect(table.getByRole('row').nth(1)).toContainText('New crypto address');
  const rows = await table.getByRole('row').allInnerTexts();
  expect(rows.slice(1).every((row) => row.includes('New crypto address'))).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const exported = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(exported.length).toBeGreaterThan(0);
  expect(exported.every((row) => row.Activity === 'New crypto address')).toBe(true);
});

test('one click on a date preset filters the activity to today, in the person’s own day', async ({
  page,
}) => {
  await page.goto('/activity');
  await page.getByRole('button', { name: 'Date' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/from=\d+/);
  await expect(page).toHaveURL(/to=\d+/);
  const url = new URL(page.url());
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  const startOfToday = await page.evaluate(() => new Date().setHours(0, 0, 0, 0));
  expect(from).toBe(startOfToday);
  expect(to - from).toBe(
    await page.evaluate((start) => {
      const end = new Date(start);
      end.setHours(23, 59, 59, 999);
      return end.getTime() - start;
    }, startOfToday),
  );
  // Everything listed happened today: this session's own sign-in at least.
  const table = page.getByRole('table', { name: 'Activity in this dashboard' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const time of await table
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')))) {
    expect(time).toBeGreaterThanOrEqual(from);
  }
});
