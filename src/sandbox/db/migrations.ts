import type { Migration } from '../../store/migrations';
import { activityTables } from './migration-activities-sql';
import { clearLoopTables } from './migration-clearloop-sql';
import { lifecycleTables } from './migration-lifecycle-sql';
import { liveDataTables } from './migration-live-sql';
import { listIndexes } from './migration-list-indexes-sql';
import { loanTables } from './migration-loans-sql';
import { orderTables } from './migration-orders-sql';
import { providerSchemaFixes } from './migration-provider-schemas-sql';
import { rateLimitTables } from './migration-rate-limit-sql';
import { referenceTables } from './migration-reference-sql';
import { stakeTables } from './migration-stakes-sql';
import { webhookTables } from './migration-webhooks-sql';

/**
 * The sandbox's schema history. Each resource keeps its full API document as
 * jsonb (what the API returns) and copies every field the API filters or
 * sorts on into a typed, indexed column. Amounts the sandbox computes with
 * are NUMERIC: exact decimals.
 */
export const sandboxMigrations: readonly Migration[] = [
  { version: 1, name: 'reference-data', sql: referenceTables },
  { version: 2, name: 'orders', sql: orderTables },
  { version: 3, name: 'clearloop', sql: clearLoopTables },
  { version: 4, name: 'loans', sql: loanTables },
  { version: 5, name: 'order-lifecycle', sql: lifecycleTables },
  { version: 6, name: 'live-clearloop-and-loans', sql: liveDataTables },
  { version: 7, name: 'order-list-indexes', sql: listIndexes },
  { version: 8, name: 'rate-limit-counts', sql: rateLimitTables },
  { version: 9, name: 'webhook-outbox', sql: webhookTables },
  { version: 10, name: 'activities', sql: activityTables },
  { version: 11, name: 'provider-schema-fixes', sql: providerSchemaFixes },
  { version: 12, name: 'stake-positions', sql: stakeTables },
];
