import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import {
  wireClearLoopExchangeSchema,
  wireCryptoAddressesResponseSchema,
  wireCurrenciesResponseSchema,
  wireExchangesResponseSchema,
  wireLoanSchema,
  wireLoansResponseSchema,
  wireOrderSchema,
  wireOrdersResponseSchema,
  wireOrganizationsResponseSchema,
  wireSettlementSchema,
  wireSettlementsResponseSchema,
  wireWalletsResponseSchema,
} from '../../shared/contracts/wire-schemas';

let sandbox: SandboxFixture;
const loansPath = `/organizations/${SANDBOX_ORGANIZATION_ID}/loans`;

beforeAll(async () => {
  sandbox = await openSandboxFixture();
});
afterAll(async () => {
  await sandbox.db.close();
});

describe('GET /orders and /orders/{id}', () => {
  it('filters with comma lists, epoch-ms bounds and offset/limit', async () => {
    const all = wireOrdersResponseSchema.parse(
      await sandbox.json(
        '/orders?orderTypes=withdraw,deposit&statuses=executed,processing&limit=50',
      ),
    ).orders;
    expect(all).toHaveLength(50);
    expect(all.every((order) => ['executed', 'processing'].includes(order.status))).toBe(true);
    const [newest] = all;
    const from = Number(newest?.createdAt) - 60_000;
    const recent = wireOrdersResponseSchema.parse(
      await sandbox.json(`/orders?orderTypes=withdraw,deposit&createdAtFrom=${from}&limit=1000`),
    ).orders;
    expect(recent.every((order) => Number(order.createdAt) >= from)).toBe(true);
    const page = wireOrdersResponseSchema.parse(
      await sandbox.json(
        '/orders?orderTypes=withdraw,deposit&statuses=executed,processing&offset=10&limit=5',
      ),
    ).orders;
    expect(page.map((order) => order.orderId)).toEqual(
      all.slice(10, 15).map((order) => order.orderId),
    );
  });

  it('finds an order by transaction id through searchQuery', async () => {
    const withHash = wireOrdersResponseSchema
      .parse(await sandbox.json('/orders?orderTypes=withdraw&statuses=executed&limit=20'))
      .orders.find((order) => order.extra?.transactionId !== undefined);
    const hash = withHash?.extra?.transactionId ?? '';
    const found = wireOrdersResponseSchema.parse(
      await sandbox.json(`/orders?orderTypes=withdraw,deposit&searchQuery=${hash.toUpperCase()}`),
    ).orders;
    expect(found.map((order) => order.orderId)).toContain(withHash?.orderId);
  });

  it('requires orderTypes and refuses a value outside the spec (400)', async () => {
    expect(await sandbox.refusal('/orders')).toMatchObject({ status: 400, error: 'bad-request' });
    const refusal = await sandbox.refusal('/orders?orderTypes=withdraw&statuses=teleported');
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
    expect(refusal.message).toContain('statuses');
  });

  it('returns one order, or 404', async () => {
    const [first] = wireOrdersResponseSchema.parse(
      await sandbox.json('/orders?orderTypes=withdraw&limit=1'),
    ).orders;
    const order = wireOrderSchema.parse(await sandbox.json(`/orders/${first?.orderId}`));
    expect(order).toEqual(first);
    expect(await sandbox.refusal('/orders/missing')).toMatchObject({
      status: 404,
      error: 'not-found',
    });
  });
});

describe('ClearLoop', () => {
  it('lists exchanges and returns one, or 404', async () => {
    const { clearLoopExchanges } = wireExchangesResponseSchema.parse(
      await sandbox.json('/clearloop/exchanges'),
    );
    expect(clearLoopExchanges).toHaveLength(5);
    const [first] = clearLoopExchanges;
    expect(
      wireClearLoopExchangeSchema.parse(
        await sandbox.json(`/clearloop/exchanges/${first?.exchangeId}`),
      ),
    ).toEqual(first);
    expect(await sandbox.refusal('/clearloop/exchanges/missing')).toMatchObject({ status: 404 });
  });

  it('gives the last settlement of every exchange with cycles=1, sorted and paginated', async () => {
    const latest = wireSettlementsResponseSchema.parse(
      await sandbox.json('/clearloop/settlements?cycles=1'),
    );
    expect(new Set(latest.settlements.map((entry) => entry.exchangeId)).size).toBe(5);
    expect(latest.settlements).toHaveLength(5);
    const page = wireSettlementsResponseSchema.parse(
      await sandbox.json(
        '/clearloop/settlements?clearLoopSettlementStatusesNotIn=completed&sortDirection=desc&limit=10',
      ),
    );
    expect(page.settlements.every((entry) => entry.settlementStatus !== 'completed')).toBe(true);
    const created = page.settlements.map((entry) => Number(entry.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.pagination).toMatchObject({ limit: '10' });
    const [one] = page.settlements;
    expect(
      wireSettlementSchema.parse(await sandbox.json(`/clearloop/settlements/${one?.settlementId}`)),
    ).toEqual(one);
    expect(await sandbox.refusal('/clearloop/settlements/missing')).toMatchObject({ status: 404 });
  });
});

describe('loans', () => {
  it('fills only the embedded keys of the include flag, loanInterest on the list only', async () => {
    const bare = wireLoansResponseSchema.parse(await sandbox.json(`${loansPath}?limit=1000`)).loans;
    expect(bare.filter((loan) => loan.embedded !== undefined)).toEqual([]);
    const withCollaterals = wireLoansResponseSchema.parse(
      await sandbox.json(`${loansPath}?includeCollaterals=true&limit=1000`),
    ).loans;
    // `marginCall` has no include flag: it comes with the collaterals it calls for.
    const keys = new Set(withCollaterals.flatMap((loan) => Object.keys(loan.embedded ?? {})));
    expect([...keys].sort()).toEqual(['collaterals', 'marginCall']);
    for (const loan of bare.slice(0, 5)) {
      const single = wireLoanSchema.parse(await sandbox.json(`${loansPath}/${loan.loanId}`));
      expect(single.embedded).toBeUndefined();
    }
    const withInterest = wireLoansResponseSchema
      .parse(await sandbox.json(`${loansPath}?includeLoanInterest=true&limit=200`))
      .loans.find((loan) => loan.embedded?.loanInterest !== undefined);
    expect(withInterest).toBeDefined();
    const single = wireLoanSchema.parse(
      await sandbox.json(`${loansPath}/${withInterest?.loanId}?includeLoanInterest=true`),
    );
    expect(single.embedded?.loanInterest).toBeUndefined();
  });

  it('sorts by updatedAt and filters open loans of one side', async () => {
    const loans = wireLoansResponseSchema.parse(
      await sandbox.json(
        `${loansPath}?sortBy=updatedAt&sortDirection=ASC&loanSide=lend&isOpen=true`,
      ),
    ).loans;
    const updated = loans.map((loan) => Number(loan.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    expect(loans.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown loan, 400 for a loan side outside the spec, 403 for another organization', async () => {
    expect(await sandbox.refusal(`${loansPath}/missing`)).toMatchObject({ status: 404 });
    expect(await sandbox.refusal(`${loansPath}?loanSide=both`)).toMatchObject({ status: 400 });
    expect(await sandbox.refusal('/organizations/org-elsewhere/loans')).toMatchObject({
      status: 403,
      error: 'forbidden',
    });
  });
});

describe('files and reference data', () => {
  it('downloads a file with its bytes, type and name, or 404', async () => {
    const { rows } = await sandbox.db.query(
      'SELECT file_id, filename, content_type, octet_length(content) AS size FROM files LIMIT 1',
    );
    const file = z
      .object({
        file_id: z.string(),
        filename: z.string(),
        content_type: z.string(),
        size: z.number(),
      })
      .parse(rows[0]);
    const response = await sandbox.call(`/files/${file.file_id}`);
    expect(response.status).toBe(200);
    // The stored type, not merely some type: a browser decides how to open the file by it.
    expect(file.content_type).toMatch(/^[a-z]+\/[\w.+-]+$/);
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(file.content_type);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect((await response.arrayBuffer()).byteLength).toBe(file.size);
    expect(await sandbox.refusal('/files/missing')).toMatchObject({ status: 404 });
  });

  it('lists portfolios, wallets per portfolio, currencies with tags, the address book and organizations', async () => {
    const wallets = wireWalletsResponseSchema.parse(
      await sandbox.json(`/wallets?portfolioId=${sandbox.portfolioId('Treasury Vault')}`),
    ).wallets;
    expect(wallets.length).toBeGreaterThan(0);
    expect(
      wallets.every((wallet) => wallet.portfolioId === sandbox.portfolioId('Treasury Vault')),
    ).toBe(true);
    expect(await sandbox.refusal('/wallets?owner=me')).toMatchObject({ status: 400 });

    const { currencies } = wireCurrenciesResponseSchema.parse(await sandbox.json('/currencies'));
    const tagsOf = (code: string, network: string) =>
      currencies.find((entry) => entry.currency === code && entry.mainCurrency === network)?.tags;
    expect(tagsOf('ETH', 'ETH')).toContain('defi-allowed');
    expect(tagsOf('USDT', 'ETH')).not.toContain('defi-allowed');

    const { cryptoAddresses } = wireCryptoAddressesResponseSchema.parse(
      await sandbox.json('/crypto-addresses'),
    );
    const statuses = cryptoAddresses.map((entry) => entry.travelRuleStatus);
    expect(statuses.filter((status) => status === 'passed')).toHaveLength(13);
    expect(
      cryptoAddresses.find((entry) => entry.travelRuleStatus === 'failed')?.travelRuleReason,
    ).toBeTruthy();

    const { organizations } = wireOrganizationsResponseSchema.parse(
      await sandbox.json('/organizations'),
    );
    expect(organizations.map((entry) => entry.organizationId)).toContain(SANDBOX_ORGANIZATION_ID);
  });
});
