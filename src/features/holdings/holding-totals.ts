import type { Readable } from '../../shared/contracts/readable';
import { isUnreadable } from '../../shared/contracts/readable';
import { ExactSum } from '../../lib/exact-sum';
import { StakeTotals, type StakeSums } from './holding-stakes';
import { balanceFields, codeOf, compareText, type BalanceField, type Holding } from './holdings';

/** A column's exact sum over some holdings, and how many it could not count. */
export interface FieldSum {
  sum: string;
  /** Holdings whose value was unreadable, left out of `sum`. */
  unreadable: number;
}

export interface CurrencyTotal {
  currency: string;
  /** The networks its wallets are on, e.g. ["ETH", "TRX"] for USDT. */
  networks: string[];
  wallets: number;
  sums: Record<BalanceField, FieldSum>;
  /** The staked figure by state, summed; undefined when the provider's stakes were not read. */
  stakes: StakeSums | undefined;
}

/** A column's sum while it is added up: kept exact, turned into text once at the end. */
class RunningSum {
  private readonly sum = new ExactSum();
  private unreadable = 0;

  add(value: Readable<string> | undefined): void {
    if (value === undefined) return;
    if (isUnreadable(value)) this.unreadable += 1;
    else this.sum.add(value);
  }

  finished(): FieldSum {
    return { sum: this.sum.toFixed(), unreadable: this.unreadable };
  }
}

interface RunningCurrency {
  currency: string;
  networks: Set<string>;
  wallets: number;
  sums: Record<BalanceField, RunningSum>;
  stakes: StakeTotals;
}

function runningCurrency(currency: string): RunningCurrency {
  const sums = {
    total: new RunningSum(),
    available: new RunningSum(),
    reserve: new RunningSum(),
    locked: new RunningSum(),
    staked: new RunningSum(),
  };
  return { currency, networks: new Set(), wallets: 0, sums, stakes: new StakeTotals() };
}

/**
 * Each currency's exact totals across the given holdings, by currency code (one asset on several
 * networks is one currency). Holdings whose currency is unreadable form no total; `unreadable`
 * counts them. One pass over the holdings, one text per sum at the end.
 */
export function totalsByCurrency(holdings: readonly Holding[]): {
  totals: CurrencyTotal[];
  unreadable: number;
} {
  const byCurrency = new Map<string, RunningCurrency>();
  let unreadable = 0;
  for (const holding of holdings) {
    if (isUnreadable(holding.currency)) {
      unreadable += 1;
      continue;
    }
    let entry = byCurrency.get(holding.currency);
    if (entry === undefined) {
      entry = runningCurrency(holding.currency);
      byCurrency.set(holding.currency, entry);
    }
    entry.wallets += 1;
    entry.networks.add(codeOf(holding.network));
    for (const field of balanceFields) entry.sums[field].add(holding[field]);
    entry.stakes.add(holding.stakes);
  }
  const totals = [...byCurrency.values()]
    .map(({ currency, networks, wallets, sums, stakes }): CurrencyTotal => {
      const text = (field: BalanceField) => sums[field].finished();
      return {
        currency,
        networks: [...networks],
        wallets,
        sums: {
          total: text('total'),
          available: text('available'),
          reserve: text('reserve'),
          locked: text('locked'),
          staked: text('staked'),
        },
        stakes: stakes.sums(),
      };
    })
    .sort((a, b) => compareText(a.currency, b.currency));
  return { totals, unreadable };
}

/** One currency's line in a portfolio's totals: what the portfolio holds of it in all. */
export interface PortfolioCurrencyTotal {
  currency: string;
  wallets: number;
  total: FieldSum;
}

export interface PortfolioTotal {
  portfolioId: string;
  portfolioName: string;
  portfolioType: Readable<string> | undefined;
  /** Its currencies' totals: amounts in different currencies are never added together. */
  currencies: PortfolioCurrencyTotal[];
  unreadable: number;
}

interface RunningPortfolio {
  first: Holding;
  currencies: Map<string, { wallets: number; total: RunningSum }>;
  unreadable: number;
}

/** Each portfolio's total of each currency it holds, portfolios by name, in one pass. */
export function totalsByPortfolio(holdings: readonly Holding[]): PortfolioTotal[] {
  const byPortfolio = new Map<string, RunningPortfolio>();
  for (const holding of holdings) {
    let entry = byPortfolio.get(holding.portfolioId);
    if (entry === undefined) {
      entry = { first: holding, currencies: new Map(), unreadable: 0 };
      byPortfolio.set(holding.portfolioId, entry);
    }
    if (isUnreadable(holding.currency)) {
      entry.unreadable += 1;
      continue;
    }
    let line = entry.currencies.get(holding.currency);
    if (line === undefined) {
      line = { wallets: 0, total: new RunningSum() };
      entry.currencies.set(holding.currency, line);
    }
    line.wallets += 1;
    line.total.add(holding.total);
  }
  return [...byPortfolio.values()]
    .map(({ first, currencies, unreadable }) => ({
      portfolioId: first.portfolioId,
      portfolioName: first.portfolioName,
      portfolioType: first.portfolioType,
      currencies: [...currencies]
        .map(([currency, line]) => ({
          currency,
          wallets: line.wallets,
          total: line.total.finished(),
        }))
        .sort((a, b) => compareText(a.currency, b.currency)),
      unreadable,
    }))
    .sort((a, b) => compareText(a.portfolioName, b.portfolioName));
}
