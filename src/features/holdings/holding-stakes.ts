import { ExactSum } from '../../lib/exact-sum';
import {
  stakePositionsOf,
  stakeSplit,
  type StakeKind,
  type StakeLists,
  type StakeSplit,
} from '../../lib/stake-positions';
import type { ActiveStake, OutstandingStake, PendingStake } from '../../shared/contracts/stakes';
import { isUnreadable } from '../../shared/contracts/readable';
import type { Wallet } from '../../shared/contracts/wallets';

/** The states a staked figure breaks into, in the order the page shows them. */
export const stakeKinds = ['active', 'pending', 'outstanding'] as const satisfies StakeKind[];

/** Which wallet a stake belongs to: its portfolio, currency and network. */
function walletKey(portfolioId: string, currency: string, network: string): string {
  return JSON.stringify([portfolioId, currency, network]);
}

type StakeRecord = { portfolioId?: string; currency?: string; mainCurrency?: string };

function stakeKey(stake: StakeRecord): string | undefined {
  if (stake.portfolioId === undefined || stake.currency === undefined) return undefined;
  return walletKey(stake.portfolioId, stake.currency, stake.mainCurrency ?? stake.currency);
}

/** A wallet's stakes while they are grouped: plain arrays, appended to. */
interface Group {
  activeStakes: ActiveStake[];
  pendingStakes: PendingStake[];
  outstandingStakes: OutstandingStake[];
}

/**
 * Every wallet's stakes from one read of each kind for the whole organization: the stakes are
 * grouped by wallet once (so no wallet scans every stake), then each wallet's are summed by
 * state and set beside its staked figure. A wallet with no stake listed has zero in each state.
 */
export function stakesOfWallets(lists: StakeLists): (wallet: Wallet) => StakeSplit {
  const groups = new Map<string, Group>();
  const groupOf = (stake: StakeRecord): Group | undefined => {
    // A stake that names no portfolio or currency is no wallet's.
    const key = stakeKey(stake);
    if (key === undefined) return undefined;
    let group = groups.get(key);
    if (group === undefined) {
      group = { activeStakes: [], pendingStakes: [], outstandingStakes: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const stake of lists.activeStakes) groupOf(stake)?.activeStakes.push(stake);
  for (const stake of lists.pendingStakes) groupOf(stake)?.pendingStakes.push(stake);
  for (const stake of lists.outstandingStakes) groupOf(stake)?.outstandingStakes.push(stake);
  const none: StakeLists = { activeStakes: [], pendingStakes: [], outstandingStakes: [] };
  return (wallet) => {
    const { portfolioId, currency, mainCurrency } = wallet;
    // A wallet whose currency cannot be read is no stake's: the provider names it plainly.
    const mine =
      isUnreadable(currency) || isUnreadable(mainCurrency)
        ? undefined
        : groups.get(walletKey(portfolioId, currency, mainCurrency));
    return stakeSplit(stakePositionsOf(mine ?? none, wallet), wallet.stakeBalance);
  };
}

/** Each state's exact sum over some wallets, and how many wallets it could not count. */
export type StakeSums = Record<StakeKind, { sum: string; unreadable: number }>;

function zero() {
  return { sum: new ExactSum(), unreadable: 0 };
}

/** Adds wallets' stakes up by state; `sums` is undefined once a wallet's stakes were not read. */
export class StakeTotals {
  private readonly running = { active: zero(), pending: zero(), outstanding: zero() };
  private unread = false;

  add(stakes: StakeSplit | undefined): void {
    if (stakes === undefined) {
      this.unread = true;
      return;
    }
    for (const kind of stakeKinds) {
      const value = stakes.byKind[kind];
      if (value === undefined) this.running[kind].unreadable += 1;
      else this.running[kind].sum.add(value);
    }
  }

  sums(): StakeSums | undefined {
    if (this.unread) return undefined;
    const text = ({ sum, unreadable }: ReturnType<typeof zero>) => ({
      sum: sum.toFixed(),
      unreadable,
    });
    return {
      active: text(this.running.active),
      pending: text(this.running.pending),
      outstanding: text(this.running.outstanding),
    };
  }
}
