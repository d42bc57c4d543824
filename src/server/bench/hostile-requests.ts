import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { encodeComponent } from '../../sandbox/fuzz/request-arbitraries';
import { platformRequests } from './hostile-platform-requests';
import {
  form,
  formHeaders,
  hostileBodies,
  hostileValues,
  json,
  numberOrText,
  type HostileRequest,
  type KnownIds,
  type Sender,
  type Surface,
} from './hostile-values';

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
