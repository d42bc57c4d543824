import { z } from 'zod';
import { roles, type Role } from '../../shared/access';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

/** A person as their identity provider describes them at sign-in. */
export interface PersonClaims {
  subject: string;
  email: string;
  name: string;
  roles: readonly Role[];
}

/** Records (or refreshes) who signed in: the provider is the authority on name and roles. */
export async function upsertPerson(db: SqlClient, person: PersonClaims, nowMs: number) {
  await db.query(
    `INSERT INTO people (subject, email, name, roles, first_seen_at, last_sign_in_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (subject) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name,
       roles = EXCLUDED.roles, last_sign_in_at = EXCLUDED.last_sign_in_at`,
    [person.subject, person.email, person.name, [...person.roles], nowMs],
  );
}

const personRowSchema = z.object({
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
});

/**
 * A person as last recorded (scripts signing with their key act with these roles), unless an
 * administrator deactivated them at the embedded provider.
 */
export async function findPerson(
  db: SqlClient,
  subject: string,
): Promise<PersonClaims | undefined> {
  const { rows } = await db.query(
    `SELECT subject, email, name, roles FROM people p WHERE subject = $1 AND NOT EXISTS (
       SELECT 1 FROM idp_accounts a WHERE a.account_id = p.subject AND a.deactivated_at IS NOT NULL)`,
    [subject],
  );
  return parseFirstRow(personRowSchema, rows);
}

/** Everyone who has signed in, by name: whom the activity log can be filtered by. */
export async function listPeople(db: SqlClient): Promise<PersonClaims[]> {
  const { rows } = await db.query('SELECT subject, email, name, roles FROM people ORDER BY name');
  return parseRows(personRowSchema, rows);
}

const signedInRowSchema = personRowSchema.extend({ last_sign_in_at: z.number() });

/** Everyone who has signed in, with the roles their last sign-in's claims gave and when it was. */
export async function listSignedInPeople(
  db: SqlClient,
): Promise<(PersonClaims & { lastSignInAt: number })[]> {
  const { rows } = await db.query(
    'SELECT subject, email, name, roles, last_sign_in_at FROM people ORDER BY name, email',
  );
  return parseRows(signedInRowSchema, rows).map(({ last_sign_in_at, ...person }) => ({
    ...person,
    lastSignInAt: last_sign_in_at,
  }));
}
