import { isKnownValue } from '../shared/contracts/primitives';
import { isUnreadable, Unreadable, type Readable } from '../shared/contracts/readable';
import {
  outstandingOperationTypes,
  pendingStakeStatuses,
  type ActiveStake,
  type OutstandingStake,
  type PendingStake,
  type StakePool,
} from '../shared/contracts/stakes';
import type { Wallet } from '../shared/contracts/wallets';
import { addUp, sumOf, type Sum } from './wallet-figures';

/** The three stake reads, as the provider answered them. */
export interface StakeLists {
  activeStakes: readonly ActiveStake[];
  pendingStakes: readonly PendingStake[];
  outstandingStakes: readonly OutstandingStake[];
}

export type StakeKind = 'active' | 'pending' | 'outstanding';

/** One stake of a wallet, in words, whichever of the three reads it came from. */
export interface StakePosition {
  key: string;
  kind: StakeKind;
  /** What the stake is doing now. */
  status: string;
  amount: Readable<string> | undefined;
  /** The validator (pool) the provider names, if it names one. */
  validator: string | undefined;
  /** When a pending stake's move ends, or when an active one can be unstaked. */
  until: Readable<string> | undefined;
}

const pendingWords: Record<(typeof pendingStakeStatuses)[number], string> = {
  bonding: 'Bonding: not earning yet',
  unbonding: 'Unbonding',
  'changing-validator': 'Moving to another validator',
};

const outstandingWords: Record<(typeof outstandingOperationTypes)[number], string> = {
  'claim-reward': 'Reward waiting to be claimed',
  'complete-withdrawal': 'Unbonded: waiting for a complete withdrawal',
  'allocate-stake': 'Waiting to be allocated to a validator',
  'complete-deposit': 'Deposit waiting to be completed',
  'claim-unmint': 'Unmint waiting to be claimed',
};

function wordsFor<T extends readonly string[]>(
  known: T,
  words: Record<T[number], string>,
  value: Readable<string> | undefined,
  fallback: string,
): string {
  if (isKnownValue(known, value)) return words[value];
  // An unknown or unreadable code is shown as it came, beside what is certain.
  if (value === undefined) return fallback;
  return `${fallback} (${isUnreadable(value) ? value.raw : value})`;
}

/** The pools' names (their ids when unnamed), once each; `pools` is the provider's list form. */
function validatorOf(
  pool: StakePool | undefined,
  pools: readonly StakePool[] = [],
): string | undefined {
  const names = [...(pool === undefined ? [] : [pool]), ...pools]
    .map((each) => each.poolName ?? each.poolId)
    .filter((name): name is string => name !== undefined && name !== '');
  return names.length === 0 ? undefined : [...new Set(names)].join(', ');
}

function belongsTo(
  stake: { portfolioId?: string; currency?: string; mainCurrency?: string },
  wallet: Wallet,
): boolean {
  return (
    stake.portfolioId === wallet.portfolioId &&
    stake.currency === wallet.currency &&
    (stake.mainCurrency ?? stake.currency) === wallet.mainCurrency
  );
}

/** A wallet's stakes from the three reads, active first, then pending, then outstanding. */
export function stakePositionsOf(lists: StakeLists, wallet: Wallet): StakePosition[] {
  const active = lists.activeStakes.filter((stake) => belongsTo(stake, wallet));
  const pending = lists.pendingStakes.filter((stake) => belongsTo(stake, wallet));
  const outstanding = lists.outstandingStakes.filter((stake) => belongsTo(stake, wallet));
  return [
    ...active.map((stake, index): StakePosition => ({
      key: `active-${stake.activeStakeId ?? index}`,
      kind: 'active',
      status: 'Active: earning rewards',
      amount: stake.activeStake?.activeStakedAmount,
      validator: validatorOf(stake.activeStake?.pool, stake.activeStake?.pools),
      until: stake.activeStake?.readyToUnstakeAt,
    })),
    ...pending.map((stake, index): StakePosition => {
      const detail = stake.pendingStake;
      const from = validatorOf(detail?.originPool);
      const to = validatorOf(detail?.pool, detail?.pools);
      return {
        key: `pending-${stake.pendingStakeId ?? index}`,
        kind: 'pending',
        status: wordsFor(pendingStakeStatuses, pendingWords, detail?.pendingStakeStatus, 'Pending'),
        amount: detail?.pendingAmount,
        validator: from !== undefined && to !== undefined ? `${from} → ${to}` : (to ?? from),
        until: detail?.pendingEndsAt,
      };
    }),
    ...outstanding.map((stake, index): StakePosition => ({
      key: `outstanding-${stake.outstandingStakeId ?? index}`,
      kind: 'outstanding',
      status: wordsFor(
        outstandingOperationTypes,
        outstandingWords,
        stake.outstandingOperation?.outstandingOperationType,
        'Waiting for an operation',
      ),
      amount: stake.outstandingOperation?.outstandingAmount,
      validator: validatorOf(stake.outstandingOperation?.pool, stake.outstandingOperation?.pools),
      until: undefined,
    })),
  ];
}

/** A stake whose amount is missing cannot be summed: it is as unknown as an unreadable one. */
function amountOf(position: StakePosition): Readable<string> {
  return position.amount ?? new Unreadable(undefined, 'missing');
}

export interface StakeSplit {
  /** Each kind's exact sum; undefined when one of its amounts cannot be read. */
  byKind: Record<StakeKind, string | undefined>;
  /** Whether all the stakes together are the wallet's staked figure. */
  staked: Sum;
}

/**
 * How a wallet's stakes relate to its stake balance: the sum of each kind, and whether all of
 * them together are the staked figure the wallet reports.
 */
export function stakeSplit(
  positions: readonly StakePosition[],
  stakeBalance: Readable<string> | undefined,
): StakeSplit {
  const total = (kind: StakeKind) =>
    addUp(positions.filter((position) => position.kind === kind).map(amountOf));
  return {
    byKind: {
      active: total('active'),
      pending: total('pending'),
      outstanding: total('outstanding'),
    },
    staked: sumOf(positions.map(amountOf), stakeBalance),
  };
}
