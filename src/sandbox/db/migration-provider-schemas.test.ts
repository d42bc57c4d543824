import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getSettlement, listSettlements } from './clearloop-repository';
import { providerSchemaFixes } from './migration-provider-schemas-sql';
import { inMemory, openSandboxDatabase } from './open-database';
import type { Database } from '../../store/sql-client';

let db: Database;

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory });
});
afterAll(async () => {
  await db.close();
});

const documentOf = async (sql: string, parameters: unknown[]) =>
  z
    .object({ document: z.record(z.string(), z.unknown()) })
    .parse((await db.query(sql, parameters)).rows[0]).document;

describe('migration 11: documents stored before the provider schema fixes', () => {
  it('gives old settlements a sub-status and old ALGO registrations the documented type', async () => {
    const { settlements } = await listSettlements(db, { limit: '1' });
    const settlementId = settlements[0]?.settlementId ?? '';
    await db.query(
      `UPDATE settlements SET document = (document - 'settlementSubStatus') || '{"settlementStatus":"completed"}' WHERE settlement_id = $1`,
      [settlementId],
    );
    const { rows } = await db.query('SELECT order_id FROM orders LIMIT 2');
    const [online, offline] = rows.map(
      (row) => z.object({ order_id: z.string() }).parse(row).order_id,
    );
    const oldType = (type: string) =>
      `UPDATE orders SET document = jsonb_set(document - 'extra', '{extra}', '{"blockchainTransactionType":"${type}"}') WHERE order_id = $1`;
    await db.query(oldType('register-online'), [online]);
    await db.query(oldType('register-offline'), [offline]);

    await db.exec(providerSchemaFixes);

    expect((await getSettlement(db, settlementId))?.settlementSubStatus).toBe('settled');
    const extraOf = async (orderId: string | undefined) =>
      (await documentOf('SELECT document FROM orders WHERE order_id = $1', [orderId])).extra;
    expect(await extraOf(online)).toEqual({
      blockchainTransactionType: 'stake-delegation',
      description: 'Algorand register online',
    });
    expect(await extraOf(offline)).toEqual({
      blockchainTransactionType: 'stake-undelegation',
      description: 'Algorand register offline',
    });
  });
});
