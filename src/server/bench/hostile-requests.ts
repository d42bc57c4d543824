import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { endpoints } from '../../shared/endpoints';
import { encodeComponent } from '../../sandbox/fuzz/request-arbitraries';

/** The dashboard's own surfaces, each answered by a different part of the server. */
export const surfaces = ['/platform', '/api', '/auth', '/idp', '/webhooks'] as const;
export type Surface = (typeof surfaces)[number];

/** Who sends a request: a signed-in demo person, or nobody. */
export type Sender = 'treasury' | 'approver' | 'admin' | 'nobody';

/** One request carrying one hostile value somewhere. */
export interface HostileRequest {
  surface: Surface;
  /** Where the value went, e.g. `POST /platform/orders body.amount`. */
  slot: string;
  as: Sender;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Ids of the seeded store, so hostile values land beside valid ones and reach deep. */
export interface KnownIds {
  portfolioId: string;
  addressId: string;
  orderId: string;
  organizationId: string;
  /** A sign-in interaction of the embedded provider that is still open. */
  interactionUid: string;
  /** The secret webhooks are signed with, so a hostile webhook passes its signature check. */
  webhookSecret: string;
}

/** Values that have broken servers: text a database cannot hold, numbers past a column, JSON too deep. */
export const hostileValues: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\uD83D',
  'x\uDE00',
  'a\r\nb',
  'a\nSet-Cookie: x=1',
  '/orders\u0000',
  '/\r\n/evil.example',
  '2200000000',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '1e308',
  'NaN',
  '%',
  '%E4%00',
  "' OR 1=1 --",
  'Ω 😀',
  'x'.repeat(5000),
];

/** Bodies no parser should fall over: nested far past any real request, or not JSON at all. */
export const hostileBodies: readonly string[] = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `${'['.repeat(65)}${']'.repeat(65)}`,
  '{"amount": "1\\u0000"}',
  '{"\\u0000": 1}',
  '{"a": "\\ud800"}',
  'not json at all',
];

const json = (value: unknown) => JSON.stringify(value);
const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&');
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** A hostile value as a JSON number when it reads as one, else as text. */
function numberOrText(value: string): unknown {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A valid body of each write, so one field at a time can turn hostile. */
function writeBodies(known: KnownIds): Record<string, Record<string, unknown>> {
  const withdrawal = {
    orderType: 'withdraw',
    externalOrderId: 'hostile',
    portfolioId: known.portfolioId,
    baseCurrency: 'BTC',
    amount: '0.0001',
    toCryptoAddressId: known.addressId,
  };
  return {
    createOrder: withdrawal,
    dryRunOrder: { ...withdrawal, externalOrderId: undefined },
    coSignOrder: {},
    cancelOrder: { reason: 'hostile input' },
    enterMasterPassword: { masterPasswordHash: 'a'.repeat(64) },
  };
}

/** Every place a value can travel in a request to /platform: path, query and body. */
function platformRequests(value: string, known: KnownIds): HostileRequest[] {
  const bodies = writeBodies(known);
  const requests: HostileRequest[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const as: Sender = endpoint.method === 'PATCH' ? 'approver' : 'treasury';
    const ids: Record<string, string> = {
      orderId: known.orderId,
      organizationId: known.organizationId,
      exchangeId: 'x',
      settlementId: 'x',
      loanId: 'x',
      fileId: 'x',
    };
    const fill = (override?: string) =>
      endpoint.path.replace(/\{(\w+)\}/g, (_, param: string) =>
        encodeComponent(param === override ? value : (ids[param] ?? 'x')),
      );
    const send = (slot: string, path: string, body?: unknown): HostileRequest => ({
      surface: '/platform',
      slot: `${endpoint.method} /platform${endpoint.path} ${slot}`,
      as,
      method: endpoint.method,
      path: `/platform${path}`,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': endpoint.contentType }, body: json(body) }),
    });
    const template = endpoint.method === 'GET' ? undefined : (bodies[name] ?? {});
    for (const [, param] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
      requests.push(send(`path.${param}`, fill(param), template));
    }
    for (const key of shapeKeys(endpoint.query)) {
      requests.push(send(`query.${key}`, `${fill()}?${key}=${encodeComponent(value)}`));
    }
    for (const key of Object.keys(template ?? {})) {
      requests.push(send(`body.${key}`, fill(), { ...template, [key]: value }));
    }
    if (name === 'createOrdersInBulk') {
      const item = { ...bodies.createOrder, amount: value };
      requests.push(send('body.orders.0.amount', fill(), { orders: [item] }));
    }
  }
  return requests;
}

/** The dashboard's own API: the person's key, the activity log, notifications, the live stream. */
function apiRequests(value: string): HostileRequest[] {
  const put = (body: unknown): Pick<HostileRequest, 'headers' | 'body'> => ({
    headers: { 'content-type': 'application/json' },
    body: json(body),
  });
  const activityKeys = ['person', 'actions', 'outcomes', 'from', 'to', 'orderId', 'q', 'before'];
  return [
    ...[...activityKeys, 'limit'].flatMap((key) =>
      ['/api/activity', '/api/activity/export'].map((path) => ({
        surface: '/api' as const,
        slot: `GET ${path} query.${key}`,
        as: 'admin' as const,
        method: 'GET',
        path: `${path}?${key}=${encodeComponent(value)}`,
      })),
    ),
    ...[
      { apiKey: value, apiSecret: 'sbx-secret' },
      { apiKey: 'sbx-key-000', apiSecret: value },
    ].map((body, index) => ({
      surface: '/api' as const,
      slot: `PUT /api/credentials body.${index === 0 ? 'apiKey' : 'apiSecret'}`,
      as: 'treasury' as const,
      method: 'PUT',
      path: '/api/credentials',
      ...put(body),
    })),
    {
      surface: '/api',
      slot: 'POST /api/notifications/read body.ids.0',
      as: 'treasury',
      method: 'POST',
      path: '/api/notifications/read',
      ...put({ ids: [numberOrText(value)] }),
    },
    {
      surface: '/api',
      slot: 'PUT /api/notifications/settings body.email',
      as: 'treasury',
      method: 'PUT',
      path: '/api/notifications/settings',
      ...put({ email: value }),
    },
    {
      surface: '/api',
      slot: 'GET /api/{path}',
      as: 'treasury',
      method: 'GET',
      path: `/api/${encodeComponent(value)}`,
    },
  ];
}

/** Sign-in: where to return to, and what the provider sends back. */
function authRequests(value: string): HostileRequest[] {
  const v = encodeComponent(value);
  return [
    ['returnTo', `/auth/sign-in?returnTo=${v}`],
    ['state', `/auth/callback?state=${v}&code=abc`],
    ['code', `/auth/callback?state=abc&code=${v}`],
    ['error', `/auth/callback?state=abc&error=${v}&error_description=${v}`],
  ].map(([slot = '', path = '']) => ({
    surface: '/auth',
    slot: `GET ${path.split('?')[0] ?? ''} query.${slot}`,
    as: 'nobody',
    method: 'GET',
    path,
  }));
}

/** The embedded identity provider: its own pages and oidc-provider's endpoints. */
function idpRequests(value: string, known: KnownIds): HostileRequest[] {
  const v = encodeComponent(value);
  const interaction = `/idp/interaction/${known.interactionUid}`;
  const post = (slot: string, path: string, fields: Record<string, string>): HostileRequest => ({
    surface: '/idp',
    slot,
    as: 'nobody',
    method: 'POST',
    path,
    headers: formHeaders,
    body: form(fields),
  });
  const get = (slot: string, path: string): HostileRequest => ({
    surface: '/idp',
    slot,
    as: 'nobody',
    method: 'GET',
    path,
  });
  return [
    post('POST /idp/interaction/{uid}/login body.email', `${interaction}/login`, {
      email: value,
      password: 'x',
    }),
    post('POST /idp/interaction/{uid}/login body.password', `${interaction}/login`, {
      email: 'olivia.grant@northwind.example',
      password: value,
    }),
    post('POST /idp/interaction/{uid}/demo body.accountId', `${interaction}/demo`, {
      accountId: value,
    }),
    get('GET /idp/interaction/{uid} path.uid', `/idp/interaction/${v}`),
    get(
      'GET /idp/auth query.redirect_uri',
      `/idp/auth?client_id=x&response_type=code&redirect_uri=${v}`,
    ),
    get('GET /idp/auth query.client_id', `/idp/auth?client_id=${v}&response_type=code`),
    post('POST /idp/token body.code', '/idp/token', {
      grant_type: 'authorization_code',
      code: value,
    }),
    get('GET /idp/session/end query.state', `/idp/session/end?state=${v}`),
  ];
}

/** Webhooks: signed (so the value reaches the store), unsigned, and at a hostile path. */
function webhookRequests(value: string, known: KnownIds): HostileRequest[] {
  const body = json({ eventId: value, event: 'order-created', subscriptionId: 's', payload: {} });
  const signedBody = json({
    eventId: `hostile-${createHmac('sha256', 'id').update(value).digest('hex')}`,
    event: value,
    subscriptionId: 's',
    payload: { note: value },
  });
  const timestamp = String(Date.now());
  const signature = (eventId: string, raw: string) =>
    createHmac('sha256', known.webhookSecret)
      .update(timestamp + eventId + raw)
      .digest('hex');
  return [
    {
      surface: '/webhooks',
      slot: 'POST /webhooks/copper signed body.event, body.payload.note',
      as: 'nobody',
      method: 'POST',
      path: '/webhooks/copper',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signature(
          z.object({ eventId: z.string() }).parse(JSON.parse(signedBody)).eventId,
          signedBody,
        ),
      },
      body: signedBody,
    },
    {
      surface: '/webhooks',
      slot: 'POST /webhooks/copper body',
      as: 'nobody',
      method: 'POST',
      path: '/webhooks/copper',
      headers: { 'content-type': 'application/json', 'x-timestamp': '1', 'x-signature': '00' },
      body,
    },
    {
      surface: '/webhooks',
      slot: 'POST /webhooks/{path}',
      as: 'nobody',
      method: 'POST',
      path: `/webhooks/${encodeComponent(value)}`,
      headers: { 'content-type': 'application/json' },
      body,
    },
  ];
}

/** Whole bodies past any parser's comfort, sent to every surface that reads a body. */
export function bodyRequests(body: string, known: KnownIds): HostileRequest[] {
  const json = { 'content-type': 'application/json' };
  const targets: [Surface, Sender, string, Record<string, string>][] = [
    ['/platform', 'treasury', '/platform/orders', json],
    ['/platform', 'treasury', '/platform/dry-run-orders', json],
    ['/api', 'treasury', '/api/credentials', json],
    ['/api', 'treasury', '/api/notifications/read', json],
    ['/webhooks', 'nobody', '/webhooks/copper', json],
    ['/idp', 'nobody', `/idp/interaction/${known.interactionUid}/login`, formHeaders],
  ];
  return targets.map(([surface, as, path, headers]) => ({
    surface,
    slot: `${path} whole body`,
    as,
    method: path === '/api/credentials' ? 'PUT' : 'POST',
    path,
    headers,
    body,
  }));
}

/** Every request that carries `value` somewhere, on every surface, in a fixed order. */
export function requestsCarrying(value: string, known: KnownIds): HostileRequest[] {
  return [
    ...platformRequests(value, known),
    ...apiRequests(value),
    ...authRequests(value),
    ...idpRequests(value, known),
    ...webhookRequests(value, known),
  ];
}

/** Every hostile request of the census, in a fixed order. */
export function hostileRequests(known: KnownIds): HostileRequest[] {
  return [
    ...hostileValues.flatMap((value) => requestsCarrying(value, known)),
    ...hostileBodies.flatMap((body) => bodyRequests(body, known)),
  ];
}
