import { Hono, type Context } from 'hono';
import {
  matchOperation,
  mayCall,
  requiredRolesText,
  roleLabels,
  type MatchedOperation,
  type Role,
} from '../../shared/access';
import { forwardSigned, relayed, type PlatformTarget } from './platform-proxy';
import type { Credentials } from './signing';

/** Who a /platform request acts for. */
export interface Actor {
  subject: string;
  name: string;
  roles: readonly Role[];
  /** The person's own API key, when they have stored one. */
  credentials: Credentials | undefined;
  /**
   * Sandbox only: a script that signed the request itself with its own key. It
   * is forwarded as it came, for the sandbox to verify as the provider would.
   */
  signedByScript: boolean;
}

export type ActorLookup =
  { ok: true; actor: Actor } | { ok: false; status: 401; error: string; message: string };

export interface PlatformRoutesOptions {
  target: PlatformTarget;
  /** The signed-in person (or signing script) behind a request. */
  actorOf: (c: Context) => Promise<ActorLookup>;
  /** Read-only key for people without their own: GET only, never a write. */
  serviceKey?: Credentials | undefined;
  /** Called once a request went out under an actor's own key. */
  signedAs?: (actor: Actor, operation: MatchedOperation, c: Context) => Promise<void> | void;
}

function roleNames(roles: readonly Role[]): string {
  return roles.length === 0
    ? 'no role'
    : roles.map((role) => roleLabels[role].toLowerCase()).join(', ');
}

/**
 * /platform: not an open signing proxy. Only the operations the dashboard
 * uses are forwarded (anything else is 404), each only for the roles the
 * shared table allows, and every write only under the acting person's own key.
 */
export function platformRoutes({ target, actorOf, serviceKey, signedAs }: PlatformRoutesOptions) {
  const app = new Hono();
  app.all('/*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const operation = matchOperation(
      c.req.method,
      path.slice('/platform'.length),
      c.req.header('content-type'),
    );
    if (operation === undefined) {
      return c.json(
        { error: 'not-found', message: `The dashboard does not forward ${c.req.method} ${path}.` },
        404,
      );
    }
    const found = await actorOf(c);
    if (!found.ok) return c.json({ error: found.error, message: found.message }, found.status);
    const { actor } = found;
    if (!mayCall(actor.roles, operation.name)) {
      return c.json(
        {
          error: 'forbidden',
          message: `This needs the ${requiredRolesText(operation.name)} role; ${actor.name} has ${roleNames(actor.roles)}.`,
        },
        403,
      );
    }
    if (actor.signedByScript) {
      const url = new URL(c.req.url);
      const upstream = await target.transport(
        new Request(new URL(url.pathname + url.search, target.baseUrl), c.req.raw),
      );
      await signedAs?.(actor, operation, c);
      return relayed(upstream);
    }
    const isRead = c.req.method === 'GET';
    const credentials = actor.credentials ?? (isRead ? serviceKey : undefined);
    if (credentials === undefined) {
      return c.json(
        {
          error: 'no-api-key',
          message: isRead
            ? 'Add your API key under Settings to see this: no read-only service key is configured.'
            : 'Add your API key to create or approve orders (Settings).',
        },
        403,
      );
    }
    const response = await forwardSigned(c, credentials, target);
    if (credentials === actor.credentials) await signedAs?.(actor, operation, c);
    return response;
  });
  return app;
}
