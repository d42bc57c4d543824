import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { runMigrations } from '../../store/migrations';
import { openStore } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import { inMemory } from '../db/open-database';
import { sandboxMigrations } from '../db/migrations';
import { sandboxIdentities } from '../identities';
import { rateLimit } from './rate-limit';
import type { SandboxVariables } from './verify-signature';

let db: Database;

beforeAll(async () => {
  db = await openStore(inMemory, 'rate_limit_test');
  await runMigrations(db, sandboxMigrations);
});
afterAll(async () => db.close());

function limitedApp(limit: number, now: () => number) {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.use('*', async (c, next) => {
    const identity = sandboxIdentities.find((entry) => entry.id === c.req.header('x-identity'));
    if (identity === undefined) throw new Error('test identity missing');
    c.set('identity', identity);
    await next();
  });
  app.use('*', rateLimit(db, limit, now));
  app.get('/ping', (c) => c.text('pong'));
  return (identity: string) => app.request('/ping', { headers: { 'x-identity': identity } });
}

describe('rate limit', () => {
  it('answers 429 too-many-requests with Retry-After once an identity spends its budget', async () => {
    let clock = 1_700_000_000_000;
    const request = limitedApp(3, () => clock);
    for (let index = 0; index < 3; index += 1) {
      expect((await request('treasury')).status).toBe(200);
      clock += 10_000;
    }
    const refused = await request('treasury');
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(await refused.json())).toEqual({
      error: 'too-many-requests',
      message: 'More than 3 requests in 5 minutes for Olivia Grant; retry in 270 s.',
    });
    // The first request (30 s ago) leaves the 5-minute window in 270 s.
    expect(refused.headers.get('retry-after')).toBe('270');
  });

  it('counts each identity separately and forgets requests older than five minutes', async () => {
    let clock = 1_800_000_000_000;
    const request = limitedApp(2, () => clock);
    await request('approver-2');
    await request('approver-2');
    expect((await request('approver-2')).status).toBe(429);
    expect((await request('approver-1')).status).toBe(200);
    clock += 5 * 60_000 + 1000;
    expect((await request('approver-2')).status).toBe(200);
  });

  it('lets the Nth request through and refuses the N+1th; a refused request is not counted', async () => {
    let clock = 1_900_000_000_000;
    const request = limitedApp(2, () => clock);
    expect((await request('risk')).status).toBe(200);
    clock += 60_000;
    expect((await request('risk')).status).toBe(200);
    const refused = await request('risk');
    expect(refused.status).toBe(429);
    // The first request leaves the window exactly 300 s after it was made.
    expect(refused.headers.get('retry-after')).toBe('240');
    clock += 239_000;
    expect((await request('risk')).status).toBe(429);
    clock += 1_000;
    // One slot opened, and the refusals took none of it: exactly one more goes through.
    expect((await request('risk')).status).toBe(200);
    expect((await request('risk')).status).toBe(429);
  });
});
