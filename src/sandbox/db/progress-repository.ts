import { z } from 'zod';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

/** How an order the clock moves on ends. */
export type OrderOutcome = 'executed' | 'rejected' | 'error';

export interface OrderProgress {
  orderId: string;
  /** When the clock takes the next step; `undefined` while the order waits for people. */
  nextStepAt: number | undefined;
  outcome: OrderOutcome;
  masterPasswordGiven: boolean;
}

const progressRowSchema = z.object({
  order_id: z.string(),
  next_step_at: z.coerce.number().nullable(),
  outcome: z.enum(['executed', 'rejected', 'error']),
  master_password_given: z.boolean(),
});

function toProgress(row: z.infer<typeof progressRowSchema>): OrderProgress {
  return {
    orderId: row.order_id,
    nextStepAt: row.next_step_at ?? undefined,
    outcome: row.outcome,
    masterPasswordGiven: row.master_password_given,
  };
}

export async function saveProgress(db: SqlClient, progress: OrderProgress): Promise<void> {
  await db.query(
    `INSERT INTO order_progress (order_id, next_step_at, outcome, master_password_given)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO UPDATE SET next_step_at = EXCLUDED.next_step_at,
       outcome = EXCLUDED.outcome, master_password_given = EXCLUDED.master_password_given`,
    [progress.orderId, progress.nextStepAt ?? null, progress.outcome, progress.masterPasswordGiven],
  );
}

/**
 * Claims an order's step if it is still due, locking its progress row until
 * the transaction ends. A step another clock already took (it moved
 * `next_step_at` on) is no longer due, so no step is ever taken twice.
 */
export async function claimDueProgress(
  tx: SqlClient,
  orderId: string,
  nowMs: number,
): Promise<OrderProgress | undefined> {
  const { rows } = await tx.query(
    `SELECT order_id, next_step_at, outcome, master_password_given FROM order_progress
     WHERE order_id = $1 AND next_step_at IS NOT NULL AND next_step_at <= $2 FOR UPDATE`,
    [orderId, nowMs],
  );
  const row = parseFirstRow(progressRowSchema, rows);
  return row === undefined ? undefined : toProgress(row);
}

export async function getProgress(
  db: SqlClient,
  orderId: string,
): Promise<OrderProgress | undefined> {
  const { rows } = await db.query(
    'SELECT order_id, next_step_at, outcome, master_password_given FROM order_progress WHERE order_id = $1',
    [orderId],
  );
  const row = parseFirstRow(progressRowSchema, rows);
  return row === undefined ? undefined : toProgress(row);
}

/** Orders whose next step is due at `nowMs`, oldest first. */
export async function listDueProgress(
  db: SqlClient,
  nowMs: number,
  limit: number,
): Promise<OrderProgress[]> {
  const { rows } = await db.query(
    `SELECT order_id, next_step_at, outcome, master_password_given FROM order_progress
     WHERE next_step_at IS NOT NULL AND next_step_at <= $1 ORDER BY next_step_at, order_id LIMIT $2`,
    [nowMs, limit],
  );
  return parseRows(progressRowSchema, rows).map(toProgress);
}

export async function deleteProgress(db: SqlClient, orderId: string): Promise<void> {
  await db.query('DELETE FROM order_progress WHERE order_id = $1', [orderId]);
}
