import { describe, expect, it } from 'vitest';
import { parseSearchParams, stringifySearchParams } from './search-params';

describe('search params', () => {
  it('round-trips lists as comma-separated values', () => {
    const text = stringifySearchParams({ orderTypes: ['withdraw', 'deposit'], limit: '50' });
    expect(text).toBe('?orderTypes=withdraw,deposit&limit=50');
    expect(parseSearchParams(text)).toEqual({ orderTypes: 'withdraw,deposit', limit: '50' });
  });

  it('keeps values with reserved characters intact', () => {
    const text = stringifySearchParams({ searchQuery: '0xab&c=1 2' });
    expect(parseSearchParams(text)).toEqual({ searchQuery: '0xab&c=1 2' });
  });
});
