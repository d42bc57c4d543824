import { z } from 'zod';
import { parseRows, type SqlClient } from '../../store/sql-client';

/** When the clock takes an open settlement's next step. */
export async function saveSettlementProgress(
  db: SqlClient,
  settlementId: string,
  nextStepAt: number,
): Promise<void> {
  await db.query(
    `INSERT INTO settlement_progress (settlement_id, next_step_at) VALUES ($1, $2)
     ON CONFLICT (settlement_id) DO UPDATE SET next_step_at = EXCLUDED.next_step_at`,
    [settlementId, nextStepAt],
  );
}

/** Settlements whose next step is due at `nowMs`, the longest due first. */
export async function listDueSettlements(db: SqlClient, nowMs: number): Promise<string[]> {
  const { rows } = await db.query(
    'SELECT settlement_id FROM settlement_progress WHERE next_step_at <= $1 ORDER BY next_step_at',
    [nowMs],
  );
  return parseRows(z.object({ settlement_id: z.string() }), rows).map((row) => row.settlement_id);
}

/**
 * Claims a settlement's step if it is still due, locking its progress row until the
 * transaction ends; false when another clock took the step already.
 */
export async function claimDueSettlement(
  tx: SqlClient,
  settlementId: string,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM settlement_progress WHERE settlement_id = $1 AND next_step_at <= $2 FOR UPDATE',
    [settlementId, nowMs],
  );
  return rows.length > 0;
}

export async function deleteSettlementProgress(db: SqlClient, settlementId: string): Promise<void> {
  await db.query('DELETE FROM settlement_progress WHERE settlement_id = $1', [settlementId]);
}
