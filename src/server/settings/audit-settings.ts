import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { StoreLocation } from '../../store/open-store';
import { base64Key, base64KeyBytes, optionalText, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const auditEnvSchema = z.object({
  /** HMAC key of the activity log's chain; kept outside the database. */
  AUDIT_KEY: base64Key,
  /** Keys the chain was linked with before a rotation, comma-separated, for verifying and for instances mid-rotation. */
  AUDIT_PREVIOUS_KEYS: optionalText.transform((text, ctx) => {
    const keys: Buffer[] = [];
    for (const part of (text ?? '').split(',').filter((entry) => entry.trim() !== '')) {
      const parsed = base64KeyBytes.safeParse(part);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'each key must be 32 bytes, base64-encoded' });
        return z.NEVER;
      }
      keys.push(parsed.data);
    }
    return keys;
  }),
  /** Append-only file the signed checkpoints go to; `off` writes none. */
  AUDIT_CHECKPOINT_FILE: optionalText,
  /** An HTTPS endpoint that also receives each checkpoint (POST, JSON). */
  AUDIT_CHECKPOINT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUDIT_CHECKPOINT_EVERY: wholeNumber(1, 1_000_000).default(1000),
  AUDIT_CHECKPOINT_MINUTES: wholeNumber(1, 24 * 60).default(5),
});

/** The activity log's key and where its checkpoints go. */
export interface AuditSettings {
  key: Buffer | undefined;
  previousKeys: readonly Buffer[];
  /** Undefined: no file (a store in memory, or `off`). */
  checkpointFile: string | undefined;
  checkpointUrl: string | undefined;
  checkpointEveryRecords: number;
  checkpointEveryMs: number;
}

/**
 * Where checkpoints go by default: beside the embedded data folder, or in `.data/` beside the
 * process for PostgreSQL; a store in memory keeps none unless one is named.
 */
function defaultCheckpointFile(store: StoreLocation): string | undefined {
  if (store.engine === 'postgres') return join('.data', 'audit-checkpoints.jsonl');
  if (store.dataDir === 'memory') return undefined;
  return join(dirname(store.dataDir), 'audit-checkpoints.jsonl');
}

export function parseAuditSettings(source: EnvSource, store: StoreLocation): AuditSettings {
  const env = parseEnv(auditEnvSchema, source);
  const file = env.AUDIT_CHECKPOINT_FILE ?? defaultCheckpointFile(store);
  if (env.AUDIT_CHECKPOINT_URL?.startsWith('http:') === true) {
    const host = new URL(env.AUDIT_CHECKPOINT_URL).hostname;
    if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
      throw new Error(
        'Invalid server settings:\n  - AUDIT_CHECKPOINT_URL: must be https:// (plain http only to this machine)',
      );
    }
  }
  return {
    key: env.AUDIT_KEY,
    previousKeys: env.AUDIT_PREVIOUS_KEYS,
    checkpointFile: file === 'off' ? undefined : file,
    checkpointUrl: env.AUDIT_CHECKPOINT_URL,
    checkpointEveryRecords: env.AUDIT_CHECKPOINT_EVERY,
    checkpointEveryMs: env.AUDIT_CHECKPOINT_MINUTES * 60_000,
  };
}
