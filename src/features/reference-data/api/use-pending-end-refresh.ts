import { useEffect } from 'react';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';

/** After a pending stake's end, the provider may take a moment to list it as active. */
export const PENDING_END_GRACE_MS = 1_000;
/** The longest wait between two reads while an answer still says a past end is pending. */
export const PENDING_END_MAX_WAIT_MS = 5 * 60_000;
/** setTimeout fires at once past this; a later end is scheduled again on the next refresh. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The earliest of the ends given, in epoch ms; an unreadable or absent end says nothing. */
export function earliestEnd(ends: readonly (Readable<string> | undefined)[]): number | undefined {
  let earliest: number | undefined;
  for (const end of ends) {
    if (end === undefined || isUnreadable(end)) continue;
    const at = Number(end);
    if (earliest === undefined || at < earliest) earliest = at;
  }
  return earliest;
}

/**
 * How long to wait before reading the stakes again for a pending stake ending at `end`: until
 * just after it, or, when the latest answer still lists it pending past its end, as long as it
 * has been overdue (at least the grace, at most the cap): each answer that still says pending
 * doubles the wait, so a provider slow to move it is never asked in a tight loop.
 */
export function waitForPendingEnd(end: number, now: number): number {
  if (end > now) return Math.min(end - now + PENDING_END_GRACE_MS, LONGEST_TIMER_MS);
  return Math.min(Math.max(now - end, PENDING_END_GRACE_MS), PENDING_END_MAX_WAIT_MS);
}

/**
 * No live event says when a stake goes from pending (bonding) to active, so an open view reads
 * the stakes again when the earliest pending end among those it shows has passed: one timer for
 * the earliest, set again after each answer (`answeredAt`), cleared when the view closes.
 */
export function usePendingEndRefresh(
  ends: readonly (Readable<string> | undefined)[],
  answeredAt: number,
  refetch: () => unknown,
): void {
  const earliest = earliestEnd(ends);
  useEffect(() => {
    if (earliest === undefined) return undefined;
    const timer = setTimeout(() => void refetch(), waitForPendingEnd(earliest, Date.now()));
    return () => clearTimeout(timer);
  }, [earliest, answeredAt, refetch]);
}
