import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api-error';
import type { Session, SignedOut } from '../shared/session';
import { fetchSession } from './session-api';
import { isSessionEnded } from './session-ended';

function answering(body: Session | SignedOut) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(body))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSession', () => {
  it('resolves to the signed-in person', async () => {
    const session: Session = {
      signedIn: true,
      mode: 'sandbox',
      environment: 'Sandbox',
      person: {
        subject: 'olivia-grant',
        name: 'Olivia Grant',
        email: 'olivia.grant@northwind.example',
        roles: ['treasury'],
        providerUserId: null,
        hasApiKey: true,
        readsWithServiceKey: false,
      },
      idleExpiresInMs: 1_800_000,
      absoluteExpiresInMs: 43_200_000,
    };
    answering(session);
    await expect(fetchSession()).resolves.toEqual(session);
  });

  it('turns "nobody is signed in" into the session-ended error the route guards act on', async () => {
    answering({ signedIn: false, reason: 'none', message: 'Sign in to use the dashboard.' });
    const error: unknown = await fetchSession().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(isSessionEnded(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, error: 'unauthenticated' });
  });

  it('keeps an ended session apart, so the sign-in page can say why', async () => {
    answering({ signedIn: false, reason: 'expired', message: 'Your session has ended.' });
    await expect(fetchSession()).rejects.toMatchObject({ error: 'session-expired' });
  });
});
