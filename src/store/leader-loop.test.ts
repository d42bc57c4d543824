import { describe, expect, it, vi } from 'vitest';
import { startLeaderLoop, type LeaderLoop } from './leader-loop';
import type { HeldLock } from './sql-client';

/** One advisory lock name, held by at most one caller at a time, as the engines keep it. */
function oneLock() {
  let holder: object | undefined;
  return {
    tryLock: (): Promise<HeldLock | undefined> => {
      if (holder !== undefined) return Promise.resolve(undefined);
      const mine = {};
      holder = mine;
      return Promise.resolve({
        get held() {
          return holder === mine;
        },
        release: () => {
          if (holder === mine) holder = undefined;
          return Promise.resolve();
        },
      });
    },
  };
}

function counted(db: ReturnType<typeof oneLock>, fail = false) {
  const turns = { count: 0, errors: [] as unknown[] };
  const loop: LeaderLoop = startLeaderLoop(db, {
    lockName: 'test',
    turn: () => {
      turns.count += 1;
      return fail ? Promise.reject(new Error(`turn ${turns.count} failed`)) : Promise.resolve();
    },
    delayMs: () => 5,
    onError: (error) => turns.errors.push(error),
  });
  return { loop, turns };
}

describe('startLeaderLoop', () => {
  it('runs turns only in the process holding the lock, and hands over when it stops', async () => {
    const db = oneLock();
    const first = counted(db);
    const second = counted(db);
    await vi.waitFor(() => expect(first.turns.count).toBeGreaterThan(2));
    expect(first.loop.leading).toBe(true);
    expect(second.loop.leading).toBe(false);
    expect(second.turns.count).toBe(0);

    await first.loop.stop();
    const stoppedAt = first.turns.count;
    await vi.waitFor(() => expect(second.turns.count).toBeGreaterThan(0));
    expect(second.loop.leading).toBe(true);
    expect(first.turns.count).toBe(stoppedAt);
    await second.loop.stop();
  });

  it('reports a failed turn and tries again at the next one', async () => {
    const failing = counted(oneLock(), true);
    await vi.waitFor(() => expect(failing.turns.errors.length).toBeGreaterThanOrEqual(2));
    expect(String(failing.turns.errors[1])).toContain('turn 2 failed');
    await failing.loop.stop();
  });
});
