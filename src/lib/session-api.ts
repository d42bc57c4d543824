import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { accountEndpoints } from '../shared/dashboard-api/account-endpoints';
import type { ApiKeySummary, Session } from '../shared/session';
import { callDashboard } from './call-dashboard';
import { credentialsKey, sessionKey } from './query-keys';
import { readServerJson } from './server-json';
import { setSigningOut } from './signing-out';

/**
 * GET /api/session: who is signed in. The server answers 200 either way; nobody signed in (or a
 * session that ended) rejects with the same ApiError a refused request carries (401
 * `unauthenticated` or `session-expired`), so the route guards send the person to sign in.
 */
export async function fetchSession(): Promise<Session> {
  const answer = await callDashboard(accountEndpoints.readSession);
  if (answer.signedIn) return answer;
  const code = answer.reason === 'expired' ? 'session-expired' : 'unauthenticated';
  throw new ApiError(401, code, answer.message);
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSession,
  staleTime: Infinity,
  retry: false,
});

/**
 * Tells the server the person is at work, so the idle timeout starts again. Resolves to how
 * long the session now lasts without further activity.
 */
export async function reportActivity(): Promise<number> {
  return (await callDashboard(accountEndpoints.reportActivity)).idleExpiresInMs;
}

/**
 * Ends the session on the server; resolves to where the browser goes next. Reads in flight are
 * cancelled and no new request leaves meanwhile, so none is answered 401 on the way out. If
 * signing out fails, the session goes on and so do its reads.
 */
export async function signOut(queryClient: QueryClient): Promise<string> {
  setSigningOut(true);
  try {
    await queryClient.cancelQueries();
    const response = await fetch('/auth/sign-out', { method: 'POST' });
    return z.object({ redirectTo: z.string() }).parse(await readServerJson(response)).redirectTo;
  } catch (error) {
    setSigningOut(false);
    throw error;
  }
}

export const credentialsQueryOptions = queryOptions({
  queryKey: credentialsKey,
  queryFn: async () => (await callDashboard(accountEndpoints.readCredentials)).apiKey,
});

/**
 * Stores the person's own API key; the server checks it with one signed read first.
 * `stepUp` carries a passkey assertion for this key, once the person has a passkey.
 */
export async function saveApiKey(
  input: { apiKey: string; apiSecret: string },
  stepUp: Record<string, string> = {},
): Promise<ApiKeySummary | null> {
  return (await callDashboard(accountEndpoints.saveCredentials, { body: input, headers: stepUp }))
    .apiKey;
}

export async function removeApiKey(): Promise<void> {
  await callDashboard(accountEndpoints.removeCredentials);
}
