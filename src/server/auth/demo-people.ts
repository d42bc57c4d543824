import type { Credentials } from '../platform/signing';
import type { SqlClient } from '../../store/sql-client';
import { saveCredentials } from './credentials-repository';
import { upsertAccount } from './idp/idp-accounts';
import type { DemoChoice } from './idp/idp-pages';
import { upsertPerson } from './people-repository';

/** A person of the sandbox: an account at the embedded provider with a known password. */
export interface DemoPerson extends DemoChoice {
  email: string;
  password: string;
}

/** The sandbox's people. Their passwords are printed at start and in the README. */
export const demoPeople: readonly DemoPerson[] = [
  {
    accountId: 'olivia-grant',
    name: 'Olivia Grant',
    email: 'olivia.grant@northwind.example',
    title: 'Treasury operator',
    roles: ['treasury'],
    password: 'olivia-sandbox',
  },
  {
    accountId: 'marcus-chen',
    name: 'Marcus Chen',
    email: 'marcus.chen@northwind.example',
    title: 'Approver',
    roles: ['approver'],
    password: 'marcus-sandbox',
  },
  {
    accountId: 'amara-okafor',
    name: 'Amara Okafor',
    email: 'amara.okafor@northwind.example',
    title: 'Approver',
    roles: ['approver'],
    password: 'amara-sandbox',
  },
  {
    accountId: 'henrik-larsen',
    name: 'Henrik Larsen',
    email: 'henrik.larsen@northwind.example',
    title: 'Risk analyst',
    roles: ['viewer'],
    password: 'henrik-sandbox',
  },
  {
    accountId: 'priya-natarajan',
    name: 'Priya Natarajan',
    email: 'priya.natarajan@northwind.example',
    title: 'Administrator',
    roles: ['admin', 'viewer'],
    password: 'priya-sandbox',
  },
];

/** A sandbox user's key, as the sandbox issued it. */
export interface SandboxKey extends Credentials {
  email: string;
  userId: string;
}

/**
 * Makes the demo people ready to sign in and act: their accounts at the
 * embedded provider, their person records, and each one's own sandbox API
 * key, sealed like any key a person pastes in.
 */
export async function provisionDemoPeople(
  db: SqlClient,
  encryptionKey: Buffer,
  sandboxKeys: readonly SandboxKey[],
  nowMs: number,
): Promise<void> {
  for (const person of demoPeople) {
    await upsertAccount(db, person, nowMs);
    await upsertPerson(
      db,
      { subject: person.accountId, email: person.email, name: person.name, roles: person.roles },
      nowMs,
    );
    const key = sandboxKeys.find((entry) => entry.email === person.email);
    if (key === undefined) throw new Error(`The sandbox has no API key for ${person.email}`);
    await saveCredentials(
      db,
      encryptionKey,
      {
        subject: person.accountId,
        apiKey: key.apiKey,
        apiSecret: key.apiSecret,
        providerUserId: key.userId,
      },
      nowMs,
    );
  }
}

/** Who signs in with which password, for the start-up output. */
export function demoPeopleLines(): string[] {
  return demoPeople.map(
    (person) =>
      `  ${person.name.padEnd(16)} ${`${person.title} (${person.roles.join(', ')})`.padEnd(32)} ${person.email}  password: ${person.password}`,
  );
}
