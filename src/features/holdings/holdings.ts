import type { Readable } from '../../shared/contracts/readable';
import { isUnreadable } from '../../shared/contracts/readable';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { Money } from '../../lib/decimal';
import { isZeroDecimal } from '../../lib/exact-sum';
import type { StakeSplit } from '../../lib/stake-positions';
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
export function codeOf(value: Readable<string>): string {
  return isUnreadable(value) ? value.raw : value;
}

/** Names and codes in the reader's order, as `localeCompare` would, at a fraction of its cost. */
export const compareText = new Intl.Collator().compare;

/** Each distinct text's place in the collator's order: the collator sees each text once. */
function ranksOf(texts: readonly string[]): Map<string, number> {
  const ordered = [...new Set(texts)].sort(compareText);
  return new Map(ordered.map((text, rank) => [text, rank]));
}

/**
 * The holdings in the order the page lists them: portfolios by name, then currency and network.
 * Sorted once per answer, by numbers (each name's and code's rank), rather than by comparing
 * texts thousands of times; the filters keep this order.
 */
export function orderedHoldings(holdings: readonly Holding[]): Holding[] {
  const names = ranksOf(holdings.map((holding) => holding.portfolioName));
  const codes = ranksOf(
    holdings.flatMap((holding) => [codeOf(holding.currency), codeOf(holding.network)]),
  );
  const rankOf = (ranks: Map<string, number>, text: string) => ranks.get(text) ?? 0;
  return holdings
    .map((holding) => ({
      holding,
      name: rankOf(names, holding.portfolioName),
      currency: rankOf(codes, codeOf(holding.currency)),
      network: rankOf(codes, codeOf(holding.network)),
    }))
    .sort((a, b) => a.name - b.name || a.currency - b.currency || a.network - b.network)
    .map(({ holding }) => holding);
}

/** The holdings the URL's filters let through, in the order they were given (see above). */
export function shownHoldings(holdings: readonly Holding[], search: HoldingsSearch): Holding[] {
  return holdings.filter(
    (holding) =>
      (search.portfolioType === undefined || holding.portfolioType === search.portfolioType) &&
      (search.currency === undefined || holding.currency === search.currency) &&
      !(search.hideEmpty === true && isEmptyHolding(holding)),
  );
}
