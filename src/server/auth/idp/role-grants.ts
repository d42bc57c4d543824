import { z } from 'zod';
import { roles, type Role } from '../../../shared/access';
import { isPowerRole, type ManagedPerson, type RoleGrant } from '../../../shared/people';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../../store/sql-client';
import { lockedChange, setRoles, type PeopleRefusal } from './idp-people';

/** The channel every instance's event hub hears grant changes on: administrators' views refresh. */
export const ROLE_GRANTS_CHANNEL = 'role_grants';

const grantRowSchema = z.object({
  id: z.number(),
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  roles_before: z.array(z.enum(roles)),
  roles_after: z.array(z.enum(roles)),
  requested_by: z.string(),
  requested_by_name: z.string(),
  requested_at: z.number(),
  status: z.enum(['pending', 'approved', 'declined']),
  decided_by_name: z.string().nullable(),
});

const GRANTS = `SELECT g.id, g.subject, a.name, a.email, g.roles_before, g.roles_after,
  g.requested_by, g.requested_by_name, g.requested_at, g.status, g.decided_by_name
  FROM role_grants g JOIN idp_accounts a ON a.account_id = g.subject`;

function toGrant(row: z.infer<typeof grantRowSchema>): RoleGrant {
  return {
    id: row.id,
    person: { subject: row.subject, name: row.name, email: row.email },
    rolesBefore: row.roles_before,
    rolesAfter: row.roles_after,
    requestedBy: { subject: row.requested_by, name: row.requested_by_name },
    requestedAt: row.requested_at,
  };
}

async function grantById(db: SqlClient, id: number, lock = false) {
  const { rows } = await db.query(`${GRANTS} WHERE g.id = $1${lock ? ' FOR UPDATE OF g' : ''}`, [
    id,
  ]);
  return parseFirstRow(grantRowSchema, rows);
}

/** The grants waiting for a second administrator, oldest first. */
export async function pendingGrants(db: SqlClient): Promise<RoleGrant[]> {
  const { rows } = await db.query(`${GRANTS} WHERE g.status = 'pending' ORDER BY g.id`);
  return parseRows(grantRowSchema, rows).map(toGrant);
}

const refuse = (status: 404 | 409, message: string): PeopleRefusal => ({
  ok: false,
  status,
  message,
});

export type RolesOutcome =
  | { ok: true; before: ManagedPerson; after: ManagedPerson; pendingGrant: RoleGrant | null }
  | PeopleRefusal;

/**
 * Gives a person these roles now, or, when the change adds administrator or approver while two
 * or more administrators are active, records it as a grant waiting for a second administrator.
 * Counted and decided in one transaction that has locked the person and every active
 * administrator, so a second administrator added meanwhile is counted.
 */
export async function changeOrRequestRoles(
  db: Database,
  input: { subject: string; roles: readonly Role[]; by: { subject: string; name: string } },
  nowMs: number,
): Promise<RolesOutcome> {
  let pendingId: number | undefined;
  const change = await lockedChange(db, input.subject, async (tx, target, otherActiveAdmins) => {
    const activeAdmins =
      otherActiveAdmins +
      (target.roles.includes('admin') && target.deactivated_at === null ? 1 : 0);
    const addsPower = input.roles.some((role) => isPowerRole(role) && !target.roles.includes(role));
    if (!addsPower || activeAdmins < 2 || target.deactivated_at !== null) {
      return setRoles(tx, target, input.roles, otherActiveAdmins);
    }
    const waiting = await tx.query(
      `SELECT id FROM role_grants WHERE subject = $1 AND status = 'pending'`,
      [input.subject],
    );
    if (waiting.rows.length > 0) {
      return refuse(
        409,
        'A grant for them already waits for a second administrator: decide that one first.',
      );
    }
    const { rows } = await tx.query(
      `INSERT INTO role_grants (subject, roles_before, roles_after, requested_by,
         requested_by_name, requested_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending') RETURNING id`,
      [input.subject, target.roles, [...input.roles], input.by.subject, input.by.name, nowMs],
    );
    pendingId = parseFirstRow(z.object({ id: z.number() }), rows)?.id;
    return undefined;
  });
  if (!change.ok) return change;
  const grant = pendingId === undefined ? undefined : await grantById(db, pendingId);
  return { ...change, pendingGrant: grant === undefined ? null : toGrant(grant) };
}

export type Decision =
  { ok: true; grant: RoleGrant; before: ManagedPerson; after: ManagedPerson } | PeopleRefusal;

/**
 * A second administrator approves (the roles apply at once) or declines a waiting grant. The
 * grant row is locked with its person, so of two administrators deciding at once exactly one
 * does; the other is told who decided first. Whoever asked for a grant cannot approve it, and
 * a grant whose person's roles changed meanwhile is refused, not applied over the change.
 */
export async function decideGrant(
  db: Database,
  input: { id: number; approve: boolean; by: { subject: string; name: string } },
  nowMs: number,
): Promise<Decision> {
  const seen = await grantById(db, input.id);
  if (seen === undefined) return refuse(404, 'No such grant.');
  let decided: RoleGrant | undefined;
  const change = await lockedChange(db, seen.subject, async (tx, target, otherActiveAdmins) => {
    const row = await grantById(tx, input.id, true);
    if (row === undefined) return refuse(404, 'No such grant.');
    if (row.status !== 'pending') {
      return refuse(
        409,
        `${row.decided_by_name ?? 'Another administrator'} already ${row.status} this grant.`,
      );
    }
    if (input.approve && row.requested_by === input.by.subject) {
      return refuse(409, 'You asked for this grant: another administrator must approve it.');
    }
    if (input.approve) {
      const same =
        target.roles.length === row.roles_before.length &&
        row.roles_before.every((role) => target.roles.includes(role));
      if (!same) {
        return refuse(
          409,
          `${row.name}’s roles changed since the grant was asked for: decline it and ask again.`,
        );
      }
      const refusal = await setRoles(tx, target, row.roles_after, otherActiveAdmins);
      if (refusal) return refusal;
    }
    await tx.query(
      'UPDATE role_grants SET status = $2, decided_by_name = $3, decided_at = $4 WHERE id = $1',
      [input.id, input.approve ? 'approved' : 'declined', input.by.name, nowMs],
    );
    decided = toGrant(row);
    return undefined;
  });
  if (!change.ok) return change;
  if (decided === undefined) throw new Error('A decided grant vanished mid-change');
  return { ok: true, grant: decided, before: change.before, after: change.after };
}
