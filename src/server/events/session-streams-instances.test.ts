import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../store/testing/test-engines';
import { hashSessionId } from '../auth/session-store';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Two instances on one PostgreSQL, as behind a load balancer: a session ended through one
 * closes its live streams held by the other (they share the store's LISTEN/NOTIFY bus).
 */
describe.skipIf(TEST_DATABASE_URL === undefined)('a session’s streams on every instance', () => {
  const database = `session_streams_${randomBytes(4).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    a = await startTestServer(env);
    b = await startTestServer(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  function sessionCookieOf(browser: BrowserClient): string {
    return browser.cookies(new URL(a.baseUrl).host)?.get('custody_session') ?? '';
  }

  /** The stream a browser signed in through A holds on B: the same cookie, another instance. */
  async function streamOnB(browser: BrowserClient) {
    const cookie = sessionCookieOf(browser);
    const response = await fetch(`${b.baseUrl}/api/events`, {
      headers: { cookie: `custody_session=${cookie}` },
    });
    expect(response.status).toBe(200);
    const stream = sseReader(response);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  it('closes within 2 s when the person signs out through the other', async () => {
    const browser = browserClient(a.baseUrl);
    await browser.signIn({ demo: 'olivia-grant' });
    const stream = await streamOnB(browser);
    await browser.send('/auth/sign-out', { method: 'POST' });
    expect(await stream.ended(2_000)).toBeLessThan(2_000);
  });

  it('closes within 2 s when an administrator ends the person’s sessions through the other', async () => {
    const browser = browserClient(a.baseUrl);
    await browser.signIn({ demo: 'marcus-chen' });
    const stream = await streamOnB(browser);
    const priya = browserClient(a.baseUrl);
    await priya.signIn({ demo: 'priya-natarajan' });
    const ended = await priya.send('/api/admin/people/marcus-chen/sessions', { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await stream.ended(2_000)).toBeLessThan(2_000);
  });

  it('closes within 2 s of the session’s limit, on the instance that did not sign it in', async () => {
    const browser = browserClient(a.baseUrl);
    await browser.signIn({ demo: 'amara-okafor' });
    await a.store.query('UPDATE sessions SET expires_at = $2 WHERE id_hash = $1', [
      hashSessionId(sessionCookieOf(browser)),
      Date.now() + 1_500,
    ]);
    const stream = await streamOnB(browser);
    const opened = Date.now();
    await stream.ended(1_500 + 2_000);
    expect(Date.now() - opened).toBeGreaterThan(1_000);
  });
});
