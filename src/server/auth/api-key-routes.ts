import { Hono, type Context } from 'hono';
import { revokeApiKeyRequestSchema, type ApiKeyHolder } from '../../shared/api-keys';
import type { Database } from '../../store/sql-client';
import type { AdminAct } from './admin-routes';
import { ACCOUNT_CHANGES_CHANNEL, listApiKeyHolders, revokeApiKey } from './api-key-revocation';
import type { AuthVariables } from './session-middleware';

type RouteContext = Context<{ Variables: AuthVariables }>;

function utc(ms: number | null): string {
  return ms === null ? 'never' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A key as the record states it: "key ending 1a2b, added …, last used …". */
function keyText(key: ApiKeyHolder): string {
  return `key ending ${key.keyLast4}, added ${utc(key.addedAt)}, last used ${utc(key.lastUsedAt)}`;
}

/**
 * /api/admin/api-keys, behind the administrator check of `adminRoutes`: who holds a key (its
 * last four characters, when it was added and last used) and revoking one with a reason. A
 * revoked key's sealed secret is deleted, its person is told at once on their live streams
 * and by a notice kept until they dismiss it, and the record says what stood before and after.
 */
export function apiKeyRoutes({
  db,
  now,
  acted,
}: {
  db: Database;
  now: () => number;
  acted?: (act: AdminAct, c: Context) => Promise<unknown>;
}) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const adminOf = (c: RouteContext) => {
    const session = c.get('session');
    if (session === undefined) throw new Error('API key routes run behind the session check');
    return session;
  };

  async function refused(c: RouteContext, status: 400 | 404 | 409, message: string) {
    const error = { 400: 'bad-request', 404: 'not-found', 409: 'conflict' }[status];
    await acted?.(
      {
        who: adminOf(c),
        action: 'api-key.revoke',
        outcome: 'refused',
        detail: `Revoking the API key of person ${c.req.param('subject') ?? ''}: ${message}`,
        refusedWith: { statusCode: status, errorCode: error },
      },
      c,
    );
    return c.json({ error, message }, status);
  }

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ apiKeys: await listApiKeyHolders(db) });
  });

  app.post('/:subject/revoke', async (c) => {
    const parsed = revokeApiKeyRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      return refused(c, 400, message);
    }
    const admin = adminOf(c);
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
