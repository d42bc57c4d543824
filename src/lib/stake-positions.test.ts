import { describe, expect, it } from 'vitest';
import {
  activeStakesResponseSchema,
  outstandingStakesResponseSchema,
  pendingStakesResponseSchema,
} from '../shared/contracts/stakes';
import { stakedSolWallet, stakedSolWhere } from '../testing/staked-wallet-fixture';
import { stakePositionsOf, stakeSplit, type StakeLists } from './stake-positions';

const wallet = stakedSolWallet({ available: '10', stakeBalance: '6.000000001' });
const where = stakedSolWhere;
const pool = (poolName: string) => ({ poolId: `${poolName}-id`, poolName });

function lists(overrides: { pendingStatus?: unknown; activeAmount?: unknown } = {}): StakeLists {
  return {
    ...activeStakesResponseSchema.parse({
      activeStakes: [
        {
          ...where,
          activeStakeId: 'a-1',
          activeStake: { activeStakedAmount: overrides.activeAmount ?? '5', pool: pool('Kiln') },
        },
        // Another portfolio's stake is not this wallet's.
        {
          ...where,
          portfolioId: 'pf-2',
          activeStakeId: 'a-2',
          activeStake: { activeStakedAmount: '9' },
        },
      ],
    }),
    ...pendingStakesResponseSchema.parse({
      pendingStakes: [
        {
          ...where,
          pendingStakeId: 'p-1',
          pendingStake: {
            pendingAmount: '0.000000001',
            pendingStakeStatus: overrides.pendingStatus ?? 'changing-validator',
            originPool: pool('Figment'),
            pool: pool('Kiln'),
            pendingEndsAt: '1800000000000',
          },
        },
      ],
    }),
    ...outstandingStakesResponseSchema.parse({
      outstandingStakes: [
        {
          ...where,
          outstandingStakeId: 'o-1',
          outstandingOperation: {
            outstandingAmount: '1',
            outstandingOperationType: 'complete-withdrawal',
          },
        },
      ],
    }),
  };
}

describe('stakePositionsOf', () => {
  it("lists the wallet's own stakes in words, with the validator the provider names", () => {
    expect(
      stakePositionsOf(lists(), wallet).map(({ kind, status, amount, validator, until }) => ({
        kind,
        status,
        amount,
        validator,
        until,
      })),
    ).toEqual([
      {
        kind: 'active',
        status: 'Active: earning rewards',
        amount: '5',
        validator: 'Kiln',
        until: undefined,
      },
      {
        kind: 'pending',
        status: 'Moving to another validator',
        amount: '0.000000001',
        validator: 'Figment → Kiln',
        until: '1800000000000',
      },
      {
        kind: 'outstanding',
        status: 'Unbonded: waiting for a complete withdrawal',
        amount: '1',
        validator: undefined,
        until: undefined,
      },
    ]);
  });

  it('shows a status it does not know as it came, never as a crash', () => {
    const [, pending] = stakePositionsOf(lists({ pendingStatus: 'slashing' }), wallet);
    expect(pending?.status).toBe('Pending (slashing)');
  });
});

describe('stakeSplit', () => {
  it('sums each kind exactly and checks them against the stake balance', () => {
    expect(stakeSplit(stakePositionsOf(lists(), wallet), wallet.stakeBalance)).toEqual({
      byKind: { active: '5', pending: '0.000000001', outstanding: '1' },
      staked: { kind: 'adds-up', sum: '6.000000001' },
    });
  });

  it('says when the stakes do not come to the stake balance', () => {
    const split = stakeSplit(stakePositionsOf(lists(), wallet), '7');
    expect(split.staked).toEqual({ kind: 'differs', sum: '6.000000001', whole: '7' });
  });

  it('sums nothing it cannot read', () => {
    const split = stakeSplit(
      stakePositionsOf(lists({ activeAmount: '5 SOL' }), wallet),
      wallet.stakeBalance,
    );
    expect(split.byKind.active).toBeUndefined();
    expect(split.staked).toEqual({ kind: 'unknown' });
  });
});
