import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  organizationsQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import type { Organization } from '../../../shared/contracts/organizations';

export type OrganizationResolution =
  | { kind: 'resolved'; organization: Organization }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: Organization[] };

/**
 * The organization whose loans the dashboard shows. GET /organizations may list
 * more than the caller's own (lending counterparties); ours is the one that owns
 * our portfolios.
 */
export function resolveOwnOrganization(
  organizations: readonly Organization[],
  portfolioOrganizationIds: Iterable<string | undefined>,
): OrganizationResolution {
  const [only] = organizations;
  if (organizations.length === 1 && only !== undefined) {
    return { kind: 'resolved', organization: only };
  }
  if (organizations.length === 0) return { kind: 'none' };
  const owners = new Set(portfolioOrganizationIds);
  const candidates = organizations.filter((entry) => owners.has(entry.organizationId));
  const [owner] = candidates;
  if (candidates.length === 1 && owner !== undefined) {
    return { kind: 'resolved', organization: owner };
  }
  return { kind: 'ambiguous', candidates: candidates.length > 0 ? candidates : [...organizations] };
}

/** Loads what the resolution needs; for route loaders. */
export async function loadOwnOrganization(
  queryClient: QueryClient,
): Promise<OrganizationResolution> {
  const [organizations, portfolios] = await Promise.all([
    queryClient.query({ ...organizationsQueryOptions, staleTime: 'static' }),
    queryClient.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
  ]);
  return resolveOwnOrganization(
    organizations.organizations,
    [...portfolios.values()].map((portfolio) => portfolio.organizationId),
  );
}

/** The resolution in a component, with the state of the two requests behind it. */
export function useOwnOrganization() {
  const organizations = useQuery(organizationsQueryOptions);
  const portfolios = useQuery(portfoliosQueryOptions);
  const resolution =
    organizations.data && portfolios.data
      ? resolveOwnOrganization(
          organizations.data.organizations,
          [...portfolios.data.values()].map((portfolio) => portfolio.organizationId),
        )
      : undefined;
  return {
    resolution,
    portfolios: portfolios.data,
    error: organizations.error ?? portfolios.error,
    retry: () => {
      if (organizations.isError) void organizations.refetch();
      if (portfolios.isError) void portfolios.refetch();
    },
  };
}
