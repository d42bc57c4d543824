import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerStore } from '../server-store';
import type { Database } from '../../store/sql-client';
import { upsertPerson } from './people-repository';
import {
  createSession,
  endPersonSessions,
  endSession,
  findSession,
  hashSessionId,
  SESSION_ENDED_CHANNEL,
  touchSession,
} from './session-store';

const MINUTE = 60_000;
const timeouts = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };
const T0 = Date.parse('2026-11-23T08:00:00Z');
let db: Database;

beforeAll(async () => {
  db = await openServerStore({ engine: 'pglite', dataDir: 'memory' });
  await upsertPerson(
    db,
    { subject: 'p1', email: 'p1@example.com', name: 'Pat One', roles: ['viewer'] },
    T0,
  );
});
afterAll(async () => db.close());

async function open() {
  return createSession(db, { subject: 'p1', roles: ['viewer'], idToken: undefined }, timeouts, T0);
}

describe('sessions', () => {
  it('keep only a hash of the id, and find the person from the cookie id', async () => {
    const id = await open();
    const { rows } = await db.query('SELECT id_hash FROM sessions');
    expect(JSON.stringify(rows)).not.toContain(id);
    expect(rows).toContainEqual({ id_hash: hashSessionId(id) });
    const found = await findSession(db, id, timeouts, T0 + MINUTE);
    expect(found).toMatchObject({
      state: 'active',
      session: { name: 'Pat One', idleExpiresAt: T0 + 30 * MINUTE },
    });
    expect(await findSession(db, `${id}x`, timeouts, T0)).toEqual({ state: 'none' });
  });

  it('end after 30 idle minutes, and are gone once found expired', async () => {
    const id = await open();
    expect((await findSession(db, id, timeouts, T0 + 30 * MINUTE - 1)).state).toBe('active');
    expect((await findSession(db, id, timeouts, T0 + 30 * MINUTE)).state).toBe('expired');
    expect((await findSession(db, id, timeouts, T0 + MINUTE)).state).toBe('none');
  });

  it('stay while the person is active, but never beyond 12 hours', async () => {
    const id = await open();
    const hash = hashSessionId(id);
    for (let at = T0 + 20 * MINUTE; at < T0 + 12 * 60 * MINUTE; at += 20 * MINUTE) {
      expect((await findSession(db, id, timeouts, at)).state, `at +${(at - T0) / MINUTE} min`).toBe(
        'active',
      );
      await touchSession(db, hash, at);
    }
    expect((await findSession(db, id, timeouts, T0 + 12 * 60 * MINUTE)).state).toBe('expired');
  });

  it('end one by one, or all of a person’s at once, telling every listener which ended', async () => {
    const heard: string[] = [];
    const stop = await db.listen(SESSION_ENDED_CHANNEL, (hash) => heard.push(hash));
    try {
      const [a, b, c] = [await open(), await open(), await open()];
      expect(await endSession(db, hashSessionId(a))).toBe(true);
      expect(await endSession(db, hashSessionId(a))).toBe(false);
      expect((await findSession(db, a, timeouts, T0)).state).toBe('none');
      expect((await findSession(db, b, timeouts, T0)).state).toBe('active');
      const others = (await db.query("SELECT id_hash FROM sessions WHERE subject = 'p1'")).rows;
      expect(await endPersonSessions(db, 'p1')).toBe(others.length);
      expect(await endPersonSessions(db, 'p1')).toBe(0);
      for (const id of [b, c]) expect((await findSession(db, id, timeouts, T0)).state).toBe('none');
      await expect.poll(() => heard.length).toBe(1 + others.length);
      expect(heard).toEqual(
        expect.arrayContaining([hashSessionId(a), hashSessionId(b), hashSessionId(c)]),
      );
    } finally {
      await stop();
    }
  });
});
