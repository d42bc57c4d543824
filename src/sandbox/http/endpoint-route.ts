import type { Context } from 'hono';
import { z } from 'zod';
import type { Endpoint } from '../../shared/endpoint';
import type { Permission, SandboxIdentity } from '../identities';
import { refusalResponse, type Outcome } from '../orders/refusal';
import { apiErrorResponse } from './api-error-response';
import { parseJsonBody, parsePathParams, parseQuery, type Parsed } from './parse-request';
import type { SandboxVariables } from './verify-signature';

export type SandboxContext = Context<{ Variables: SandboxVariables }>;

type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request the endpoint's own schemas have already parsed. */
export interface EndpointRequest<E extends Endpoint> {
  path: OutputOf<E['pathParams']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
  identity: SandboxIdentity;
  c: SandboxContext;
}

/** The response document, a refusal, or a finished Response (a file's bytes). */
export type EndpointAnswer<E extends Endpoint> = Outcome<z.input<E['response']>> | Response;

/** One endpoint of the sandbox: its shared descriptor, who may call it, and what it does. */
export interface SandboxRoute {
  endpoint: Endpoint;
  run(c: SandboxContext): Promise<Response>;
}

/** What each permission lets an identity do, for the refusal's message. */
const permissionRefusals: Record<Permission, string> = {
  read: 'may not read',
  'create-orders': 'may not create orders (read-only)',
  'co-sign': 'may not co-sign orders',
};

const noQuery = z.strictObject({});

async function parseRequest<E extends Endpoint>(
  endpoint: E,
  c: SandboxContext,
): Promise<Parsed<Omit<EndpointRequest<E>, 'identity' | 'c'>>> {
  const path = endpoint.pathParams ? parsePathParams(c, endpoint.pathParams) : ok(undefined);
  if (!path.ok) return path;
  const query = parseQuery(c, endpoint.query ?? noQuery);
  if (!query.ok) return query;
  const body = endpoint.body
    ? await parseJsonBody(c, endpoint.body, endpoint.contentType)
    : ok(undefined);
  if (!body.ok) return body;
  // Each value was parsed by the schema the descriptor declares for it; TypeScript cannot
  // follow a conditional type through a generic descriptor, so the link is stated here.
  return ok({
    path: path.data as OutputOf<E['pathParams']>,
    query: (endpoint.query ? query.data : undefined) as OutputOf<E['query']>,
    body: body.data as OutputOf<E['body']>,
  });
}

function ok<T>(data: T): Parsed<T> {
  return { ok: true, data };
}

/**
 * Declares the sandbox's side of a shared endpoint descriptor: the path,
 * parameters, content type and schemas come from the descriptor the fetch
 * layer uses too, so they are written down once. The permission is checked
 * first, so an identity without it learns nothing from validating its input.
 */
export function endpointRoute<E extends Endpoint>(
  endpoint: E,
  permission: Permission,
  handle: (request: EndpointRequest<E>) => Promise<EndpointAnswer<E>>,
): SandboxRoute {
  return {
    endpoint,
    run: async (c) => {
      const identity = c.get('identity');
      if (!identity.permissions.includes(permission)) {
        return apiErrorResponse(
          c,
          403,
          'forbidden',
          `${identity.name} ${permissionRefusals[permission]}.`,
        );
      }
      const parsed = await parseRequest(endpoint, c);
      if (!parsed.ok) return parsed.response;
      const answer = await handle({ ...parsed.data, identity, c });
      if (answer instanceof Response) return answer;
      return answer.ok ? c.json(answer.value) : refusalResponse(c, answer.refusal);
    },
  };
}

/** `/orders/{orderId}` in Hono's syntax: `/orders/:orderId`. */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

function receivedContentType(c: SandboxContext): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Registers the routes on `app`. Operations that share a method and a path
 * (PATCH /orders/{orderId}: co-sign, master password, cancel) are told apart
 * by their content type, as the provider does.
 */
export function mountRoutes(
  app: {
    on(method: string, path: string, handler: (c: SandboxContext) => Promise<Response>): unknown;
  },
  routes: readonly SandboxRoute[],
): void {
  const groups = new Map<string, SandboxRoute[]>();
  for (const route of routes) {
    const key = `${route.endpoint.method} ${route.endpoint.path}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (first === undefined) continue;
    app.on(first.endpoint.method, honoPath(first.endpoint.path), async (c) => {
      if (group.length === 1) return first.run(c);
      const received = receivedContentType(c);
      const chosen = group.find((route) => route.endpoint.contentType === received);
      if (chosen) return chosen.run(c);
      const accepted = group.map((route) => route.endpoint.contentType).join(', ');
      return apiErrorResponse(
        c,
        415,
        'unsupported-media-type',
        `Content-Type must be one of ${accepted}; received ${received || 'none'}.`,
      );
    });
  }
}
