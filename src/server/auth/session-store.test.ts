import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerStore } from '../server-store';
import type { Database } from '../../store/sql-client';
import { upsertPerson } from './people-repository';
import { createSession, findSession, hashSessionId, touchSession } from './session-store';

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
});
