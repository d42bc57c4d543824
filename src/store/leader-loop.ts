import type { Database, HeldLock } from './sql-client';

/** Work that one process runs at a time, for every process sharing a store. */
export interface LeaderLoop {
  /** Whether this process holds the lock, and so runs the turns, now. */
  readonly leading: boolean;
  /** Stops the turns, waits for the one under way, and lets another process lead. */
  stop(): Promise<void>;
}

export interface LeaderLoopOptions {
  /** The advisory lock whose holder leads. */
  lockName: string;
  /** What the leader does each turn. */
  turn: () => Promise<void>;
  /** How long to wait before the next turn: `leading` says whether this process leads. */
  delayMs: (leading: boolean, first: boolean) => number;
  /** Told of a failed turn; the next turn tries again. */
  onError: (error: unknown) => void;
}

/**
 * Runs `turn` on a schedule in the one process holding the named advisory lock. The others ask
 * for the lock at every turn of their own, so when its holder dies (its connection, and so its
 * lock, go with it) another takes over by its next turn. Turns never overlap.
 */
export function startLeaderLoop(
  db: Pick<Database, 'tryLock'>,
  options: LeaderLoopOptions,
): LeaderLoop {
  let lock: HeldLock | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  async function turn(): Promise<void> {
    if (lock?.held !== true) lock = await db.tryLock(options.lockName);
    if (lock?.held === true) await options.turn();
  }

  function schedule(first: boolean): void {
    if (stopped) return;
    timer = setTimeout(
      () => {
        current = turn()
          .catch(options.onError)
          .finally(() => schedule(false));
      },
      options.delayMs(lock?.held === true, first),
    );
    timer.unref();
  }

  schedule(true);
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
