import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { refuse, type Outcome } from '../orders/refusal';

/** The sandbox's people belong to one organization: any other is refused, as the API does. */
export function foreignOrganization(organizationId: string): Outcome<never> | undefined {
  return organizationId === SANDBOX_ORGANIZATION_ID
    ? undefined
    : refuse(403, 'forbidden', `You are not a member of organization ${organizationId}.`);
}
