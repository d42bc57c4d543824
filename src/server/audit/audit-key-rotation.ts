import { createHmac, randomUUID } from 'node:crypto';
import type { Database } from '../../store/sql-client';
import type { AuditKey, AuditKeys } from './audit-key';
import { AuditKeyMissingError, insertRecord, keyedTip, lockedTip } from './audit-log';
import { recordOf, type AuditEntry } from './audit-record';

/** The record that moves the chain to another key. */
export const ROTATION_ACTION = 'audit.key-rotate';

/** What the previous key vouches for when the chain moves to the next one. */
export function rotationEndorsement(previous: AuditKey, previousHash: string, next: string) {
  return createHmac('sha256', previous.secret)
    .update(`custody-audit-key-rotation|${previousHash}|${next}`)
    .digest('hex');
}

/** The endorsement a rotation record carries in its detail. */
export function endorsementIn(
  detail: string | null,
): { next: string; endorsement: string } | undefined {
  const match = /^Key [0-9a-f]+ -> ([0-9a-f]+); endorsed by the previous key: ([0-9a-f]{64})$/.exec(
    detail ?? '',
  );
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { next: match[1], endorsement: match[2] };
}

/**
 * Moves the chain to `keys.current`: the record that does so is linked under the new key and
 * carries an endorsement only the previous key can make, so a key change nobody holding the old
 * key approved reads as a break. A chain not keyed yet is opened under the new key instead.
 */
export async function rotateAuditKey(
  db: Database,
  keys: AuditKeys,
  actor: NonNullable<AuditEntry['actor']>,
  at: number,
): Promise<{ from: string | undefined; to: string }> {
  return db.transaction(async (tx) => {
    const tip = await lockedTip(tx);
    const previous = tip?.keyId == null ? undefined : keys.byId(tip.keyId);
    if (tip?.keyId == null) {
      await keyedTip(tx, keys, at);
      return { from: undefined, to: keys.current.id };
    }
    if (tip.keyId === keys.current.id) {
      throw new Error(`The activity log is already linked under key ${tip.keyId} (AUDIT_KEY).`);
    }
    if (previous === undefined) {
      throw new AuditKeyMissingError(
        `The activity log is linked under key ${tip.keyId}; give it in AUDIT_PREVIOUS_KEYS so that it can endorse the new key.`,
      );
    }
    const endorsement = rotationEndorsement(previous, tip.hash, keys.current.id);
    const record = recordOf(
      {
        action: ROTATION_ACTION,
        outcome: 'succeeded',
        actor,
        detail: `Key ${previous.id} -> ${keys.current.id}; endorsed by the previous key: ${endorsement}`,
      },
      randomUUID(),
      at,
    );
    await insertRecord(tx, record, tip.hash, keys.current);
    return { from: previous.id, to: keys.current.id };
  });
}
