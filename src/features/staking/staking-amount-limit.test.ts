import { describe, expect, it } from 'vitest';
import type { StakeLists } from '../../lib/stake-positions';
import {
  activeStakesResponseSchema,
  outstandingStakesResponseSchema,
  pendingStakesResponseSchema,
} from '../../shared/contracts/stakes';
import { stakedSolWallet, stakedSolWhere } from '../../testing/staked-wallet-fixture';
import { amountLimit, type StakeReads } from './staking-amount-limit';

const wallet = stakedSolWallet({ available: '4', stakeBalance: '12.5' });
const where = stakedSolWhere;

/** Two active stakes of the wallet, one of another portfolio, and funds in the other states. */
function read(secondActive: unknown = '2.000000001'): StakeReads {
  const lists: StakeLists = {
    activeStakes: activeStakesResponseSchema.parse({
      activeStakes: [
        { ...where, activeStake: { activeStakedAmount: '5' } },
        { ...where, activeStake: { activeStakedAmount: secondActive } },
        { ...where, portfolioId: 'pf-2', activeStake: { activeStakedAmount: '100' } },
      ],
    }).activeStakes,
    pendingStakes: pendingStakesResponseSchema.parse({
      pendingStakes: [
        { ...where, pendingStake: { pendingAmount: '3', pendingStakeStatus: 'bonding' } },
        { ...where, pendingStake: { pendingAmount: '1', pendingStakeStatus: 'unbonding' } },
      ],
    }).pendingStakes,
    outstandingStakes: outstandingStakesResponseSchema.parse({
      outstandingStakes: [
        {
          ...where,
          outstandingOperation: {
            outstandingAmount: '1.499999999',
            outstandingOperationType: 'complete-withdrawal',
          },
        },
      ],
    }).outstandingStakes,
  };
  return { state: 'read', lists };
}

describe('amountLimit for an undelegation', () => {
  it('is the wallet’s active stake, summed exactly, not the staked balance', () => {
    const limit = amountLimit(wallet, 'stake-undelegation', read());
    expect(limit).toMatchObject({ value: '7.000000001', label: 'active stake' });
    expect(limit?.meaning).toMatch(/bonding, unbonding and outstanding funds cannot/);
    expect(limit?.notice).toBeUndefined();
  });

  it('is zero when nothing of the wallet is active yet', () => {
    const nothingActive: StakeReads = {
      state: 'read',
      lists: { activeStakes: [], pendingStakes: [], outstandingStakes: [] },
    };
    expect(amountLimit(wallet, 'stake-undelegation', nothingActive)?.value).toBe('0');
  });

  it('falls back to the staked balance, saying why, when the stake reads failed', () => {
    const limit = amountLimit(wallet, 'stake-undelegation', { state: 'failed' });
    expect(limit).toMatchObject({ value: '12.5', label: 'staked balance' });
    expect(limit?.notice).toMatch(/^The provider’s stakes could not be read, so the whole staked/);
  });

  it('falls back while the stakes load, and when an active amount is unreadable', () => {
    expect(amountLimit(wallet, 'stake-undelegation', { state: 'loading' })?.notice).toMatch(
      /still loading/,
    );
    const unreadable = amountLimit(wallet, 'stake-undelegation', read('2,5'));
    expect(unreadable).toMatchObject({ value: '12.5', label: 'staked balance' });
    expect(unreadable?.notice).toMatch(/^An active stake’s amount could not be read/);
  });

  it('has no bound to fall back to when the staked balance is unreadable too', () => {
    const stakeUnread = stakedSolWallet({ available: '4', stakeBalance: 'lots' });
    expect(amountLimit(stakeUnread, 'stake-undelegation', { state: 'failed' })).toBeUndefined();
  });
});

describe('amountLimit for other operations', () => {
  it('bounds a delegation by the available balance, whatever the stakes', () => {
    expect(amountLimit(wallet, 'stake-delegation', { state: 'failed' })).toEqual({
      value: '4',
      label: 'available balance',
    });
  });

  it('bounds a complete-withdrawal by the staked balance, and a reward claim not at all', () => {
    expect(amountLimit(wallet, 'complete-withdrawal', read())?.value).toBe('12.5');
    expect(amountLimit(wallet, 'take-reward', read())).toBeUndefined();
    expect(amountLimit(undefined, 'stake-undelegation', read())).toBeUndefined();
    expect(amountLimit(wallet, 'not-an-operation', read())).toBeUndefined();
  });
});
