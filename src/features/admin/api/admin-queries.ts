import { queryOptions } from '@tanstack/react-query';
import { readServerJson } from '../../../lib/server-json';
import { adminKeys } from '../../../lib/query-keys';
import {
  clearThrottlesResponseSchema,
  endedSessionsResponseSchema,
  liveSessionsResponseSchema,
  signInThrottlesResponseSchema,
  type ClearThrottlesRequest,
} from '../../../shared/admin';
import {
  contractAbiSchema,
  type ContractAbi,
  type RegisterContractAbiRequest,
} from '../../../shared/contract-abis';

/** Live sessions change as people come and go; the console refreshes them this often. */
const REFRESH_MS = 30_000;

/** GET /api/admin/sessions: everyone signed in now, the administrator included. */
export const liveSessionsQueryOptions = queryOptions({
  queryKey: adminKeys.sessions(),
  queryFn: async ({ signal }) =>
    liveSessionsResponseSchema.parse(
      await readServerJson(await fetch('/api/admin/sessions', { signal })),
    ).sessions,
  refetchInterval: REFRESH_MS,
});

/** GET /api/admin/sign-in-throttles: every throttle still counting, most recent first. */
export const signInThrottlesQueryOptions = queryOptions({
  queryKey: adminKeys.throttles(),
  queryFn: async ({ signal }) =>
    signInThrottlesResponseSchema.parse(
      await readServerJson(await fetch('/api/admin/sign-in-throttles', { signal })),
    ).throttles,
  refetchInterval: REFRESH_MS,
});

/**
 * Ends one session (`sessionId`, the hash the list gives) or every session of one person
 * (`subject`). Resolves to how many ended.
 */
export async function endSessions(
  target: { sessionId: string } | { subject: string },
): Promise<number> {
  const path =
    'sessionId' in target
      ? `/api/admin/sessions/${encodeURIComponent(target.sessionId)}`
      : `/api/admin/people/${encodeURIComponent(target.subject)}/sessions`;
  const response = await fetch(path, { method: 'DELETE' });
  return endedSessionsResponseSchema.parse(await readServerJson(response)).ended;
}

/** POST /api/admin/sign-in-throttles/clear: an account's throttles, or an address's. */
export async function clearSignInThrottles(target: ClearThrottlesRequest): Promise<number> {
  const response = await fetch('/api/admin/sign-in-throttles/clear', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(target),
  });
  return clearThrottlesResponseSchema.parse(await readServerJson(response)).cleared.length;
}

/** POST /api/contract-abis: registers an ABI; the server checks it again and says why it refuses. */
export async function registerContractAbi(body: RegisterContractAbiRequest): Promise<ContractAbi> {
  const response = await fetch('/api/contract-abis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return contractAbiSchema.parse(await readServerJson(response));
}

/** DELETE /api/contract-abis/{id}: calls to that contract are no longer decoded with it. */
export async function removeContractAbi(id: string): Promise<void> {
  const response = await fetch(`/api/contract-abis/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  await readServerJson(response);
}
