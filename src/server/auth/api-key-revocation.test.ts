import { randomBytes } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../../store/testing/test-engines';
import { suiteServerStore } from '../testing/suite-store';
import { listApiKeyHolders, revokeApiKey, unseenRevocations } from './api-key-revocation';
import { saveCredentials, usageStamper } from './credentials-repository';

const T0 = Date.parse('2026-11-27T09:00:00Z');
const key = randomBytes(32);

describeEngines('API keys revoked and stamped on $name', (engine) => {
  const store = suiteServerStore(engine, 'api_keys');

  beforeEach(async () => {
    await store.db.query('DELETE FROM people');
    await store.db.query(
      `INSERT INTO people (subject, email, name, roles, first_seen_at, last_sign_in_at)
       VALUES ('ana', 'ana@example.com', 'Ana', $1, $2, $2)`,
      [['viewer'], T0],
    );
    const input = { subject: 'ana', apiKey: 'key-ana-1a2b', apiSecret: 's', providerUserId: null };
    await saveCredentials(store.db, key, input, T0);
  });

  it('two administrators revoking the same key at once: one revokes it, the other finds none', async () => {
    const revoke = (by: string) =>
      revokeApiKey(store.db, { subject: 'ana', addedAt: T0, reason: `by ${by}`, by }, T0 + 1);
    const outcomes = await Promise.all([revoke('Ben'), revoke('Cleo')]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 404 });
    expect(await listApiKeyHolders(store.db)).toEqual([]);
    expect(await unseenRevocations(store.db, 'ana')).toHaveLength(1);
  });

  it('stamps a key’s last use at most once a minute, whichever instance signs', async () => {
    let now = T0 + 1_000;
    const clock = () => now;
    const [first, second] = [usageStamper(store.db, clock), usageStamper(store.db, clock)];
    const lastUsed = async () => (await listApiKeyHolders(store.db))[0]?.lastUsedAt;
    await first('ana');
    expect(await lastUsed()).toBe(T0 + 1_000);
    now += 59_000;
    await second('ana');
    await first('ana');
    expect(await lastUsed()).toBe(T0 + 1_000);
    // The store refused the second instance's stamp; it tries again a minute after it tried.
    now += 60_000;
    await second('ana');
    expect(await lastUsed()).toBe(T0 + 120_000);
  });
});
