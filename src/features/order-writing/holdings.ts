import type { Currency } from '../../shared/contracts/currencies';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { firstUnreadable } from '../../lib/left-out';
import { isUnreadable } from '../../shared/contracts/readable';

/** What an order form checks a currency and portfolio against: GET /currencies and /wallets. */
export interface Holdings {
  currencies: readonly Currency[];
  wallets: readonly Wallet[];
}

/** `currency:mainCurrency`: one form value for a currency on one network. */
export function currencyKeyOf(currency: Pick<Currency, 'currency' | 'mainCurrency'>): string {
  return `${currency.currency}:${currency.mainCurrency}`;
}

export function findCurrency(holdings: Pick<Holdings, 'currencies'>, key: string) {
  return holdings.currencies.find((currency) => currencyKeyOf(currency) === key);
}

/** The wallets that hold `currency` on its network: one per portfolio that can send it. */
export function holdersOf(holdings: Pick<Holdings, 'wallets'>, currency: Currency): Wallet[] {
  return holdings.wallets.filter(
    (wallet) =>
      wallet.currency === currency.currency && wallet.mainCurrency === currency.mainCurrency,
  );
}

/** The wallet of the chosen currency in the chosen portfolio, if the portfolio holds it. */
export function findWallet(
  holdings: Holdings,
  values: { currencyKey: string; portfolioId: string },
): Wallet | undefined {
  const currency = findCurrency(holdings, values.currencyKey);
  return currency
    ? holdersOf(holdings, currency).find((wallet) => wallet.portfolioId === values.portfolioId)
    : undefined;
}

/**
 * What every order built from a currency choice sends: a withdraw from the portfolio, in the
 * currency on its network, the amount and description as typed (trimmed; an empty description
 * is not sent), under `externalOrderId`.
 */
export function withdrawBase(
  currency: Currency,
  values: { portfolioId: string; amount: string; description: string },
  externalOrderId: string,
) {
  const description = values.description.trim();
  return {
    orderType: 'withdraw' as const,
    portfolioId: values.portfolioId,
    baseCurrency: currency.currency,
    mainCurrency: currency.mainCurrency,
    amount: values.amount.trim(),
    externalOrderId,
    ...(description === '' ? {} : { description }),
  };
}

/** Why a portfolio cannot place orders; null when it can. */
export function portfolioRefusal(portfolio: Portfolio | undefined): string | null {
  if (isUnreadable(portfolio?.portfolioType)) {
    return 'its type could not be read: cannot place orders';
  }
  return portfolio?.portfolioType === 'external'
    ? 'external account, tracked only: cannot place orders'
    : null;
}

/** Why nothing is sent from a wallet: its balances could not be read. Null when they can. */
export function walletRefusal(wallet: Wallet): string | null {
  const unreadable = firstUnreadable({
    'available balance': wallet.available,
    'staked balance': wallet.stakeBalance,
  });
  return unreadable === undefined ? null : `${unreadable}: cannot send from it`;
}

/** The portfolio choices for `currency`: its holders, by name, a refused one disabled with why. */
export function holderOptions(
  holders: readonly Wallet[],
  portfolios: ReadonlyMap<string, Portfolio>,
) {
  return holders.map((holder) => {
    const portfolio = portfolios.get(holder.portfolioId);
    const refusal = portfolioRefusal(portfolio) ?? walletRefusal(holder);
    return {
      value: holder.portfolioId,
      label: `${portfolio?.portfolioName ?? holder.portfolioId} (${holder.portfolioId})${refusal ? ` (${refusal})` : ''}`,
      disabled: refusal !== null,
    };
  });
}
