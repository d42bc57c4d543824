import type { z } from 'zod';
import { endpoints } from '../../shared/endpoints';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import {
  SANDBOX_MEMBERS_JOINED_AT,
  SANDBOX_ORGANIZATION_ID,
  sandboxIdentities,
} from '../identities';
import { accept } from '../orders/refusal';
import { foreignOrganization } from './foreign-organization';
import { wireOrganizationMemberSchema } from '../../shared/contracts/wire-schemas';

/** GET /organizations/{id}/members: the sandbox's people, with names when `includeUsers=true`. */
export function memberRoutes(): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listOrganizationMembers, 'read', ({ path, query }) => {
      const refused = foreignOrganization(path.organizationId);
      if (refused) return Promise.resolve(refused);
      const members: z.input<typeof wireOrganizationMemberSchema>[] = sandboxIdentities.map(
        (identity) => {
          const [firstName = identity.name, ...rest] = identity.name.split(' ');
          return {
            organizationId: SANDBOX_ORGANIZATION_ID,
            userId: identity.userId,
            isActive: true,
            memberType: 'user',
            createdAt: SANDBOX_MEMBERS_JOINED_AT,
            updatedAt: SANDBOX_MEMBERS_JOINED_AT,
            ...(query.includeUsers === 'true'
              ? {
                  _embedded: {
                    user: {
                      userId: identity.userId,
                      firstName,
                      lastName: rest.join(' '),
                      createdAt: SANDBOX_MEMBERS_JOINED_AT,
                    },
                  },
                }
              : {}),
          };
        },
      );
      return Promise.resolve(accept({ members }));
    }),
  ];
}
