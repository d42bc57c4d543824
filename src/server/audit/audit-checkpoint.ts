import { createPublicKey, sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { AuditKey } from './audit-key';

/**
 * A checkpoint: the chain's link at one record, signed with Ed25519 and written outside the
 * store. One line of JSON each in the checkpoint file.
 */
export const checkpointSchema = z.strictObject({
  /** Its place among every checkpoint of this log: 1, 2, 3… across all instances. */
  n: z.number().int().positive(),
  /** The record it anchors. */
  seq: z.number().int().positive(),
  /** That record's link. */
  link: z.string().regex(/^[0-9a-f]{64}$/),
  /** When it was made, epoch ms. */
  at: z.number().int().nonnegative(),
  /** The audit key whose signing key signed it. */
  keyId: z.string(),
  /** That signing key's public half (Ed25519, raw, base64url), for an auditor without the key. */
  publicKey: z.string(),
  signature: z.string(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

type Anchor = Pick<Checkpoint, 'n' | 'seq' | 'link' | 'at'>;

function signedBytes({ n, seq, link, at }: Anchor, keyId: string): Buffer {
  return Buffer.from(`custody-audit-checkpoint/1|${n}|${seq}|${link}|${at}|${keyId}`);
}

export function signCheckpoint(key: AuditKey, anchor: Anchor): Checkpoint {
  return {
    ...anchor,
    keyId: key.id,
    publicKey: key.publicKey,
    signature: sign(null, signedBytes(anchor, key.id), key.signingKey).toString('base64url'),
  };
}

/** Whether `checkpoint` was signed by `key`'s signing key. */
export function signedBy(checkpoint: Checkpoint, key: AuditKey): boolean {
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
    format: 'jwk',
  });
  try {
    return verify(
      null,
      signedBytes(checkpoint, key.id),
      publicKey,
      Buffer.from(checkpoint.signature, 'base64url'),
    );
  } catch {
    return false;
  }
}
