import { randomBytes } from 'node:crypto';
import { appendFile, rename, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { openServerStore } from '../server-store';
import { parseAuditSettings, type AuditSettings } from '../settings/audit-settings';
import { parseStoreSettings } from '../settings/store-settings';
import type { StoreLocation } from '../../store/open-store';
import { auditCheckpointer } from './audit-checkpointer';
import { auditKeyRing, auditKeys, embeddedKeyFiles, type AuditKeys } from './audit-key';
import { rotateAuditKey } from './audit-key-rotation';
import { checkpointSinks } from './checkpoint-sinks';

/**
 * `npm run audit:rotate-key`: moves the activity log's chain to a new key. The chain's current
 * key endorses the new one in the rotation record, which is itself on the record (who ran it,
 * from which key to which) and anchored by a checkpoint at once. With AUDIT_KEY set, the new
 * key is AUDIT_KEY and the current one must be in AUDIT_PREVIOUS_KEYS; an embedded store without
 * AUDIT_KEY gets a new key made here, and its key file is replaced once the chain has moved (the
 * old key is kept beside it for audit:verify). Instances that hold both keys carry on across it;
 * one that holds only the old key stops recording (and so writing) until it is given the new one.
 */
const { location } = parseStoreSettings(process.env);
const settings = parseAuditSettings(process.env, location);
const files = settings.key === undefined ? embeddedKeyFiles(location) : undefined;
if (settings.key === undefined && files === undefined) {
  console.error(
    'Set AUDIT_KEY to the new key (openssl rand -base64 32) and AUDIT_PREVIOUS_KEYS to the key the log uses now.',
  );
  process.exit(2);
}

/** The keys to rotate with: the new one first, every key the chain may use now after it. */
async function rotationKeys(): Promise<{ keys: AuditKeys; newKey?: Buffer; oldKey?: Buffer }> {
  if (files === undefined) return { keys: await auditKeys(settings, location, { create: false }) };
  const existing = await auditKeys(settings, location, { create: false });
  const newKey = randomBytes(32);
  return {
    keys: auditKeyRing(
      newKey,
      existing.all.map((key) => key.secret),
    ),
    newKey,
    oldKey: existing.current.secret,
  };
}

async function anchor(
  keys: AuditKeys,
  store: Awaited<ReturnType<typeof openServerStore>>,
  audit: AuditSettings,
) {
  const checkpointer = auditCheckpointer(store, keys, {
    sinks: checkpointSinks(audit),
    everyRecords: audit.checkpointEveryRecords,
    everyMs: audit.checkpointEveryMs,
  });
  const made = await checkpointer.checkpointNow();
  await checkpointer.close();
  return made;
}

async function replaceKeyFile(where: StoreLocation, newKey: Buffer, oldKey: Buffer) {
  const paths = embeddedKeyFiles(where);
  if (paths === undefined) return;
  await appendFile(paths.previous, `${oldKey.toString('base64')}\n`, { mode: 0o600 });
  await writeFile(`${paths.key}.new`, newKey.toString('base64'), { mode: 0o600 });
  await rename(`${paths.key}.new`, paths.key);
}

const { keys, newKey, oldKey } = await rotationKeys();
const store = await openServerStore(location);
try {
  const who = userInfo().username;
  const moved = await rotateAuditKey(
    store,
    keys,
    { subject: `os-user:${who}`, email: '', name: `${who} (npm run audit:rotate-key)`, roles: [] },
    Date.now(),
  );
  if (newKey !== undefined && oldKey !== undefined) await replaceKeyFile(location, newKey, oldKey);
  const anchored = await anchor(keys, store, settings);
  console.log(
    moved.from === undefined
      ? `The activity log is now keyed, from key ${moved.to}.`
      : `The activity log moved from key ${moved.from} to key ${moved.to}.`,
  );
  if (anchored !== undefined) console.log(`Checkpoint #${anchored.n} anchors the rotation record.`);
  console.log(
    files === undefined
      ? 'Give every instance AUDIT_KEY (the new key) and keep the old one in AUDIT_PREVIOUS_KEYS, which npm run audit:verify needs to check the records before the rotation.'
      : `The new key is in ${files.key}; the old one is kept in ${files.previous} for npm run audit:verify.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
