import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';
import { memberName } from '../../../shared/contracts/members';
import { endpoints } from '../../../shared/endpoints';
import { useServedOrganizationId } from './served-organization';

/** Provider user id → a person's name. Ids it does not know stay as they are. */
export type UserNames = ReadonlyMap<string, string>;

/** The organization's members with their names (`includeUsers`); people change rarely. */
export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: memberKeys.of(organizationId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listOrganizationMembers, {
        path: { organizationId },
        query: { includeUsers: 'true' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Names for the user ids orders carry (`createdBy`, `coSigners`, `availableCoSigners`), from
 * GET /organizations/{id}/members. Empty while they load, so a view shows ids until then.
 */
export function useUserNames(): UserNames {
  const organizationId = useServedOrganizationId();
  const members = useQuery({
    ...membersQueryOptions(organizationId ?? ''),
    enabled: organizationId !== undefined,
  });
  return useMemo(
    () =>
      new Map(
        (members.data?.members ?? []).flatMap((member) => {
          const name = memberName(member);
          return name === undefined ? [] : [[member.userId, name] as const];
        }),
      ),
    [members.data],
  );
}

/** A user id's name, or the id itself when the organization does not name it. */
export function nameOf(userId: string, names: UserNames): string {
  return names.get(userId) ?? userId;
}
