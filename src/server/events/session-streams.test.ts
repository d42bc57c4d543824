import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId } from '../auth/session-store';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { openEventStream } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** How soon a session's end must reach its open streams. */
const CLOSE_WITHIN_MS = 2_000;

async function signedIn(person: string): Promise<BrowserClient> {
  const browser = browserClient(server.baseUrl);
  await browser.signIn({ demo: person });
  return browser;
}

function sessionHash(browser: BrowserClient): string {
  return hashSessionId(browser.cookies(new URL(server.baseUrl).host)?.get('custody_session') ?? '');
}

describe('a session’s live streams end with it', () => {
  // Before: the stream kept delivering order events after sign-out, for up to 15 minutes.
  it('at sign-out', async () => {
    const olivia = await signedIn('olivia-grant');
    const stream = await openEventStream(olivia);
    const bystander = await openEventStream(await signedIn('olivia-grant'));
    await olivia.send('/auth/sign-out', { method: 'POST' });
    expect(await stream.ended(CLOSE_WITHIN_MS)).toBeLessThan(CLOSE_WITHIN_MS);
    // Her session in another browser keeps its stream.
    await expect(bystander.ended(500)).rejects.toThrow(/still open/);
    await bystander.close();
  });

  it('when the same browser signs in again', async () => {
    const browser = await signedIn('olivia-grant');
    const stream = await openEventStream(browser);
    await browser.signIn({ demo: 'olivia-grant' });
    expect(await stream.ended(CLOSE_WITHIN_MS)).toBeLessThan(CLOSE_WITHIN_MS);
  });

  it('when the session reaches its absolute limit', async () => {
    const browser = await signedIn('marcus-chen');
    await server.store.query('UPDATE sessions SET expires_at = $2 WHERE id_hash = $1', [
      sessionHash(browser),
      Date.now() + 1_500,
    ]);
    const stream = await openEventStream(browser);
    const opened = Date.now();
    await stream.ended(1_500 + CLOSE_WITHIN_MS);
    expect(Date.now() - opened).toBeGreaterThan(1_000);
  });

  it('when the session has been idle too long', async () => {
    const browser = await signedIn('marcus-chen');
    const idleMs = server.settings.signIn.idleTimeoutMs;
    await server.store.query('UPDATE sessions SET last_active_at = $2 WHERE id_hash = $1', [
      sessionHash(browser),
      Date.now() - idleMs + 1_500,
    ]);
    const stream = await openEventStream(browser);
    await stream.ended(1_500 + CLOSE_WITHIN_MS);
    expect((await browser.send('/api/credentials')).status).toBe(401);
  });
});
