import { beforeEach, expect, it } from 'vitest';
import type { Role } from '../../../shared/access';
import { describeEngines } from '../../../store/testing/test-engines';
import { suiteServerStore } from '../../testing/suite-store';
import { listManagedPeople } from './idp-people';
import { changeOrRequestRoles, decideGrant, pendingGrants } from './role-grants';

const T0 = Date.parse('2026-11-27T09:00:00Z');
const ana = { subject: 'ana', name: 'Ana' };
const ben = { subject: 'ben', name: 'Ben' };
const cleo = { subject: 'cleo', name: 'Cleo' };

/** Second-administrator grants, with a real PostgreSQL pool running decisions side by side. */
describeEngines('grants that need a second administrator on $name', (engine) => {
  const store = suiteServerStore(engine, 'role_grants');

  async function account(who: string, held: Role[]) {
    await store.db.query(
      `INSERT INTO idp_accounts (account_id, email, name, roles, password_hash, created_at)
       VALUES ($1, $2, $1, $3, 'unused', $4)`,
      [who, `${who}@example.com`, held, T0],
    );
  }
  const rolesOf = async (who: string) =>
    (await listManagedPeople(store.db)).find((person) => person.subject === who)?.roles;
  const grantToDan = () =>
    changeOrRequestRoles(store.db, { subject: 'dan', roles: ['viewer', 'approver'], by: ana }, T0);

  beforeEach(async () => {
    await store.db.query('DELETE FROM role_grants');
    await store.db.query('DELETE FROM idp_accounts');
    await account('ana', ['admin']);
    await account('dan', ['viewer']);
  });

  it('with one administrator, a grant of power applies at once', async () => {
    const outcome = await grantToDan();
    expect(outcome).toMatchObject({ ok: true, pendingGrant: null });
    expect(await rolesOf('dan')).toEqual(['viewer', 'approver']);
  });

  it('with two, it waits; the one who asked cannot approve it; a second grant for them is refused', async () => {
    await account('ben', ['admin']);
    const outcome = await grantToDan();
    expect(outcome).toMatchObject({
      ok: true,
      pendingGrant: { rolesBefore: ['viewer'], rolesAfter: ['viewer', 'approver'] },
    });
    expect(await rolesOf('dan')).toEqual(['viewer']);
    // Taking power away, or giving none, needs nobody else.
    const lesser = await changeOrRequestRoles(
      store.db,
      { subject: 'dan', roles: ['viewer', 'treasury'], by: ana },
      T0,
    );
    expect(lesser).toMatchObject({ ok: true, pendingGrant: null });
    expect(await grantToDan()).toMatchObject({ ok: false, status: 409 });

    const [grant] = await pendingGrants(store.db);
    if (grant === undefined) throw new Error('no grant');
    const own = await decideGrant(store.db, { id: grant.id, approve: true, by: ana }, T0);
    expect(own).toMatchObject({
      ok: false,
      status: 409,
      message: 'You asked for this grant: another administrator must approve it.',
    });
    // Dan's roles moved since the grant was asked for: it is not applied over the change.
    const stale = await decideGrant(store.db, { id: grant.id, approve: true, by: ben }, T0);
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(await rolesOf('dan')).toEqual(['viewer', 'treasury']);
  });

  it('approve and decline at once: exactly one wins, the other is told who decided', async () => {
    await account('ben', ['admin']);
    await account('cleo', ['admin']);
    await grantToDan();
    const [grant] = await pendingGrants(store.db);
    if (grant === undefined) throw new Error('no grant');
    const outcomes = await Promise.all([
      decideGrant(store.db, { id: grant.id, approve: true, by: ben }, T0),
      decideGrant(store.db, { id: grant.id, approve: false, by: cleo }, T0),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const loser = outcomes.find((outcome) => !outcome.ok);
    expect(loser).toMatchObject({ status: 409 });
    expect(loser?.ok === false ? loser.message : '').toMatch(
      /^(Ben already approved|Cleo already declined) this grant\.$/,
    );
    expect(await pendingGrants(store.db)).toEqual([]);
    const [approval] = outcomes;
    const approved = approval.ok;
    expect(await rolesOf('dan')).toEqual(approved ? ['viewer', 'approver'] : ['viewer']);
  });
});
