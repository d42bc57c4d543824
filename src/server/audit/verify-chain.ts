import { timingSafeEqual } from 'node:crypto';
import { parseRows, type SqlClient } from '../../store/sql-client';
import type { AuditKey, AuditKeys } from './audit-key';
import { endorsementIn, ROTATION_ACTION, rotationEndorsement } from './audit-key-rotation';
import {
  OPENING_ACTION,
  RECORD_COLUMNS,
  recordFromRow,
  recordRowSchema,
  type RecordRow,
} from './audit-log';
import { GENESIS_HASH, keyedLink, unkeyedLink } from './audit-record';

export type ChainCheck =
  | {
      ok: true;
      records: number;
      /** Records from before the chain was keyed: plain SHA-256 links. */
      unkeyed: number;
      tip: { seq: number; hash: string } | undefined;
    }
  | { ok: false; records: number; reason: string; brokenAt?: { seq: number; id: string } };

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Why a keyed record does not fit after `chainKey` (undefined: none yet), or undefined when it does. */
function keyedProblem(
  row: RecordRow,
  previous: string,
  rowKey: AuditKey,
  chainKey: AuditKey | undefined,
): string | undefined {
  if (chainKey === undefined && row.action !== OPENING_ACTION) {
    return 'begins the keyed chain without its opening record';
  }
  if (chainKey !== undefined && rowKey.id !== chainKey.id) {
    const endorsed = row.action === ROTATION_ACTION ? endorsementIn(row.detail) : undefined;
    const expected = rotationEndorsement(chainKey, previous, rowKey.id);
    if (endorsed?.next !== rowKey.id || !sameHex(endorsed.endorsement, expected)) {
      return `moves to key ${rowKey.id} without an endorsement by the key before it`;
    }
  }
  if (!sameHex(keyedLink(rowKey.secret, previous, recordFromRow(row)), row.hash)) {
    return 'its content does not match its link';
  }
  return undefined;
}

/**
 * Walks the whole chain in order and names the first record that does not fit. Every link after
 * the opening record must be HMAC-SHA256 under a key of `keys`, so someone who rewrites records
 * and recomputes the links without the key is caught at the first record they touched. Records
 * from before the chain was keyed are checked as the plain SHA-256 links they carry; an unkeyed
 * link after the opening record, or a change of key no previous key endorsed, is a break.
 */
export async function verifyChain(
  db: SqlClient,
  keys: AuditKeys,
  batch = 5_000,
): Promise<ChainCheck> {
  let previous = GENESIS_HASH;
  let chainKey: AuditKey | undefined;
  let tip: { seq: number; hash: string } | undefined;
  let records = 0;
  let unkeyed = 0;
  for (;;) {
    const { rows } = await db.query(
      `SELECT ${RECORD_COLUMNS} FROM audit_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [tip?.seq ?? 0, batch],
    );
    const page = parseRows(recordRowSchema, rows);
    for (const row of page) {
      const broken = (reason: string): ChainCheck => ({
        ok: false,
        records,
        reason,
        brokenAt: { seq: row.seq, id: row.id },
      });
      if (row.prev_hash !== previous) return broken('does not follow the record before it');
      if (row.key_id === null) {
        if (chainKey !== undefined) return broken('has an unkeyed link after the chain was keyed');
        if (!sameHex(unkeyedLink(previous, recordFromRow(row)), row.hash)) {
          return broken('its content does not match its hash');
        }
        unkeyed += 1;
      } else {
        const rowKey = keys.byId(row.key_id);
        if (rowKey === undefined) {
          return broken(
            `is linked under key ${row.key_id}, which was not given (AUDIT_KEY or AUDIT_PREVIOUS_KEYS), so it cannot be checked`,
          );
        }
        const problem = keyedProblem(row, previous, rowKey, chainKey);
        if (problem !== undefined) return broken(problem);
        chainKey = rowKey;
      }
      previous = row.hash;
      tip = { seq: row.seq, hash: row.hash };
      records += 1;
    }
    if (page.length < batch) break;
  }
  if (records > 0 && chainKey === undefined) {
    return {
      ok: false,
      records,
      reason:
        'no record is keyed: every link is plain SHA-256, which anyone who can write the store can recompute. Start the server once (or run npm run audit:rotate-key) to key the chain.',
    };
  }
  return { ok: true, records, unkeyed, tip };
}
