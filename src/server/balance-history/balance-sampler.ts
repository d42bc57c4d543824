import Decimal from 'decimal.js';
import type { WalletBalanceReading } from '../../shared/balance-history';
import type { Wallet } from '../../shared/contracts/wallets';
import type { SqlClient } from '../../store/sql-client';
import { plainDecimal, sampleSlot } from '../ltv-history/loan-readings';
import {
  latestBalanceSampleAt,
  pruneBalanceSamples,
  recordBalanceReadings,
} from './balance-samples-repository';
import type { WalletSource } from './wallet-source';

const DAY_MS = 86_400_000;
/** How far back the sandbox's seeded past reaches (within retention), as for LTV. */
const SEEDED_PAST_MS = 6 * 3_600_000;

export interface BalanceSamplingOptions {
  db: SqlClient;
  wallets: WalletSource;
  everyMs: number;
  retentionDays: number;
  /** The sandbox's believable past, recorded once into an empty history. */
  seedPast?: (fromMs: number, toMs: number, everyMs: number) => Promise<WalletBalanceReading[]>;
  /**
   * Given the wallets of each live sample once it is stored: the balance minimums judge them
   * here, on the leader, rather than in a loop of their own. A failure is the caller's to log.
   */
  judge?: (wallets: readonly Wallet[]) => Promise<void>;
}

/** What one balance-sampling turn did, for logs and tests. */
export type BalanceSampleOutcome =
  | { kind: 'not-due' }
  | { kind: 'unreadable-source'; message: string }
  | { kind: 'sampled'; at: number; recorded: number; unreadable: number; pruned: number };

/**
 * What the sampler records of a wallet at `at`: each balance as the provider sent it, null when
 * absent or unreadable. The total is `totalBalance`, else balance plus staked when both read.
 */
export function balanceReadingOf(wallet: Wallet, at: number): WalletBalanceReading {
  const balance = plainDecimal(wallet.balance);
  const staked = plainDecimal(wallet.stakeBalance);
  const sent = plainDecimal(wallet.totalBalance);
  const summed =
    balance === null || (wallet.stakeBalance !== undefined && staked === null)
      ? null
      : new Decimal(balance).plus(staked ?? '0').toFixed();
  return {
    walletId: wallet.walletId,
    at,
    balance,
    available: plainDecimal(wallet.available),
    reserve: plainDecimal(wallet.reserve),
    staked,
    total: wallet.totalBalance === undefined ? summed : sent,
    source: 'sampled',
  };
}

/**
 * One balance-sampling turn, run by the leader beside the LTV one: when the current slot has no
 * reading yet, reads every wallet and records its balances, then forgets readings past retention.
 */
export async function sampleBalancesOnce(
  options: BalanceSamplingOptions,
  nowMs: number,
): Promise<BalanceSampleOutcome> {
  const { db, everyMs } = options;
  const slot = sampleSlot(nowMs, everyMs);
  const latest = await latestBalanceSampleAt(db);
  if (latest !== undefined && latest >= slot) return { kind: 'not-due' };
  if (latest === undefined && options.seedPast !== undefined) {
    const from = Math.max(slot - options.retentionDays * DAY_MS, slot - SEEDED_PAST_MS);
    await recordBalanceReadings(db, await options.seedPast(from, slot - everyMs, everyMs));
  }
  const read = await options.wallets();
  if (!read.ok) return { kind: 'unreadable-source', message: read.message };
  const recorded = await recordBalanceReadings(
    db,
    read.wallets.map((wallet) => balanceReadingOf(wallet, slot)),
  );
  // Judging the same sample twice (a takeover mid-slot) alerts nothing twice: each minimum's
  // state per wallet says it fired already.
  await options.judge?.(read.wallets);
  const pruned = await pruneBalanceSamples(db, nowMs - options.retentionDays * DAY_MS);
  return { kind: 'sampled', at: slot, recorded, unreadable: read.unreadableItems, pruned };
}
