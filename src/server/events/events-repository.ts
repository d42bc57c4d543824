import { z } from 'zod';
import type { WebhookEvent } from '../../shared/contracts/webhooks';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

const eventRowSchema = z.object({
  seq: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  payload: z.looseObject({}),
  received_at: z.number(),
});

export interface StoredEvent {
  seq: number;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  receivedAt: number;
}

function toEvent(row: z.infer<typeof eventRowSchema>): StoredEvent {
  return {
    seq: row.seq,
    eventId: row.event_id,
    eventType: row.event_type,
    payload: row.payload,
    receivedAt: row.received_at,
  };
}

const COLUMNS = 'seq, event_id, event_type, payload, received_at';

/** Stores an event once: a repeat of its id changes nothing and says so (undefined). */
export async function storeEvent(
  db: SqlClient,
  event: WebhookEvent,
  nowMs: number,
): Promise<number | undefined> {
  const { rows } = await db.query(
    `INSERT INTO webhook_events (event_id, event_type, subscription_id, payload, received_at)
     VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (event_id) DO NOTHING RETURNING seq`,
    [event.eventId, event.event, event.subscriptionId, JSON.stringify(event.payload), nowMs],
  );
  return parseFirstRow(z.object({ seq: z.number() }), rows)?.seq;
}

export async function eventBySeq(db: SqlClient, seq: number): Promise<StoredEvent | undefined> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM webhook_events WHERE seq = $1`, [seq]);
  const row = parseFirstRow(eventRowSchema, rows);
  return row === undefined ? undefined : toEvent(row);
}

/**
 * What a reconnecting stream missed: the processed events after the one it last saw, received
 * no earlier than `sinceMs`. An id the store does not know (or too old) gives everything since.
 */
export async function eventsAfter(
  db: SqlClient,
  lastEventId: string,
  sinceMs: number,
  limit: number,
): Promise<StoredEvent[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM webhook_events
     WHERE processed_at IS NOT NULL AND received_at >= $2
       AND seq > COALESCE((SELECT seq FROM webhook_events WHERE event_id = $1), 0)
     ORDER BY seq LIMIT $3`,
    [lastEventId, sinceMs, limit],
  );
  return parseRows(eventRowSchema, rows).map(toEvent);
}

/** Events stored but not yet acted on: a process that stopped mid-way leaves these. */
export async function unprocessedEvents(db: SqlClient, limit: number): Promise<number[]> {
  const { rows } = await db.query(
    'SELECT seq FROM webhook_events WHERE processed_at IS NULL ORDER BY seq LIMIT $1',
    [limit],
  );
  return parseRows(z.object({ seq: z.number() }), rows).map((row) => row.seq);
}

/** Marks an event acted on; false when another process got there first. */
export async function markProcessed(db: SqlClient, seq: number, nowMs: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE webhook_events SET processed_at = $2 WHERE seq = $1 AND processed_at IS NULL RETURNING seq',
    [seq, nowMs],
  );
  return rows.length > 0;
}

/** The id of the newest event acted on: where a new live stream starts from. */
export async function latestEventId(db: SqlClient): Promise<string | undefined> {
  const { rows } = await db.query(
    'SELECT event_id FROM webhook_events WHERE processed_at IS NOT NULL ORDER BY seq DESC LIMIT 1',
  );
  return parseFirstRow(z.object({ event_id: z.string() }), rows)?.event_id;
}

/** When the oldest event still waiting to be acted on arrived (epoch ms); undefined: none waits. */
export async function oldestUnprocessedEvent(db: SqlClient): Promise<number | undefined> {
  const { rows } = await db.query(
    'SELECT received_at FROM webhook_events WHERE processed_at IS NULL ORDER BY seq LIMIT 1',
  );
  return parseFirstRow(z.object({ received_at: z.number() }), rows)?.received_at;
}
