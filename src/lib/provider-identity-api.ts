import { queryOptions } from '@tanstack/react-query';
import {
  providerIdentitySchema,
  type ChooseOrganizationRequest,
  servedOrganizationSchema,
  type ProviderIdentity,
  type ServedOrganization,
} from '../shared/provider-identity';
import { identityKey, servedOrganizationKey } from './query-keys';
import { readServerJson } from './server-json';

const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** GET /api/organization: the organization the dashboard serves, or why none is. */
export const servedOrganizationQueryOptions = queryOptions({
  queryKey: servedOrganizationKey,
  queryFn: async () =>
    servedOrganizationSchema.parse(await readServerJson(await fetch('/api/organization'))),
  staleTime: 5 * 60_000,
});

/**
 * An administrator's choice of the organization served; the server checks it is listed, and
 * that the one it replaces is still the one they saw.
 */
export async function chooseOrganization(
  request: ChooseOrganizationRequest,
): Promise<ServedOrganization> {
  return servedOrganizationSchema.parse(
    await readServerJson(await fetch('/api/organization', put(request))),
  );
}

/** GET /api/identity: which provider member the person's key belongs to, once confirmed. */
export const providerIdentityQueryOptions = queryOptions({
  queryKey: identityKey,
  queryFn: async () =>
    providerIdentitySchema.parse(await readServerJson(await fetch('/api/identity'))),
});

/** Confirms which member the key belongs to; the server checks it against the provider. */
export async function confirmIdentity(userId: string): Promise<ProviderIdentity> {
  return providerIdentitySchema.parse(
    await readServerJson(await fetch('/api/identity', put({ userId }))),
  );
}

export async function forgetIdentity(): Promise<ProviderIdentity> {
  return providerIdentitySchema.parse(
    await readServerJson(await fetch('/api/identity', { method: 'DELETE' })),
  );
}
