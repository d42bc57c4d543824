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
  email: string;
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

/** Completes a write's record with the API's answer. */
export type WriteCompletion = (answer: Response) => Promise<void>;

/**
 * Told of every write before it is sent (so a crash in between leaves a record of the
 * attempt) and of every refusal. `attempt` throwing stops the write: nothing goes out
 * unrecorded.
 */
export interface WriteObserver {
  attempt(
    actor: Actor,
    operation: MatchedOperation,
    body: string,
    c: Context,
  ): Promise<WriteCompletion>;
  refused(
    refusal: {
      actor?: Actor;
      operation: MatchedOperation;
      status: number;
      error: string;
      message: string;
    },
    c: Context,
  ): Promise<void>;
}

export interface PlatformRoutesOptions {
  target: PlatformTarget;
  /** The signed-in person (or signing script) behind a request. */
  actorOf: (c: Context) => Promise<ActorLookup>;
  /** Read-only key for people without their own: GET only, never a write. */
  serviceKey?: Credentials | undefined;
  /** Called once a request went out under an actor's own key. */
  signedAs?: (actor: Actor, operation: MatchedOperation, c: Context) => Promise<void> | void;
  /** Keeps the record of writes and refusals. */
  writes?: WriteObserver;
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
export function platformRoutes({
  target,
  actorOf,
  serviceKey,
  signedAs,
  writes,
}: PlatformRoutesOptions) {
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
    const refuse = async (
      status: 401 | 403,
      error: string,
      message: string,
      actor?: Actor,
    ): Promise<Response> => {
      await writes?.refused({ ...(actor ? { actor } : {}), operation, status, error, message }, c);
      return c.json({ error, message }, status);
    };
    const found = await actorOf(c);
    if (!found.ok) return refuse(found.status, found.error, found.message);
    const { actor } = found;
    if (!mayCall(actor.roles, operation.name)) {
      return refuse(
        403,
        'forbidden',
        `This needs the ${requiredRolesText(operation.name)} role; ${actor.name} has ${roleNames(actor.roles)}.`,
        actor,
      );
    }
    const isRead = c.req.method === 'GET';
    const credentials = actor.signedByScript
      ? undefined
      : (actor.credentials ?? (isRead ? serviceKey : undefined));
    if (!actor.signedByScript && credentials === undefined) {
      return refuse(
        403,
        'no-api-key',
        isRead
          ? 'Add your API key under Settings to see this: no read-only service key is configured.'
          : 'Add your API key to create or approve orders (Settings).',
        actor,
      );
    }
    let complete: WriteCompletion | undefined;
    if (!isRead && writes !== undefined) {
      try {
        complete = await writes.attempt(actor, operation, await c.req.text(), c);
      } catch (error) {
        console.error('The audit log could not record a write; it was not sent', error);
        return c.json(
          {
            error: 'audit-unavailable',
            message:
              'The activity log cannot record this right now, so nothing was sent. Try again shortly.',
          },
          503,
        );
      }
    }
    const finish = async (response: Response): Promise<Response> => {
      await complete?.(response.clone());
      return response;
    };
    if (credentials === undefined) {
      // A script signed this itself: forwarded as it came, for the sandbox to verify.
      const url = new URL(c.req.url);
      const upstream = await target.transport(
        new Request(new URL(url.pathname + url.search, target.baseUrl), {
          method: c.req.method,
          headers: c.req.raw.headers,
          ...(isRead ? {} : { body: await c.req.text() }),
        }),
      );
      await signedAs?.(actor, operation, c);
      return finish(await relayed(upstream));
    }
    const response = await forwardSigned(c, credentials, target);
    if (credentials === actor.credentials) await signedAs?.(actor, operation, c);
    return finish(response);
  });
  return app;
}
