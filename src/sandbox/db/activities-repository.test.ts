import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActivitiesQuery, WireActivity } from '../../shared/contracts/activities';
import { runMigrations } from '../../store/migrations';
import { openStore } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../store/testing/test-engines';
import { listActivities, recordActivities } from './activities-repository';
import { sandboxMigrations } from './migrations';

const ORG = 'org-feed';
const T = 1_767_225_600_000;

function activity(
  id: string,
  createdAt: number,
  overrides: Partial<WireActivity> = {},
): WireActivity {
  return {
    activityId: id,
    activityType: 'order-execution',
    name: 'Withdrawal placed',
    description: `Olivia Grant placed withdrawal ${id}`,
    createdAt: String(createdAt),
    organizationId: ORG,
    userId: 'user-olivia-grant',
    ...overrides,
  };
}

/** A small feed with ties, every type of filter target and text with LIKE's wildcards. */
const feed: WireActivity[] = [
  activity('a-01', T),
  activity('a-02', T),
  activity('a-03', T),
  activity('a-04', T + 1, { activityType: 'order-cancellation', name: 'Withdrawal canceled' }),
  activity('a-05', T + 2, { activityType: 'new-wallet', userId: undefined, portfolioId: 'p-1' }),
  activity('a-06', T + 3, {
    activityType: 'new-member',
    userId: 'user-marcus-chen',
    description: 'Marcus Chen joined at 100% of quota',
  }),
  activity('a-07', T + 4, { description: 'Sweep to COLD_RESERVE' }),
  activity('a-08', T + 4, { description: 'Sweep to COLDXRESERVE' }),
  activity('a-09', T + 5, { name: 'Bulk 100 percent' }),
  activity('a-10', T + 6, { organizationId: 'org-other' }),
];

describeEngines('the activity feed on $name', (engine) => {
  const schema = uniqueSchema('sandbox_activities');
  let db: Database;

  beforeAll(async () => {
    db = await openStore(engine.location, schema);
    await runMigrations(db, sandboxMigrations);
    await db.transaction((tx) => recordActivities(tx, feed));
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  const ids = async (query: ActivitiesQuery = {}) =>
    (await listActivities(db, ORG, query)).map((entry) => entry.activityId);

  it("lists the organization's feed newest first, ties broken by id, fields as the API has them", async () => {
    expect(await ids()).toEqual([
      'a-09',
      'a-08',
      'a-07',
      'a-06',
      'a-05',
      'a-04',
      'a-03',
      'a-02',
      'a-01',
    ]);
    const [wallet] = await listActivities(db, ORG, { activityTypes: ['new-wallet'] });
    expect(wallet).toEqual({
      activityId: 'a-05',
      activityType: 'new-wallet',
      name: 'Withdrawal placed',
      description: 'Olivia Grant placed withdrawal a-05',
      createdAt: String(T + 2),
      organizationId: ORG,
      portfolioId: 'p-1',
    });
  });

  it('pages without overlap or gaps across equal timestamps', async () => {
    const all = await ids();
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 2) {
      pages.push(...(await ids({ offset: String(offset), limit: '2' })));
    }
    expect(pages).toEqual(all);
    expect(await ids({ offset: '6', limit: '2' })).toEqual(['a-03', 'a-02']);
  });

  it('filters by types, excluded types and users', async () => {
    expect(await ids({ activityTypes: ['order-cancellation', 'new-wallet'] })).toEqual([
      'a-05',
      'a-04',
    ]);
    expect(await ids({ excludedActivityTypes: ['order-execution', 'order-cancellation'] })).toEqual(
      ['a-06', 'a-05'],
    );
    expect(await ids({ userIds: ['user-marcus-chen'] })).toEqual(['a-06']);
    expect(
      await ids({ activityTypes: ['order-execution'], excludedActivityTypes: ['order-execution'] }),
    ).toEqual([]);
  });

  it('bounds the creation time, both edges included', async () => {
    expect(await ids({ createdFrom: String(T + 1), createdTo: String(T + 3) })).toEqual([
      'a-06',
      'a-05',
      'a-04',
    ]);
    expect(await ids({ createdFrom: String(T + 5) })).toEqual(['a-09']);
    expect(await ids({ createdTo: String(T) })).toEqual(['a-03', 'a-02', 'a-01']);
  });

  it('searches name and description case-insensitively, wildcards matching only themselves', async () => {
    expect(await ids({ search: 'CANCELED' })).toEqual(['a-04']);
    expect(await ids({ search: 'marcus' })).toEqual(['a-06']);
    expect(await ids({ search: '100%' })).toEqual(['a-06']);
    expect(await ids({ search: 'cold_reserve' })).toEqual(['a-07']);
    expect(await ids({ search: '%' })).toEqual(['a-06']);
    expect(await ids({ search: '\\' })).toEqual([]);
  });
});
