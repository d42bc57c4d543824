import type { Database, HeldLock } from '../../store/sql-client';
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

export interface LifecycleClock {
  /** Whether this process runs the clock now. */
  readonly leading: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox's background clock: one tick every `stepMs`, never two
 * at once. When several server instances share one sandbox database, only
 * the one holding the clock's advisory lock ticks; the others ask again every
 * few seconds, so when the holder dies (its connection, and so its lock, go
 * with it) another takes over within seconds. Each step also re-checks, under
 * a row lock, that it is still due, so even two clocks never take a step twice.
 * A failed tick is logged and the next one tries again.
 */
export function startLifecycleClock(
  db: Database,
  stepMs: number,
  now: () => number = Date.now,
): LifecycleClock {
  let lock: HeldLock | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  async function turn(): Promise<void> {
    if (lock?.held !== true) lock = await db.tryLock('lifecycle-clock');
    if (lock?.held === true) await runLifecycleTick(db, now(), stepMs);
  }

  function schedule(): void {
    if (stopped) return;
    const delay = lock?.held === true ? stepMs : Math.min(stepMs, TAKEOVER_POLL_MS);
    timer = setTimeout(() => {
      current = turn()
        .catch((error: unknown) => {
          console.error('Sandbox lifecycle tick failed', error);
        })
        .finally(schedule);
    }, delay);
    timer.unref();
  }

  if (stepMs > 0) schedule();
  return {
    get leading() {
      return lock?.held === true;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
      await lock?.release();
    },
  };
}
