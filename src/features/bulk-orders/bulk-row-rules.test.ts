import { describe, expect, it } from 'vitest';
import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { Currency } from '../../shared/contracts/currencies';
import type { Portfolio } from '../../shared/contracts/portfolios';
import { Unreadable } from '../../shared/contracts/readable';
import { emptyCells, type BulkCells } from './bulk-columns';
import { checkBulkRow, checkBulkRows } from './bulk-row-rules';

const currencies: Currency[] = [
  { currency: 'ETH', mainCurrency: 'ETH', name: 'Ether', decimal: '18' },
  { currency: 'USDC', mainCurrency: 'ETH', name: 'USD Coin', decimal: '6' },
  { currency: 'USDC', mainCurrency: 'SOL', name: 'USD Coin', decimal: '6' },
  { currency: 'SOL', mainCurrency: 'SOL', name: 'Solana', decimal: '9' },
];
const portfolio = (portfolioId: string, portfolioType = 'custody'): [string, Portfolio] => [
  portfolioId,
  {
    portfolioId,
    portfolioName: `P ${portfolioId}`,
    portfolioType,
    isActive: true,
    createdAt: '1',
    createdBy: 'u',
  },
];
const address = (
  cryptoAddressId: string,
  travelRuleStatus: CryptoAddress['travelRuleStatus'],
  travelRuleReason?: string,
): CryptoAddress => ({
  cryptoAddressId,
  name: `Entry ${cryptoAddressId}`,
  address: '0xabc',
  addressType: 'externally-owned-account',
  createdAt: '1',
  createdBy: 'u',
  currency: 'ETH',
  mainCurrency: 'ETH',
  travelRuleStatus,
  ...(travelRuleReason ? { travelRuleReason } : {}),
});
const ctx = {
  currencies,
  portfolios: new Map([portfolio('ops'), portfolio('vault'), portfolio('ledger', 'external')]),
  addresses: [
    address('good', 'passed'),
    address('held', 'pending', 'awaiting beneficiary data'),
    address('odd', new Unreadable(7, 'not text')),
  ],
};
const row = (cells: Partial<BulkCells>): BulkCells => ({
  ...emptyCells,
  externalOrderId: 'ext-1',
  portfolioId: 'ops',
  baseCurrency: 'ETH',
  amount: '1.5',
  toCryptoAddressId: 'good',
  ...cells,
});
const errorsOf = (cells: Partial<BulkCells>) => {
  const check = checkBulkRow(row(cells), ctx);
  return check.ok ? {} : check.errors;
};

describe('checkBulkRow', () => {
  it('builds the exact withdraw item for a valid row, amount untouched', () => {
    expect(
      checkBulkRow(
        row({ amount: '0.000000000000000001', feeLevel: 'high', includeFeeInWithdraw: 'true' }),
        ctx,
      ),
    ).toEqual({
      ok: true,
      item: {
        orderType: 'withdraw',
        externalOrderId: 'ext-1',
        portfolioId: 'ops',
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        amount: '0.000000000000000001',
        toCryptoAddressId: 'good',
        feeLevel: 'high',
        includeFeeInWithdraw: true,
      },
    });
  });

  it('puts each problem on its own cell', () => {
    expect(
      errorsOf({
        portfolioId: 'nope',
        baseCurrency: 'XYZ',
        amount: '1 5',
        feeLevel: 'fast',
        includeFeeInWithdraw: 'maybe',
      }),
    ).toEqual({
      portfolioId: 'No portfolio with the id or name “nope”',
      baseCurrency: 'Unknown currency XYZ',
      amount: expect.stringContaining('Use digits') as unknown,
      feeLevel: 'Use low, medium or high',
      includeFeeInWithdraw: 'Use yes, no or leave empty',
    });
  });

  it('reads currencies, networks, fee words and thousands as people write them', () => {
    expect(
      checkBulkRow(
        row({
          baseCurrency: 'usdc',
          mainCurrency: 'Sol',
          amount: '1,250,000.5',
          feeLevel: 'Low',
          includeFeeInWithdraw: 'No',
        }),
        ctx,
      ),
    ).toMatchObject({
      ok: true,
      item: {
        baseCurrency: 'USDC',
        mainCurrency: 'SOL',
        amount: '1250000.5',
        feeLevel: 'low',
        includeFeeInWithdraw: false,
      },
    });
    expect(checkBulkRow(row({ includeFeeInWithdraw: 'YES' }), ctx)).toMatchObject({
      item: { includeFeeInWithdraw: true },
    });
  });

  it('refuses an ambiguous amount, a comma decimal and formula text, each on the amount cell', () => {
    expect(errorsOf({ amount: '1.000' })).toEqual({
      amount: '1.000 could be 1 or 1000: write 1, or 1,000 for thousands',
    });
    expect(errorsOf({ amount: '1,5' }).amount).toBe(
      'Use a point for decimals, not a comma (e.g. 1.5)',
    );
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)']) {
      expect(errorsOf({ amount: formula }).amount).toContain('Use digits');
    }
    // Thousands still count toward the currency's precision and the digit limit.
    expect(errorsOf({ baseCurrency: 'sol', amount: '1,000.0000000001' }).amount).toBe(
      'SOL allows 9 decimal places; this amount has 10',
    );
  });

  it('names an unknown currency as typed, and an empty row cell by cell', () => {
    expect(errorsOf({ baseCurrency: 'eht' }).baseCurrency).toBe('Unknown currency eht');
    expect(checkBulkRow({ ...emptyCells }, ctx)).toEqual({
      ok: false,
      errors: {
        externalOrderId: 'Required',
        portfolioId: 'Required',
        baseCurrency: 'Required',
        amount: 'Enter an amount',
        toCryptoAddressId:
          'Give one destination: an address-book entry, a portfolio, or an operation',
      },
    });
  });

  it('takes an address-book entry by its blockchain address, and refuses one two entries share', () => {
    const unique = { ...ctx, addresses: [address('good', 'passed')] };
    expect(checkBulkRow(row({ toCryptoAddressId: '0xabc' }), unique)).toMatchObject({
      item: { toCryptoAddressId: 'good' },
    });
    expect(errorsOf({ toCryptoAddressId: '0xabc' }).toCryptoAddressId).toBe(
      '“0xabc” names 3 address-book entries: use the id of the one you mean',
    );
  });

  it('checks precision per currency and asks for the network when the currency has several', () => {
    expect(errorsOf({ baseCurrency: 'USDC', amount: '1.0000001' })).toEqual({
      mainCurrency: 'Required: USDC exists on ETH, SOL',
      amount: 'USDC allows 6 decimal places; this amount has 7',
    });
    expect(
      errorsOf({ baseCurrency: 'USDC', mainCurrency: 'ETH', amount: '1.0000001' }).amount,
    ).toContain('6 decimal');
    expect(errorsOf({ baseCurrency: 'USDC', mainCurrency: 'BTC' }).mainCurrency).toContain(
      'not on BTC',
    );
    expect(errorsOf({ amount: '0' }).amount).toContain('greater than zero');
  });

  it('refuses an address whose Travel Rule check has not passed, with the reason', () => {
    expect(errorsOf({ toCryptoAddressId: 'held' }).toCryptoAddressId).toBe(
      'Entry held: Travel Rule check pending (awaiting beneficiary data)',
    );
    // A status that could not be read is no pass either, and says what arrived.
    expect(errorsOf({ toCryptoAddressId: 'odd' }).toCryptoAddressId).toBe(
      'Entry odd: Travel Rule check status could not be read ("7")',
    );
    expect(errorsOf({ toCryptoAddressId: 'gone' }).toCryptoAddressId).toBe(
      'No address-book entry with the id or name “gone”',
    );
  });

  it('takes portfolios and address-book entries by name, and sends their ids', () => {
    const check = checkBulkRow(
      row({ portfolioId: '  p OPS ', toCryptoAddressId: 'entry good' }),
      ctx,
    );
    expect(check).toMatchObject({
      ok: true,
      item: { portfolioId: 'ops', toCryptoAddressId: 'good' },
    });
    expect(
      checkBulkRow(row({ toCryptoAddressId: '', toPortfolioId: 'P vault' }), ctx),
    ).toMatchObject({ ok: true, item: { toPortfolioId: 'vault' } });
    // The Travel Rule still holds for an entry given by name.
    expect(errorsOf({ toCryptoAddressId: 'Entry held' }).toCryptoAddressId).toContain(
      'Travel Rule check pending',
    );
  });

  it('refuses a name that fits two things, rather than guess', () => {
    const twins = {
      ...ctx,
      addresses: [...ctx.addresses, { ...address('good-2', 'passed'), name: 'Entry good' }],
    };
    const check = checkBulkRow(row({ toCryptoAddressId: 'Entry Good' }), twins);
    expect(check).toEqual({
      ok: false,
      errors: {
        toCryptoAddressId:
          '“Entry Good” names 2 address-book entries: use the id of the one you mean',
      },
    });
    // Its id still picks the one meant.
    expect(checkBulkRow(row({ toCryptoAddressId: 'good-2' }), twins)).toMatchObject({
      ok: true,
      item: { toCryptoAddressId: 'good-2' },
    });
  });

  it('accepts a transfer to another portfolio', () => {
    expect(checkBulkRow(row({ toCryptoAddressId: '', toPortfolioId: 'vault' }), ctx)).toMatchObject(
      {
        ok: true,
        item: { toPortfolioId: 'vault' },
      },
    );
  });

  it('needs exactly one destination', () => {
    expect(errorsOf({ toCryptoAddressId: '' }).toCryptoAddressId).toContain('Give one destination');
    expect(errorsOf({ toPortfolioId: 'vault' })).toEqual({
      toCryptoAddressId: 'Give only one of toCryptoAddressId, toPortfolioId',
      toPortfolioId: 'Give only one of toCryptoAddressId, toPortfolioId',
    });
    expect(errorsOf({ toCryptoAddressId: '', toPortfolioId: 'ops' }).toPortfolioId).toContain(
      'another portfolio',
    );
    expect(errorsOf({ toCryptoAddressId: '', toPortfolioId: 'ledger' }).toPortfolioId).toContain(
      'external',
    );
    expect(errorsOf({ portfolioId: 'ledger' }).portfolioId).toContain('tracked only');
  });

  it('accepts only the staking operations the currency allows, without fee options', () => {
    const staking = {
      toCryptoAddressId: '',
      baseCurrency: 'SOL',
      blockchainTransactionType: 'stake-delegation',
    };
    expect(checkBulkRow(row(staking), ctx).ok).toBe(true);
    expect(
      errorsOf({ ...staking, blockchainTransactionType: 'chill' }).blockchainTransactionType,
    ).toBe(
      'chill is not available for SOL; it allows complete-withdrawal, stake-delegation, stake-undelegation',
    );
    expect(
      errorsOf({ ...staking, blockchainTransactionType: 'teleport' }).blockchainTransactionType,
    ).toBe('Unknown operation teleport');
    expect(errorsOf({ ...staking, feeLevel: 'low' }).feeLevel).toContain(
      'Not sent with a blockchain operation',
    );
  });
});

describe('checkBulkRows', () => {
  it('flags an external order id used by two rows, even in different portfolios', () => {
    const rows = [
      { key: 'a', cells: row({}) },
      { key: 'b', cells: row({}) },
      { key: 'c', cells: row({ portfolioId: 'vault' }) },
      { key: 'd', cells: row({ externalOrderId: 'ext-2' }) },
    ];
    const checks = checkBulkRows(rows, ctx);
    expect(checks.get('a')).toMatchObject({
      ok: false,
      errors: { externalOrderId: expect.stringContaining('Used by another row') as unknown },
    });
    expect(checks.get('b')?.ok).toBe(false);
    expect(checks.get('c')?.ok).toBe(false);
    expect(checks.get('d')?.ok).toBe(true);
  });
});
