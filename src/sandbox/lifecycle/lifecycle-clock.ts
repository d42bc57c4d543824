import { startLeaderLoop, type LeaderLoop } from '../../store/leader-loop';
import type { Database } from '../../store/sql-client';
import { forgetRequestCountsBefore } from '../db/request-counts-repository';
import { RATE_LIMIT_WINDOW_SECONDS } from '../http/rate-limit';
import { advanceClearLoop } from './advance-clearloop';
import { advanceOrders } from './advance-orders';
import { advanceStakes } from '../db/stakes-repository';
import { driftLoans } from './drift-loans';

/** Runs one tick of every live process: orders, stakes, ClearLoop cycles and loan LTVs. */
export async function runLifecycleTick(db: Database, nowMs: number, stepMs: number): Promise<void> {
  await advanceOrders(db, nowMs, stepMs);
  await advanceStakes(db, nowMs);
  await advanceClearLoop(db, nowMs, stepMs);
  await driftLoans(db, nowMs);
  await forgetRequestCountsBefore(db, Math.floor(nowMs / 1000) - RATE_LIMIT_WINDOW_SECONDS);
}

/** Longest a standby instance waits before asking for the clock again. */
const TAKEOVER_POLL_MS = 2_000;

export type LifecycleClock = LeaderLoop;

/**
 * Starts the sandbox's background clock: one tick every `stepMs`, never two
 * at once. When several server instances share one sandbox database, only
 * the one holding the clock's advisory lock ticks; the others ask again every
 * few seconds, so when the holder dies another takes over within seconds. Each
 * step also re-checks, under a row lock, that it is still due, so even two
 * clocks never take a step twice. A failed tick is logged and the next one tries again.
 */
export function startLifecycleClock(
  db: Database,
  stepMs: number,
  now: () => number = Date.now,
): LifecycleClock {
  if (stepMs <= 0) return { leading: false, stop: () => Promise.resolve() };
  return startLeaderLoop(db, {
    lockName: 'lifecycle-clock',
    turn: () => runLifecycleTick(db, now(), stepMs),
    delayMs: (leading) => (leading ? stepMs : Math.min(stepMs, TAKEOVER_POLL_MS)),
    onError: (error) => console.error('Sandbox lifecycle tick failed', error),
  });
}
