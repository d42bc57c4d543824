import type { z } from 'zod';
import { roleLabels, type Role } from '../../shared/access';
import {
  addPersonRequestSchema,
  changeRolesRequestSchema,
  isPowerRole,
  type ManagedPerson,
} from '../../shared/people';
import type { AdminAct } from './admin-routes';
import {
  addPerson,
  deactivatePerson,
  listManagedPeople,
  resetPassword,
  type PeopleChange,
} from './idp/idp-people';
import { changeOrRequestRoles, ROLE_GRANTS_CHANNEL } from './idp/role-grants';
import { listSignedInPeople } from './people-repository';
import { signedInSession, type DashboardContext } from '../http/dashboard-router';
import { bodyIssuesText } from '../http/request-issues';
import { adminRouter, type AdminGroupOptions } from './admin-router';
import { endPersonSessions } from './session-store';

type PersonAction = Extract<AdminAct['action'], `person.${string}`>;

export function rolesText(held: readonly Role[]): string {
  return held.map((role) => roleLabels[role]).join(', ');
}

/** A person as the record states them: "Olivia Grant (olivia@…), roles Treasury, active". */
export function standing(person: ManagedPerson): string {
  return `${person.name} (${person.email}), roles ${rolesText(person.roles)}, ${person.active ? 'active' : 'deactivated'}`;
}

export interface PeopleRoutesOptions extends AdminGroupOptions {
  /** `external`: people are managed at the organization's OIDC provider; here they are only listed. */
  directory: 'embedded' | 'external';
}

/**
 * /api/admin/people, for administrators. On the embedded
 * provider: list, add, change roles, deactivate, reset a password. With an external provider:
 * only the list of who has signed in, with the roles their claims gave. Each change, and each
 * refusal, is recorded with the person as they stood before and after.
 */
export function peopleRoutes({ db, directory, now, acted }: PeopleRoutesOptions) {
  const { app, serve } = adminRouter(acted);

  async function refused(
    c: DashboardContext,
    action: PersonAction,
    refusal: { status: 400 | 404 | 409; message: string },
    about: string,
  ) {
    const error = { 400: 'bad-request', 404: 'not-found', 409: 'conflict' }[refusal.status];
    await acted?.(
      {
        who: signedInSession(c),
        action,
        outcome: 'refused',
        detail: `${about}: ${refusal.message}`,
        refusedWith: { statusCode: refusal.status, errorCode: error },
      },
      c,
    );
    return c.json({ error, message: refusal.message }, refusal.status);
  }

  /** The body parsed with `schema`, or a recorded 400 saying what is wrong with it. */
  async function parsedBody<T>(c: DashboardContext, schema: z.ZodType<T>, action: PersonAction) {
    const parsed = schema.safeParse(await c.req.json().catch(() => null));
    if (parsed.success) return { ok: true as const, body: parsed.data };
    const message = bodyIssuesText(parsed.error);
    return {
      ok: false as const,
      answer: await refused(c, action, { status: 400, message }, 'Refused'),
    };
  }

  /** Only the embedded provider's people are changed here: elsewhere, their provider is the authority. */
  async function externalRefusal(c: DashboardContext, action: PersonAction) {
    if (directory === 'embedded') return undefined;
    const message =
      'People are managed at the organization’s identity provider: change them there, and their next sign-in brings the change.';
    return refused(c, action, { status: 409, message }, 'Refused');
  }

  async function recorded(
    c: DashboardContext,
    action: PersonAction,
    what: string,
    change: PeopleChange,
    extra: Record<string, unknown> = {},
  ) {
    if (!change.ok)
      return refused(c, action, change, `${what} of person ${c.req.param('subject') ?? ''}`);
    await acted?.(
      {
        who: signedInSession(c),
        action,
        outcome: 'succeeded',
        detail: `${what}. Before: ${standing(change.before)}. After: ${standing(change.after)}.`,
      },
      c,
    );
    return c.json({ person: change.after, ...extra });
  }

  serve('listPeople', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (directory === 'embedded') return c.json({ directory, people: await listManagedPeople(db) });
    const people = (await listSignedInPeople(db)).map((person) => ({
      ...person,
      active: true,
      addedAt: null,
    }));
    return c.json({ directory, people });
  });

  /**
   * Changes a person's roles now, or asks a second administrator when the change needs one;
   * records whichever happened (a refusal is the caller's to record and answer).
   */
  async function changedOrAsked(c: DashboardContext, subject: string, roles: Role[]) {
    const by = signedInSession(c);
    const changed = await changeOrRequestRoles(db, { subject, roles, by }, now());
    if (!changed.ok) return changed;
    const grant = changed.pendingGrant;
    const detail =
      grant === null
        ? `Changed the roles. Before: ${standing(changed.before)}. After: ${standing(changed.after)}.`
        : `Asked a second administrator to approve roles ${rolesText(grant.rolesAfter)}. Before: ${standing(changed.before)}. After: unchanged until approved.`;
    const action = grant === null ? 'person.roles' : 'role-grant.request';
    await acted?.({ who: by, action, outcome: 'succeeded', detail }, c);
    if (grant !== null) await db.notify(ROLE_GRANTS_CHANNEL, String(grant.id));
    return changed;
  }

  serve('addPerson', async (c) => {
    const refusal = await externalRefusal(c, 'person.add');
    if (refusal !== undefined) return refusal;
    const parsed = await parsedBody(c, addPersonRequestSchema, 'person.add');
    if (!parsed.ok) return parsed.answer;
    // Power is never given by adding someone: they start without it, and it is granted as
    // any grant is (at once while one administrator exists, else by a second one).
    const wanted = parsed.body.roles;
    const lesser = wanted.filter((role) => !isPowerRole(role));
    const start: Role[] = lesser.length > 0 ? lesser : ['viewer'];
    const added = await addPerson(db, { ...parsed.body, roles: start }, now());
    if (!added.ok) return refused(c, 'person.add', added, 'Adding a person');
    await acted?.(
      {
        who: signedInSession(c),
        action: 'person.add',
        outcome: 'succeeded',
        detail: `Added a person. Before: none. After: ${standing(added.person)}.`,
      },
      c,
    );
    const handOver = { oneTimePassword: added.oneTimePassword };
    if (lesser.length === wanted.length) {
      return c.json({ person: added.person, ...handOver, pendingGrant: null }, 201);
    }
    const granted = await changedOrAsked(c, added.person.subject, wanted);
    if (!granted.ok)
      return refused(c, 'person.roles', granted, `Granting roles to ${added.person.name}`);
    return c.json({ person: granted.after, ...handOver, pendingGrant: granted.pendingGrant }, 201);
  });

  serve('changePersonRoles', async (c) => {
    const refusal = await externalRefusal(c, 'person.roles');
    if (refusal !== undefined) return refusal;
    const parsed = await parsedBody(c, changeRolesRequestSchema, 'person.roles');
    if (!parsed.ok) return parsed.answer;
    const subject = c.req.param('subject');
    const changed = await changedOrAsked(c, subject, parsed.body.roles);
    if (!changed.ok)
      return refused(c, 'person.roles', changed, `Changed the roles of person ${subject}`);
    const { pendingGrant } = changed;
    return c.json({ person: changed.after, pendingGrant }, pendingGrant === null ? 200 : 202);
  });

  serve('deactivatePerson', async (c) => {
    const refusal = await externalRefusal(c, 'person.deactivate');
    if (refusal !== undefined) return refusal;
    const subject = c.req.param('subject');
    const changed = await deactivatePerson(db, subject, signedInSession(c).subject, now());
    // Their sessions end after the commit, so no instance lets them back in between.
    const ended = changed.ok ? await endPersonSessions(db, subject) : 0;
    return recorded(c, 'person.deactivate', `Deactivated (${ended} sessions ended)`, changed);
  });

  serve('resetPersonPassword', async (c) => {
    const refusal = await externalRefusal(c, 'person.password-reset');
    if (refusal !== undefined) return refusal;
    const changed = await resetPassword(db, c.req.param('subject'));
    const extra = changed.ok ? { oneTimePassword: changed.oneTimePassword } : {};
    return recorded(c, 'person.password-reset', 'Reset the password', changed, extra);
  });

  return app;
}
