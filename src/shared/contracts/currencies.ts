import { z } from 'zod';
import { listEnvelope } from './readable';
import { openEnum, readDigits } from './primitives';

/** Currency tags the provider documents; `defi-allowed` gates multi-smart-call orders. */
export const currencyTags = [
  'deposit-custody',
  'deposit-trading-vault',
  'deposit-trading',
  'deposit-external',
  'withdraw-custody',
  'withdraw-trading-vault',
  'withdraw-trading',
  'withdraw-external',
  'show-custody',
  'show-trading-vault',
  'show-trading',
  'show-external',
  'show-fees-vault',
  'show-clearloop',
  'defi-allowed',
] as const;
export type CurrencyTag = (typeof currencyTags)[number];

/** A currency on one network (`currency` + `mainCurrency`), with its tags and precision. */
export const currencySchema = z.looseObject({
  currency: z.string().min(1),
  /** Blockchain network, itself a currency code (e.g. `ETH` for USDC on Ethereum). */
  mainCurrency: z.string().min(1),
  name: z.string(),
  networkName: z.string().optional(),
  protocol: z.string().optional(),
  /** Number of decimal places (the provider's key is singular). */
  decimal: readDigits.optional(),
  /** Confirmations required before a deposit counts. */
  confirmations: readDigits.optional(),
  fiat: z.boolean().optional(),
  stableCoin: z.boolean().optional(),
  tags: z.array(openEnum(currencyTags)).optional(),
  /** Networks available for cross-chain transfers. */
  crossChainNetworks: z.array(z.string()).optional(),
  extra: z.looseObject({}).optional(),
});
export type Currency = z.output<typeof currencySchema>;
export type WireCurrency = z.input<typeof currencySchema>;

/** Does the currency carry `tag`? A missing tag list means no tags. */
export function hasCurrencyTag(currency: Pick<Currency, 'tags'>, tag: CurrencyTag): boolean {
  return currency.tags?.includes(tag) ?? false;
}

/** GET /currencies response. */
export const currenciesResponseSchema = listEnvelope('currencies', currencySchema);
export type CurrenciesResponse = z.output<typeof currenciesResponseSchema>;
