import { describe, expect, it } from 'vitest';
import { parseSearchParams, stringifySearchParams } from '../../lib/search-params';
import {
  activeFilterCount,
  advancedFilterCount,
  clearedSearch,
  ordersSearchSchema,
  toListQuery,
} from './orders-search';

const parseUrl = (search: string) => ordersSearchSchema.parse(parseSearchParams(search));

describe('ordersSearchSchema', () => {
  it('gives the default view for a bare URL', () => {
    expect(parseUrl('')).toEqual({ orderTypes: ['withdraw', 'deposit'], limit: '50', offset: '0' });
  });

  it('reads every GET /orders parameter from its comma-separated URL form', () => {
    const search = parseUrl(
      '?orderTypes=deposit&statuses=executed,co-sign-require&portfolioIds=p1,p2' +
        '&portfolioTypes=custody&excludedPortfolioTypes=clearloop,external&currencies=BTC' +
        '&baseCurrencies=ETH&quoteCurrencies=USD&mainCurrencies=ETH,SOL' +
        '&createdAtFrom=1700000000000&createdAtTo=1700086399999&createdSince=1600000000000' +
        '&updatedSince=1690000000000&terminatedAtFrom=1&terminatedAtTo=2' +
        '&externalOrderId=ext-1&transactionId=0xabc&transferChainId=tc-1&counterpartyId=cp-1' +
        '&searchQuery=0xdef&limit=200&offset=400',
    );
    expect(search).toEqual({
      orderTypes: ['deposit'],
      statuses: ['executed', 'co-sign-require'],
      portfolioIds: ['p1', 'p2'],
      portfolioTypes: ['custody'],
      excludedPortfolioTypes: ['clearloop', 'external'],
      currencies: ['BTC'],
      baseCurrencies: ['ETH'],
      quoteCurrencies: ['USD'],
      mainCurrencies: ['ETH', 'SOL'],
      createdAtFrom: '1700000000000',
      createdAtTo: '1700086399999',
      createdSince: '1600000000000',
      updatedSince: '1690000000000',
      terminatedAtFrom: '1',
      terminatedAtTo: '2',
      externalOrderId: 'ext-1',
      transactionId: '0xabc',
      transferChainId: 'tc-1',
      counterpartyId: 'cp-1',
      searchQuery: '0xdef',
      limit: '200',
      offset: '400',
    });
  });

  it('drops a malformed filter from a shared link instead of failing the page', () => {
    const search = parseUrl(
      '?statuses=executed,not-a-status&createdAtFrom=yesterday&orderTypes=sell&limit=-5&offset=abc&portfolioTypes=vault',
    );
    expect(search.statuses).toBeUndefined();
    expect(search.createdAtFrom).toBeUndefined();
    expect(search.portfolioTypes).toBeUndefined();
    expect(search.orderTypes).toEqual(['withdraw', 'deposit']);
    expect(search.limit).toBe('50');
    expect(search.offset).toBe('0');
  });

  it('accepts a page size up to 10,000 from a link and refuses more', () => {
    expect(parseUrl('?limit=10000').limit).toBe('10000');
    expect(parseUrl('?limit=10001').limit).toBe('50');
    expect(parseUrl('?limit=0').limit).toBe('50');
  });

  it('round-trips through the URL unchanged', () => {
    const search = parseUrl('?orderTypes=withdraw&statuses=executed,error&searchQuery=a%26b%3Dc');
    expect(parseUrl(stringifySearchParams(search))).toEqual(search);
    expect(stringifySearchParams(search)).toContain('statuses=executed,error');
  });
});

describe('filter helpers', () => {
  it('counts active filters, including a narrowed order-type choice', () => {
    expect(activeFilterCount(parseUrl(''))).toBe(0);
    expect(activeFilterCount(parseUrl('?orderTypes=deposit&statuses=new&searchQuery=x'))).toBe(3);
  });

  it('counts the filters under "More filters" apart from those shown up front', () => {
    expect(advancedFilterCount(parseUrl('?statuses=new&portfolioIds=p1&searchQuery=x'))).toBe(0);
    expect(advancedFilterCount(parseUrl('?statuses=new&currencies=BTC&externalOrderId=e1'))).toBe(
      2,
    );
  });

  it('clears every filter but keeps the page size', () => {
    const cleared = clearedSearch(parseUrl('?statuses=new&limit=200&offset=400'));
    expect(cleared).toEqual({ orderTypes: ['withdraw', 'deposit'], limit: '200', offset: '0' });
  });

  it('builds the API query without empty lists', () => {
    const query = toListQuery(parseUrl('?statuses=&portfolioIds=p1'));
    expect(query).toEqual({
      orderTypes: ['withdraw', 'deposit'],
      portfolioIds: ['p1'],
      limit: '50',
      offset: '0',
    });
  });
});
