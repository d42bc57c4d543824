import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

async function storedSecret(db: SqlClient, name: string): Promise<string | undefined> {
  const { rows } = await db.query('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return parseFirstRow(z.object({ value: z.string() }), rows)?.value;
}

/**
 * A secret every instance must share (a signing key, cookie keys, a client
 * secret), made once by whichever instance asks first. Two instances asking
 * together both end up with the first one's value.
 */
export async function sharedSecret(
  db: SqlClient,
  name: string,
  create: () => string,
): Promise<string> {
  const existing = await storedSecret(db, name);
  if (existing !== undefined) return existing;
  await db.query(
    `INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING`,
    [name, create(), Date.now()],
  );
  const stored = await storedSecret(db, name);
  if (stored === undefined) throw new Error(`The shared secret ${name} could not be stored`);
  return stored;
}
