import { z } from 'zod';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';
import { checkpointSchema, signedBy, type Checkpoint } from './audit-checkpoint';
import type { AuditKeys } from './audit-key';

/** One line of a checkpoint file, and where it was read. */
export interface CheckpointLine {
  source: string;
  line: number;
  text: string;
}

export interface CheckpointCheck {
  ok: boolean;
  /** Every way the files and the store disagree, in words. */
  problems: string[];
  /** Distinct checkpoints with a valid signature. */
  checkpoints: number;
  /** The latest of them, and how many records came after it (anchored by the key alone). */
  latest: Checkpoint | undefined;
  unanchored: number;
}

const storedCheckpointSchema = z.object({ n: z.number(), seq: z.number(), link: z.string() });

/** The lines that are checkpoints signed by one of `keys`; the others become problems. */
function authentic(lines: readonly CheckpointLine[], keys: AuditKeys, problems: string[]) {
  const valid = new Map<number, Checkpoint>();
  for (const { source, line, text } of lines) {
    if (text.trim() === '') continue;
    const where = `${source}:${line}`;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = checkpointSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(`${where} is not a checkpoint.`);
      continue;
    }
    const checkpoint = parsed.data;
    const key = keys.byId(checkpoint.keyId);
    if (key === undefined) {
      problems.push(
        `${where}: checkpoint #${checkpoint.n} is signed with key ${checkpoint.keyId}, which was not given.`,
      );
    } else if (!signedBy(checkpoint, key)) {
      problems.push(
        `${where}: checkpoint #${checkpoint.n} does not carry a valid signature: forged or altered.`,
      );
    } else {
      valid.set(checkpoint.n, checkpoint);
    }
  }
  return valid;
}

/**
 * Holds the store against the checkpoints written outside it. A record a checkpoint anchors must
 * still be there with the same link (else the chain was rewritten, even with every link
 * recomputed), the chain must reach the latest checkpoint (else it was cut short), every
 * checkpoint the store lists must be in the files (else a line was deleted), and the numbers
 * must run 1, 2, 3… without a gap.
 */
export async function verifyCheckpoints(
  db: SqlClient,
  keys: AuditKeys,
  lines: readonly CheckpointLine[],
): Promise<CheckpointCheck> {
  const problems: string[] = [];
  const valid = authentic(lines, keys, problems);
  const last = parseFirstRow(
    z.object({ seq: z.number() }),
    (await db.query('SELECT seq FROM audit_log ORDER BY seq DESC LIMIT 1')).rows,
  );
  const lastSeq = last?.seq ?? 0;
  for (const checkpoint of [...valid.values()].sort((a, b) => a.n - b.n)) {
    const { rows } = await db.query('SELECT hash FROM audit_log WHERE seq = $1', [checkpoint.seq]);
    const stored = parseFirstRow(z.object({ hash: z.string() }), rows);
    if (stored === undefined && checkpoint.seq > lastSeq) {
      problems.push(
        `Checkpoint #${checkpoint.n} anchors record #${checkpoint.seq}, but the log ends at #${lastSeq}: it was cut short.`,
      );
    } else if (stored === undefined) {
      problems.push(
        `Checkpoint #${checkpoint.n} anchors record #${checkpoint.seq}, which is gone.`,
      );
    } else if (stored.hash !== checkpoint.link) {
      problems.push(
        `Record #${checkpoint.seq} no longer has the link checkpoint #${checkpoint.n} signed: the chain was rewritten.`,
      );
    }
  }
  const listed = parseRows(
    storedCheckpointSchema,
    (await db.query('SELECT n, seq, link FROM audit_checkpoints ORDER BY n')).rows,
  );
  const highest = Math.max(0, ...valid.keys(), ...listed.map((row) => row.n));
  for (let n = 1; n <= highest; n += 1) {
    if (!valid.has(n)) {
      const inStore = listed.some((row) => row.n === n);
      problems.push(
        `Checkpoint #${n} is missing from the checkpoint files${inStore ? ' (the store lists it)' : ''}: a line was deleted, or a file of another instance was not given.`,
      );
    }
  }
  const latest = valid.size === 0 ? undefined : valid.get(Math.max(...valid.keys()));
  if (latest === undefined && lastSeq > 0) problems.push('No checkpoint anchors any record.');
  return {
    ok: problems.length === 0,
    problems,
    checkpoints: valid.size,
    latest,
    unanchored: Math.max(0, lastSeq - (latest?.seq ?? 0)),
  };
}
