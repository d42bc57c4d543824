import { queryOptions } from '@tanstack/react-query';
import { callDashboard } from '../../../lib/call-dashboard';
import { adminKeys } from '../../../lib/query-keys';
import type { ClearThrottlesRequest } from '../../../shared/admin';
import type { ContractAbi, RegisterContractAbiRequest } from '../../../shared/contract-abis';
import { adminEndpoints } from '../../../shared/dashboard-api/admin-endpoints';
import { contractAbiEndpoints } from '../../../shared/dashboard-api/contract-abi-endpoints';

/** Live sessions change as people come and go; the console refreshes them this often. */
const REFRESH_MS = 30_000;

/** GET /api/admin/sessions: everyone signed in now, the administrator included. */
export const liveSessionsQueryOptions = queryOptions({
  queryKey: adminKeys.sessions(),
  queryFn: async ({ signal }) =>
    (await callDashboard(adminEndpoints.listLiveSessions, { signal })).sessions,
  refetchInterval: REFRESH_MS,
});

/** GET /api/admin/sign-in-throttles: every throttle still counting, most recent first. */
export const signInThrottlesQueryOptions = queryOptions({
  queryKey: adminKeys.throttles(),
  queryFn: async ({ signal }) =>
    (await callDashboard(adminEndpoints.listSignInThrottles, { signal })).throttles,
  refetchInterval: REFRESH_MS,
});

/**
 * Ends one session (`sessionId`, the hash the list gives) or every session of one person
 * (`subject`). Resolves to how many ended.
 */
export async function endSessions(
  target: { sessionId: string } | { subject: string },
): Promise<number> {
  const answer =
    'sessionId' in target
      ? await callDashboard(adminEndpoints.endSession, { params: { id: target.sessionId } })
      : await callDashboard(adminEndpoints.endPersonSessions, {
          params: { subject: target.subject },
        });
  return answer.ended;
}

/** POST /api/admin/sign-in-throttles/clear: an account's throttles, or an address's. */
export async function clearSignInThrottles(target: ClearThrottlesRequest): Promise<number> {
  return (await callDashboard(adminEndpoints.clearSignInThrottles, { body: target })).cleared
    .length;
}

/** POST /api/contract-abis: registers an ABI; the server checks it again and says why it refuses. */
export async function registerContractAbi(body: RegisterContractAbiRequest): Promise<ContractAbi> {
  return callDashboard(contractAbiEndpoints.registerContractAbi, { body });
}

/** DELETE /api/contract-abis/{id}: calls to that contract are no longer decoded with it. */
export async function removeContractAbi(id: string): Promise<void> {
  await callDashboard(contractAbiEndpoints.removeContractAbi, { params: { id } });
}
