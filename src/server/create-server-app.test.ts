import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { ordersResponseSchema } from '../shared/contracts/orders';
import { errorBodySchema } from '../shared/api-error';
import { sessionSchema } from '../shared/session';
import { createServerApp } from './create-server-app';
import { inMemory, openSandboxDatabase } from './sandbox/db/open-database';
import type { Database } from './store/sql-client';
import { createSandboxApp } from './sandbox/sandbox-app';
import { sandboxIdentities } from './sandbox/identities';
import { signedHeaders } from './platform/signing';

let db: Database;
let sandbox: ReturnType<typeof createSandboxApp>;
let server: Hono;

const api = {
  kind: 'sandbox',
  location: inMemory,
  seedOrders: undefined,
  lifecycleStepMs: 0,
  rateLimitPer5Min: 1000,
} as const;
const origin = 'http://localhost:8080';

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory });
  sandbox = createSandboxApp({ db });
  server = createServerApp({
    api,
    transport: (request) => Promise.resolve(sandbox.fetch(request)),
  });
});

afterAll(async () => {
  await db.close();
});

async function errorCode(response: Response): Promise<string> {
  return errorBodySchema.parse(await response.json()).error;
}

describe('browser → signing server → sandbox', () => {
  it('lists seeded orders through the signing proxy', async () => {
    const response = await server.request(
      `${origin}/platform/orders?orderTypes=withdraw,deposit&limit=5`,
    );
    expect(response.status).toBe(200);
    const body = ordersResponseSchema.parse(await response.json());
    expect(body.orders).toHaveLength(5);
  });

  it('acts as the identity named by X-Acting-As, and refuses an unknown one', async () => {
    const ok = await server.request(`${origin}/platform/portfolios`, {
      headers: { 'X-Acting-As': 'risk' },
    });
    expect(ok.status).toBe(200);
    const unknown = await server.request(`${origin}/platform/portfolios`, {
      headers: { 'X-Acting-As': 'mallory' },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with the field name for a malformed query', async () => {
    const response = await server.request(
      `${origin}/platform/orders?orderTypes=withdraw&limit=ten`,
    );
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.message).toContain('limit');
  });

  it('reports the session and switches the acting identity with a cookie', async () => {
    const before = sessionSchema.parse(
      await (await server.request(`${origin}/api/session`)).json(),
    );
    expect(before).toMatchObject({
      mode: 'sandbox',
      environment: 'Sandbox',
      actingAs: { id: 'treasury' },
    });
    expect(JSON.stringify(before)).not.toMatch(/secret|apiKey/i);

    const switched = await server.request(`${origin}/api/session/acting-as`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: origin, Host: 'localhost:8080' },
      body: JSON.stringify({ identityId: 'approver-1' }),
    });
    expect(switched.status).toBe(200);
    const cookie = switched.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/acting_as=approver-1/);
    expect(cookie).toMatch(/HttpOnly/);
    const after = sessionSchema.parse(
      await (
        await server.request(`${origin}/api/session`, {
          headers: { Cookie: 'acting_as=approver-1' },
        })
      ).json(),
    );
    expect(after.actingAs?.name).toBe('Marcus Chen');
  });

  it('refuses a cross-site write', async () => {
    const response = await server.request(`${origin}/api/session/acting-as`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        Host: 'localhost:8080',
      },
      body: JSON.stringify({ identityId: 'approver-1' }),
    });
    expect(response.status).toBe(403);
  });

  it('sets the security headers on every response', async () => {
    const response = await server.request(`${origin}/api/session`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('sandbox signature check', () => {
  const treasury = sandboxIdentities[0];
  if (!treasury) throw new Error('no demo identity');
  const path = '/platform/portfolios';

  it('accepts a correctly signed request', async () => {
    const headers = signedHeaders(treasury, { method: 'GET', path, body: '' });
    expect((await sandbox.request(`http://sandbox${path}`, { headers })).status).toBe(200);
  });

  it('answers 401 to a wrong signature', async () => {
    const headers = signedHeaders(
      { ...treasury, apiSecret: 'wrong' },
      { method: 'GET', path, body: '' },
    );
    const response = await sandbox.request(`http://sandbox${path}`, { headers });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('invalid-signature');
  });

  it('answers 401 to a signature over another path', async () => {
    const headers = signedHeaders(treasury, { method: 'GET', path: '/platform/wallets', body: '' });
    expect((await sandbox.request(`http://sandbox${path}`, { headers })).status).toBe(401);
  });

  it('answers 401 to a stale timestamp', async () => {
    const headers = signedHeaders(treasury, { method: 'GET', path, body: '' }, Date.now() - 60_000);
    const response = await sandbox.request(`http://sandbox${path}`, { headers });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('invalid-timestamp');
  });

  it('answers 401 to an unknown API key', async () => {
    const headers = signedHeaders(
      { apiKey: 'nope', apiSecret: 'x' },
      { method: 'GET', path, body: '' },
    );
    const response = await sandbox.request(`http://sandbox${path}`, { headers });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('invalid-api-key');
  });
});
