import { describe, expect, it } from 'vitest';
import { listOrdersQuerySchema } from './list-orders-query';

describe('listOrdersQuerySchema', () => {
  const wire = {
    orderTypes: 'withdraw,deposit',
    portfolioIds: 'pf-custody-main,pf-trading-okx',
    currencies: 'BTC,ETH',
    baseCurrencies: 'USDC',
    quoteCurrencies: 'USD',
    mainCurrencies: 'ETH,SOL',
    statuses: 'co-sign-require,executed',
    portfolioTypes: 'custody,trading-vault',
    excludedPortfolioTypes: 'external',
    offset: '200',
    limit: '100',
    externalOrderId: 'wd-2024-05-29-0001',
    transferChainId: 'tc-91f2',
    transactionId: '0x9b2f4c1e7d8a6b5c',
    searchQuery: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    updatedSince: '1716900000000',
    createdSince: '1716800000000',
    createdAtFrom: '1716800000000',
    createdAtTo: '1716990000000',
    terminatedAtFrom: '1716850000000',
    terminatedAtTo: '1716990000000',
    counterpartyId: 'cp-galaxy-otc',
  };

  it('parses the full raw URL form', () => {
    const query = listOrdersQuerySchema.parse(wire);
    expect(query.orderTypes).toEqual(['withdraw', 'deposit']);
    expect(query.statuses).toEqual(['co-sign-require', 'executed']);
    expect(query.excludedPortfolioTypes).toEqual(['external']);
    expect(query.limit).toBe('100');
    expect(query.createdAtTo).toBe('1716990000000');
  });

  it('parses the typed form to the same result', () => {
    const typed = listOrdersQuerySchema.parse(wire);
    expect(listOrdersQuerySchema.parse(typed)).toEqual(typed);
  });

  it('accepts a minimal query', () => {
    expect(listOrdersQuerySchema.parse({ orderTypes: 'withdraw' })).toEqual({
      orderTypes: ['withdraw'],
    });
  });

  it('requires a non-empty orderTypes of withdraw or deposit', () => {
    expect(listOrdersQuerySchema.safeParse({}).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ orderTypes: '' }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ orderTypes: [] }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ orderTypes: 'sell' }).success).toBe(false);
  });

  it('rejects unknown statuses, bad numbers, bad timestamps and unknown parameters', () => {
    const base = { orderTypes: 'withdraw' };
    expect(listOrdersQuerySchema.safeParse({ ...base, statuses: 'new,teleported' }).success).toBe(
      false,
    );
    expect(listOrdersQuerySchema.safeParse({ ...base, limit: '-1' }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ ...base, offset: 10 }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ ...base, createdAtFrom: '2024-05-01' }).success).toBe(
      false,
    );
    expect(listOrdersQuerySchema.safeParse({ ...base, page: '2' }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ ...base, portfolioTypes: 'vault' }).success).toBe(
      false,
    );
  });
});
