import { describe, expect, it } from 'vitest';
import { contentTypes } from './endpoint';
import { matchOperation } from './operation-match';

describe('matching a request to an operation', () => {
  it('finds the operation and its path parameters', () => {
    expect(matchOperation('GET', '/orders/ord-1', undefined)).toEqual({
      name: 'getOrder',
      params: { orderId: 'ord-1' },
    });
    expect(matchOperation('GET', '/organizations/org-1/loans/loan-9', undefined)?.name).toBe(
      'getLoan',
    );
    expect(matchOperation('POST', '/orders/', contentTypes.createOrders)?.name).toBe(
      'createOrdersInBulk',
    );
    expect(matchOperation('POST', '/orders', contentTypes.json)?.name).toBe('createOrder');
    expect(
      matchOperation('patch', '/orders/ord-1', `${contentTypes.coSignOrder}; charset=utf-8`)?.name,
    ).toBe('coSignOrder');
  });

  it('matches nothing the dashboard does not use, so it is never forwarded', () => {
    expect(matchOperation('DELETE', '/orders/ord-1', undefined)).toBeUndefined();
    expect(matchOperation('POST', '/portfolios', contentTypes.json)).toBeUndefined();
    expect(matchOperation('GET', '/orders/ord-1/extra', undefined)).toBeUndefined();
    expect(matchOperation('GET', '/deposit-targets', undefined)).toBeUndefined();
    expect(
      matchOperation('PATCH', '/orders/ord-1', 'application/vnd.start-signing+json'),
    ).toBeUndefined();
    expect(matchOperation('GET', '/../orders', undefined)).toBeUndefined();
  });
});
