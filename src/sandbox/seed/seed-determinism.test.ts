import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sandboxMigrations } from '../db/migrations';
import { runMigrations } from '../../store/migrations';
import { inMemory, openSandboxDatabase, SANDBOX_SCHEMA } from '../db/open-database';
import type { Database } from '../../store/sql-client';
import { seedDatabase } from './seed-database';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
let db: Database;

/** The first rows of every seeded table, in a stable order. */
async function firstRows(): Promise<unknown[]> {
  const queries = [
    'SELECT document FROM organizations ORDER BY organization_id LIMIT 5',
    'SELECT document, required_co_signers, allowed_co_signers FROM portfolios ORDER BY portfolio_id LIMIT 5',
    'SELECT wallet_id, balance::text, reserve::text FROM wallets ORDER BY wallet_id LIMIT 5',
    'SELECT document FROM crypto_addresses ORDER BY crypto_address_id LIMIT 5',
    'SELECT stake_id, amount::text, state, pool_name FROM stakes ORDER BY stake_id LIMIT 10',
    'SELECT document FROM orders ORDER BY created_at DESC, order_id LIMIT 25',
    'SELECT document FROM settlements ORDER BY created_at, settlement_id LIMIT 5',
    'SELECT exchange_id, settlement_currency, upnl::text FROM clearloop_collaterals ORDER BY 1, 2 LIMIT 5',
    'SELECT document FROM loans ORDER BY loan_id LIMIT 10',
    'SELECT file_id, content FROM files ORDER BY file_id',
    'SELECT * FROM activities ORDER BY created_at DESC, activity_id DESC LIMIT 25',
    `SELECT activity_type, count(*)::int, min(created_at), max(created_at), max(description)
     FROM activities GROUP BY activity_type ORDER BY activity_type`,
  ];
  const results: unknown[] = [];
  for (const sql of queries) results.push((await db.query(sql)).rows);
  return results;
}

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
});
afterAll(async () => db.close());

const SEEDED_TABLES =
  'organizations, currencies, portfolios, wallets, crypto_addresses, files, orders, clearloop_exchanges, clearloop_collaterals, ' +
  'settlements, settlement_details, counterparties, loans, loan_collaterals, loan_allocations, loan_interest, loan_modifications, loan_margin_calls, ' +
  'order_progress, order_reservations, settlement_progress, loan_ltv_base, activities, stakes';

const orderFactsSchema = z.object({
  order_id: z.string(),
  amount: z.string(),
  created_at: z.number(),
});

async function orderFacts() {
  const { rows } = await db.query(
    'SELECT order_id, amount::text AS amount, created_at FROM orders ORDER BY external_order_id',
  );
  return rows.map((row) => orderFactsSchema.parse(row));
}

describe('the seed is deterministic', () => {
  it('produces identical rows for the same seed, shifted timestamps for another anchor, other rows for another seed', async () => {
    const first = await firstRows();
    const facts = await orderFacts();
    // A second copy of the schema in the same database: one PGlite start instead of two.
    await db.exec('CREATE SCHEMA replay; SET search_path TO replay');
    try {
      await runMigrations(db, sandboxMigrations);
      await seedDatabase(db, { anchorMs: ANCHOR });
      expect(await firstRows()).toEqual(first);

      await db.exec(`TRUNCATE ${SEEDED_TABLES}`);
      await seedDatabase(db, { anchorMs: ANCHOR + DAY });
      const shifted = await orderFacts();
      expect(shifted.map(({ order_id, amount }) => [order_id, amount])).toEqual(
        facts.map(({ order_id, amount }) => [order_id, amount]),
      );
      expect(
        shifted.every((row, index) => row.created_at - (facts[index]?.created_at ?? 0) === DAY),
      ).toBe(true);

      await db.exec(`TRUNCATE ${SEEDED_TABLES}`);
      await seedDatabase(db, { anchorMs: ANCHOR, seed: 7 });
      expect(await firstRows()).not.toEqual(first);
    } finally {
      await db.exec(`SET search_path TO ${SANDBOX_SCHEMA}`);
    }
    // Seeds a whole store more than once (to disk or twice over): slow on a busy machine.
  }, 120_000);
});
