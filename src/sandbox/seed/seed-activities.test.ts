import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityTypes } from '../../shared/contracts/activities';
import { isKnownValue } from '../../shared/contracts/primitives';
import { inMemory, openSandboxDatabase } from '../db/open-database';
import { backfillOrderActivities } from '../db/order-activities';
import { parseFirstRow, parseRows, type Database } from '../../store/sql-client';
import { SANDBOX_MEMBERS_JOINED_AT, sandboxIdentities } from '../identities';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let db: Database;

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
});
afterAll(async () => db.close());

async function count(sql: string): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM (${sql}) AS matching`);
  return parseFirstRow(z.object({ count: z.number() }), rows)?.count ?? 0;
}

async function typeCounts(): Promise<Record<string, number>> {
  const { rows } = await db.query(
    'SELECT activity_type, count(*)::int AS count FROM activities GROUP BY activity_type',
  );
  return Object.fromEntries(
    parseRows(z.object({ activity_type: z.string(), count: z.number() }), rows).map((row) => [
      row.activity_type,
      row.count,
    ]),
  );
}

describe('the seeded activity feed', () => {
  it('has one entry per seeded thing of each kind, of known types only', async () => {
    const counts = await typeCounts();
    const undelegations = await count(
      `SELECT 1 FROM orders WHERE document->'extra'->>'isClearLoopUnDelegation' = 'true'`,
    );
    expect(undelegations).toBeGreaterThan(0);
    expect(counts).toEqual({
      'order-execution': (await count('SELECT 1 FROM orders')) - undelegations,
      'clearloop-delegation-undelegation': undelegations,
      'order-cancellation': await count(`SELECT 1 FROM orders WHERE status = 'canceled'`),
      'order-termination': await count(
        `SELECT 1 FROM orders WHERE status IN ('rejected', 'error')`,
      ),
      'new-crypto-address': await count('SELECT 1 FROM crypto_addresses'),
      'new-wallet': await count('SELECT 1 FROM wallets'),
      'new-loan': await count('SELECT 1 FROM loans'),
      'new-member': sandboxIdentities.length,
      'new-api-key': sandboxIdentities.length,
    });
    expect(Object.keys(counts).every((type) => isKnownValue(activityTypes, type))).toBe(true);
  });

  it('dates each entry when its subject was created, or ended', async () => {
    expect(
      await count(
        `SELECT 1 FROM activities a JOIN orders o ON a.activity_id = 'order-execution:' || o.order_id
         WHERE a.created_at <> o.created_at`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT 1 FROM activities a JOIN orders o ON a.activity_id = 'order-cancellation:' || o.order_id
         WHERE a.created_at <> COALESCE(o.terminated_at, o.updated_at)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT 1 FROM activities a JOIN wallets w ON a.activity_id = 'new-wallet:' || w.wallet_id
         WHERE a.created_at <> w.created_at`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT 1 FROM activities WHERE activity_type = 'new-member'
         AND created_at <> ${Number(SANDBOX_MEMBERS_JOINED_AT)}`,
      ),
    ).toBe(0);
  });

  it('names the people and portfolios it knows instead of showing their ids', async () => {
    const { rows } = await db.query('SELECT description FROM activities');
    const descriptions = parseRows(z.object({ description: z.string() }), rows).map(
      (row) => row.description,
    );
    for (const { userId } of sandboxIdentities) {
      expect(descriptions.filter((text) => text.includes(userId))).toEqual([]);
    }
    const { rows: portfolios } = await db.query('SELECT portfolio_id FROM portfolios');
    for (const { portfolio_id } of parseRows(z.object({ portfolio_id: z.string() }), portfolios)) {
      expect(descriptions.filter((text) => text.includes(portfolio_id))).toEqual([]);
    }
    expect(descriptions).toContain('Olivia Grant joined the organization (Treasury operator)');
  });

  it('backfills orders in batches that meet without gaps or overlaps', async () => {
    const orderTypes = `('order-execution', 'order-cancellation', 'order-termination', 'clearloop-delegation-undelegation')`;
    const entries = async () =>
      (
        await db.query(
          `SELECT * FROM activities WHERE activity_type IN ${orderTypes} ORDER BY activity_id`,
        )
      ).rows;
    const whole = await entries();
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM activities WHERE activity_type IN ${orderTypes}`);
      await backfillOrderActivities(tx, 97);
    });
    expect(await entries()).toEqual(whole);
  });
});
