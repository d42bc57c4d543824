import type { z } from 'zod';
import type {
  activeStakeSchema,
  outstandingStakeSchema,
  pendingStakeSchema,
} from '../../shared/contracts/stakes';
import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { listStakes, type StakeRecord } from '../db/stakes-repository';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { accept } from '../orders/refusal';

/** What every stake record says about where it lives, whatever its state. */
function recordOf(stake: StakeRecord) {
  return {
    portfolioId: stake.portfolioId,
    organizationId: stake.organizationId,
    currency: stake.currency,
    mainCurrency: stake.mainCurrency,
    createdAt: String(stake.createdAt),
    updatedAt: String(stake.updatedAt),
  };
}

function poolOf(stake: StakeRecord) {
  return { poolId: stake.poolId, poolName: stake.poolName };
}

function activeStake(stake: StakeRecord): z.input<typeof activeStakeSchema> {
  return {
    ...recordOf(stake),
    activeStakeId: stake.stakeId,
    activeStake: { activeStakedAmount: stake.amount, pool: poolOf(stake), readyToUnstake: true },
  };
}

function pendingStake(stake: StakeRecord): z.input<typeof pendingStakeSchema> {
  return {
    ...recordOf(stake),
    pendingStakeId: stake.stakeId,
    pendingStake: {
      pendingAmount: stake.amount,
      pendingStakeStatus: stake.state === 'bonding' ? 'bonding' : 'unbonding',
      ...(stake.stateEndsAt === undefined ? {} : { pendingEndsAt: String(stake.stateEndsAt) }),
      pool: poolOf(stake),
    },
  };
}

function outstandingStake(stake: StakeRecord): z.input<typeof outstandingStakeSchema> {
  return {
    ...recordOf(stake),
    outstandingStakeId: stake.stakeId,
    outstandingOperation: {
      outstandingAmount: stake.amount,
      outstandingOperationType: 'complete-withdrawal',
      pool: poolOf(stake),
    },
  };
}

/**
 * The three stake reads, from the positions the executed staking orders made: bonding and
 * unbonding stakes are pending, unbonded ones wait for a complete-withdrawal (outstanding).
 */
export function stakeRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listActiveStakes, 'read', async ({ query }) =>
      accept({ activeStakes: (await listStakes(db, ['active'], query)).map(activeStake) }),
    ),
    endpointRoute(endpoints.listPendingStakes, 'read', async ({ query }) =>
      accept({
        pendingStakes: (await listStakes(db, ['bonding', 'unbonding'], query)).map(pendingStake),
      }),
    ),
    endpointRoute(endpoints.listOutstandingStakes, 'read', async ({ query }) =>
      accept({
        outstandingStakes: (await listStakes(db, ['withdrawable'], query)).map(outstandingStake),
      }),
    ),
  ];
}
