import { z } from 'zod';
import type { WireSettlement } from '../../shared/contracts/clearloop';
import { wireSettlementSchema } from '../../shared/contracts/wire-schemas';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

/** An exchange whose settlement cycle has ended: it ended at `endsAt`, and recurs every `frequencyMs`. */
export interface DueCycle {
  exchangeId: string;
  frequencyMs: number;
  endsAt: number;
}

const dueCycleRowSchema = z.object({
  exchange_id: z.string(),
  frequency: z.coerce.number(),
  next_at: z.coerce.number(),
});

/** Exchanges whose cycle ended by `nowMs` (only those with a frequency in milliseconds recur). */
export async function listDueCycles(db: SqlClient, nowMs: number): Promise<DueCycle[]> {
  const { rows } = await db.query(
    `SELECT exchange_id, settlement_frequency AS frequency, next_settlement_timestamp AS next_at
     FROM clearloop_exchanges
     WHERE next_settlement_timestamp <= $1 AND settlement_frequency ~ '^[0-9]+$'`,
    [nowMs],
  );
  return parseRows(dueCycleRowSchema, rows).map((row) => ({
    exchangeId: row.exchange_id,
    frequencyMs: row.frequency,
    endsAt: row.next_at,
  }));
}

/**
 * Locks the exchange until the transaction ends if its cycle still ends at `cycle.endsAt`;
 * false when another clock has moved it on since it was listed.
 */
export async function lockDueCycle(tx: SqlClient, cycle: DueCycle): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM clearloop_exchanges
     WHERE exchange_id = $1 AND next_settlement_timestamp = $2 FOR UPDATE`,
    [cycle.exchangeId, cycle.endsAt],
  );
  return rows.length > 0;
}

/** When the exchange's next cycle ends. */
export async function scheduleNextCycle(
  tx: SqlClient,
  exchangeId: string,
  endsAt: number,
): Promise<void> {
  await tx.query(
    'UPDATE clearloop_exchanges SET next_settlement_timestamp = $2 WHERE exchange_id = $1',
    [exchangeId, endsAt],
  );
}

/** The settlement of the exchange's latest cycle. */
export async function getLatestSettlement(
  db: SqlClient,
  exchangeId: string,
): Promise<WireSettlement | undefined> {
  const { rows } = await db.query(
    `SELECT document FROM settlements WHERE exchange_id = $1
     ORDER BY cycle_start_timestamp DESC LIMIT 1`,
    [exchangeId],
  );
  return parseFirstRow(z.object({ document: wireSettlementSchema }), rows)?.document;
}

/** Whether any of the exchange's collateral falls short of its clients' uPnL. */
export async function hasCollateralDeficit(db: SqlClient, exchangeId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM clearloop_collaterals WHERE exchange_id = $1 AND upnl_excess_deficit < 0 LIMIT 1',
    [exchangeId],
  );
  return rows.length > 0;
}
