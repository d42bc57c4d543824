import { beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../../store/testing/test-engines';
import { suiteServerStore } from '../testing/suite-store';
import { replaceOrganization, storedOrganization } from './organization-choice';

const T0 = Date.parse('2026-11-28T09:00:00Z');

describeEngines('the organization choice on $name', (engine) => {
  const store = suiteServerStore(engine, 'organization_choice');
  const choose = (organizationId: string, by: string, replacing: string | null) =>
    replaceOrganization(store.db, { organizationId, chosenBy: by, chosenAt: T0 }, replacing);

  beforeEach(async () => {
    await store.db.query('DELETE FROM dashboard_choices');
  });

  it('two first choices at once: one is kept, the other is told whose it met', async () => {
    const outcomes = await Promise.all([
      choose('org-a', 'Ada', null),
      choose('org-b', 'Ben', null),
    ]);
    const kept = outcomes.filter((outcome) => outcome.ok);
    expect(kept).toHaveLength(1);
    const stored = await storedOrganization(store.db);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, current: stored });
  });

  it('many changes of the same choice at once: exactly one replaces it, with what it replaced', async () => {
    await choose('org-a', 'Ada', null);
    const outcomes = await Promise.all(
      ['org-b', 'org-c', 'org-d', 'org-e'].map((id) => choose(id, `by ${id}`, 'org-a')),
    );
    const kept = outcomes.filter((outcome) => outcome.ok);
    expect(kept).toEqual([
      { ok: true, previous: { organizationId: 'org-a', chosenBy: 'Ada', chosenAt: T0 } },
    ]);
    const stored = await storedOrganization(store.db);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, current: stored })),
    );
  });

  it('refuses a change that names another organization as the one it replaces', async () => {
    await choose('org-a', 'Ada', null);
    expect(await choose('org-b', 'Ben', 'org-z')).toMatchObject({
      ok: false,
      current: { organizationId: 'org-a', chosenBy: 'Ada' },
    });
    expect(await storedOrganization(store.db)).toMatchObject({ organizationId: 'org-a' });
  });
});
