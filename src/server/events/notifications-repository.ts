import { z } from 'zod';
import { roles } from '../../shared/access';
import { parseRows, type SqlClient } from '../../store/sql-client';
import type { AwaitedStep, Candidate } from './who-may-act';

/** Everyone with a person record: whom an order's step might concern. */
export async function notificationCandidates(db: SqlClient): Promise<Candidate[]> {
  const { rows } = await db.query(
    `SELECT p.subject, p.roles, c.provider_user_id, c.api_key IS NOT NULL AS has_api_key
     FROM people p LEFT JOIN api_credentials c ON c.subject = p.subject`,
  );
  return parseRows(
    z.object({
      subject: z.string(),
      roles: z.array(z.enum(roles)),
      provider_user_id: z.string().nullable(),
      has_api_key: z.boolean(),
    }),
    rows,
  ).map((row) => ({
    subject: row.subject,
    roles: row.roles,
    providerUserId: row.provider_user_id,
    hasApiKey: row.has_api_key,
  }));
}

/** What a notification says about its order, kept as it was when the order reached the step. */
export const notificationSummarySchema = z.object({
  orderId: z.string(),
  amount: z.string(),
  baseCurrency: z.string(),
  portfolioId: z.string(),
  /** Where the funds go, in words the provider gave (address-book id, address or portfolio). */
  destination: z.string(),
  approvalCode: z.string(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

export interface NewNotification {
  id: number;
  subject: string;
  orderId: string;
  kind: AwaitedStep;
}

/** Adds each person's notification once per order and step; returns only the new ones. */
export async function addNotifications(
  db: SqlClient,
  input: {
    subjects: readonly string[];
    kind: AwaitedStep;
    eventSeq: number;
    summary: NotificationSummary;
  },
  nowMs: number,
): Promise<NewNotification[]> {
  if (input.subjects.length === 0) return [];
  const { rows } = await db.query(
    `INSERT INTO notifications (subject, order_id, kind, event_seq, summary, created_at)
     SELECT s, $2, $3, $4, $5::jsonb, $6 FROM unnest($1::text[]) AS s
     ON CONFLICT (subject, order_id, kind) DO NOTHING
     RETURNING id, subject, order_id, kind`,
    [
      [...input.subjects],
      input.summary.orderId,
      input.kind,
      input.eventSeq,
      JSON.stringify(input.summary),
      nowMs,
    ],
  );
  return parseRows(
    z.object({
      id: z.number(),
      subject: z.string(),
      order_id: z.string(),
      kind: z.enum(['co-sign', 'master-password']),
    }),
    rows,
  ).map((row) => ({ id: row.id, subject: row.subject, orderId: row.order_id, kind: row.kind }));
}

/**
 * Claims the right to email a person about an order: at most once per order and person,
 * whatever steps it waits for. False when they were emailed about it already.
 */
export async function claimEmail(db: SqlClient, notification: NewNotification, nowMs: number) {
  const { rows } = await db.query(
    `UPDATE notifications SET emailed_at = $2
     WHERE id = $1 AND NOT EXISTS (
       SELECT 1 FROM notifications WHERE subject = $3 AND order_id = $4 AND emailed_at IS NOT NULL)
     RETURNING id`,
    [notification.id, nowMs, notification.subject, notification.orderId],
  );
  return rows.length > 0;
}

const listedSchema = z.object({
  id: z.number(),
  order_id: z.string(),
  kind: z.enum(['co-sign', 'master-password']),
  summary: notificationSummarySchema,
  created_at: z.number(),
  read_at: z.number().nullable(),
});

export interface ListedNotification {
  id: number;
  orderId: string;
  kind: AwaitedStep;
  summary: NotificationSummary;
  createdAt: number;
  read: boolean;
}

/** A person's notifications, newest first. */
export async function listNotifications(db: SqlClient, subject: string, limit: number) {
  const { rows } = await db.query(
    `SELECT id, order_id, kind, summary, created_at, read_at FROM notifications
     WHERE subject = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [subject, limit],
  );
  return parseRows(listedSchema, rows).map((row): ListedNotification => ({
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    summary: row.summary,
    createdAt: row.created_at,
    read: row.read_at !== null,
  }));
}

/** Marks a person's notifications read: the ones given, or all of them. */
export async function markRead(
  db: SqlClient,
  subject: string,
  ids: readonly number[] | 'all',
  nowMs: number,
) {
  await db.query(
    `UPDATE notifications SET read_at = $3
     WHERE subject = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [subject, ids === 'all' ? null : [...ids], nowMs],
  );
}

export async function emailWanted(db: SqlClient, subject: string): Promise<boolean> {
  const { rows } = await db.query('SELECT email FROM notification_settings WHERE subject = $1', [
    subject,
  ]);
  return parseRows(z.object({ email: z.boolean() }), rows)[0]?.email ?? true;
}

export async function setEmailWanted(db: SqlClient, subject: string, email: boolean) {
  await db.query(
    `INSERT INTO notification_settings (subject, email) VALUES ($1, $2)
     ON CONFLICT (subject) DO UPDATE SET email = EXCLUDED.email`,
    [subject, email],
  );
}
