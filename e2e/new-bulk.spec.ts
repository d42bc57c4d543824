import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures';
import {
  wireCryptoAddressesResponseSchema,
  wireOrdersResponseSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

async function getJson<T>(
  request: APIRequestContext,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await request.get(`/platform${path}`);
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
}

async function portfolioId(request: APIRequestContext, name: string): Promise<string> {
  const { portfolios } = await getJson(request, '/portfolios', wirePortfoliosResponseSchema);
  const found = portfolios.find((portfolio) => portfolio.portfolioName === name);
  if (!found) throw new Error(`No portfolio ${name}`);
  return found.portfolioId;
}

async function ordersWithPrefix(request: APIRequestContext, source: string, prefix: string) {
  const { orders } = await getJson(
    request,
    `/orders?orderTypes=withdraw&portfolioIds=${source}&limit=1000`,
    wireOrdersResponseSchema,
  );
  return orders.filter((order) => order.externalOrderId.startsWith(prefix));
}

const header =
  'externalOrderId,portfolioId,baseCurrency,mainCurrency,amount,toCryptoAddressId,toPortfolioId,feeLevel';

async function importCsv(page: Page, csv: string) {
  await page.goto('/new/bulk');
  await page.getByRole('textbox', { name: 'Or paste CSV' }).fill(csv);
  await page.getByRole('button', { name: 'Import pasted CSV' }).click();
}

function countBulkCalls(page: Page): { calls: number } {
  const counter = { calls: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/platform/orders/') {
      counter.calls += 1;
    }
  });
  return counter;
}

test('a 120-row import flags invalid rows before sending and creates the rest in 3 calls', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const source = await portfolioId(page.request, 'Client Payments');
  const destination = await portfolioId(page.request, 'Trading Vault');
  const { cryptoAddresses } = await getJson(
    page.request,
    '/crypto-addresses',
    wireCryptoAddressesResponseSchema,
  );
  const pending = cryptoAddresses.find((entry) => entry.travelRuleStatus === 'pending');
  if (!pending) throw new Error('The seed has no pending Travel Rule entry');
  const prefix = `bulk-${Date.now()}-`;

  const invalid: Record<number, string> = {
    7: `${prefix}7,${source},ETH,ETH,"1,5",,${destination},low`,
    23: `${prefix}23,${source},ETH,ETH,0.0000000000000000001,,${destination},low`,
    51: `${prefix}51,${source},XYZ,,0.1,,${destination},low`,
    88: `${prefix}88,${source},ETH,ETH,0.001,,,low`,
    119: `${prefix}119,${source},ETH,ETH,0.001,${pending.cryptoAddressId},,low`,
  };
  const lines = Array.from(
    { length: 120 },
    (_, n) =>
      invalid[n] ??
      `${prefix}${n},${source},ETH,ETH,0.00000000000000${String(n + 1).padStart(4, '0')},,${destination},low`,
  );
  await importCsv(page, [header, ...lines].join('\n'));
  await expect(page.getByText('Added 120 rows from the pasted text.')).toBeVisible();
  await expect(page.getByText('120 rows; 5 with problems.')).toBeVisible();

  // Each problem is on its own cell, in words.
  const grid = page.getByRole('table', { name: 'Bulk order rows' });
  await expect(grid.getByRole('textbox', { name: 'Amount, row 8', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(grid.getByText('ETH allows 18 decimal places; this amount has 19')).toBeVisible();
  await expect(grid.getByText('Unknown currency XYZ')).toBeVisible();
  await expect(grid.getByText(/Give one destination/)).toBeVisible();
  await expect(
    grid.getByText(new RegExp(`${pending.name}: Travel Rule check pending`)),
  ).toBeVisible();

  const bulk = countBulkCalls(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);
  await expect(page.getByText(/5 rows have problems and will not be sent/)).toBeVisible();
  await page.getByRole('button', { name: 'Send 115 orders in 3 calls' }).click();
  await expect(page.getByText('Sent: 3 of 3 calls answered')).toBeVisible({ timeout: 60_000 });

  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  await expect(outcome.getByText('Created', { exact: true })).toHaveCount(115);
  await expect(outcome.getByText(/^Not sent: fix/)).toHaveCount(5);
  expect(bulk.calls).toBe(3);
  const createdRow = outcome.locator(`tr[data-external-order-id="${prefix}0"]`);
  await expect(createdRow.getByRole('link')).toHaveAttribute('href', /\/orders\//);
  await expect(page.getByRole('button', { name: 'Nothing to send' })).toBeDisabled();

  // The API holds exactly the valid rows, each once, at full precision.
  const created = await ordersWithPrefix(page.request, source, prefix);
  expect(created).toHaveLength(115);
  expect(new Set(created.map((order) => order.externalOrderId)).size).toBe(115);
  expect(created.find((order) => order.externalOrderId === `${prefix}0`)?.amount).toBe(
    '0.000000000000000001',
  );
});

test('a call whose response is lost is retried with the same ids and creates nothing twice', async ({
  page,
}) => {
  const source = await portfolioId(page.request, 'Client Payments');
  const destination = await portfolioId(page.request, 'Trading Vault');
  const prefix = `bulk-lost-${Date.now()}-`;
  const lines = Array.from(
    { length: 3 },
    (_, n) => `${prefix}${n},${source},ETH,ETH,0.00${n + 1},,${destination},medium`,
  );
  await importCsv(page, [header, ...lines].join('\n'));
  await page.getByRole('button', { name: 'Next' }).click();

  // The first call reaches the server, but its answer never reaches the page.
  let lost = false;
  await page.route('**/platform/orders/', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('aborted');
  });
  await page.getByRole('button', { name: 'Send 3 orders in 1 call' }).click();
  const retry = page.getByRole('button', { name: 'Retry failed rows (3)' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(/^Failed: /)).toHaveCount(3);

  await retry.click();
  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  await expect(outcome.getByText('Created', { exact: true })).toHaveCount(3);
  await expect(
    outcome.getByText('An earlier attempt had created it; nothing was sent twice.'),
  ).toHaveCount(3);
  expect(await ordersWithPrefix(page.request, source, prefix)).toHaveLength(3);
});

test('a CSV with an unknown column is refused whole, with the reason', async ({ page }) => {
  await importCsv(page, 'portfolioId,baseCurrency,amout\nops,ETH,1\n');
  const alert = page.getByRole('alert').filter({ hasText: 'The CSV was not imported' });
  await expect(alert).toContainText("Unknown column: amout. Use the template's headers.");
  await expect(alert).toContainText('Missing column: Amount.');
  await expect(page.getByText('0 rows; no problems found.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  expect((await download).suggestedFilename()).toBe('bulk-orders-template.csv');
});

test('items the sandbox refuses come back each against its own row, and the others are created', async ({
  page,
}) => {
  const source = await portfolioId(page.request, 'Client Payments');
  const destination = await portfolioId(page.request, 'Trading Vault');
  const prefix = `bulk-refused-${Date.now()}-`;
  // Rows the browser finds nothing wrong with; only the sandbox knows the balance and the fee.
  const lines = [
    `${prefix}0,${source},ETH,ETH,0.001,,${destination},low,`,
    `${prefix}1,${source},ETH,ETH,9000000,,${destination},low,`,
    `${prefix}2,${source},ETH,ETH,0.002,,${destination},low,`,
    `${prefix}3,${source},ETH,ETH,0.000000000000000001,,${destination},low,true`,
  ];
  await importCsv(page, [`${header},includeFeeInWithdraw`, ...lines].join('\n'));
  await expect(page.getByText('4 rows; no problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send 4 orders in 1 call' }).click();
  await expect(page.getByText('Sent: 1 of 1 calls answered')).toBeVisible();

  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  const row = (n: number) => outcome.locator(`tr[data-external-order-id="${prefix}${n}"]`);
  await expect(row(0)).toContainText('Created');
  await expect(row(2)).toContainText('Created');
  await expect(row(1)).toContainText('Failed: Refused by the API');
  await expect(row(1)).toContainText(
    /amount: 9000000\.\d+ ETH \(amount plus the [\d.]+ fee\) exceeds the available [\d.]+ ETH in Client Payments \(insufficient-funds\)/,
  );
  await expect(row(3)).toContainText('Failed: Refused by the API');
  await expect(row(3)).toContainText(
    /amount: must be greater than the [\d.]+ ETH fee when includeFeeInWithdraw is true \(bad-request\)/,
  );
  // Each reason sits on its own row only.
  await expect(row(1)).not.toContainText('includeFeeInWithdraw');
  await expect(row(3)).not.toContainText('insufficient-funds');
  await expect(page.getByRole('button', { name: 'Retry failed rows (2)' })).toBeVisible();

  // The API holds the two accepted rows and nothing for the refused ones.
  const created = await ordersWithPrefix(page.request, source, prefix);
  expect(created.map((order) => order.externalOrderId).sort()).toEqual([
    `${prefix}0`,
    `${prefix}2`,
  ]);
});

test('the template carries examples by name; rows by name go out as ids, and a name that fits nothing is refused on its row', async ({
  page,
}) => {
  await page.goto('/new/bulk');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  const template = await readFile(await (await downloadEvent).path(), 'utf8');
  const [templateHeader = '', ...examples] = template.trim().split('\r\n');
  expect(examples.length).toBeGreaterThan(0);
  for (const example of examples) expect(example.startsWith('example,')).toBe(true);

  // The template as downloaded imports nothing.
  await page.getByRole('textbox', { name: 'Or paste CSV' }).fill(template);
  await page.getByRole('button', { name: 'Import pasted CSV' }).click();
  await expect(page.getByText(/holds only the template's example rows/)).toBeVisible();

  const prefix = `bulk-names-${Date.now()}-`;
  const csv = [
    templateHeader,
    ...examples,
    `withdraw,${prefix}1,client payments,ETH,ETH,0.001,Coinbase Prime settlement,,,low,,`,
    `withdraw,${prefix}2,Client Payments,ETH,ETH,0.001,,Trading Vault,,low,,`,
    `withdraw,${prefix}3,Client Payments,ETH,ETH,0.001,Nobody's wallet,,,low,,`,
  ].join('\r\n');
  await page.getByRole('textbox', { name: 'Or paste CSV' }).fill(csv);
  await page.getByRole('button', { name: 'Import pasted CSV' }).click();
  await expect(page.getByText('Added 3 rows from the pasted text.')).toBeVisible();
  await expect(page.getByText('3 rows; 1 with problems.')).toBeVisible();
  const grid = page.getByRole('table', { name: 'Bulk order rows' });
  await expect(
    grid.getByText("No address-book entry with the id or name “Nobody's wallet”"),
  ).toBeVisible();

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/platform/orders/')
      posts.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Next' }).click();
  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  const first = outcome.locator(`tr[data-external-order-id="${prefix}1"]`);
  await expect(first).toContainText('Client Payments');
  await expect(first).toContainText('Coinbase Prime settlement');
  await expect(outcome.locator(`tr[data-external-order-id="${prefix}2"]`)).toContainText(
    'Trading Vault',
  );
  await page.getByRole('button', { name: 'Send 2 orders in 1 call' }).click();
  await expect(page.getByText('Sent: 1 of 1 calls answered')).toBeVisible();
  await expect(outcome.getByText('Created', { exact: true })).toHaveCount(2);

  // What went out names ids, never the names typed.
  const sent = z
    .object({ orders: z.array(z.object({ portfolioId: z.string() }).loose()) })
    .parse(JSON.parse(posts[0] ?? '{}'));
  const source = await portfolioId(page.request, 'Client Payments');
  expect(sent.orders.map((order) => order.portfolioId)).toEqual([source, source]);
  expect(posts[0]).not.toContain('Coinbase Prime settlement');
});
