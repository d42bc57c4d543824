import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Unreadable, type Readable } from '../../../shared/contracts/readable';
import {
  earliestEnd,
  PENDING_END_GRACE_MS,
  PENDING_END_MAX_WAIT_MS,
  usePendingEndRefresh,
  waitForPendingEnd,
} from './use-pending-end-refresh';

const NOW = 1_700_000_000_000;
type Ends = readonly (Readable<string> | undefined)[];

describe('earliestEnd', () => {
  it('takes the earliest readable end, and ignores unreadable and absent ones', () => {
    expect(earliestEnd([String(NOW + 9), undefined, String(NOW + 3), String(NOW + 5)])).toBe(
      NOW + 3,
    );
    expect(earliestEnd([new Unreadable('soon', 'not epoch ms'), undefined])).toBeUndefined();
    expect(earliestEnd([])).toBeUndefined();
  });
});

describe('waitForPendingEnd', () => {
  it('waits until just after a future end', () => {
    expect(waitForPendingEnd(NOW + 60_000, NOW)).toBe(60_000 + PENDING_END_GRACE_MS);
  });

  it('backs off as long as a past end has been overdue, within the grace and the cap', () => {
    expect(waitForPendingEnd(NOW, NOW)).toBe(PENDING_END_GRACE_MS);
    expect(waitForPendingEnd(NOW - 8_000, NOW)).toBe(8_000);
    expect(waitForPendingEnd(NOW - 86_400_000, NOW)).toBe(PENDING_END_MAX_WAIT_MS);
  });
});

describe('usePendingEndRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function render(ends: Ends) {
    const refetch = vi.fn();
    const hook = renderHook(
      ({ ends, answeredAt }: { ends: Ends; answeredAt: number }) =>
        usePendingEndRefresh(ends, answeredAt, refetch),
      { initialProps: { ends, answeredAt: NOW } },
    );
    return { refetch, ...hook };
  }

  it('reads again once, just after the earliest end, with one timer for every stake', () => {
    const { refetch } = render([String(NOW + 10_000), String(NOW + 5_000), String(NOW + 20_000)]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5_000 + PENDING_END_GRACE_MS - 1);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    // Without a new answer, nothing more is asked.
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('sets no timer when nothing pending says when it ends', () => {
    render([undefined, new Unreadable('later', 'not epoch ms')]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when the view closes', () => {
    const { refetch, unmount } = render([String(NOW + 5_000)]);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('waits longer each time the answer still says pending past the end', () => {
    const end = NOW + 5_000;
    const { refetch, rerender } = render([String(end)]);
    const readAt: number[] = [];
    refetch.mockImplementation(() => {
      readAt.push(Date.now() - end);
      // The provider answers at once, still listing the stake as pending.
      rerender({ ends: [String(end)], answeredAt: Date.now() });
    });
    vi.advanceTimersByTime(5_000 + 40_000);
    expect(readAt).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('moves to the next end once the earliest stake is no longer pending', () => {
    const { refetch, rerender } = render([String(NOW + 5_000), String(NOW + 30_000)]);
    vi.advanceTimersByTime(5_000 + PENDING_END_GRACE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ ends: [String(NOW + 30_000)], answeredAt: Date.now() });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000 - 6_000 + PENDING_END_GRACE_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
