import { CancelledError, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api-error';
import type { Session, SignedOut } from '../shared/session';
import { accountEndpoints } from '../shared/dashboard-api/account-endpoints';
import { callDashboard } from './call-dashboard';
import { fetchSession, signOut } from './session-api';
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

describe('signOut', () => {
  /** Reads hang until aborted; the sign-out answers when the test says. */
  function serving() {
    const sent: { url: string; signal: AbortSignal | null }[] = [];
    let answerSignOut: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const signal = init?.signal ?? null;
        sent.push({ url: input, signal });
        if (input === '/auth/sign-out')
          return new Promise<Response>((resolve) => (answerSignOut = resolve));
        return new Promise<Response>((_, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }),
    );
    return { sent, answerSignOut: (response: Response) => answerSignOut(response) };
  }
  const read = (signal?: AbortSignal) =>
    callDashboard(accountEndpoints.readCredentials, signal === undefined ? {} : { signal });

  it('cancels the reads in flight and sends nothing new, so none comes back 401 on the way out', async () => {
    const server = serving();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const inFlight = queryClient
      .query({ queryKey: ['credentials'], queryFn: ({ signal }) => read(signal) })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));

    const leaving = signOut(queryClient);
    expect(await inFlight).toBeInstanceOf(CancelledError);
    expect(server.sent[0]?.signal?.aborted).toBe(true);
    await expect(read()).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() =>
      expect(server.sent.map((request) => request.url)).toContain('/auth/sign-out'),
    );
    expect(server.sent.map((request) => request.url)).toEqual([
      '/api/credentials',
      '/auth/sign-out',
    ]);

    server.answerSignOut(Response.json({ redirectTo: '/sign-in?signedOut=1' }));
    await expect(leaving).resolves.toBe('/sign-in?signedOut=1');
    await expect(read()).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.sent).toHaveLength(2);
  });

  it('lets reads go out again when signing out fails, since the session goes on', async () => {
    const server = serving();
    const leaving = signOut(new QueryClient());
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    server.answerSignOut(
      Response.json({ error: 'internal', message: 'The store is unavailable' }, { status: 503 }),
    );
    await expect(leaving).rejects.toBeInstanceOf(ApiError);
    void read();
    expect(server.sent.map((request) => request.url)).toEqual([
      '/auth/sign-out',
      '/api/credentials',
    ]);
  });
});
