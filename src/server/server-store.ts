import { auditKeyedChain } from './audit/migration-audit-keyed-sql';
import { auditSearch } from './audit/migration-audit-search-sql';
import { auditOrderPrefix } from './audit/migration-audit-order-prefix-sql';
import { auditTables } from './audit/migration-audit-sql';
import { authTables } from './auth/migration-auth-sql';
import { passkeyTables } from './auth/passkeys/migration-passkeys-sql';
import { signInHardening } from './auth/migration-sign-in-hardening-sql';
import { identityTables } from './auth/migration-identity-sql';
import { peopleAdminTables } from './auth/migration-people-admin-sql';
import { adminKeysTables } from './auth/migration-admin-keys-sql';
import { eventTables } from './events/migration-events-sql';
import { sharedReadsTables } from './platform/migration-shared-reads-sql';
import { ltvHistoryTables } from './ltv-history/migration-ltv-history-sql';
import { contractAbiTables } from './contract-abis/migration-contract-abis-sql';
import { riskAlertTables } from './risk-alerts/migration-risk-alerts-sql';
import { alertKindsTables } from './risk-alerts/migration-alert-kinds-sql';
import { balanceHistoryTables } from './balance-history/migration-balance-history-sql';
import { balanceMinimumTables } from './balance-minimums/migration-balance-minimums-sql';
import { runMigrations, type Migration } from '../store/migrations';
import { openStore, type StoreLocation } from '../store/open-store';
import type { Database } from '../store/sql-client';
import { SERVER_SCHEMA } from './server-schema';

/** The server's own schema history: people, sessions, credentials, audit, events, cached reads and budgets, passkeys, LTV history, contract ABIs, risk alerts and their kinds, balance history, people administration, balance minimums, revoked API keys and grants awaiting a second administrator, the order-id prefix index. */
export const serverMigrations: readonly Migration[] = [
  { version: 1, name: 'sign-in', sql: authTables },
  { version: 2, name: 'events-and-notifications', sql: eventTables },
  { version: 3, name: 'audit-log', sql: auditTables },
  { version: 4, name: 'audit-search', sql: auditSearch },
  { version: 5, name: 'shared-reads-and-budgets', sql: sharedReadsTables },
  { version: 6, name: 'passkeys', sql: passkeyTables },
  { version: 7, name: 'audit-keyed-chain', sql: auditKeyedChain },
  { version: 8, name: 'sign-in-hardening', sql: signInHardening },
  { version: 9, name: 'provider-identity', sql: identityTables },
  { version: 10, name: 'ltv-history', sql: ltvHistoryTables },
  { version: 11, name: 'contract-abis', sql: contractAbiTables },
  { version: 12, name: 'risk-alerts', sql: riskAlertTables },
  { version: 13, name: 'alert-kinds', sql: alertKindsTables },
  { version: 14, name: 'balance-history', sql: balanceHistoryTables },
  { version: 15, name: 'people-administration', sql: peopleAdminTables },
  { version: 16, name: 'balance-minimums', sql: balanceMinimumTables },
  { version: 17, name: 'api-key-revocation-and-two-admin-grants', sql: adminKeysTables },
  { version: 18, name: 'audit-order-prefix', sql: auditOrderPrefix },
];

/** Opens the server's own store and brings its schema up to date. */
export async function openServerStore(
  location: StoreLocation,
  schema = SERVER_SCHEMA,
): Promise<Database> {
  const db = await openStore(location, schema);
  try {
    await runMigrations(db, serverMigrations);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
