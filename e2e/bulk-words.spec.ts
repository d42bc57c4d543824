import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { listAllOrders } from './orders-api';
import { wirePortfoliosResponseSchema } from '../src/shared/contracts/wire-schemas';

test('a template filled in by names, lowercase currencies and thousands is sent, and its rows follow the orders live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/new/bulk');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  const template = await readFile(await (await download).path(), 'utf8');
  const [headers = []] = Papa.parse<string[]>(template.replace(/^\uFEFF/, '')).data;
  expect(headers).toEqual(
    expect.arrayContaining([
      'From portfolio',
      'To (address book name or address)',
      'Currency',
      'Network',
      'Amount',
      'Fee included',
    ]),
  );

  const prefix = `bulk-words-${Date.now()}-`;
  const rows: Record<string, string>[] = [
    {
      'Order type': 'Withdraw',
      'External order id': `${prefix}0`,
      'From portfolio': 'client payments',
      Currency: 'usdc',
      Network: 'eth',
      Amount: '1,000.5',
      'To (address book name or address)': 'Halcyon USDC treasury',
      'Fee level': 'Low',
      'Fee included': 'no',
    },
    {
      'Order type': 'withdraw',
      'External order id': `${prefix}1`,
      'From portfolio': 'Client Payments',
      Currency: 'eth',
      Amount: '0.001',
      'To (address book name or address)': 'Coinbase Prime settlement',
      'Fee level': 'low',
    },
    {
      'External order id': `${prefix}2`,
      'From portfolio': 'Client Payments',
      Currency: 'eth',
      Amount: '1.000',
      'To (address book name or address)': 'Coinbase Prime settlement',
    },
  ];
  const csv = Papa.unparse({
    fields: headers,
    data: rows.map((row) => headers.map((h) => row[h] ?? '')),
  });
  await page.getByRole('textbox', { name: 'Or paste CSV' }).fill(csv);
  await page.getByRole('button', { name: 'Import pasted CSV' }).click();
  await expect(page.getByText('3 rows; 1 with problems.')).toBeVisible();
  // The ambiguous amount is refused on its own cell, with both readings.
  const grid = page.getByRole('table', { name: 'Bulk order rows' });
  await expect(grid.getByRole('textbox', { name: 'Amount, row 3', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(
    grid.getByText('1.000 could be 1 or 1000: write 1, or 1,000 for thousands'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  const row = (n: number) => outcome.locator(`tr[data-external-order-id="${prefix}${n}"]`);
  await expect(row(0)).toContainText('Client Payments');
  await expect(row(0)).toContainText('1,000.5');
  await expect(row(0)).toContainText('Halcyon USDC treasury');
  // Each currency totalled, with what the API says of its largest order: fee and approvers.
  const totals = page.getByRole('table', { name: 'Ready to send, by currency' });
  const usdc = totals.getByRole('row', { name: /^USDC on ETH/ });
  await expect(usdc.getByRole('cell').nth(1)).toHaveText('1,000.5USDC');
  await expect(usdc).toContainText('No co-signers');
  await expect(totals.getByRole('row', { name: /^ETH/ }).getByRole('cell').nth(1)).toHaveText(
    '0.001ETH',
  );
  await page.screenshot({ path: test.info().outputPath('bulk-review-totals.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send 2 orders in 1 call' }).click();
  await expect(row(0)).toContainText('Created');
  await expect(row(1)).toContainText('Created');
  // Client Payments needs no co-signers: each order moves on to executed, and its row follows.
  for (const n of [0, 1]) await expect(row(n)).toContainText('Executed', { timeout: 60_000 });

  const { portfolios } = wirePortfoliosResponseSchema.parse(
    await (await page.request.get('/platform/portfolios')).json(),
  );
  const source = portfolios.find((portfolio) => portfolio.portfolioName === 'Client Payments');
  const created = (
    await listAllOrders(page.request, {
      orderTypes: 'withdraw',
      portfolioIds: source?.portfolioId ?? '',
    })
  ).filter((order) => order.externalOrderId.startsWith(prefix));
  expect(
    created.map((order) => [order.externalOrderId, order.baseCurrency, order.amount]).sort(),
  ).toEqual([
    [`${prefix}0`, 'USDC', '1000.5'],
    [`${prefix}1`, 'ETH', '0.001'],
  ]);

  // After a reload only the row never sent comes back: the sent ones are not offered again.
  await page.goto('/new/bulk');
  await expect(page.getByText('1 rows; 1 with problems.')).toBeVisible();
});
