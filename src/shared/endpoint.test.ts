import { describe, expect, it } from 'vitest';
import { fillPath, toQueryString } from './endpoint';

describe('toQueryString', () => {
  it('joins arrays with literal commas and drops empty values', () => {
    expect(
      toQueryString({
        orderTypes: ['withdraw', 'deposit'],
        statuses: [],
        limit: '50',
        q: '',
        x: undefined,
      }),
    ).toBe('?orderTypes=withdraw,deposit&limit=50');
  });

  it('encodes everything else, including separators inside values', () => {
    expect(toQueryString({ searchQuery: 'a b&c=d', isOpen: true })).toBe(
      '?searchQuery=a%20b%26c%3Dd&isOpen=true',
    );
  });

  it('returns nothing for no parameters', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});

describe('fillPath', () => {
  it('encodes each parameter so an id cannot change the path', () => {
    expect(fillPath('/orders/{orderId}', { orderId: '../files/1' })).toBe('/orders/..%2Ffiles%2F1');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/orders/{orderId}', {})).toThrow(/orderId/);
  });
});
