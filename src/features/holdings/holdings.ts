import type { Readable } from '../../shared/contracts/readable';
import { isUnreadable } from '../../shared/contracts/readable';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { Money } from '../../lib/decimal';
import { ExactSum, isZeroDecimal } from '../../lib/exact-sum';
import type { StakeSplit } from '../../lib/stake-positions';
import { StakeTotals, type StakeSums } from './holding-stakes';
import type { HoldingsSearch } from './holdings-search';

/** Balances move with every order, so an open holdings page refreshes them on its own. */
export const HOLDINGS_REFRESH_MS = 30_000;

/** The balance fields a holding shows, in the order the table shows them. */
export const balanceFields = ['total', 'available', 'reserve', 'locked', 'staked'] as const;
export type BalanceField = (typeof balanceFields)[number];

/** One wallet as treasury reads it: its portfolio by name, and each of its balances. */
export interface Holding {
  walletId: string;
  portfolioId: string;
  /** The portfolio's name; its id when the portfolio list does not name it. */
  portfolioName: string;
  portfolioType: Readable<string> | undefined;
  currency: Readable<string>;
  network: Readable<string>;
  /**
   * `totalBalance` as the provider sends it, or, when it sends none, `balance` plus
   * `stakeBalance` (the provider's definition of it); `totalIsSum` says which.
   */
  total: Readable<string> | undefined;
  totalIsSum: boolean;
  available: Readable<string>;
  reserve: Readable<string> | undefined;
  locked: Readable<string> | undefined;
  staked: Readable<string> | undefined;
  /** The staked figure by state; undefined when the provider's stakes were not read. */
  stakes: StakeSplit | undefined;
}

function sumOf(a: Readable<string>, b: Readable<string> | undefined): Readable<string> | undefined {
  if (isUnreadable(a) || isUnreadable(b)) return undefined;
  return new Money(a).plus(b ?? '0').toFixed();
}

export function holdingOf(
  wallet: Wallet,
  portfolios: ReadonlyMap<string, Portfolio>,
  stakesOf?: (wallet: Wallet) => StakeSplit,
): Holding {
  const portfolio = portfolios.get(wallet.portfolioId);
  const total = wallet.totalBalance ?? sumOf(wallet.balance, wallet.stakeBalance);
  return {
    walletId: wallet.walletId,
    portfolioId: wallet.portfolioId,
    portfolioName: portfolio?.portfolioName ?? wallet.portfolioId,
    portfolioType: wallet.portfolioType ?? portfolio?.portfolioType,
    currency: wallet.currency,
    network: wallet.mainCurrency,
    total,
    totalIsSum: wallet.totalBalance === undefined && total !== undefined,
    available: wallet.available,
    reserve: wallet.reserve,
    locked: wallet.locked,
    staked: wallet.stakeBalance,
    stakes: stakesOf?.(wallet),
  };
}

/** Nothing held: every balance the provider sent reads zero (an unreadable one is not zero). */
export function isEmptyHolding(holding: Holding): boolean {
  return balanceFields.every((field) => {
    const value = holding[field];
    return value === undefined || (!isUnreadable(value) && isZeroDecimal(value));
  });
}

/** A code as received, readable or not, for ordering. */
function codeOf(value: Readable<string>): string {
  return isUnreadable(value) ? value.raw : value;
}

/** The holdings the URL's filters let through, portfolios by name, then currency and network. */
export function shownHoldings(holdings: readonly Holding[], search: HoldingsSearch): Holding[] {
  return holdings
    .filter(
      (holding) =>
        (search.portfolioType === undefined || holding.portfolioType === search.portfolioType) &&
        (search.currency === undefined || holding.currency === search.currency) &&
        !(search.hideEmpty === true && isEmptyHolding(holding)),
    )
    .sort(
      (a, b) =>
        a.portfolioName.localeCompare(b.portfolioName) ||
        codeOf(a.currency).localeCompare(codeOf(b.currency)) ||
        codeOf(a.network).localeCompare(codeOf(b.network)),
    );
}

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
type RunningSums = Record<BalanceField, { sum: ExactSum; unreadable: number }>;

function emptySums(): RunningSums {
  const zero = () => ({ sum: new ExactSum(), unreadable: 0 });
  return { total: zero(), available: zero(), reserve: zero(), locked: zero(), staked: zero() };
}

function addTo(sums: RunningSums, holding: Holding): void {
  for (const field of balanceFields) {
    const value = holding[field];
    if (value === undefined) continue;
    if (isUnreadable(value)) sums[field].unreadable += 1;
    else sums[field].sum.add(value);
  }
}

function finished(sums: RunningSums): Record<BalanceField, FieldSum> {
  const text = ({ sum, unreadable }: RunningSums[BalanceField]) => ({
    sum: sum.toFixed(),
    unreadable,
  });
  return {
    total: text(sums.total),
    available: text(sums.available),
    reserve: text(sums.reserve),
    locked: text(sums.locked),
    staked: text(sums.staked),
  };
}

/**
 * Each currency's exact totals across the given holdings, by currency code (one asset on several
 * networks is one currency). Holdings whose currency is unreadable form no total; `unreadable`
 * counts them.
 */
export function totalsByCurrency(holdings: readonly Holding[]): {
  totals: CurrencyTotal[];
  unreadable: number;
} {
  const byCurrency = new Map<
    string,
    Omit<CurrencyTotal, 'sums' | 'stakes'> & { running: RunningSums; stakes: StakeTotals }
  >();
  let unreadable = 0;
  for (const holding of holdings) {
    if (isUnreadable(holding.currency)) {
      unreadable += 1;
      continue;
    }
    let entry = byCurrency.get(holding.currency);
    if (entry === undefined) {
      entry = {
        currency: holding.currency,
        networks: [],
        wallets: 0,
        running: emptySums(),
        stakes: new StakeTotals(),
      };
      byCurrency.set(holding.currency, entry);
    }
    entry.wallets += 1;
    const network = codeOf(holding.network);
    if (!entry.networks.includes(network)) entry.networks.push(network);
    addTo(entry.running, holding);
    entry.stakes.add(holding.stakes);
  }
  const totals = [...byCurrency.values()]
    .map(({ running, stakes, ...total }): CurrencyTotal => ({
      ...total,
      sums: finished(running),
      stakes: stakes.sums(),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return { totals, unreadable };
}

export interface PortfolioTotal {
  portfolioId: string;
  portfolioName: string;
  portfolioType: Readable<string> | undefined;
  /** Its currencies' totals: amounts in different currencies are never added together. */
  currencies: CurrencyTotal[];
  unreadable: number;
}

/** Each portfolio's totals, one per currency it holds, portfolios by name. */
export function totalsByPortfolio(holdings: readonly Holding[]): PortfolioTotal[] {
  const byPortfolio = new Map<string, Holding[]>();
  for (const holding of holdings) {
    const list = byPortfolio.get(holding.portfolioId) ?? [];
    list.push(holding);
    byPortfolio.set(holding.portfolioId, list);
  }
  return [...byPortfolio.values()]
    .map((list) => {
      const first = list[0] as Holding;
      const { totals, unreadable } = totalsByCurrency(list);
      return {
        portfolioId: first.portfolioId,
        portfolioName: first.portfolioName,
        portfolioType: first.portfolioType,
        currencies: totals,
        unreadable,
      };
    })
    .sort((a, b) => a.portfolioName.localeCompare(b.portfolioName));
}
