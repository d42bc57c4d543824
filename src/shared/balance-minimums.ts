import Decimal from 'decimal.js';
import { z } from 'zod';
import { nonEmptyString } from './contracts/primitives';

/** Wide enough that a 21-digit amount less a minimum loses nothing. */
const Exact = Decimal.clone({ precision: 80, toExpNeg: -100, toExpPos: 100 });

/**
 * How far above its minimum a balance must come back, in percent of the minimum, before the
 * minimum may alert again: a balance hovering at the line alerts once.
 */
export const MINIMUM_REARM_BAND_PERCENT = '1';

const GROUPED_OR_PLAIN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,18})?$/;

/**
 * A minimum as typed ("1,000.50", "0.25"): digits grouped by commas or not, at most 18
 * decimals, above 0, never negative; read as the exact decimal string ("1000.5").
 */
export const minimumAmountSchema = z
  .string()
  .trim()
  .refine((value) => !value.startsWith('-'), {
    error: 'A minimum cannot be negative',
    abort: true,
  })
  .refine((value) => value.length <= 40 && GROUPED_OR_PLAIN.test(value), {
    error: 'Enter an amount such as 1,000.50',
    abort: true,
  })
  .transform((value) => new Exact(value.replaceAll(',', '')).toFixed())
  .refine((value) => new Exact(value).greaterThan(0), { error: 'The minimum must be above 0' });

/** What a minimum watches: one wallet, or every wallet of a currency without its own. */
export const minimumTargetSchema = z.discriminatedUnion('scope', [
  z.strictObject({
    scope: z.literal('wallet'),
    walletId: nonEmptyString,
    currency: nonEmptyString,
  }),
  z.strictObject({ scope: z.literal('currency'), currency: nonEmptyString }),
]);
export type MinimumTarget = z.infer<typeof minimumTargetSchema>;

/** PUT /api/balance-minimums: sets the target's minimum, replacing the one it had. */
export const setMinimumSchema = z.strictObject({
  target: minimumTargetSchema,
  amount: minimumAmountSchema,
});
export type SetMinimum = z.input<typeof setMinimumSchema>;

export const balanceMinimumSchema = z.strictObject({
  id: z.number().int().positive(),
  target: minimumTargetSchema,
  /** The exact decimal string, in the target's currency. */
  amount: z.string(),
  /** Who set it last, by name; they are told when a balance falls below it. */
  setByName: z.string().nullable(),
  updatedAt: z.number(),
});
export type BalanceMinimum = z.infer<typeof balanceMinimumSchema>;

/** A wallet whose latest sampled balance is under the minimum that applies to it. */
export const belowMinimumSchema = z.strictObject({
  walletId: z.string(),
  portfolioId: z.string(),
  currency: z.string(),
  balance: z.string(),
  minimum: z.string(),
  shortfall: z.string(),
  sampledAt: z.number(),
});
export type BelowMinimum = z.infer<typeof belowMinimumSchema>;

/** GET /api/balance-minimums: every minimum, and the wallets under theirs now. */
export const balanceMinimumsResponseSchema = z.strictObject({
  minimums: z.array(balanceMinimumSchema),
  below: z.array(belowMinimumSchema),
});
export type BalanceMinimumsResponse = z.infer<typeof balanceMinimumsResponseSchema>;

export const BALANCE_MINIMUMS_PATH = '/api/balance-minimums';

/**
 * The minimum that applies to a wallet: its own, else its currency's. A wallet's own minimum
 * is what treasury chose for that wallet, so it wins over the currency's.
 */
export function minimumFor<M extends { target: MinimumTarget }>(
  minimums: readonly M[],
  wallet: { walletId: string; currency: string },
): M | undefined {
  return (
    minimums.find(
      (one) => one.target.scope === 'wallet' && one.target.walletId === wallet.walletId,
    ) ??
    minimums.find(
      (one) => one.target.scope === 'currency' && one.target.currency === wallet.currency,
    )
  );
}

/**
 * A balance against its minimum: it holds strictly under the minimum, and re-arms only once
 * it is at least the band above it. Both are exact decimal strings.
 */
export function balanceAgainstMinimum(
  balance: string,
  minimum: string,
): { holds: boolean; rearm: boolean; shortfall: string } {
  const amount = new Exact(balance);
  const line = new Exact(minimum);
  const rearmAt = line.times(new Exact(MINIMUM_REARM_BAND_PERCENT).dividedBy(100).plus(1));
  return {
    holds: amount.lessThan(line),
    rearm: amount.greaterThanOrEqualTo(rearmAt),
    shortfall: Decimal.max(line.minus(amount), 0).toFixed(),
  };
}

/** What a minimum watches, in words: "BTC wallet w-123" or "every BTC wallet". */
export function minimumTargetInWords(target: MinimumTarget): string {
  return target.scope === 'wallet'
    ? `${target.currency} wallet ${target.walletId}`
    : `every ${target.currency} wallet without its own minimum`;
}
