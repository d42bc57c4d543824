import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { listAllOrders } from './orders-api';
import {
  wireCryptoAddressesResponseSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

test('the readable orders CSV names portfolios and destinations, in words, with ISO times and approval codes', async ({
  page,
  request,
}) => {
  const portfolios = wirePortfoliosResponseSchema.parse(
    await (await request.get('/platform/portfolios')).json(),
  ).portfolios;
  const addresses = wireCryptoAddressesResponseSchema.parse(
    await (await request.get('/platform/crypto-addresses')).json(),
  ).cryptoAddresses;
  const source = portfolios.find((portfolio) => portfolio.portfolioName === 'Client Payments');
  if (!source) throw new Error('The seed has no Client Payments portfolio');
  const query = { orderTypes: 'withdraw', portfolioIds: source.portfolioId };
  const expected = new Map(
    (await listAllOrders(request, query)).map((order) => [order.orderId, order]),
  );
  expect(expected.size).toBeGreaterThan(0);

  await page.goto(`/orders?${new URLSearchParams(query).toString()}`);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: /^For people/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-.*Z\.csv$/);

  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data.length).toBeGreaterThanOrEqual(expected.size);
  const addressName = new Map(addresses.map((entry) => [entry.cryptoAddressId, entry.name]));
  let named = 0;
  for (const row of parsed.data) {
    const order = expected.get(row['Order id'] ?? '');
    if (!order) continue; // created after the list above was read
    expect(row.Portfolio).toBe('Client Payments');
    expect(row['Created (UTC)']).toBe(new Date(Number(order.createdAt)).toISOString());
    // Statuses and types in words, never the API's codes.
    expect(row.Status).toMatch(/^[A-Z]/);
    expect(row.Type).toMatch(/^[A-Z]/);
    expect(row['Approval code']).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    const entry = order.extra?.toCryptoAddressId;
    if (entry !== undefined && addressName.has(entry)) {
      expect(row.To).toBe(addressName.get(entry));
      named += 1;
    }
  }
  // The seed's withdrawals from this portfolio go to address-book entries by name.
  expect(named).toBeGreaterThan(0);
});
