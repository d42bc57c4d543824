import type { SqlClient } from '../../store/sql-client';
import { credentialsOf } from '../auth/credentials-repository';
import { listPeople } from '../auth/people-repository';
import type { PlatformTarget } from '../platform/forward-request';
import type { Credentials } from '../platform/signing';

/** What a scheduled read of the provider needs: the store, the provider and the keys to sign with. */
export interface SamplingReader {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  serviceKey: Credentials | undefined;
}

/** Who the server reads for: the service key, else the first risk person's (viewer, admin) own. */
export async function samplingKey(
  db: SqlClient,
  encryptionKey: Buffer,
  serviceKey: Credentials | undefined,
): Promise<Credentials | undefined> {
  if (serviceKey !== undefined) return serviceKey;
  for (const person of await listPeople(db)) {
    if (!person.roles.some((role) => role === 'viewer' || role === 'admin')) continue;
    const credentials = await credentialsOf(db, encryptionKey, person.subject);
    if (credentials !== undefined) return credentials;
  }
  return undefined;
}

/** The sampling key, or a sample's refusal saying there is none to read `what` with. */
export async function samplingKeyOrRefusal(
  deps: SamplingReader,
  what: string,
): Promise<{ ok: true; credentials: Credentials } | { ok: false; message: string }> {
  const credentials = await samplingKey(deps.db, deps.encryptionKey, deps.serviceKey);
  if (credentials !== undefined) return { ok: true, credentials };
  return {
    ok: false,
    message: `No key to read ${what} with: set the service key, or a viewer or administrator adds their own.`,
  };
}
