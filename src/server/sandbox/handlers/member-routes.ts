import type { z } from 'zod';
import type { organizationMemberSchema } from '../../../shared/contracts/members';
import { endpoints } from '../../../shared/endpoints';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { SANDBOX_ORGANIZATION_ID, sandboxIdentities } from '../identities';
import { accept, refuse } from '../orders/refusal';

/** When the sandbox's people joined the organization: a fixed date, so answers are stable. */
const JOINED_AT = String(Date.parse('2025-03-03T09:00:00Z'));

/** GET /organizations/{id}/members: the sandbox's people, with names when `includeUsers=true`. */
export function memberRoutes(): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listOrganizationMembers, 'read', ({ path, query }) => {
      if (path.organizationId !== SANDBOX_ORGANIZATION_ID) {
        return Promise.resolve(
          refuse(403, 'forbidden', `You are not a member of organization ${path.organizationId}.`),
        );
      }
      const members: z.input<typeof organizationMemberSchema>[] = sandboxIdentities.map(
        (identity) => {
          const [firstName = identity.name, ...rest] = identity.name.split(' ');
          return {
            organizationId: SANDBOX_ORGANIZATION_ID,
            userId: identity.userId,
            isActive: true,
            memberType: 'user',
            createdAt: JOINED_AT,
            updatedAt: JOINED_AT,
            ...(query.includeUsers === 'true'
              ? {
                  _embedded: {
                    user: {
                      userId: identity.userId,
                      firstName,
                      lastName: rest.join(' '),
                      createdAt: JOINED_AT,
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
