import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StoreLocation } from '../../store/open-store';

/**
 * The AES-256 key that seals each person's API secret. Set by
 * CREDENTIALS_ENCRYPTION_KEY; upstream mode refuses to start without it. The
 * sandbox, to run with no setup, makes one beside its embedded data folder
 * (readable by this user only), or one per start when the data lives in
 * memory. Several instances on PostgreSQL must share one key, so there it
 * must be set.
 */
export async function credentialsEncryptionKey(
  configured: Buffer | undefined,
  store: StoreLocation,
): Promise<Buffer> {
  if (configured !== undefined) return configured;
  if (store.engine === 'postgres') {
    throw new Error(
      'Invalid server settings:\n  - CREDENTIALS_ENCRYPTION_KEY: with DATABASE_URL every instance must seal API secrets with the same key; set 32 random bytes, base64-encoded (openssl rand -base64 32).',
    );
  }
  if (store.dataDir === 'memory') return randomBytes(32);
  const file = join(dirname(store.dataDir), 'credentials.key');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined) return Buffer.from(existing.trim(), 'base64');
  const key = randomBytes(32);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(
    (error: unknown) => {
      // Another process wrote it first: use theirs.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')
        return;
      throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
