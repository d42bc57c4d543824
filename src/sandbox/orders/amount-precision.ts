import type { WireCurrency } from '../../shared/contracts/currencies';
import { accept, badRequest, type Outcome } from './refusal';

/**
 * An amount finer than the currency's smallest unit cannot be moved: the
 * provider refuses it rather than round money. (Before this, an amount with
 * 5,000 decimal places was stored as given.)
 */
export function withinDecimals(amount: string | undefined, currency: WireCurrency): Outcome<true> {
  if (amount === undefined || currency.decimal === undefined) return accept(true);
  const decimals = Number.parseInt(currency.decimal, 10);
  const places = amount.split('.')[1]?.length ?? 0;
  return places <= decimals
    ? accept(true)
    : badRequest(
        `amount: ${currency.currency} has ${decimals} decimal places; this amount has ${places}`,
      );
}
