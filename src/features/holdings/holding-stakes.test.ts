import { describe, expect, it } from 'vitest';
import type { StakeLists } from '../../lib/stake-positions';
import { Unreadable } from '../../shared/contracts/readable';
import {
  activeStakesResponseSchema,
  outstandingStakesResponseSchema,
  pendingStakesResponseSchema,
} from '../../shared/contracts/stakes';
import type { Wallet } from '../../shared/contracts/wallets';
import { StakeTotals, stakesOfWallets } from './holding-stakes';
import { totalsByCurrency } from './holding-totals';
import { holdingOf } from './holdings';

function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    walletId: 'w-sol',
    portfolioId: 'p-stake',
    currency: 'SOL',
    mainCurrency: 'SOL',
    balance: '10',
    available: '10',
    stakeBalance: '7.000000000000000003',
    ...overrides,
  };
}

const sol = { portfolioId: 'p-stake', currency: 'SOL', mainCurrency: 'SOL' };
const usdcOnSol = { portfolioId: 'p-stake', currency: 'USDC', mainCurrency: 'SOL' };

/** The organization's stakes, of several wallets, in the provider's three lists. */
const lists: StakeLists = {
  ...activeStakesResponseSchema.parse({
    activeStakes: [
      { ...sol, activeStake: { activeStakedAmount: '4.000000000000000001' } },
      { ...sol, activeStake: { activeStakedAmount: '1' } },
      // Same currency, another portfolio; and a token on the same network.
      { ...sol, portfolioId: 'p-other', activeStake: { activeStakedAmount: '100' } },
      { ...usdcOnSol, activeStake: { activeStakedAmount: '50' } },
      // No portfolio named: no wallet's.
      { currency: 'SOL', mainCurrency: 'SOL', activeStake: { activeStakedAmount: '900' } },
    ],
  }),
  ...pendingStakesResponseSchema.parse({
    pendingStakes: [
      { ...sol, pendingStake: { pendingAmount: '0.5', pendingStakeStatus: 'bonding' } },
      { ...sol, pendingStake: { pendingAmount: '0.5', pendingStakeStatus: 'unbonding' } },
      // The network left out means the currency's own.
      {
        portfolioId: 'p-stake',
        currency: 'SOL',
        pendingStake: { pendingAmount: '0.000000000000000001', pendingStakeStatus: 'bonding' },
      },
    ],
  }),
  ...outstandingStakesResponseSchema.parse({
    outstandingStakes: [
      {
        ...sol,
        outstandingOperation: {
          outstandingAmount: '1.000000000000000001',
          outstandingOperationType: 'claim-reward',
        },
      },
    ],
  }),
};

describe('stakesOfWallets', () => {
  it('sums each wallet’s own stakes by state, exactly, and sets them beside its staked figure', () => {
    const stakes = stakesOfWallets(lists)(wallet());
    expect(stakes.byKind).toEqual({
      active: '5.000000000000000001',
      pending: '1.000000000000000001',
      outstanding: '1.000000000000000001',
    });
    expect(stakes.staked).toEqual({ kind: 'adds-up', sum: '7.000000000000000003' });
  });

  it('keeps another portfolio’s and another currency’s stakes apart', () => {
    const of = stakesOfWallets(lists);
    expect(of(wallet({ portfolioId: 'p-other', stakeBalance: '100' })).byKind).toEqual({
      active: '100',
      pending: '0',
      outstanding: '0',
    });
    expect(of(wallet({ currency: 'USDC', stakeBalance: '50' })).byKind.active).toBe('50');
  });

  it('says when the stakes do not make up the staked figure', () => {
    const stakes = stakesOfWallets(lists)(wallet({ stakeBalance: '8' }));
    expect(stakes.staked).toEqual({ kind: 'differs', sum: '7.000000000000000003', whole: '8' });
  });

  it('gives zero in each state to a wallet with no stake, and none to an unreadable currency', () => {
    const of = stakesOfWallets(lists);
    const none = { active: '0', pending: '0', outstanding: '0' };
    expect(of(wallet({ portfolioId: 'p-empty', stakeBalance: '0' })).byKind).toEqual(none);
    expect(of(wallet({ currency: new Unreadable(7, 'not a string') })).byKind).toEqual(none);
  });

  it('leaves a state unsummed when one of its amounts cannot be read', () => {
    const unreadable: StakeLists = {
      ...lists,
      ...activeStakesResponseSchema.parse({
        activeStakes: [{ ...sol, activeStake: { activeStakedAmount: '4 SOL' } }],
      }),
    };
    const stakes = stakesOfWallets(unreadable)(wallet());
    expect(stakes.byKind.active).toBeUndefined();
    expect(stakes.byKind.pending).toBe('1.000000000000000001');
    expect(stakes.staked.kind).toBe('unknown');
  });
});

describe('stake totals', () => {
  it('add each state across wallets exactly, counting the wallets they could not', () => {
    const totals = new StakeTotals();
    const of = stakesOfWallets(lists);
    totals.add(of(wallet()));
    totals.add(of(wallet({ portfolioId: 'p-other', stakeBalance: '100' })));
    totals.add({
      byKind: { active: undefined, pending: '0', outstanding: '0' },
      staked: { kind: 'unknown' },
    });
    expect(totals.sums()).toEqual({
      active: { sum: '105.000000000000000001', unreadable: 1 },
      pending: { sum: '1.000000000000000001', unreadable: 0 },
      outstanding: { sum: '1.000000000000000001', unreadable: 0 },
    });
  });

  it('are not given when a wallet’s stakes were not read', () => {
    const totals = new StakeTotals();
    totals.add(stakesOfWallets(lists)(wallet()));
    totals.add(undefined);
    expect(totals.sums()).toBeUndefined();
  });

  it('appear in the totals by currency beside the staked figure', () => {
    const portfolios = new Map();
    const of = stakesOfWallets(lists);
    const holdings = [
      holdingOf(wallet(), portfolios, of),
      holdingOf(
        wallet({ walletId: 'w-2', portfolioId: 'p-other', stakeBalance: '100' }),
        portfolios,
        of,
      ),
    ];
    const [total] = totalsByCurrency(holdings).totals;
    expect(total?.sums.staked.sum).toBe('107.000000000000000003');
    expect(total?.stakes).toEqual({
      active: { sum: '105.000000000000000001', unreadable: 0 },
      pending: { sum: '1.000000000000000001', unreadable: 0 },
      outstanding: { sum: '1.000000000000000001', unreadable: 0 },
    });
    // Without the stakes read, the totals say nothing of states.
    const unread = totalsByCurrency([holdingOf(wallet(), portfolios)]).totals[0];
    expect(unread?.stakes).toBeUndefined();
  });
});
