import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { roles, type Role } from '../shared/access';
import { DataDirInUseError } from '../store/data-dir-lock';
import { upsertAccount } from './auth/idp/idp-accounts';
import { openServerStore } from './server-store';
import { parseServerSettings } from './settings/server-settings';

/**
 * `npm run user:add -- --email … --roles treasury,approver [--name "…"]`: adds a person to the
 * embedded identity provider (used when no OIDC_ISSUER is set), or resets an existing one's
 * name, roles and password. Prints a generated one-time password to hand over; only its
 * scrypt hash is stored.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, roles: { type: 'string' }, name: { type: 'string' } },
});
const email = values.email?.trim();
const granted = (values.roles ?? '')
  .split(',')
  .map((role) => role.trim())
  .filter(Boolean);
const unknown = granted.filter((role) => !roles.some((known) => known === role));
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || granted.length === 0 || unknown.length > 0) {
  console.error(
    `Usage: npm run user:add -- --email person@example.com --roles ${roles.join(',')} [--name "Full Name"]` +
      (unknown.length > 0 ? `\nUnknown role: ${unknown.join(', ')}` : ''),
  );
  process.exit(2);
}
const settings = parseServerSettings(process.env);
if (settings.signIn.provider.kind === 'external') {
  console.error('OIDC_ISSUER is set: people are managed in that identity provider, not here.');
  process.exit(2);
}
const password = randomBytes(12).toString('base64url');
const store = await openServerStore(settings.store.location).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  // The embedded engine is PostgreSQL inside the server's own process: nothing else may open
  // its folder while it runs, so a person cannot be added beside it.
  console.error(
    `The server is running on the embedded database in ${error.dataDir} (process ${error.holder}), ` +
      'which only that process may open. Stop the server, run this command again, then start ' +
      'the server: the person can sign in at once. To add people while the server runs, run it ' +
      'on PostgreSQL (DATABASE_URL) and give this command the same DATABASE_URL.',
  );
  process.exit(3);
});
try {
  const account = await upsertAccount(
    store,
    {
      email,
      name: values.name?.trim() || email,
      roles: roles.filter((role): role is Role => granted.includes(role)),
      password,
    },
    Date.now(),
  );
  console.log(
    `${account.name} <${account.email}> can sign in with roles ${account.roles.join(', ')}.`,
  );
  console.log(`One-time password (hand it over privately; it is not shown again): ${password}`);
} finally {
  await store.close();
}
