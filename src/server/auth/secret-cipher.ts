import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a secret with AES-256-GCM. `context` (whose secret this is) is bound
 * in as associated data, so a sealed secret moved to another person's row
 * fails to open instead of signing as them. Layout: iv | tag | ciphertext.
 */
export function sealSecret(key: Buffer, secret: string, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** Opens a sealed secret; throws when the key, the context or a single bit differs. */
export function openSecret(key: Buffer, sealed: Uint8Array, context: string): string {
  const bytes = Buffer.from(sealed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('The sealed secret is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
