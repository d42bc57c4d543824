import Decimal from 'decimal.js';
import type { WireEstimatedFees, FeeLevel } from '../../shared/contracts/orders';
import { currencyCatalog } from '../seed/currency-catalog';

/**
 * The sandbox's withdrawal fees. As the spec says, fees are flat per currency
 * and level: they do not depend on the amount or the transaction; a higher
 * level costs more and confirms sooner. Each level is a fixed USD value turned
 * into the currency at its reference price, rounded up to the currency's
 * precision (at most 8 places), so every currency has a stable fee table.
 */
const Exact = Decimal.clone({ precision: 80 });

const usdPerLevel: Readonly<Record<FeeLevel, string>> = { low: '0.5', medium: '2', high: '6' };
const minutesPerLevel: Readonly<Record<FeeLevel, number>> = { low: 45, medium: 15, high: 3 };

export const DEFAULT_FEE_LEVEL: FeeLevel = 'medium';

export interface FeeQuote {
  feeLevel: FeeLevel;
  /** Flat fee in the order's base currency. */
  fee: string;
  estimatedFees: WireEstimatedFees;
}

/** The fee of a withdrawal of `currency` on `mainCurrency`; undefined for a currency the sandbox lacks. */
export function quoteFee(
  currency: string,
  mainCurrency: string,
  feeLevel: FeeLevel = DEFAULT_FEE_LEVEL,
): FeeQuote | undefined {
  const entry = currencyCatalog.find(
    (candidate) => candidate.currency === currency && candidate.mainCurrency === mainCurrency,
  );
  if (entry === undefined) return undefined;
  const places = Math.min(entry.decimals, 8);
  // Rounding a positive fee up never reaches zero: the smallest fee is one unit of the last place.
  const feeText = new Exact(usdPerLevel[feeLevel])
    .dividedBy(entry.usdPrice)
    .toDecimalPlaces(places, Decimal.ROUND_UP)
    .toFixed();
  return {
    feeLevel,
    fee: feeText,
    estimatedFees: {
      fee: feeText,
      feeCurrency: currency,
      feeType: 'flat',
      estimatedTime: String(minutesPerLevel[feeLevel] * 60_000),
      reportingCurrencyRate: entry.usdPrice,
    },
  };
}

/** a + b, exact. */
export function addDecimals(a: string, b: string): string {
  return new Exact(a).plus(b).toFixed();
}

/** a > b, exact. */
export function isGreater(a: string, b: string): boolean {
  return new Exact(a).greaterThan(b);
}
