import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../store/sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../../store/testing/test-engines';
import { openServerStore } from '../../server-store';
import {
  boundDigestOf,
  CHALLENGE_TTL_MS,
  findChallenge,
  issueChallenge,
  useChallenge,
} from './challenges-repository';

const digest = (text: string) => createHash('sha256').update(text).digest();

describeEngines('passkey challenges on $name', (engine) => {
  const schema = uniqueSchema('passkeys');
  let db: Database;

  beforeAll(async () => {
    db = await openServerStore(engine.location, schema);
    await db.query(
      `INSERT INTO people (subject, email, name, roles, first_seen_at, last_sign_in_at)
       VALUES ('marcus', 'm@example.com', 'Marcus', '{approver}', 0, 0),
              ('amara', 'a@example.com', 'Amara', '{approver}', 0, 0)`,
    );
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  it('carries the digest of the action it binds, and a new random part each time', async () => {
    const bound = digest('co-sign order A');
    const first = await issueChallenge(
      db,
      { subject: 'marcus', action: 'co-sign', actionDigest: bound },
      1_000,
    );
    const second = await issueChallenge(
      db,
      { subject: 'marcus', action: 'co-sign', actionDigest: bound },
      1_000,
    );
    expect(boundDigestOf(first.challenge)).toBe(bound.toString('hex'));
    expect(second.challenge).not.toBe(first.challenge);
    expect(first.expiresAt).toBe(1_000 + CHALLENGE_TTL_MS);
    expect(boundDigestOf('too-short')).toBeUndefined();
  });

  it('is used once: of twenty concurrent uses exactly one succeeds', async () => {
    const { challenge } = await issueChallenge(
      db,
      { subject: 'marcus', action: 'co-sign', actionDigest: digest('race') },
      2_000,
    );
    const uses = await Promise.all(
      Array.from({ length: 20 }, () => useChallenge(db, challenge, 'marcus', 2_500)),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await findChallenge(db, challenge))?.used_at).toBe(2_500);
  });

  it('is not used after it expires, nor by another person', async () => {
    const { challenge, expiresAt } = await issueChallenge(
      db,
      { subject: 'marcus', action: 'cancel', actionDigest: digest('late') },
      3_000,
    );
    expect(await useChallenge(db, challenge, 'amara', 3_001)).toBe(false);
    expect(await useChallenge(db, challenge, 'marcus', expiresAt + 1)).toBe(false);
    expect(await useChallenge(db, challenge, 'marcus', expiresAt)).toBe(true);
  });

  it('keeps at most ten open challenges per person, and drops expired ones', async () => {
    for (let index = 0; index < 15; index += 1) {
      await issueChallenge(
        db,
        { subject: 'amara', action: 'co-sign', actionDigest: digest(`many ${index}`) },
        10_000 + index,
      );
    }
    const count = async (subject: string) => {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM passkey_challenges WHERE subject = $1',
        [subject],
      );
      return rows;
    };
    expect(await count('amara')).toEqual([{ n: 10 }]);
    await issueChallenge(
      db,
      { subject: 'amara', action: 'co-sign', actionDigest: digest('later') },
      10_000 + CHALLENGE_TTL_MS * 10,
    );
    expect(await count('marcus')).toEqual([{ n: 0 }]);
  });
});
