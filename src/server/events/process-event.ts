import { createHash } from 'node:crypto';
import { z } from 'zod';
import { approvalCodeFromDigest, approvalCodeInput } from '../../shared/approval-code';
import { type WireOrder } from '../../shared/contracts/orders';
import { findPerson } from '../auth/people-repository';
import { parseFirstRow, type Database } from '../../store/sql-client';
import type { Mailer } from './approval-email';
import { approvalEmail } from './approval-email';
import { markProcessed } from './events-repository';
import {
  addNotifications,
  claimEmail,
  emailWanted,
  notificationCandidates,
  type NewNotification,
  type NotificationSummary,
} from './notifications-repository';
import { awaitedStep, whoMayAct } from './who-may-act';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

/** The live-stream channel every instance listens on; its payload is the event's seq. */
export const EVENTS_CHANNEL = 'events';

export interface ProcessingDeps {
  mailer: Mailer | undefined;
  publicUrl: string;
  now: () => number;
  /**
   * Told of each event before any live stream hears of it (so a browser refreshing on the
   * event never reads what it replaced), with when it arrived.
   */
  beforeAnnounce?: (event: { payload: unknown; receivedAt: number }) => Promise<void>;
}

function destinationOf(order: WireOrder): string {
  const extra = order.extra ?? {};
  return extra.toCryptoAddressId ?? extra.toAddress ?? extra.toPortfolioId ?? 'not stated';
}

function summaryOf(order: WireOrder): NotificationSummary {
  const digest = createHash('sha256').update(approvalCodeInput(order)).digest();
  return {
    orderId: order.orderId,
    amount: order.amount,
    baseCurrency: order.baseCurrency,
    portfolioId: order.portfolioId,
    destination: destinationOf(order),
    approvalCode: approvalCodeFromDigest(new Uint8Array(digest)),
  };
}

/**
 * Acts on a stored event once, whichever instance gets to it (the receiver right after
 * answering, or the sweep after a crash): tells everyone who may act on an order that now
 * waits for them, then announces the event to every instance's live streams. Emails go
 * after the transaction, at most once per order and person.
 */
export async function processEvent(db: Database, seq: number, deps: ProcessingDeps): Promise<void> {
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT payload, received_at FROM webhook_events WHERE seq = $1 AND processed_at IS NULL
       FOR UPDATE SKIP LOCKED`,
      [seq],
    );
    const row = parseFirstRow(z.object({ payload: z.unknown(), received_at: z.number() }), rows);
    if (row === undefined) return undefined;
    let added: NewNotification[] = [];
    const order = wireOrderSchema.safeParse(row.payload);
    const step = order.success ? awaitedStep(order.data) : undefined;
    if (order.success && step !== undefined) {
      const recipients = whoMayAct(order.data, await notificationCandidates(tx));
      added = await addNotifications(
        tx,
        {
          subjects: recipients.map((person) => person.subject),
          kind: step,
          eventSeq: seq,
          summary: summaryOf(order.data),
        },
        deps.now(),
      );
    }
    await markProcessed(tx, seq, deps.now());
    return {
      added,
      order: order.success ? order.data : undefined,
      event: { payload: row.payload, receivedAt: row.received_at },
    };
  });
  if (created === undefined) return;
  await deps.beforeAnnounce?.(created.event);
  if (deps.mailer !== undefined && created.order !== undefined) {
    for (const notification of created.added) {
      await emailOnce(db, notification, created.order, deps);
    }
  }
  await db.notify(EVENTS_CHANNEL, String(seq));
}

async function emailOnce(
  db: Database,
  notification: NewNotification,
  order: WireOrder,
  deps: ProcessingDeps,
) {
  const person = await findPerson(db, notification.subject);
  if (person === undefined || !(await emailWanted(db, person.subject))) return;
  if (!(await claimEmail(db, notification, deps.now()))) return;
  const message = approvalEmail(person, summaryOf(order), notification.kind, deps.publicUrl);
  try {
    await deps.mailer?.send({ to: person.email, ...message });
  } catch (error) {
    console.error(`Could not email ${person.email} about order ${order.orderId}`, error);
  }
}
