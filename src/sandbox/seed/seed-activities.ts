import type { WireActivity } from '../../shared/contracts/activities';
import type { SqlClient } from '../../store/sql-client';
import { recordActivities } from '../db/activities-repository';
import {
  backfillAddressBookActivities,
  backfillLoanActivities,
  backfillWalletActivities,
} from '../db/activity-backfill';
import { backfillOrderActivities } from '../db/order-activities';
import {
  SANDBOX_MEMBERS_JOINED_AT,
  SANDBOX_ORGANIZATION_ID,
  sandboxIdentities,
} from '../identities';

/**
 * The feed of what the seed stored, at the times it happened: run in the seed's
 * transaction once everything else is saved, since the entries are read from it.
 */
export async function seedActivities(tx: SqlClient): Promise<void> {
  await backfillOrderActivities(tx);
  await backfillAddressBookActivities(tx);
  await backfillWalletActivities(tx);
  await backfillLoanActivities(tx, SANDBOX_ORGANIZATION_ID);
  await recordActivities(tx, memberActivities());
}

/** Each of the sandbox's people joined, and was issued their API key, on the same day. */
function memberActivities(): WireActivity[] {
  return sandboxIdentities.flatMap(({ userId, name, role }) => {
    const facts = {
      createdAt: SANDBOX_MEMBERS_JOINED_AT,
      organizationId: SANDBOX_ORGANIZATION_ID,
      userId,
    };
    return [
      {
        activityId: `new-member:${userId}`,
        activityType: 'new-member',
        name: 'New member',
        description: `${name} joined the organization (${role})`,
        ...facts,
      },
      {
        activityId: `new-api-key:${userId}`,
        activityType: 'new-api-key',
        name: 'New API key',
        description: `${name} was issued an API key`,
        ...facts,
      },
    ];
  });
}
