import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StoreLocation } from '../../store/open-store';
import { localKey } from '../auth/encryption-key';
import type { AuditSettings } from '../settings/audit-settings';

/** One audit key: the HMAC secret of the chain and the Ed25519 key its checkpoints are signed with. */
export interface AuditKey {
  /** A public fingerprint that names the key in records and checkpoints; it reveals nothing of it. */
  id: string;
  secret: Buffer;
  /** Signs checkpoints; derived from the secret, so there is one thing to keep safe. */
  signingKey: KeyObject;
  /** Checks checkpoints: an auditor may hold this without the secret. Raw, base64url. */
  publicKey: string;
}

/** PKCS #8 wrapping of a raw Ed25519 seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function auditKeyFrom(secret: Buffer): AuditKey {
  const seed = Buffer.from(hkdfSync('sha256', secret, '', 'custody-audit-checkpoint-ed25519', 32));
  const signingKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(signingKey).export({ format: 'jwk' });
  return {
    id: createHash('sha256')
      .update('custody-audit-key-id')
      .update(secret)
      .digest('hex')
      .slice(0, 16),
    secret,
    signingKey,
    publicKey: jwk.x ?? '',
  };
}

/** The key new links are made with, and every key the chain may already use. */
export interface AuditKeys {
  current: AuditKey;
  all: readonly AuditKey[];
  byId(id: string): AuditKey | undefined;
}

export function auditKeyRing(current: Buffer, previous: readonly Buffer[] = []): AuditKeys {
  const currentKey = auditKeyFrom(current);
  const all = [currentKey, ...previous.map(auditKeyFrom)];
  return { current: currentKey, all, byId: (id) => all.find((key) => key.id === id) };
}

/** Beside the embedded data folder: the key files of a store that has no AUDIT_KEY set. */
export function embeddedKeyFiles(
  store: StoreLocation,
): { key: string; previous: string } | undefined {
  if (store.engine !== 'pglite' || store.dataDir === 'memory') return undefined;
  const folder = dirname(store.dataDir);
  return { key: join(folder, 'audit.key'), previous: join(folder, 'audit.previous-keys') };
}

/** Keys an embedded store's earlier rotations left beside it, one base64 key a line. */
async function embeddedPreviousKeys(store: StoreLocation): Promise<Buffer[]> {
  const files = embeddedKeyFiles(store);
  if (files === undefined) return [];
  const text = await readFile(files.previous, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => Buffer.from(line.trim(), 'base64'));
}

/**
 * The keys of this process: AUDIT_KEY and AUDIT_PREVIOUS_KEYS. AUDIT_KEY is required with
 * DATABASE_URL; the embedded store makes one beside its data folder, as for the credentials key,
 * and keeps the keys its rotations replaced beside it too.
 */
export async function auditKeys(
  settings: AuditSettings,
  store: StoreLocation,
  options: { create?: boolean } = {},
): Promise<AuditKeys> {
  const current = await localKey(
    {
      configured: settings.key,
      setting: 'AUDIT_KEY',
      sharedBecause:
        "every instance links the activity log with the same key, and it must live outside the database so that someone who can write the database cannot rewrite the log's history unseen",
      fileName: 'audit.key',
      create: options.create ?? true,
    },
    store,
  );
  return auditKeyRing(current, [
    ...settings.previousKeys,
    ...(settings.key === undefined ? await embeddedPreviousKeys(store) : []),
  ]);
}
