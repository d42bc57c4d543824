import { z } from 'zod';
import { decimalString, epochMsString, nonEmptyString } from './contracts/primitives';
import { ltvSampleSources } from './ltv-history';

/** Where a recorded balance came from: the server's own sampler, or the sandbox's seeded past. */
export const balanceSampleSources = ltvSampleSources;
export type BalanceSampleSource = (typeof balanceSampleSources)[number];

/**
 * One wallet's balances as the server recorded them at one moment, exactly as the provider sent
 * them. A field the provider did not send, or sent unreadable, is null: never guessed.
 */
export const balanceSampleSchema = z.strictObject({
  /** When the reading was taken, epoch ms: the start of its sampling slot. */
  at: z.number().int().nonnegative(),
  /** `balance`: what the wallet holds, reserve included, stake excluded. */
  balance: decimalString.nullable(),
  available: decimalString.nullable(),
  reserve: decimalString.nullable(),
  staked: decimalString.nullable(),
  /** `totalBalance` as sent, else balance plus staked (the provider's definition of it). */
  total: decimalString.nullable(),
  source: z.enum(balanceSampleSources),
});
export type BalanceSample = z.infer<typeof balanceSampleSchema>;

/** A reading before it is stored: which wallet, and the sample. */
export interface WalletBalanceReading extends BalanceSample {
  walletId: string;
}

/** Query of GET /api/wallets/{walletId}/balance-history. */
export const balanceHistoryQuerySchema = z.strictObject({
  /** Only readings at or after this moment (epoch ms); unset: everything kept. */
  since: epochMsString.optional(),
});

export const balanceHistoryParamsSchema = z.strictObject({ walletId: nonEmptyString });

/** Answer of GET /api/wallets/{walletId}/balance-history: the readings oldest first. */
export const balanceHistorySchema = z.strictObject({
  walletId: z.string(),
  /** How often the server samples (LTV_SAMPLE_MINUTES, shared with LTV history); 0 when it does not. */
  sampleMinutes: z.number().int().nonnegative(),
  /** How long readings are kept (LTV_HISTORY_DAYS). */
  retentionDays: z.number().positive(),
  samples: z.array(balanceSampleSchema),
});
export type BalanceHistory = z.infer<typeof balanceHistorySchema>;

/** Path of one wallet's recorded balance history on the dashboard's own API. */
export function balanceHistoryPath(walletId: string, since?: number): string {
  const query = since === undefined ? '' : `?since=${since}`;
  return `/api/wallets/${encodeURIComponent(walletId)}/balance-history${query}`;
}
