import { stakingOperationsByCurrency } from '../../shared/contracts/create-order';
import type { Random } from './prng';

/**
 * Currencies the sandbox knows, one entry per (currency, network). Every
 * currency of the spec's staking table is here, with its real decimals, so
 * amounts in the seed have believable precision.
 */
export interface CatalogCurrency {
  currency: string;
  mainCurrency: string;
  name: string;
  networkName: string;
  decimals: number;
  /** Reference USD price, a decimal string: for USD values and amount ranges. */
  usdPrice: string;
  stableCoin: boolean;
  /** Multi-smart-call orders are allowed only with this tag (domain rule 10). */
  defiAllowed: boolean;
  confirmations: number;
}

function coin(
  currency: string,
  name: string,
  networkName: string,
  decimals: number,
  usdPrice: string,
  options: Partial<
    Pick<CatalogCurrency, 'mainCurrency' | 'stableCoin' | 'defiAllowed' | 'confirmations'>
  > = {},
): CatalogCurrency {
  return {
    currency,
    mainCurrency: options.mainCurrency ?? currency,
    name,
    networkName,
    decimals,
    usdPrice,
    stableCoin: options.stableCoin ?? false,
    defiAllowed: options.defiAllowed ?? false,
    confirmations: options.confirmations ?? 12,
  };
}

export const currencyCatalog: readonly CatalogCurrency[] = [
  coin('BTC', 'Bitcoin', 'Bitcoin', 8, '68250.40', { confirmations: 3 }),
  coin('ETH', 'Ether', 'Ethereum', 18, '3412.75', { defiAllowed: true, confirmations: 64 }),
  coin('USDC', 'USD Coin', 'Ethereum', 6, '1.0001', {
    mainCurrency: 'ETH',
    stableCoin: true,
    defiAllowed: true,
  }),
  coin('USDC', 'USD Coin', 'Solana', 6, '1.0001', {
    mainCurrency: 'SOL',
    stableCoin: true,
    defiAllowed: true,
  }),
  coin('USDT', 'Tether USD', 'Ethereum', 6, '0.9998', { mainCurrency: 'ETH', stableCoin: true }),
  coin('USDT', 'Tether USD', 'Solana', 6, '0.9998', { mainCurrency: 'SOL', stableCoin: true }),
  coin('SOL', 'Solana', 'Solana', 9, '152.18', { defiAllowed: true, confirmations: 32 }),
  coin('ADA', 'Cardano', 'Cardano', 6, '0.4521'),
  coin('ALGO', 'Algorand', 'Algorand', 6, '0.1834', { confirmations: 1 }),
  coin('ATOM', 'Cosmos', 'Cosmos Hub', 6, '6.482', { confirmations: 1 }),
  coin('AVAX', 'Avalanche', 'Avalanche C-Chain', 18, '28.14', {
    defiAllowed: true,
    confirmations: 1,
  }),
  coin('AXL', 'Axelar', 'Axelar', 6, '0.6120', { confirmations: 1 }),
  coin('BLD', 'Agoric', 'Agoric', 6, '0.0312', { confirmations: 1 }),
  coin('BNB', 'BNB', 'BNB Smart Chain', 18, '581.90', { defiAllowed: true, confirmations: 15 }),
  coin('CCD', 'Concordium', 'Concordium', 6, '0.00512', { confirmations: 1 }),
  coin('DIVI', 'Divi', 'Divi', 8, '0.00187', { confirmations: 6 }),
  coin('DOT', 'Polkadot', 'Polkadot', 10, '5.214', { confirmations: 1 }),
  coin('HNT', 'Helium', 'Helium', 8, '4.106', { confirmations: 1 }),
  coin('INJ', 'Injective', 'Injective', 18, '18.37', { confirmations: 1 }),
  coin('KSM', 'Kusama', 'Kusama', 12, '22.05', { confirmations: 1 }),
  coin('NEAR', 'NEAR Protocol', 'NEAR Protocol', 24, '4.512', { confirmations: 1 }),
  coin('POKT', 'Pocket Network', 'Pocket Network', 6, '0.0409', { confirmations: 1 }),
  coin('ROSE', 'Oasis Network', 'Oasis Network', 9, '0.0618', { confirmations: 1 }),
  coin('ZIL', 'Zilliqa', 'Zilliqa', 12, '0.0151', { confirmations: 1 }),
];

/** Every currency of the spec's staking table; the table itself lives in the shared contract. */
export const stakingCurrencies = Object.keys(stakingOperationsByCurrency);

export function findCatalogCurrency(currency: string, mainCurrency = currency): CatalogCurrency {
  const found = currencyCatalog.find(
    (entry) => entry.currency === currency && entry.mainCurrency === mainCurrency,
  );
  if (found === undefined) throw new Error(`Unknown seed currency ${currency}-${mainCurrency}`);
  return found;
}

/** A (currency, network) pair, e.g. `['USDC', 'SOL']`. */
export type CurrencyPair = readonly [currency: string, mainCurrency: string];

export function pickCatalogCurrency(
  random: Random,
  pairs: readonly CurrencyPair[],
): CatalogCurrency {
  const [currency, mainCurrency] = random.pick(pairs);
  return findCatalogCurrency(currency, mainCurrency);
}

/**
 * A whole-unit range worth roughly `minUsd`–`maxUsd`. The float division only
 * bounds the range; amounts themselves are built as decimal strings.
 */
export function unitsForUsd(
  entry: CatalogCurrency,
  minUsd: number,
  maxUsd: number,
): [number, number] {
  const price = Number(entry.usdPrice);
  return [Math.floor(minUsd / price), Math.max(1, Math.floor(maxUsd / price))];
}
