import { describe, expect, it } from 'vitest';
import { verifyApiKey } from './verify-api-key';

const credentials = { apiKey: 'key', apiSecret: 'secret' };

function answering(response: () => Response, baseUrl = 'https://api.example/wrong') {
  return { baseUrl, transport: () => Promise.resolve(response()) };
}

describe('checking a pasted key', () => {
  it('a 404 names the base URL to check, not the key', async () => {
    const check = await verifyApiKey(
      answering(() => new Response('<html>Not Found</html>', { status: 404 })),
      credentials,
    );
    expect(check).toMatchObject({ ok: false, status: 502, error: 'upstream-not-found' });
    expect(check.ok ? '' : check.message).toContain(
      'https://api.example/wrong/platform/organizations',
    );
    expect(check.ok ? '' : check.message).toContain('Check the API base URL');
    expect(check.ok ? '' : check.message).not.toContain('refused this key');
  });

  it('a 401 says the API refused the key, in its own words', async () => {
    const check = await verifyApiKey(
      answering(() =>
        Response.json({ error: 'unauthorized', message: 'Bad signature' }, { status: 401 }),
      ),
      credentials,
    );
    expect(check).toEqual({
      ok: false,
      status: 400,
      error: 'invalid-api-key',
      message: 'The API refused this key and secret: Bad signature',
    });
  });

  it('a 200 that is not the provider’s answer says so, and a failing API is not the key’s fault', async () => {
    const html = await verifyApiKey(
      answering(
        () => new Response('<html>Welcome</html>', { headers: { 'content-type': 'text/html' } }),
      ),
      credentials,
    );
    expect(html).toMatchObject({ ok: false, error: 'upstream-malformed' });
    const down = await verifyApiKey(
      answering(() =>
        Response.json({ error: 'upstream-unavailable', message: 'cannot reach' }, { status: 502 }),
      ),
      credentials,
    );
    expect(down).toMatchObject({ ok: false, status: 502, error: 'upstream-unavailable' });
    expect(
      await verifyApiKey(
        answering(() => Response.json({ organizations: [] })),
        credentials,
      ),
    ).toEqual({ ok: true });
  });
});
