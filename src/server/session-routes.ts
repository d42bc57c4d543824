import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { PublicIdentity, Session } from '../shared/session';
import {
  DEFAULT_IDENTITY_ID,
  findIdentityById,
  sandboxIdentities,
  type SandboxIdentity,
} from './sandbox/identities';
import type { ApiSettings } from './settings/api-settings';

export const ACTING_AS_COOKIE = 'acting_as';
export const ACTING_AS_HEADER = 'x-acting-as';

/**
 * The sandbox identity a request acts as: the `X-Acting-As` header (for
 * scripts), else the cookie the "Acting as" switch sets, else the default.
 */
export function actingIdentity(
  header: string | undefined,
  cookie: string | undefined,
): SandboxIdentity | undefined {
  return findIdentityById(header ?? cookie ?? DEFAULT_IDENTITY_ID);
}

const actingAsBodySchema = z.strictObject({ identityId: z.string().min(1) });

function publicIdentity(identity: SandboxIdentity): PublicIdentity {
  return {
    id: identity.id,
    userId: identity.userId,
    name: identity.name,
    role: identity.role,
    permissions: [...identity.permissions],
  };
}

/** Browser-facing session info: the mode and, in the sandbox, who the user is acting as. */
export function sessionRoutes(mode: ApiSettings): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const identity = actingIdentity(undefined, getCookie(c, ACTING_AS_COOKIE));
    const session: Session =
      mode.kind === 'upstream'
        ? {
            mode: 'upstream',
            environment: new URL(mode.baseUrl).host,
            identities: [],
            actingAs: null,
          }
        : {
            mode: 'sandbox',
            environment: 'Sandbox',
            identities: sandboxIdentities.map(publicIdentity),
            actingAs: identity ? publicIdentity(identity) : null,
          };
    c.header('cache-control', 'no-store');
    return c.json(session);
  });
  app.put('/acting-as', async (c) => {
    if (mode.kind !== 'sandbox') {
      return c.json({ error: 'conflict', message: 'Identities exist only in the sandbox.' }, 409);
    }
    const parsed = actingAsBodySchema.safeParse(await c.req.json().catch(() => null));
    const identity = parsed.success ? findIdentityById(parsed.data.identityId) : undefined;
    if (!identity) {
      return c.json({ error: 'bad-request', message: 'Unknown identity.' }, 400);
    }
    setCookie(c, ACTING_AS_COOKIE, identity.id, { path: '/', sameSite: 'Strict', httpOnly: true });
    return c.json({ actingAs: publicIdentity(identity) });
  });
  return app;
}
