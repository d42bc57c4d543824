import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIdentities } from '../../sandbox/identities';
import {
  apiKeyHoldersResponseSchema,
  revokedKeyNoticesResponseSchema,
  type ApiKeyHolder,
} from '../../shared/api-keys';
import { errorBodySchema } from '../../shared/api-error';
import { activityPageSchema } from '../../shared/audit';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let priya: BrowserClient;
let henrik: BrowserClient;
let olivia: BrowserClient;

beforeAll(async () => {
  server = await startTestServer();
  priya = browserClient(server.baseUrl);
  await priya.signIn({ demo: 'priya-natarajan' });
  henrik = browserClient(server.baseUrl);
  await henrik.signIn({ demo: 'henrik-larsen' });
  olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
});
afterAll(async () => {
  await server.close();
});

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function holders(): Promise<ApiKeyHolder[]> {
  const response = await priya.send('/api/admin/api-keys');
  expect(response.status).toBe(200);
  return apiKeyHoldersResponseSchema.parse(await response.json()).apiKeys;
}

async function holderNamed(name: string): Promise<ApiKeyHolder> {
  const found = (await holders()).find((holder) => holder.person.name === name);
  if (found === undefined) throw new Error(`${name} holds no key`);
  return found;
}

async function lastRecord() {
  const response = await priya.send('/api/activity?actions=api-key.revoke');
  return activityPageSchema.parse(await response.json()).entries[0];
}

async function notices(browser: BrowserClient) {
  const response = await browser.send('/api/api-key-notices');
  return revokedKeyNoticesResponseSchema.parse(await response.json()).notices;
}

describe('an administrator lists API keys', () => {
  it('names each holder and shows only the last four characters of the key', async () => {
    const listed = await holders();
    expect(listed.map((holder) => holder.person.name)).toEqual(
      expect.arrayContaining(['Henrik Larsen', 'Olivia Grant', 'Priya Natarajan']),
    );
    const text = JSON.stringify(listed);
    for (const identity of sandboxIdentities) {
      expect(text).not.toContain(identity.apiKey);
      expect(text).not.toContain(identity.apiSecret);
    }
    expect((await holderNamed('Henrik Larsen')).keyLast4).toBe('d3f9');
  });

  it('records when a key last signed a request, at most once a minute', async () => {
    const before = (await holderNamed('Olivia Grant')).lastUsedAt;
    expect((await olivia.send('/platform/portfolios')).status).toBe(200);
    const first = (await holderNamed('Olivia Grant')).lastUsedAt;
    expect(first).not.toBeNull();
    expect(first).not.toBe(before);
    expect((await olivia.send('/platform/portfolios')).status).toBe(200);
    expect((await holderNamed('Olivia Grant')).lastUsedAt).toBe(first);
  });

  it('is refused to anyone but an administrator', async () => {
    expect((await olivia.send('/api/admin/api-keys')).status).toBe(403);
    const refused = await olivia.send(
      '/api/admin/api-keys/henrik-larsen/revoke',
      post({ reason: 'no', addedAt: 0 }),
    );
    expect(refused.status).toBe(403);
    expect(await lastRecord()).toMatchObject({
      outcome: 'refused',
      person: { name: 'Olivia Grant' },
      statusCode: 403,
    });
    expect((await browserClient(server.baseUrl).send('/api/admin/api-keys')).status).toBe(401);
  });
});

describe('an administrator revokes a key', () => {
  it('refuses a missing reason, a malformed body and a key replaced since', async () => {
    const { addedAt } = await holderNamed('Henrik Larsen');
    const path = '/api/admin/api-keys/henrik-larsen/revoke';
    for (const body of [{ addedAt }, { reason: '   ', addedAt }, { reason: 'x' }, 'text']) {
      const refused = await priya.send(path, post(body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const tooLong = await priya.send(path, post({ reason: 'x'.repeat(501), addedAt }));
    expect(errorBodySchema.parse(await tooLong.json()).message).toBe(
      'reason: Keep the reason under 500 characters.',
    );
    const stale = await priya.send(path, post({ reason: 'Left the team', addedAt: addedAt - 1 }));
    expect(stale.status).toBe(409);
    expect(errorBodySchema.parse(await stale.json()).message).toBe(
      'Henrik Larsen replaced their key since this list was loaded: look at the new one before revoking it.',
    );
    const nobody = await priya.send(
      '/api/admin/api-keys/nobody/revoke',
      post({ reason: 'x', addedAt }),
    );
    expect(nobody.status).toBe(404);
    expect((await holderNamed('Henrik Larsen')).keyLast4).toBe('d3f9');
  });

  it('deletes the key, tells the person live and by a notice, and records before and after', async () => {
    const stream = sseReader(await henrik.send('/api/events'));
    await stream.next((event) => event.event === 'ready');
    const { addedAt } = await holderNamed('Henrik Larsen');

    const revoked = await priya.send(
      '/api/admin/api-keys/henrik-larsen/revoke',
      post({ reason: '  Left the risk team  ', addedAt }),
    );
    expect(revoked.status).toBe(200);

    expect(JSON.parse((await stream.next((event) => event.event === 'account')).data)).toEqual({
      change: 'api-key',
    });
    await stream.close();
    expect((await holders()).map((holder) => holder.person.name)).not.toContain('Henrik Larsen');
    expect(await (await henrik.send('/api/credentials')).json()).toEqual({ apiKey: null });
    // Nothing is signed under the revoked key any more.
    expect((await henrik.send('/platform/portfolios')).status).not.toBe(200);

    const [notice] = await notices(henrik);
    expect(notice).toMatchObject({
      keyLast4: 'd3f9',
      reason: 'Left the risk team',
      revokedBy: 'Priya Natarajan',
    });
    expect(await notices(olivia)).toEqual([]);

    const record = await lastRecord();
    expect(record).toMatchObject({ outcome: 'succeeded', person: { name: 'Priya Natarajan' } });
    expect(record?.detail).toMatch(
      /^Revoked the API key of Henrik Larsen \(henrik\.larsen@northwind\.example\)\. Reason: Left the risk team\. Before: key ending d3f9, added \d{4}-\d\d-\d\d \d\d:\d\d UTC, last used (never|\d{4}-\d\d-\d\d \d\d:\d\d UTC)\. After: no key\.$/,
    );

    // Revoking again finds nothing; the notice is dismissed by its own person only.
    const again = await priya.send(
      '/api/admin/api-keys/henrik-larsen/revoke',
      post({ reason: 'again', addedAt }),
    );
    expect(again.status).toBe(404);
    if (notice === undefined) throw new Error('no notice');
    const dismiss = `/api/api-key-notices/${notice.id}/dismiss`;
    expect((await olivia.send(dismiss, { method: 'POST' })).status).toBe(404);
    expect((await henrik.send(dismiss, { method: 'POST' })).status).toBe(200);
    expect(await notices(henrik)).toEqual([]);
    expect((await henrik.send(dismiss, { method: 'POST' })).status).toBe(404);
    expect((await henrik.send('/api/api-key-notices/abc/dismiss', { method: 'POST' })).status).toBe(
      404,
    );
  });
});
