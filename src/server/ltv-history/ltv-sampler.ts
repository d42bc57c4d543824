import type { Loan } from '../../shared/contracts/loans';
import type { LoanLtvReading } from '../../shared/ltv-history';
import { startLeaderLoop, type LeaderLoop } from '../../store/leader-loop';
import type { Database } from '../../store/sql-client';
import {
  sampleBalancesOnce,
  type BalanceSamplingOptions,
} from '../balance-history/balance-sampler';
import { readingOf, sampleSlot } from './loan-readings';
import type { LoanSource } from './loan-source';
import { latestLtvSampleAt, pruneLtvSamples, recordLtvReadings } from './ltv-samples-repository';

const DAY_MS = 86_400_000;
/** Longest a standby instance waits before asking for the sampler's lock again. */
const TAKEOVER_POLL_MS = 5_000;
/** Longest the leader waits between checks that a slot is due. */
const CHECK_MS = 15_000;

export interface LtvSamplerOptions {
  db: Database;
  loans: LoanSource;
  everyMs: number;
  retentionDays: number;
  /** The sandbox's believable past, recorded once into an empty history. */
  seedPast?: (fromMs: number, toMs: number, everyMs: number) => Promise<LoanLtvReading[]>;
  now?: () => number;
  warn?: (message: string) => void;
  /** Told when a turn took a reading (the `sampler_last_run_timestamp_seconds` metric). */
  ran?: (at: number) => void;
  /**
   * Given each live sample once it is stored, with the loans it read: the risk alert rules
   * judge it here, on the leader, rather than in a loop of their own.
   */
  judge?: (sample: {
    loans: readonly Loan[];
    readings: readonly LoanLtvReading[];
    organizationId: string | undefined;
  }) => Promise<void>;
  /** Wallet balances, sampled by the same leader on the same schedule, in the same turn. */
  balances?: Omit<BalanceSamplingOptions, 'db' | 'everyMs' | 'retentionDays'>;
}

/** What one sampling turn did, for logs and tests. */
export type SampleOutcome =
  | { kind: 'not-due' }
  | { kind: 'unreadable-source'; message: string }
  | { kind: 'sampled'; at: number; recorded: number; skipped: number; pruned: number };

/**
 * One turn of the sampler, run by the leader: when the current slot has no reading yet, reads
 * every loan and records the LTV of each that carries a readable one (the others are skipped,
 * counted, and tried again next slot), then forgets readings past retention.
 */
export async function sampleLtvOnce(
  options: LtvSamplerOptions,
  nowMs: number,
): Promise<SampleOutcome> {
  const { db, everyMs } = options;
  const slot = sampleSlot(nowMs, everyMs);
  const latest = await latestLtvSampleAt(db);
  if (latest !== undefined && latest >= slot) return { kind: 'not-due' };
  if (latest === undefined && options.seedPast !== undefined) {
    const from = Math.max(slot - options.retentionDays * DAY_MS, slot - SEEDED_PAST_MS);
    await recordLtvReadings(db, await options.seedPast(from, slot - everyMs, everyMs));
  }
  const read = await options.loans();
  if (!read.ok) return { kind: 'unreadable-source', message: read.message };
  const readings = read.loans.flatMap((loan) => readingOf(loan, slot) ?? []);
  const recorded = await recordLtvReadings(db, readings);
  // Judging the same readings twice (a takeover mid-slot) raises nothing twice: each rule's
  // state per loan says it fired already.
  await options
    .judge?.({ loans: read.loans, readings, organizationId: read.organizationId })
    .catch((error: unknown) => {
      (options.warn ?? console.warn)(`LTV alert rules not judged: ${String(error)}`);
    });
  const pruned = await pruneLtvSamples(db, nowMs - options.retentionDays * DAY_MS);
  return {
    kind: 'sampled',
    at: slot,
    recorded,
    // A loan that carries no LTV (uncollateralised) has nothing to record; one that carries
    // an unreadable LTV, or is unreadable itself, is skipped and said so.
    skipped:
      read.loans.filter((loan) => loan.debtRatio !== undefined).length -
      readings.length +
      read.unreadableItems,
    pruned,
  };
}

/** How far back the sandbox's seeded past reaches (within retention). */
export const SEEDED_PAST_MS = 6 * 3_600_000;

export type LtvSampler = LeaderLoop;

/**
 * Samples every loan's LTV (and, given `balances`, every wallet's balances) once per `everyMs` slot, on the one instance holding the sampler's
 * advisory lock (the others ask again every few seconds and take over when its holder dies,
 * as the sandbox clock does). A slot already in the store is never sampled twice, so a restart
 * or a takeover mid-slot adds nothing; a failed turn is logged and the next one tries again.
 */
export function startLtvSampler(options: LtvSamplerOptions): LtvSampler {
  const { db, now = Date.now, warn = (message) => console.warn(message) } = options;

  async function turn(): Promise<void> {
    const outcome = await sampleLtvOnce(options, now());
    if (outcome.kind === 'sampled') options.ran?.(now());
    if (outcome.kind === 'unreadable-source') warn(`LTV not sampled: ${outcome.message}`);
    else if (outcome.kind === 'sampled' && outcome.skipped > 0) {
      warn(`LTV sample: ${outcome.skipped} loans whose LTV could not be read were skipped`);
    }
    if (options.balances !== undefined) await balancesTurn(options.balances);
  }

  async function balancesTurn(balances: NonNullable<LtvSamplerOptions['balances']>) {
    const { judge } = balances;
    const outcome = await sampleBalancesOnce(
      {
        ...balances,
        db,
        everyMs: options.everyMs,
        retentionDays: options.retentionDays,
        ...(judge === undefined
          ? {}
          : {
              judge: (wallets) =>
                judge(wallets).catch((error: unknown) => {
                  warn(`Balance minimums not judged: ${String(error)}`);
                }),
            }),
      },
      now(),
    );
    if (outcome.kind === 'unreadable-source') warn(`Balances not sampled: ${outcome.message}`);
    else if (outcome.kind === 'sampled' && outcome.unreadable > 0) {
      warn(`Balance sample: ${outcome.unreadable} wallets that could not be read were skipped`);
    }
  }

  return startLeaderLoop(db, {
    lockName: 'ltv-sampler',
    turn,
    delayMs: (leading, first) =>
      first ? 0 : Math.min(options.everyMs, leading ? CHECK_MS : TAKEOVER_POLL_MS),
    onError: (error) => console.error('LTV sampling failed; the next turn tries again', error),
  });
}
