import { beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../../../store/testing/test-engines';
import { suiteServerStore } from '../../testing/suite-store';
import { changeRoles, deactivatePerson, listManagedPeople } from './idp-people';

const T0 = Date.parse('2026-11-27T09:00:00Z');

/**
 * Two administrators acting at once must never leave the dashboard without one: a real
 * PostgreSQL pool runs both transactions side by side, where PGlite would run them in turn.
 */
describeEngines('people changed at once on $name', (engine) => {
  const store = suiteServerStore(engine, 'idp_people');

  beforeEach(async () => {
    await store.db.query('DELETE FROM idp_accounts');
    for (const who of ['ana', 'ben']) {
      await store.db.query(
        `INSERT INTO idp_accounts (account_id, email, name, roles, password_hash, created_at)
         VALUES ($1, $2, $1, $3, 'unused', $4)`,
        [who, `${who}@example.com`, ['admin'], T0],
      );
    }
  });

  const activeAdmins = async () =>
    (await listManagedPeople(store.db))
      .filter((person) => person.active && person.roles.includes('admin'))
      .map((person) => person.subject);

  it('two administrators taking away each other’s role: one wins, one administrator stays', async () => {
    const outcomes = await Promise.all([
      changeRoles(store.db, 'ana', ['viewer']),
      changeRoles(store.db, 'ben', ['viewer']),
    ]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 409 });
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('two administrators deactivating each other: one wins, one administrator stays', async () => {
    const outcomes = await Promise.all([
      deactivatePerson(store.db, 'ana', 'ben', T0),
      deactivatePerson(store.db, 'ben', 'ana', T0),
    ]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('a demotion racing a deactivation of the other administrator still leaves one', async () => {
    const outcomes = await Promise.all([
      changeRoles(store.db, 'ana', ['treasury']),
      deactivatePerson(store.db, 'ben', 'ana', T0),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
