import { budgetAware } from './provider-budget';

/**
 * Whether the live stream (GET /api/events) is healthy. While it is, data it covers polls only
 * as a slow safety net; when it drops, the usual cadence comes back.
 */
export type LiveStatus =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'reconnecting' }
  | { state: 'polling'; reason: string };

/** How often a view still asks while the stream is healthy: in case an event was lost. */
export const SAFETY_NET_MS = 120_000;

let current: LiveStatus = { state: 'connecting' };
const listeners = new Set<() => void>();

export const liveStatus = {
  get: (): LiveStatus => current,
  set: (next: LiveStatus): void => {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The polling period for data the live stream keeps fresh: `intervalMs`, or the safety net,
 * slower still while the provider's request budget runs low (see `budgetAware`).
 */
export function liveAware(intervalMs: number): number {
  return budgetAware(current.state === 'live' ? Math.max(intervalMs, SAFETY_NET_MS) : intervalMs);
}
