import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StoreLocation } from '../../store/open-store';

/** A 32-byte key the server needs and keeps out of its database. */
export interface LocalKey {
  /** The key as configured, if it was. */
  configured: Buffer | undefined;
  /** Its setting, named when it is missing. */
  setting: string;
  /** Why every instance on PostgreSQL must be given the same one. */
  sharedBecause: string;
  /** The file the embedded store keeps it in, beside its data folder. */
  fileName: string;
  /** False for a tool that only reads: a missing key is an error, never made afresh. */
  create?: boolean;
}

/**
 * A key kept outside the database. Configured, it is used as given. Several instances on
 * PostgreSQL must share one, so there it must be set. With the embedded store, to run with no
 * setup, one is made beside the data folder (readable by this user only), or one per start when
 * the data lives in memory.
 */
export async function localKey(key: LocalKey, store: StoreLocation): Promise<Buffer> {
  if (key.configured !== undefined) return key.configured;
  if (store.engine === 'postgres') {
    throw new Error(
      `Invalid server settings:\n  - ${key.setting}: with DATABASE_URL ${key.sharedBecause}; set 32 random bytes, base64-encoded (openssl rand -base64 32).`,
    );
  }
  if (store.dataDir === 'memory') return randomBytes(32);
  const file = join(dirname(store.dataDir), key.fileName);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined) return Buffer.from(existing.trim(), 'base64');
  if (key.create === false) {
    throw new Error(`No ${key.setting} is set and there is no ${file}: set ${key.setting}.`);
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch(
    (error: unknown) => {
      // Another process wrote it first: use theirs.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')
        return;
      throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}

/**
 * The AES-256 key that seals each person's API secret (CREDENTIALS_ENCRYPTION_KEY); upstream
 * mode refuses to start without it.
 */
export function credentialsEncryptionKey(
  configured: Buffer | undefined,
  store: StoreLocation,
): Promise<Buffer> {
  return localKey(
    {
      configured,
      setting: 'CREDENTIALS_ENCRYPTION_KEY',
      sharedBecause: 'every instance must seal API secrets with the same key',
      fileName: 'credentials.key',
    },
    store,
  );
}
