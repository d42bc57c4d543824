import { openStore } from '../../store/open-store';
import { SERVER_SCHEMA } from '../server-store';
import { parseStoreSettings } from '../settings/store-settings';
import { verifyChain } from './audit-log';

/**
 * `npm run audit:verify`: walks the audit log's hash chain from the first record and names
 * the first record that does not fit. Reads the store the server uses (DATABASE_URL, or the
 * embedded folder DATA_DIR, which must not be open in a running server); point DATA_DIR at a
 * copy to check one. Exits 1 when the chain is broken.
 */
const { location } = parseStoreSettings(process.env);
const where = location.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : location.dataDir;
const store = await openStore(location, SERVER_SCHEMA).catch((error: unknown) => {
  console.error(`Cannot open the server store in ${where}: ${String(error)}`);
  process.exit(2);
});
try {
  const check = await verifyChain(store);
  if (check.ok) {
    console.log(`Audit log intact: ${check.records.toLocaleString('en')} records in ${where}.`);
  } else {
    const { seq, id, reason } = check.brokenAt;
    console.error(
      `Audit log BROKEN in ${where}: record #${seq} (${id}) ${reason}. ` +
        `The ${check.records.toLocaleString('en')} records before it are intact.`,
    );
    process.exitCode = 1;
  }
} finally {
  await store.close();
}
