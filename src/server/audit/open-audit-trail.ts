import type { StoreLocation } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import type { AuditSettings } from '../settings/audit-settings';
import { auditCheckpointer } from './audit-checkpointer';
import { auditKeys } from './audit-key';
import { auditLog } from './audit-log';
import { checkpointSinks } from './checkpoint-sinks';

/**
 * The activity log as the server runs it: its keys (from `AUDIT_KEY`, or made beside the embedded
 * store), the checkpoints that anchor it outside the store, and the log itself, opened (a store
 * still on the unkeyed chain gets its opening record here).
 */
export async function openAuditTrail(
  db: Database,
  settings: AuditSettings,
  location: StoreLocation,
  now: () => number,
) {
  const keys = await auditKeys(settings, location);
  const checkpointer = auditCheckpointer(db, keys, {
    sinks: checkpointSinks(settings),
    everyRecords: settings.checkpointEveryRecords,
    everyMs: settings.checkpointEveryMs,
    now,
  });
  const log = auditLog(db, { keys, now, appended: checkpointer.appended });
  await log.open();
  return { log, keys, checkpointer };
}
