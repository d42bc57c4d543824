import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openStore } from '../../store/open-store';
import { SERVER_SCHEMA } from '../server-schema';
import { parseAuditSettings } from '../settings/audit-settings';
import { parseStoreSettings } from '../settings/store-settings';
import { auditKeys } from './audit-key';
import { verifyChain } from './verify-chain';
import { verifyCheckpoints, type CheckpointLine } from './verify-checkpoints';

/**
 * `npm run audit:verify [-- --checkpoints FILE …]`: walks the activity log's chain from the first
 * record with the audit key (AUDIT_KEY, and AUDIT_PREVIOUS_KEYS after a rotation; the embedded
 * store's key file otherwise) and names the first record that does not fit, then holds the store
 * against the signed checkpoints in FILE (every instance's file, when several wrote them). Reads
 * the store the server uses (DATABASE_URL, or DATA_DIR, which must not be open in a running
 * server: point it at a copy). Exits 1 when anything does not fit, 2 when it cannot check.
 */
const { values } = parseArgs({
  options: { checkpoints: { type: 'string', multiple: true } },
});
const { location } = parseStoreSettings(process.env);
const where = location.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : location.dataDir;
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const keys = await auditKeys(parseAuditSettings(process.env, location), location, {
  create: false,
}).catch((error: unknown) => fail(`Cannot check the activity log: ${String(error)}`));
const lines: CheckpointLine[] = [];
for (const source of values.checkpoints ?? []) {
  const text = await readFile(source, 'utf8').catch((error: unknown) =>
    fail(`Cannot read the checkpoint file ${source}: ${String(error)}`),
  );
  lines.push(...text.split('\n').map((line, index) => ({ source, line: index + 1, text: line })));
}
const store = await openStore(location, SERVER_SCHEMA).catch((error: unknown) =>
  fail(`Cannot open the server store in ${where}: ${String(error)}`),
);
try {
  const chain = await verifyChain(store, keys);
  if (chain.ok) {
    const unkeyed =
      chain.unkeyed === 0
        ? ''
        : ` The first ${chain.unkeyed.toLocaleString('en')} predate the key: their plain SHA-256 links were checked, which proves them only against people who cannot write the store.`;
    console.log(
      `Audit log intact: ${chain.records.toLocaleString('en')} records in ${where}, every link keyed.${unkeyed}`,
    );
  } else {
    const at =
      chain.brokenAt === undefined ? '' : `record #${chain.brokenAt.seq} (${chain.brokenAt.id}) `;
    console.error(
      `Audit log BROKEN in ${where}: ${at}${chain.reason}. The ${chain.records.toLocaleString('en')} records before it are intact.`,
    );
    process.exitCode = 1;
  }
  if (values.checkpoints !== undefined) {
    const anchors = await verifyCheckpoints(store, keys, lines);
    for (const problem of anchors.problems) console.error(`Checkpoints BROKEN: ${problem}`);
    if (anchors.ok && anchors.latest !== undefined) {
      const { n, seq, at } = anchors.latest;
      console.log(
        `Checkpoints match: ${anchors.checkpoints} signed checkpoints; the latest (#${n}, ${new Date(at).toISOString()}) anchors record #${seq}. ${anchors.unanchored.toLocaleString('en')} records after it rest on the key alone.`,
      );
    } else if (anchors.ok) {
      console.log('Checkpoints match: the log is empty.');
    } else {
      process.exitCode = 1;
    }
  } else {
    console.log(
      'No checkpoint file given (--checkpoints FILE): a rewrite by someone holding the key, or a cut after the last record, would not show.',
    );
  }
} finally {
  await store.close();
}
