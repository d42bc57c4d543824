import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestStepUp } from './step-up-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Captures what the page posts to /api/step-up, answering "no passkey needed". */
function captureStepUp() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ url: input, body });
    return Promise.resolve(
      new Response(JSON.stringify({ required: false }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return sent;
}

describe('requestStepUp', () => {
  it("sends the SHA-256 of a write's exact body, never the body (a master password's hash)", async () => {
    const sent = captureStepUp();
    const body = JSON.stringify({ masterPassword: 'c'.repeat(64) });
    await requestStepUp({ action: 'master-password', orderId: 'order-1', body });
    expect(sent).toEqual([
      {
        url: '/api/step-up',
        body: {
          action: 'master-password',
          orderId: 'order-1',
          bodyDigest: createHash('sha256').update(body, 'utf8').digest('hex'),
        },
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('c'.repeat(64));
  });

  it('hashes the text as UTF-8, so a reason in any script binds the bytes the write sends', async () => {
    const sent = captureStepUp();
    const body = JSON.stringify({ reason: 'Döppelt — 重复' });
    await requestStepUp({ action: 'cancel', orderId: 'order-2', body });
    expect(sent).toMatchObject([
      { body: { bodyDigest: createHash('sha256').update(body, 'utf8').digest('hex') } },
    ]);
  });

  it('sends actions without a body as they are', async () => {
    const sent = captureStepUp();
    await requestStepUp({ action: 'passkey-remove', passkeyId: 'pk-1' });
    expect(sent).toEqual([
      { url: '/api/step-up', body: { action: 'passkey-remove', passkeyId: 'pk-1' } },
    ]);
  });
});
