import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-error';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import type { Order } from '../../../shared/contracts/orders';
import { testOrder } from '../../../testing/order-fixture';
import { exportAllOrders } from './export-orders';

const query: ListOrdersQuery = {
  orderTypes: ['withdraw'],
  statuses: ['executed'],
  limit: '50',
  offset: '100',
};

/** `total` orders newest first, `perInstant` of them sharing each createdAt. */
function ordersOf(total: number, perInstant = 1): Order[] {
  return Array.from({ length: total }, (_, index) =>
    testOrder(index, {
      orderId: `order-${String(total - index).padStart(4, '0')}`,
      createdAt: String(1_700_000_000_000 - Math.floor(index / perInstant)),
    }),
  );
}

/** The sandbox's list: createdAtTo inclusive (or exclusive, to prove the fallback), then offset. */
function listSource(all: readonly Order[], bound: 'inclusive' | 'exclusive' = 'inclusive') {
  return vi.fn((pageQuery: ListOrdersQuery) => {
    const to = pageQuery.createdAtTo === undefined ? undefined : Number(pageQuery.createdAtTo);
    const matching = all.filter((order) =>
      to === undefined
        ? true
        : bound === 'inclusive'
          ? Number(order.createdAt) <= to
          : Number(order.createdAt) < to,
    );
    const offset = Number(pageQuery.offset);
    return Promise.resolve({
      orders: matching.slice(offset, offset + Number(pageQuery.limit)),
      unreadableItems: [],
    });
  });
}

async function exported(fetchPage: ReturnType<typeof listSource>, pageSize = 10) {
  const pages: string[][] = [];
  const { rows: total } = await exportAllOrders(query, {
    signal: new AbortController().signal,
    pageSize,
    fetchPage,
    onPage: (orders) => pages.push(orders.map((order) => order.orderId)),
  });
  return { total, ids: pages.flat(), pages };
}

describe('exportAllOrders', () => {
  it('hands over every page once, newest first, keeping the filters, until a short page', async () => {
    const all = ordersOf(25);
    const fetchPage = listSource(all);
    const progress = vi.fn();
    const { rows: total } = await exportAllOrders(query, {
      signal: new AbortController().signal,
      pageSize: 10,
      fetchPage,
      onPage: () => undefined,
      onProgress: progress,
    });
    expect(total).toBe(25);
    expect((await exported(listSource(all))).ids).toEqual(all.map((order) => order.orderId));
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ statuses: ['executed'], offset: '0' });
    expect(progress).toHaveBeenLastCalledWith({ pages: 3, rows: 25, retrying: false });
  });

  // Before: every page asked for offset = rows so far, which the database walks: at a million
  // orders the last pages took seconds each.
  it('pages by createdAtTo at the last row, not by a growing offset', async () => {
    const fetchPage = listSource(ordersOf(35));
    await exported(fetchPage);
    expect(fetchPage.mock.calls.map(([page]) => [page.createdAtTo, page.offset])).toEqual([
      [undefined, '0'],
      ['1699999999991', '0'],
      ['1699999999982', '0'],
      ['1699999999973', '0'],
    ]);
  });

  it('exports orders sharing one instant across a page boundary exactly once', async () => {
    const all = ordersOf(40, 7);
    const { ids, total } = await exported(listSource(all));
    expect(ids).toEqual(all.map((order) => order.orderId));
    expect(total).toBe(40);
  });

  it('falls back to offsets when the API leaves out the rows at createdAtTo', async () => {
    const all = ordersOf(40, 3);
    const fetchPage = listSource(all, 'exclusive');
    const { ids } = await exported(fetchPage);
    expect(ids).toEqual(all.map((order) => order.orderId));
    expect(fetchPage.mock.calls.at(-1)?.[0].createdAtTo).toBeUndefined();
  });

  it('falls back to offsets when one instant fills a whole page', async () => {
    const all = ordersOf(45, 15);
    const { ids } = await exported(listSource(all));
    expect(ids).toEqual(all.map((order) => order.orderId));
  });

  it('asks once more after an exactly full last page, and stops at the empty one', async () => {
    const fetchPage = listSource(ordersOf(20));
    expect((await exported(fetchPage)).total).toBe(20);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops when cancelled and fetches no further page', async () => {
    const controller = new AbortController();
    const source = listSource(ordersOf(100));
    const fetchPage = vi.fn((pageQuery: ListOrdersQuery) => {
      if (pageQuery.createdAtTo !== undefined) controller.abort();
      return source(pageQuery);
    });
    await expect(
      exportAllOrders(query, {
        signal: controller.signal,
        pageSize: 10,
        fetchPage,
        onPage: () => undefined,
      }),
    ).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('retries a page after a 429 and then carries on', async () => {
    vi.useFakeTimers();
    try {
      const source = listSource(ordersOf(5));
      const fetchPage = vi
        .fn<typeof source>()
        .mockRejectedValueOnce(new ApiError(429, 'too-many-requests', 'Slow down'))
        .mockImplementation(source);
      const progress = vi.fn();
      const done = exportAllOrders(query, {
        signal: new AbortController().signal,
        pageSize: 10,
        fetchPage,
        onPage: () => undefined,
        onProgress: progress,
      });
      await vi.runAllTimersAsync();
      await expect(done).resolves.toMatchObject({ rows: 5 });
      expect(progress).toHaveBeenCalledWith({ pages: 0, rows: 0, retrying: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at once on an error that retrying cannot fix', async () => {
    const fetchPage = vi.fn().mockRejectedValue(new ApiError(400, 'bad-request', 'statuses'));
    await expect(
      exportAllOrders(query, {
        signal: new AbortController().signal,
        fetchPage,
        onPage: () => undefined,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
