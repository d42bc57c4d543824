import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSchema, type Order } from '../../../shared/contracts/orders';
import { changedOrderIds, useChangedRows } from './use-changed-rows';

function order(id: string, status = 'executed', updatedAt = '1'): Order {
  return orderSchema.parse({
    orderId: id,
    externalOrderId: `ext-${id}`,
    orderType: 'withdraw',
    status,
    portfolioId: 'p1',
    portfolioType: 'custody',
    amount: '1',
    baseCurrency: 'BTC',
    createdAt: '1700000000000',
    updatedAt,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('changedOrderIds', () => {
  it('finds new orders and orders whose status or update time moved', () => {
    const a = order('a');
    const before = [a, order('b', 'processing'), order('c', 'new', '1')];
    const after = [order('d'), a, order('b', 'executed'), order('c', 'new', '2')];
    expect(changedOrderIds(before, after)).toEqual(new Set(['d', 'b', 'c']));
  });

  it('ignores an equal copy of an unchanged order', () => {
    expect(changedOrderIds([order('a')], [order('a')]).size).toBe(0);
  });
});

describe('useChangedRows', () => {
  it('highlights changes after a refresh of the same view, then clears them', () => {
    vi.useFakeTimers();
    const first = [order('a', 'processing')];
    const { result, rerender } = renderHook(({ rows, scope }) => useChangedRows(rows, scope), {
      initialProps: { rows: first, scope: 'view-1' },
    });
    expect(result.current.size).toBe(0);
    rerender({ rows: [order('a', 'executed')], scope: 'view-1' });
    expect(result.current).toEqual(new Set(['a']));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.size).toBe(0);
  });

  it('highlights nothing when the filters changed (a new list, not a change)', () => {
    const { result, rerender } = renderHook(({ rows, scope }) => useChangedRows(rows, scope), {
      initialProps: { rows: [order('a')], scope: 'view-1' },
    });
    rerender({ rows: [order('b')], scope: 'view-2' });
    expect(result.current.size).toBe(0);
  });
});
