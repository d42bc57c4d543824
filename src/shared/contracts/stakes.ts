import { z } from 'zod';
import { listEnvelope } from './readable';
import {
  nonEmptyString,
  pageLimit,
  readDecimal,
  readEnum,
  readEpochMs,
  safeCount,
} from './primitives';

/**
 * Query of the three stake reads (GET /staking/active-stakes, /pending-stakes and
 * /outstanding-stakes): the same filters and paging for each.
 */
export const stakesQuerySchema = z.strictObject({
  portfolioId: nonEmptyString.optional(),
  currency: nonEmptyString.optional(),
  /** The network the stake lives on. */
  mainCurrency: nonEmptyString.optional(),
  /** The provider's default is 100. */
  limit: pageLimit.optional(),
  offset: safeCount.optional(),
});
export type StakesQuery = z.infer<typeof stakesQuerySchema>;

/** A staking pool: the validator a stake is delegated to, when the provider names one. */
export const stakePoolSchema = z.looseObject({
  poolId: z.string().optional(),
  poolName: z.string().optional(),
  /** Everything staked with the pool, by everyone. */
  totalBonded: readDecimal.optional(),
  validatorProviderId: z.string().optional(),
});
export type StakePool = z.output<typeof stakePoolSchema>;

/** A problem the provider reports with a stake (no rewards, for example). */
const stakeWarningSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string(),
});

/** Fields every stake record shares, whatever its state. */
const stakeRecord = {
  portfolioId: z.string().optional(),
  organizationId: z.string().optional(),
  currency: z.string().optional(),
  mainCurrency: z.string().optional(),
  depositTargetId: z.string().optional(),
  createdAt: readEpochMs.optional(),
  updatedAt: readEpochMs.optional(),
};

/** Stake earning rewards. */
export const activeStakeSchema = z.looseObject({
  ...stakeRecord,
  activeStakeId: z.string().optional(),
  activeStake: z
    .looseObject({
      /** What counts towards rewards in the current epoch. */
      activeStakedAmount: readDecimal.optional(),
      claimableRewardsAmount: readDecimal.optional(),
      pool: stakePoolSchema.optional(),
      pools: z.array(stakePoolSchema).optional(),
      readyToUnstake: z.boolean().optional(),
      readyToUnstakeAt: readEpochMs.optional(),
      warning: stakeWarningSchema.optional(),
    })
    .optional(),
});
export type ActiveStake = z.output<typeof activeStakeSchema>;

/** States of a stake on its way in, out, or between validators. */
export const pendingStakeStatuses = ['bonding', 'unbonding', 'changing-validator'] as const;

/** Stake on its way in (bonding), out (unbonding) or between validators. */
export const pendingStakeSchema = z.looseObject({
  ...stakeRecord,
  pendingStakeId: z.string().optional(),
  pendingStake: z
    .looseObject({
      pendingAmount: readDecimal,
      pendingStakeStatus: readEnum(pendingStakeStatuses),
      pendingEndsAt: readEpochMs.optional(),
      pool: stakePoolSchema.optional(),
      pools: z.array(stakePoolSchema).optional(),
      originPool: stakePoolSchema.optional(),
      warning: stakeWarningSchema.optional(),
    })
    .optional(),
});
export type PendingStake = z.output<typeof pendingStakeSchema>;

/** What an outstanding stake waits for the owner to do. */
export const outstandingOperationTypes = [
  'claim-reward',
  'complete-withdrawal',
  'allocate-stake',
  'complete-deposit',
  'claim-unmint',
] as const;

/** Funds that need one more operation from the owner: a withdrawal to complete, a reward to claim. */
export const outstandingStakeSchema = z.looseObject({
  ...stakeRecord,
  outstandingStakeId: z.string().optional(),
  outstandingOperation: z
    .looseObject({
      outstandingAmount: readDecimal.optional(),
      outstandingOperationType: readEnum(outstandingOperationTypes).optional(),
      pool: stakePoolSchema.optional(),
      pools: z.array(stakePoolSchema).optional(),
    })
    .optional(),
});
export type OutstandingStake = z.output<typeof outstandingStakeSchema>;

/** GET /staking/active-stakes response; the provider documents each list as optional. */
export const activeStakesResponseSchema = listEnvelope(
  'activeStakes',
  activeStakeSchema,
  {},
  {
    absentMeansEmpty: true,
  },
);
/** GET /staking/pending-stakes response. */
export const pendingStakesResponseSchema = listEnvelope(
  'pendingStakes',
  pendingStakeSchema,
  {},
  {
    absentMeansEmpty: true,
  },
);
/** GET /staking/outstanding-stakes response. */
export const outstandingStakesResponseSchema = listEnvelope(
  'outstandingStakes',
  outstandingStakeSchema,
  {},
  { absentMeansEmpty: true },
);
