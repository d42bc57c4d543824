import type { SandboxDatabase } from '../db/sql-client';
import { advanceClearLoop } from './advance-clearloop';
import { advanceOrders } from './advance-orders';
import { driftLoans } from './drift-loans';

/** Runs one tick of every live process: orders, ClearLoop cycles and loan LTVs. */
export async function runLifecycleTick(
  db: SandboxDatabase,
  nowMs: number,
  stepMs: number,
): Promise<void> {
  await advanceOrders(db, nowMs, stepMs);
  await advanceClearLoop(db, nowMs, stepMs);
  await driftLoans(db, nowMs);
}

/**
 * Starts the sandbox's background clock: one tick every `stepMs`, never two
 * at once. A failed tick is logged and the next one tries again. Returns a
 * function that stops the clock.
 */
export function startLifecycleClock(
  db: SandboxDatabase,
  stepMs: number,
  now: () => number = Date.now,
): () => void {
  if (stepMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runLifecycleTick(db, now(), stepMs)
      .catch((error: unknown) => {
        console.error('Sandbox lifecycle tick failed', error);
      })
      .finally(() => {
        running = false;
      });
  }, stepMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
