import { queryOptions } from '@tanstack/react-query';
import { accountEndpoints } from '../shared/dashboard-api/account-endpoints';
import type {
  ChooseOrganizationRequest,
  ProviderIdentity,
  ServedOrganization,
} from '../shared/provider-identity';
import { callDashboard } from './call-dashboard';
import { identityKey, servedOrganizationKey } from './query-keys';

/** GET /api/organization: the organization the dashboard serves, or why none is. */
export const servedOrganizationQueryOptions = queryOptions({
  queryKey: servedOrganizationKey,
  queryFn: () => callDashboard(accountEndpoints.readServedOrganization),
  staleTime: 5 * 60_000,
});

/**
 * An administrator's choice of the organization served; the server checks it is listed, and
 * that the one it replaces is still the one they saw.
 */
export async function chooseOrganization(
  request: ChooseOrganizationRequest,
): Promise<ServedOrganization> {
  return callDashboard(accountEndpoints.chooseOrganization, { body: request });
}

/** GET /api/identity: which provider member the person's key belongs to, once confirmed. */
export const providerIdentityQueryOptions = queryOptions({
  queryKey: identityKey,
  queryFn: () => callDashboard(accountEndpoints.readIdentity),
});

/** Confirms which member the key belongs to; the server checks it against the provider. */
export async function confirmIdentity(userId: string): Promise<ProviderIdentity> {
  return callDashboard(accountEndpoints.confirmIdentity, { body: { userId } });
}

export async function forgetIdentity(): Promise<ProviderIdentity> {
  return callDashboard(accountEndpoints.forgetIdentity);
}
