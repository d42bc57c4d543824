import type { WireWallet } from '../../src/shared/contracts/wallets';
import { Money } from '../../src/lib/decimal';
import { SANDBOX_ORGANIZATION_ID } from '../../src/sandbox/identities';
import { currencyCatalog } from '../../src/sandbox/seed/currency-catalog';
import { createRandom, type Random } from '../../src/sandbox/seed/prng';

/** The seed the holdings benchmark draws its wallets from, so every run measures the same ones. */
export const SYNTHETIC_WALLETS_SEED = 35;

export interface WalletPortfolio {
  portfolioId: string;
  portfolioType?: string | undefined;
}

/** The identity the store keeps wallets unique by. */
export const walletKey = (wallet: Pick<WireWallet, 'portfolioId' | 'currency' | 'mainCurrency'>) =>
  `${wallet.portfolioId}|${wallet.currency}|${wallet.mainCurrency}`;

/**
 * A balance with the currency's own precision: a whole part from 0 to millions, and a fraction
 * as long as the currency allows (18 digits for ETH-like tokens) in a third of the wallets.
 */
function balanceOf(random: Random, decimals: number): string {
  const whole = String(random.int(0, 10 ** random.int(0, 6)));
  const digits = random.chance(1 / 3) ? decimals : random.int(0, Math.min(decimals, 8));
  const fraction = random.chars('0123456789', digits).replace(/0+$/, '');
  return fraction.length > 0 ? `${whole}.${fraction}` : whole;
}

/** A share (1–60 %) of `balance`, cut to the currency's precision, so it never exceeds it. */
function shareOf(random: Random, balance: string, decimals: number): string {
  return new Money(balance)
    .times(random.int(1, 60))
    .div(100)
    .toDecimalPlaces(decimals, Money.ROUND_DOWN)
    .toFixed();
}

function walletOf(
  random: Random,
  portfolio: WalletPortfolio,
  currency: string,
  mainCurrency: string,
  decimals: number,
): WireWallet {
  const empty = random.chance(0.15);
  const balance = empty ? '0' : balanceOf(random, decimals);
  const reserve = !empty && random.chance(0.25) ? shareOf(random, balance, decimals) : '0';
  const staked = !empty && random.chance(0.1) ? balanceOf(random, decimals) : '0';
  const at = Date.UTC(2026, 0, 1) + random.int(0, 300) * 86_400_000;
  return {
    walletId: random.uuid(),
    portfolioId: portfolio.portfolioId,
    ...(portfolio.portfolioType === undefined ? {} : { portfolioType: portfolio.portfolioType }),
    organizationId: SANDBOX_ORGANIZATION_ID,
    currency,
    mainCurrency,
    balance,
    reserve,
    available: new Money(balance).minus(reserve).toFixed(),
    locked: portfolio.portfolioType === 'clearloop' ? balance : '0',
    stakeBalance: staked,
    totalBalance: new Money(balance).plus(staked).toFixed(),
    createdAt: String(at),
    updatedAt: String(at + random.int(0, 86_400_000)),
  };
}

/**
 * `count` synthetic wallets over the given portfolios, deterministic for a seed: every catalog
 * currency on its network in every portfolio first, then the same again under numbered codes
 * (`USDC2` on ETH, …) so a portfolio × currency × network stays unique however many are asked
 * for. `taken` lists keys (see `walletKey`) that already exist and must not be made again.
 */
export function syntheticWallets(options: {
  count: number;
  portfolios: readonly WalletPortfolio[];
  taken?: ReadonlySet<string>;
  seed?: number;
}): WireWallet[] {
  if (options.portfolios.length === 0) throw new Error('Synthetic wallets need a portfolio');
  const random = createRandom(options.seed ?? SYNTHETIC_WALLETS_SEED);
  const wallets: WireWallet[] = [];
  for (let round = 1; wallets.length < options.count; round += 1) {
    for (const entry of currencyCatalog) {
      const currency = round === 1 ? entry.currency : `${entry.currency}${round}`;
      for (const portfolio of options.portfolios) {
        if (wallets.length >= options.count) return wallets;
        const key = walletKey({ ...portfolio, currency, mainCurrency: entry.mainCurrency });
        if (options.taken?.has(key)) continue;
        wallets.push(walletOf(random, portfolio, currency, entry.mainCurrency, entry.decimals));
      }
    }
  }
  return wallets;
}
