import Decimal from 'decimal.js';
import { z } from 'zod';
import { decimalString, epochMsString, nonEmptyString } from './contracts/primitives';

/** Where a recorded reading came from: the server's own sampler, or the sandbox's seeded past. */
export const ltvSampleSources = ['sampled', 'sandbox-seed'] as const;
export type LtvSampleSource = (typeof ltvSampleSources)[number];

/**
 * One loan's LTV as the server recorded it at one moment, with the thresholds the loan carried
 * then. Ratios are fractions as decimal strings ("0.7850"), exactly as the provider sent them.
 */
export const ltvSampleSchema = z.strictObject({
  /** When the reading was taken, epoch ms: the start of its sampling slot. */
  at: z.number().int().nonnegative(),
  ltv: decimalString,
  marginCallThreshold: decimalString.nullable(),
  defaultThreshold: decimalString.nullable(),
  rebalanceThreshold: decimalString.nullable(),
  /** The collateral's value the LTV implies (loan value ÷ LTV), when the loan carries both. */
  collateralValueUsd: decimalString.nullable(),
  /** `debtRatioStatus` as the provider sent it, if any. */
  status: z.string().nullable(),
  source: z.enum(ltvSampleSources),
});
export type LtvSample = z.infer<typeof ltvSampleSchema>;

/** A reading before it is stored: which loan, and the sample. */
export interface LoanLtvReading extends LtvSample {
  loanId: string;
}

/** Query of GET /api/loans/{loanId}/ltv-history. */
export const ltvHistoryQuerySchema = z.strictObject({
  /** Only readings at or after this moment (epoch ms); unset: everything kept. */
  since: epochMsString.optional(),
});
export type LtvHistoryQuery = z.infer<typeof ltvHistoryQuerySchema>;

export const ltvHistoryParamsSchema = z.strictObject({ loanId: nonEmptyString });

/** Answer of GET /api/loans/{loanId}/ltv-history: the readings oldest first, and the schedule. */
export const ltvHistorySchema = z.strictObject({
  loanId: z.string(),
  /** How often the server samples (LTV_SAMPLE_MINUTES); 0 when it does not. */
  sampleMinutes: z.number().int().nonnegative(),
  /** How long readings are kept (LTV_HISTORY_DAYS). */
  retentionDays: z.number().positive(),
  samples: z.array(ltvSampleSchema),
});
export type LtvHistory = z.infer<typeof ltvHistorySchema>;

/** Path of one loan's recorded LTV history on the dashboard's own API. */
export function ltvHistoryPath(loanId: string, since?: number): string {
  const query = since === undefined ? '' : `?since=${since}`;
  return `/api/loans/${encodeURIComponent(loanId)}/ltv-history${query}`;
}

/** The collateral value an LTV implies: the loan's value over its LTV, to the cent; null without both. */
export function impliedCollateralValue(loanValue: string | null, ltv: string): string | null {
  if (loanValue === null) return null;
  const ratio = new Decimal(ltv);
  if (ratio.lessThanOrEqualTo(0)) return null;
  return new Decimal(loanValue).dividedBy(ratio).toDecimalPlaces(2).toFixed(2);
}

/** One loan's LTV movement over the last day, for the risk board. */
export const ltvMoverSchema = z.strictObject({
  loanId: z.string(),
  first: z.strictObject({ at: z.number(), ltv: decimalString }),
  last: z.strictObject({ at: z.number(), ltv: decimalString }),
  /** last − first, as a fraction (0.0125 is 1.25 percentage points). */
  change: decimalString,
  /** The highest reading of each hour, oldest first: the sparkline. */
  points: z.array(z.strictObject({ at: z.number(), ltv: decimalString })),
});
export type LtvMover = z.infer<typeof ltvMoverSchema>;

/** Answer of GET /api/loans/ltv-movers: loans by how far their LTV moved, most first. */
export const ltvMoversSchema = z.strictObject({
  since: z.number(),
  sampleMinutes: z.number().int().nonnegative(),
  loans: z.array(ltvMoverSchema),
});
export type LtvMovers = z.infer<typeof ltvMoversSchema>;

/** Path of the last day's LTV movers on the dashboard's own API. */
export const LTV_MOVERS_PATH = '/api/loans/ltv-movers';
