import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-error';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { testOrder } from '../../../testing/order-fixture';
import { fetchAllOrders } from './export-orders';

const query: ListOrdersQuery = {
  orderTypes: ['withdraw'],
  statuses: ['executed'],
  limit: '50',
  offset: '100',
};

function pagedSource(total: number) {
  const all = Array.from({ length: total }, (_, index) => testOrder(index));
  return vi.fn((pageQuery: ListOrdersQuery) => {
    const offset = Number(pageQuery.offset);
    return Promise.resolve({ orders: all.slice(offset, offset + Number(pageQuery.limit)) });
  });
}

describe('fetchAllOrders', () => {
  it('walks every page with offset/limit until a short page, keeping the filters', async () => {
    const fetchPage = pagedSource(25);
    const progress = vi.fn();
    const orders = await fetchAllOrders(query, {
      signal: new AbortController().signal,
      pageSize: 10,
      fetchPage,
      onProgress: progress,
    });
    expect(orders.map((entry) => entry.orderId)).toEqual(
      Array.from({ length: 25 }, (_, index) => `order-${index}`),
    );
    expect(fetchPage.mock.calls.map(([pageQuery]) => [pageQuery.offset, pageQuery.limit])).toEqual([
      ['0', '10'],
      ['10', '10'],
      ['20', '10'],
    ]);
    expect(fetchPage.mock.calls[0]?.[0].statuses).toEqual(['executed']);
    expect(progress).toHaveBeenLastCalledWith({ pages: 3, rows: 25, retrying: false });
  });

  it('asks once more after an exactly full last page, and stops at the empty one', async () => {
    const fetchPage = pagedSource(20);
    const orders = await fetchAllOrders(query, {
      signal: new AbortController().signal,
      pageSize: 10,
      fetchPage,
    });
    expect(orders).toHaveLength(20);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops when cancelled and fetches no further page', async () => {
    const controller = new AbortController();
    const source = pagedSource(100);
    const fetchPage = vi.fn((pageQuery: ListOrdersQuery) => {
      if (pageQuery.offset === '10') controller.abort();
      return source(pageQuery);
    });
    await expect(
      fetchAllOrders(query, { signal: controller.signal, pageSize: 10, fetchPage }),
    ).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('retries a page after a 429 and then carries on', async () => {
    vi.useFakeTimers();
    try {
      const source = pagedSource(5);
      const fetchPage = vi
        .fn<typeof source>()
        .mockRejectedValueOnce(new ApiError(429, 'too-many-requests', 'Slow down'))
        .mockImplementation(source);
      const progress = vi.fn();
      const done = fetchAllOrders(query, {
        signal: new AbortController().signal,
        pageSize: 10,
        fetchPage,
        onProgress: progress,
      });
      await vi.runAllTimersAsync();
      await expect(done).resolves.toHaveLength(5);
      expect(progress).toHaveBeenCalledWith({ pages: 0, rows: 0, retrying: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at once on an error that retrying cannot fix', async () => {
    const fetchPage = vi.fn().mockRejectedValue(new ApiError(400, 'bad-request', 'statuses'));
    await expect(
      fetchAllOrders(query, { signal: new AbortController().signal, fetchPage }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
