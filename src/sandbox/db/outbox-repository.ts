import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseRows, type SqlClient } from '../../store/sql-client';
import type { ProviderEventType } from '../../shared/contracts/webhooks';

/** Queues a webhook in the transaction that made the change it reports. */
export async function enqueueWebhook(
  tx: SqlClient,
  eventType: ProviderEventType,
  payload: unknown,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO webhook_outbox (event_id, event_type, payload, created_at, next_attempt_at)
     VALUES ($1, $2, $3::jsonb, $4, $4)`,
    [randomUUID(), eventType, JSON.stringify(payload), nowMs],
  );
}

const dueRowSchema = z.object({
  seq: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  payload: z.looseObject({}),
  attempts: z.number(),
});

export type DueWebhook = z.infer<typeof dueRowSchema>;

/**
 * Takes the due webhooks for a while (a lease): another instance delivering
 * at the same time skips them, and if this one dies mid-delivery they come due
 * again when the lease runs out. They go in the order they were made.
 */
export async function leaseDueWebhooks(
  db: SqlClient,
  nowMs: number,
  leaseMs: number,
  limit: number,
): Promise<DueWebhook[]> {
  const { rows } = await db.query(
    `UPDATE webhook_outbox SET next_attempt_at = $2
     WHERE seq IN (
       SELECT seq FROM webhook_outbox
       WHERE delivered_at IS NULL AND next_attempt_at <= $1
       ORDER BY seq LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING seq, event_id, event_type, payload, attempts`,
    [nowMs, nowMs + leaseMs, limit],
  );
  return parseRows(dueRowSchema, rows).sort((a, b) => a.seq - b.seq);
}

export async function markDelivered(db: SqlClient, seq: number, nowMs: number): Promise<void> {
  await db.query(
    'UPDATE webhook_outbox SET delivered_at = $2, attempts = attempts + 1 WHERE seq = $1',
    [seq, nowMs],
  );
}

/** Tries again later, after `delayMs`, keeping why the last attempt failed. */
export async function retryLater(
  db: SqlClient,
  seq: number,
  delayMs: number,
  error: string,
  nowMs: number,
): Promise<void> {
  await db.query(
    `UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3
     WHERE seq = $1`,
    [seq, nowMs + delayMs, error.slice(0, 500)],
  );
}
