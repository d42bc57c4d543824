import type { SeedContext } from './seed-context';
import { HOUR_MS } from './seed-context';

/** A ClearLoop exchange as the seed plans it; ids come from the PRNG. */
export interface SeedExchange {
  key: string;
  /** Prefix of client account and exchange settlement ids. */
  code: string;
  name: string;
  exchangeId: string;
  settlementCurrencies: readonly string[];
  frequencyMs: number;
  /** Whether the exchange's collateral is short of its clients' unrealised P&L. */
  deficit: boolean;
}

const plans = [
  {
    key: 'deribit',
    code: 'DRB',
    name: 'Deribit',
    settlementCurrencies: ['USDC', 'BTC', 'ETH'],
    frequencyMs: 8 * HOUR_MS,
    deficit: false,
  },
  {
    key: 'bybit',
    code: 'BYB',
    name: 'Bybit',
    settlementCurrencies: ['USDT', 'USDC'],
    frequencyMs: 8 * HOUR_MS,
    deficit: true,
  },
  {
    key: 'okx',
    code: 'OKX',
    name: 'OKX',
    settlementCurrencies: ['USDT', 'BTC'],
    frequencyMs: 12 * HOUR_MS,
    deficit: false,
  },
  {
    key: 'bitfinex',
    code: 'BFX',
    name: 'Bitfinex',
    settlementCurrencies: ['USDT', 'BTC', 'ETH'],
    frequencyMs: 24 * HOUR_MS,
    deficit: true,
  },
  {
    key: 'gate',
    code: 'GIO',
    name: 'Gate.io',
    settlementCurrencies: ['USDT'],
    frequencyMs: 24 * HOUR_MS,
    deficit: false,
  },
] as const;

export function seedExchangePlans(context: SeedContext): SeedExchange[] {
  const random = context.random('exchanges');
  return plans.map((plan) => ({ ...plan, exchangeId: random.uuid() }));
}
