import { describe, expect, it } from 'vitest';
import { Unreadable } from '../../shared/contracts/readable';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { totalsByCurrency, totalsByPortfolio } from './holding-totals';
import { holdingOf, isEmptyHolding, orderedHoldings, shownHoldings } from './holdings';

function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    walletId: 'w-1',
    portfolioId: 'p-vault',
    portfolioType: 'custody',
    currency: 'BTC',
    mainCurrency: 'BTC',
    balance: '1.5',
    available: '1.2',
    reserve: '0.3',
    locked: '0',
    stakeBalance: '0',
    totalBalance: '1.5',
    ...overrides,
  };
}

const portfolios = new Map<string, Portfolio>([
  [
    'p-vault',
    {
      portfolioId: 'p-vault',
      portfolioName: 'Treasury Vault',
      portfolioType: 'custody',
      isActive: true,
      createdAt: '1700000000000',
      createdBy: 'user-1',
    },
  ],
  [
    'p-hot',
    {
      portfolioId: 'p-hot',
      portfolioName: 'Operations Hot Wallet',
      portfolioType: 'trading',
      isActive: true,
      createdAt: '1700000000000',
      createdBy: 'user-1',
    },
  ],
]);

describe('holdingOf', () => {
  it('names the portfolio and keeps the provider’s total', () => {
    const holding = holdingOf(wallet(), portfolios);
    expect(holding).toMatchObject({
      portfolioName: 'Treasury Vault',
      total: '1.5',
      totalIsSum: false,
      reserve: '0.3',
    });
  });

  it('derives the total from balance and staked when the provider sends none, and says so', () => {
    const holding = holdingOf(
      wallet({ totalBalance: undefined, balance: '10.000000000000000001', stakeBalance: '2.5' }),
      portfolios,
    );
    expect(holding.total).toBe('12.500000000000000001');
    expect(holding.totalIsSum).toBe(true);
  });

  it('derives no total from an unreadable balance', () => {
    const holding = holdingOf(
      wallet({ totalBalance: undefined, balance: new Unreadable('1e3', 'not a decimal') }),
      portfolios,
    );
    expect(holding.total).toBeUndefined();
    expect(holding.totalIsSum).toBe(false);
  });

  it('shows the portfolio id when the portfolio list does not name it', () => {
    expect(holdingOf(wallet({ portfolioId: 'p-gone' }), portfolios).portfolioName).toBe('p-gone');
  });
});

describe('isEmptyHolding', () => {
  it('is empty only when every balance reads zero', () => {
    const zero = { balance: '0', available: '0', reserve: '0', totalBalance: '0.000' };
    expect(isEmptyHolding(holdingOf(wallet(zero), portfolios))).toBe(true);
    expect(isEmptyHolding(holdingOf(wallet({ ...zero, locked: '0.01' }), portfolios))).toBe(false);
    const odd = { ...zero, stakeBalance: new Unreadable('n/a', 'not a decimal') };
    expect(isEmptyHolding(holdingOf(wallet(odd), portfolios))).toBe(false);
  });
});

describe('shownHoldings', () => {
  const holdings = [
    holdingOf(wallet({ walletId: 'a', currency: 'ETH', mainCurrency: 'ETH' }), portfolios),
    holdingOf(
      wallet({ walletId: 'b', portfolioId: 'p-hot', portfolioType: 'trading' }),
      portfolios,
    ),
    holdingOf(
      wallet({ walletId: 'c', balance: '0', available: '0', reserve: '0', totalBalance: '0' }),
      portfolios,
    ),
  ];

  it('orders portfolios by name, then currency and network', () => {
    expect(orderedHoldings(holdings).map((h) => h.walletId)).toEqual(['b', 'c', 'a']);
  });

  it('filters by portfolio type, currency and emptiness, keeping the order', () => {
    const ordered = orderedHoldings(holdings);
    const shown = (search: Parameters<typeof shownHoldings>[1]) =>
      shownHoldings(ordered, search).map((h) => h.walletId);
    expect(shown({})).toEqual(['b', 'c', 'a']);
    expect(shown({ portfolioType: 'custody' })).toEqual(['c', 'a']);
    expect(shown({ currency: 'BTC' })).toEqual(['b', 'c']);
    expect(shown({ hideEmpty: true })).toEqual(['b', 'a']);
  });
});

describe('totals', () => {
  it('adds each currency exactly across portfolios and networks, counting unreadable values', () => {
    const holdings = [
      holdingOf(
        wallet({ walletId: 'a', currency: 'USDT', mainCurrency: 'ETH', totalBalance: '0.1' }),
        portfolios,
      ),
      holdingOf(
        wallet({
          walletId: 'b',
          portfolioId: 'p-hot',
          currency: 'USDT',
          mainCurrency: 'TRX',
          totalBalance: '0.2',
          reserve: new Unreadable('lots', 'not a decimal'),
        }),
        portfolios,
      ),
      holdingOf(
        wallet({ walletId: 'c', totalBalance: '99999999999999999999.99999999' }),
        portfolios,
      ),
      holdingOf(
        wallet({ walletId: 'd', currency: new Unreadable(7, 'not a currency code') }),
        portfolios,
      ),
    ];
    const { totals, unreadable } = totalsByCurrency(holdings);
    expect(unreadable).toBe(1);
    expect(totals.map((total) => total.currency)).toEqual(['BTC', 'USDT']);
    const [btc, usdt] = totals;
    expect(btc?.sums.total).toEqual({ sum: '99999999999999999999.99999999', unreadable: 0 });
    expect(usdt?.sums.total).toEqual({ sum: '0.3', unreadable: 0 });
    expect(usdt?.sums.reserve).toEqual({ sum: '0.3', unreadable: 1 });
    expect(usdt?.networks).toEqual(['ETH', 'TRX']);
    expect(usdt?.wallets).toBe(2);
  });

  it('totals each portfolio per currency, never across currencies', () => {
    const holdings = [
      holdingOf(wallet({ walletId: 'a', totalBalance: '1' }), portfolios),
      holdingOf(wallet({ walletId: 'b', totalBalance: '2' }), portfolios),
      holdingOf(wallet({ walletId: 'c', currency: 'ETH', totalBalance: '5' }), portfolios),
      holdingOf(wallet({ walletId: 'd', portfolioId: 'p-hot', totalBalance: '7' }), portfolios),
    ];
    const byPortfolio = totalsByPortfolio(holdings);
    expect(byPortfolio.map((p) => p.portfolioName)).toEqual([
      'Operations Hot Wallet',
      'Treasury Vault',
    ]);
    expect(
      byPortfolio[1]?.currencies.map((total) => [total.currency, total.total.sum, total.wallets]),
    ).toEqual([
      ['BTC', '3', 2],
      ['ETH', '5', 1],
    ]);
  });
});
