import { revokeApiKeyRequestSchema, type ApiKeyHolder } from '../../shared/api-keys';
import { signedInSession, type DashboardContext } from '../http/dashboard-router';
import { bodyIssuesText } from '../http/request-issues';
import { adminRouter, type AdminGroupOptions } from './admin-router';
import { ACCOUNT_CHANGES_CHANNEL, listApiKeyHolders, revokeApiKey } from './api-key-revocation';

function utc(ms: number | null): string {
  return ms === null ? 'never' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A key as the record states it: "key ending 1a2b, added …, last used …". */
function keyText(key: ApiKeyHolder): string {
  return `key ending ${key.keyLast4}, added ${utc(key.addedAt)}, last used ${utc(key.lastUsedAt)}`;
}

/**
 * /api/admin/api-keys, for administrators: who holds a key (its
 * last four characters, when it was added and last used) and revoking one with a reason. A
 * revoked key's sealed secret is deleted, its person is told at once on their live streams
 * and by a notice kept until they dismiss it, and the record says what stood before and after.
 */
export function apiKeyRoutes({ db, now, acted }: AdminGroupOptions) {
  const { app, serve } = adminRouter(acted);

  async function refused(c: DashboardContext, status: 400 | 404 | 409, message: string) {
    const error = { 400: 'bad-request', 404: 'not-found', 409: 'conflict' }[status];
    await acted?.(
      {
        who: signedInSession(c),
        action: 'api-key.revoke',
        outcome: 'refused',
        detail: `Revoking the API key of person ${c.req.param('subject') ?? ''}: ${message}`,
        refusedWith: { statusCode: status, errorCode: error },
      },
      c,
    );
    return c.json({ error, message }, status);
  }

  serve('listApiKeyHolders', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ apiKeys: await listApiKeyHolders(db) });
  });

  serve('revokeApiKey', async (c) => {
    const parsed = revokeApiKeyRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return refused(c, 400, bodyIssuesText(parsed.error));
    }
    const admin = signedInSession(c);
    const subject = c.req.param('subject');
    const { reason, addedAt } = parsed.data;
    const revoked = await revokeApiKey(db, { subject, addedAt, reason, by: admin.name }, now());
    if (!revoked.ok) return refused(c, revoked.status, revoked.message);
    const { person } = revoked.before;
    await acted?.(
      {
        who: admin,
        action: 'api-key.revoke',
        outcome: 'succeeded',
        detail: `Revoked the API key of ${person.name} (${person.email}). Reason: ${reason}. Before: ${keyText(revoked.before)}. After: no key.`,
      },
      c,
    );
    // After the commit: their streams on every instance hear it, and refresh what they show.
    await db.notify(ACCOUNT_CHANGES_CHANNEL, subject);
    return c.json({ revoked: revoked.before });
  });

  return app;
}
