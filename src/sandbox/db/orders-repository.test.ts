import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ListOrdersQuery } from '../../shared/contracts/list-orders-query';
import { type WireOrder } from '../../shared/contracts/orders';
import { inMemory, openSandboxDatabase } from './open-database';
import {
  countOrders,
  findOrderByExternalId,
  getOrder,
  listOrders,
  saveOrders,
} from './orders-repository';
import type { Database } from '../../store/sql-client';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const TRANSFERS = ['withdraw', 'deposit'] as const;
let db: Database;
let all: WireOrder[];

/** The expected answer, computed in memory from every stored order. */
function expected(predicate: (order: WireOrder) => boolean): string[] {
  return all
    .filter((order) => TRANSFERS.some((type) => type === order.orderType) && predicate(order))
    .map((order) => order.orderId);
}

async function ids(query: Partial<ListOrdersQuery>): Promise<string[]> {
  const orders = await listOrders(db, { orderTypes: [...TRANSFERS], limit: '100000', ...query });
  return orders.map((order) => order.orderId);
}

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const { rows } = await db.query(
    'SELECT document FROM orders ORDER BY created_at DESC, order_id DESC',
  );
  all = rows.map((row) => z.object({ document: wireOrderSchema }).parse(row).document);
});
afterAll(async () => db.close());

describe('listOrders', () => {
  it('returns transfers newest first, 1000 by default', async () => {
    const orders = await listOrders(db, { orderTypes: [...TRANSFERS] });
    expect(orders).toHaveLength(1000);
    expect(orders.map((order) => order.orderId)).toEqual(expected(() => true).slice(0, 1000));
  });

  it('pages with offset and limit', async () => {
    const page = await ids({ offset: '200', limit: '50' });
    expect(page).toEqual(expected(() => true).slice(200, 250));
  });

  it('filters by order type', async () => {
    expect(await ids({ orderTypes: ['withdraw'] })).toEqual(
      expected((order) => order.orderType === 'withdraw'),
    );
  });

  const sample = (predicate: (order: WireOrder) => boolean): WireOrder => {
    const found = all.find(predicate);
    if (found === undefined) throw new Error('No seeded order matches the sample');
    return found;
  };

  interface FilterCase {
    name: string;
    query: (order: WireOrder) => Partial<ListOrdersQuery>;
    matches: (order: WireOrder) => (candidate: WireOrder) => boolean;
  }
  const counterpartyOf = (order: WireOrder) =>
    order.extra?.toCounterpartyId ?? order.extra?.fromCounterpartyId;
  const filterCases: FilterCase[] = [
    {
      name: 'portfolioIds',
      query: (o) => ({ portfolioIds: [o.portfolioId] }),
      matches: (o) => (x) => x.portfolioId === o.portfolioId,
    },
    {
      name: 'baseCurrencies',
      query: (o) => ({ baseCurrencies: [o.baseCurrency, 'DOT'] }),
      matches: (o) => (x) => [o.baseCurrency, 'DOT'].includes(x.baseCurrency),
    },
    {
      name: 'mainCurrencies',
      query: () => ({ mainCurrencies: ['SOL'] }),
      matches: () => (x) => x.mainCurrency === 'SOL',
    },
    {
      name: 'statuses',
      query: () => ({ statuses: ['processing', 'new'] }),
      matches: () => (x) => ['processing', 'new'].includes(x.status),
    },
    {
      name: 'portfolioTypes',
      query: () => ({ portfolioTypes: ['trading', 'clearloop'] }),
      matches: () => (x) => ['trading', 'clearloop'].includes(x.portfolioType),
    },
    {
      name: 'excludedPortfolioTypes',
      query: () => ({ excludedPortfolioTypes: ['custody'] }),
      matches: () => (x) => x.portfolioType !== 'custody',
    },
    {
      name: 'externalOrderId',
      query: (o) => ({ externalOrderId: o.externalOrderId }),
      matches: (o) => (x) => x.externalOrderId === o.externalOrderId,
    },
    {
      name: 'transactionId',
      query: (o) => ({ transactionId: o.extra?.transactionId }),
      matches: (o) => (x) => x.extra?.transactionId === o.extra?.transactionId,
    },
    {
      name: 'counterpartyId',
      query: (o) => ({ counterpartyId: counterpartyOf(o) }),
      matches: (o) => (x) => counterpartyOf(x) === counterpartyOf(o),
    },
  ];

  it.each(filterCases)('filters by $name', async ({ query, matches }) => {
    const order = sample(
      (o) => o.extra?.transactionId !== undefined && counterpartyOf(o) !== undefined,
    );
    const result = await ids(query(order));
    expect(result.length).toBeGreaterThan(0);
    expect(result).toEqual(expected(matches(order)));
  });

  it('filters by transferChainId', async () => {
    const order = sample(
      (o) =>
        o.extra?.transferChainId !== undefined && TRANSFERS.some((type) => type === o.orderType),
    );
    const result = await ids({
      orderTypes: ['withdraw', 'deposit'],
      transferChainId: order.extra?.transferChainId,
    });
    expect(result).toEqual(
      expected((x) => x.extra?.transferChainId === order.extra?.transferChainId),
    );
  });

  it('matches currencies against the base or the quote currency', async () => {
    const quoted: WireOrder = {
      ...sample((o) => o.orderType === 'deposit'),
      orderId: 'test-quoted-deposit',
      externalOrderId: 'test-quoted',
      quoteCurrency: 'ZZQ',
    };
    await saveOrders(db, [quoted]);
    expect(await ids({ currencies: ['ZZQ'] })).toEqual(['test-quoted-deposit']);
    expect(await ids({ quoteCurrencies: ['ZZQ'] })).toEqual(['test-quoted-deposit']);
    const usdc = await ids({ currencies: ['USDC'] });
    expect(usdc).toEqual(expected((x) => x.baseCurrency === 'USDC' || x.quoteCurrency === 'USDC'));
    await db.query('DELETE FROM orders WHERE order_id = $1', ['test-quoted-deposit']);
  });

  it('searches transaction ids, from and to addresses, ignoring case', async () => {
    const matchesSearch = (text: string) => (order: WireOrder) =>
      [order.extra?.transactionId, order.extra?.toAddress, ...(order.extra?.fromAddresses ?? [])]
        .filter((key) => key !== undefined)
        .some((key) => key.toLowerCase() === text.toLowerCase());
    const withdrawal = sample(
      (o) => o.orderType === 'withdraw' && o.extra?.toAddress !== undefined,
    );
    const toAddress = withdrawal.extra?.toAddress ?? '';
    const byAddress = await ids({ searchQuery: toAddress.toUpperCase() });
    expect(byAddress).toContain(withdrawal.orderId);
    expect(byAddress).toEqual(expected(matchesSearch(toAddress)));
    const deposit = sample(
      (o) =>
        o.orderType === 'deposit' &&
        (o.extra?.fromAddresses?.length ?? 0) > 0 &&
        o.extra?.transactionId !== undefined,
    );
    expect(await ids({ searchQuery: deposit.extra?.fromAddresses?.[0] ?? '' })).toContain(
      deposit.orderId,
    );
    expect(await ids({ searchQuery: ` ${deposit.extra?.transactionId ?? ''} ` })).toEqual([
      deposit.orderId,
    ]);
    expect(await ids({ searchQuery: 'no-such-address' })).toEqual([]);
  });

  it('filters by creation, update and termination time (inclusive epoch ms)', async () => {
    const from = ANCHOR - 10 * 86_400_000;
    const to = ANCHOR - 5 * 86_400_000;
    const between = (value: string | undefined, low: number, high = Number.MAX_SAFE_INTEGER) =>
      value !== undefined && Number(value) >= low && Number(value) <= high;
    expect(await ids({ createdAtFrom: String(from), createdAtTo: String(to) })).toEqual(
      expected((x) => between(x.createdAt, from, to)),
    );
    expect(await ids({ createdSince: String(to) })).toEqual(
      expected((x) => between(x.createdAt, to)),
    );
    expect(await ids({ updatedSince: String(to) })).toEqual(
      expected((x) => between(x.updatedAt, to)),
    );
    expect(await ids({ terminatedAtFrom: String(from), terminatedAtTo: String(to) })).toEqual(
      expected((x) => between(x.terminatedAt, from, to)),
    );
    const exact = all[0];
    expect(await ids({ createdAtFrom: exact?.createdAt, createdAtTo: exact?.createdAt })).toContain(
      exact?.orderId,
    );
  });

  it('combines filters and counts matches without the page', async () => {
    const query: ListOrdersQuery = {
      orderTypes: ['withdraw'],
      statuses: ['executed'],
      portfolioTypes: ['custody'],
      limit: '10',
    };
    const matching = expected(
      (x) => x.orderType === 'withdraw' && x.status === 'executed' && x.portfolioType === 'custody',
    );
    expect((await listOrders(db, query)).map((order) => order.orderId)).toEqual(
      matching.slice(0, 10),
    );
    expect(await countOrders(db, query)).toBe(matching.length);
  });
});

describe('order lookups and writes', () => {
  it('gets an order by id and by client order id, with exact amounts', async () => {
    const tiny = all.find((order) => order.amount === '0.000000000000000001');
    expect(tiny).toBeDefined();
    expect(await getOrder(db, tiny?.orderId ?? '')).toEqual(tiny);
    expect(
      await findOrderByExternalId(db, tiny?.portfolioId ?? '', tiny?.externalOrderId ?? ''),
    ).toEqual(tiny);
    expect(await getOrder(db, 'missing')).toBeUndefined();
  });

  it('updates an order in place and refuses a second order with the same client id in a portfolio', async () => {
    const pending = all.find((order) => order.status === 'co-sign-require');
    if (pending === undefined) throw new Error('No co-sign order');
    await saveOrders(db, [{ ...pending, status: 'approved', updatedAt: String(ANCHOR) }]);
    expect((await getOrder(db, pending.orderId))?.status).toBe('approved');
    expect(await ids({ statuses: ['approved'] })).toContain(pending.orderId);
    await saveOrders(db, [pending]);
    await expect(saveOrders(db, [{ ...pending, orderId: 'test-duplicate' }])).rejects.toThrow(
      /unique|duplicate/i,
    );
  });
});
