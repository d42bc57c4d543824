import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../shared/api-error';
import type { BulkOrderItem } from '../../../shared/contracts/create-order';
import { chunkItems, sendInBulk, type RowOutcome } from './send-bulk';

const item = (n: number): BulkOrderItem => ({
  orderType: 'withdraw',
  externalOrderId: `ext-${n}`,
  portfolioId: 'ops',
  baseCurrency: 'ETH',
  amount: '1',
  toPortfolioId: 'vault',
});
const order = (externalOrderId: string) => ({
  orderId: `order-${externalOrderId}`,
  externalOrderId,
  amount: '1',
  baseCurrency: 'ETH',
  createdAt: '1',
  orderType: 'withdraw',
  portfolioId: 'ops',
  portfolioType: 'custody',
  status: 'new',
});

afterEach(() => vi.restoreAllMocks());

describe('chunkItems', () => {
  it('sends 49 items in one call and 50 in two', () => {
    const items = (count: number) => Array.from({ length: count }, (_, n) => n);
    expect(chunkItems(items(49)).map((chunk) => chunk.length)).toEqual([49]);
    expect(chunkItems(items(50)).map((chunk) => chunk.length)).toEqual([49, 1]);
    expect(chunkItems([])).toEqual([]);
  });

  it('splits 120 items into calls of 49, 49 and 22', () => {
    const items = Array.from({ length: 120 }, (_, n) => n);
    expect(chunkItems(items).map((chunk) => chunk.length)).toEqual([49, 49, 22]);
    expect(chunkItems(items).flat()).toEqual(items);
    expect(chunkItems([])).toEqual([]);
  });
});

describe('sendInBulk', () => {
  it('reports created and refused rows per call, and survives a failed call', async () => {
    const request = vi.spyOn(apiClient, 'request');
    request
      .mockResolvedValueOnce({
        orders: [
          order('ext-0'),
          {
            ...order('ext-1'),
            status: 'error',
            error: 'insufficient-funds',
            message: '5 ETH needed',
          },
        ],
      })
      .mockRejectedValueOnce(new ApiError(503, 'http-503', 'Unavailable'))
      .mockRejectedValueOnce(new ApiError(429, 'too-many-requests', 'Slow down'));
    const items = Array.from({ length: 150 }, (_, n) => item(n));
    const seen: [Map<string, RowOutcome>, number][] = [];
    await sendInBulk(items, (outcomes, progress) =>
      seen.push([new Map(outcomes), progress.callsDone]),
    );

    // The rate limit stops the sending: the fourth call is never made.
    expect(request).toHaveBeenCalledTimes(3);
    const firstBody = request.mock.calls[0]?.[1];
    expect(firstBody).toMatchObject({ body: { orders: items.slice(0, 49) } });
    const [first, second, third] = seen;
    expect(first?.[1]).toBe(1);
    expect(first?.[0].get('ext-0')).toMatchObject({ kind: 'created', alreadyExisted: false });
    expect(first?.[0].get('ext-1')).toMatchObject({
      kind: 'failed',
      detail: '5 ETH needed (insufficient-funds)',
    });
    expect(first?.[0].get('ext-2')).toMatchObject({
      kind: 'failed',
      title: 'No answer for this row',
    });
    expect(second?.[0].get('ext-50')).toMatchObject({
      kind: 'failed',
      title: 'The API had a problem',
      detail: expect.stringContaining('retrying cannot duplicate them') as unknown,
    });
    expect(third?.[1]).toBe(3);
    expect(third?.[0].size).toBe(52);
    expect(third?.[0].get('ext-149')).toMatchObject({
      kind: 'failed',
      title: expect.stringContaining('Too many requests') as unknown,
      detail: expect.stringContaining('Not sent') as unknown,
    });
  });

  it('shows a repeated external order id as the order an earlier attempt created', async () => {
    const request = vi.spyOn(apiClient, 'request');
    request
      .mockResolvedValueOnce({
        orders: [
          {
            ...order('ext-7'),
            status: 'error',
            error: 'duplicate-external-order-id',
            message: 'exists',
          },
        ],
      })
      .mockResolvedValueOnce({ orders: [order('ext-7')] });
    const outcomes: RowOutcome[] = [];
    await sendInBulk([item(7)], (map) => outcomes.push(...map.values()));
    expect(outcomes).toEqual([{ kind: 'created', order: order('ext-7'), alreadyExisted: true }]);
    expect(request.mock.calls[1]?.[1]).toMatchObject({
      query: { externalOrderId: 'ext-7', portfolioIds: ['ops'] },
    });
  });
});
