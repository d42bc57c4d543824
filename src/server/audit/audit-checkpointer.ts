import { z } from 'zod';
import { advisoryLockKey, parseFirstRow, type Database } from '../../store/sql-client';
import { signCheckpoint, type Checkpoint } from './audit-checkpoint';
import type { AuditKeys } from './audit-key';
import type { CheckpointSink } from './checkpoint-sinks';

export interface CheckpointerOptions {
  sinks: readonly CheckpointSink[];
  /** A checkpoint once this many records have been appended since the last one… */
  everyRecords: number;
  /** …or once this long has passed with records after the last one. */
  everyMs: number;
  now?: () => number;
}

const lastCheckpointSchema = z.object({ n: z.number(), seq: z.number(), at: z.number() });
const tipSchema = z.object({ seq: z.number(), hash: z.string(), key_id: z.string().nullable() });

/**
 * Writes the chain's checkpoints: every `everyRecords` records or `everyMs`, whichever comes
 * first, and once more when the server stops. Instances take turns under a lock and number
 * every checkpoint in the store, so however many instances run, the checkpoints form one
 * sequence (1, 2, 3…) with no fork and no repeat; each goes to this instance's sinks.
 */
export function auditCheckpointer(db: Database, keys: AuditKeys, options: CheckpointerOptions) {
  const { sinks, everyRecords, everyMs, now = Date.now } = options;
  let anchoredSeq = 0;
  let countDue = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function checkpoint(force: boolean): Promise<Checkpoint | undefined> {
    if (sinks.length === 0) return undefined;
    return db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey})`, ['audit-checkpoint']);
      const last = parseFirstRow(
        lastCheckpointSchema,
        (await tx.query('SELECT n, seq, at FROM audit_checkpoints ORDER BY n DESC LIMIT 1')).rows,
      );
      const tip = parseFirstRow(
        tipSchema,
        (await tx.query('SELECT seq, hash, key_id FROM audit_log ORDER BY seq DESC LIMIT 1')).rows,
      );
      anchoredSeq = Math.max(anchoredSeq, last?.seq ?? 0);
      if (tip?.key_id == null || tip.seq <= (last?.seq ?? 0)) return undefined;
      const at = now();
      const due =
        force || tip.seq - (last?.seq ?? 0) >= everyRecords || at - (last?.at ?? 0) >= everyMs;
      if (!due) return undefined;
      const key = keys.byId(tip.key_id);
      if (key === undefined) throw new Error(`No audit key ${tip.key_id} to sign a checkpoint`);
      const made = signCheckpoint(key, { n: (last?.n ?? 0) + 1, seq: tip.seq, link: tip.hash, at });
      for (const sink of sinks) {
        try {
          await sink.write(made);
        } catch (error) {
          if (sink.required) throw error;
          console.error(`Audit checkpoint #${made.n} did not reach ${sink.name}`, error);
        }
      }
      await tx.query(
        'INSERT INTO audit_checkpoints (n, seq, link, at, key_id, signature) VALUES ($1, $2, $3, $4, $5, $6)',
        [made.n, made.seq, made.link, made.at, made.keyId, made.signature],
      );
      anchoredSeq = made.seq;
      return made;
    });
  }

  /** One checkpoint attempt at a time in this process; a failed one is logged and tried later. */
  function queued(force: boolean): Promise<Checkpoint | undefined> {
    const next = queue.then(() => checkpoint(force));
    queue = next.catch((error: unknown) => {
      console.error('The audit checkpoint could not be written; it is tried again later', error);
    });
    return next;
  }

  const timer = sinks.length === 0 ? undefined : setInterval(() => void queued(false), everyMs);
  timer?.unref();

  return {
    /** Told of each appended record's place: checkpoints by count. */
    appended: (seq: number): void => {
      if (sinks.length === 0 || countDue || seq - anchoredSeq < everyRecords) return;
      countDue = true;
      void queued(false)
        .catch(() => {})
        .finally(() => {
          countDue = false;
        });
    },
    /** A checkpoint now, if any record came after the last one (a rotation, a test). */
    checkpointNow: () => queued(true),
    /** Waits for the checkpoints under way. */
    settled: () => queue.then(() => undefined),
    /** The last checkpoint, at shutdown, so a clean stop leaves the whole chain anchored. */
    async close(): Promise<void> {
      if (timer !== undefined) clearInterval(timer);
      await queued(true).catch(() => {});
    },
  };
}

export type AuditCheckpointer = ReturnType<typeof auditCheckpointer>;
