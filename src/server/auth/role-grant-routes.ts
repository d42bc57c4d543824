import { signedInSession } from '../http/dashboard-router';
import { adminRouter, type AdminGroupOptions } from './admin-router';
import { decideGrant, pendingGrants, ROLE_GRANTS_CHANNEL } from './idp/role-grants';
import { rolesText, standing } from './people-routes';

/**
 * /api/admin/role-grants, for administrators: the grants of
 * administrator or approver waiting for a second administrator, and approving or declining
 * one. Every administrator's console hears each change live; each decision is recorded with
 * the person before and after.
 */
export function roleGrantRoutes({ db, now, acted }: AdminGroupOptions) {
  const { app, serve } = adminRouter(acted);

  serve('listRoleGrants', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ grants: await pendingGrants(db) });
  });

  for (const approve of [true, false]) {
    const action = approve ? 'role-grant.approve' : 'role-grant.decline';
    serve(approve ? 'approveRoleGrant' : 'declineRoleGrant', async (c) => {
      const by = signedInSession(c);
      const id = Number(c.req.param('id'));
      const decided = Number.isSafeInteger(id)
        ? await decideGrant(db, { id, approve, by }, now())
        : ({ ok: false, status: 404, message: 'No such grant.' } as const);
      if (!decided.ok) {
        const error = decided.status === 404 ? 'not-found' : 'conflict';
        await acted?.(
          {
            who: by,
            action,
            outcome: 'refused',
            detail: `Grant ${c.req.param('id')}: ${decided.message}`,
            refusedWith: { statusCode: decided.status, errorCode: error },
          },
          c,
        );
        return c.json({ error, message: decided.message }, decided.status);
      }
      const { grant } = decided;
      await acted?.(
        {
          who: by,
          action,
          outcome: 'succeeded',
          detail: `${approve ? 'Approved' : 'Declined'} ${grant.requestedBy.name}’s grant of roles ${rolesText(grant.rolesAfter)}. Before: ${standing(decided.before)}. After: ${standing(decided.after)}.`,
        },
        c,
      );
      await db.notify(ROLE_GRANTS_CHANNEL, String(grant.id));
      return c.json({ person: decided.after });
    });
  }

  return app;
}
