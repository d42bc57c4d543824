import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints';
import {
  answerFor,
  orderIdFromPath,
  writeActions,
  writeDetail,
  writeTargets,
} from './write-targets';

describe('what a write is about', () => {
  it('gives every write the dashboard forwards its own action', () => {
    const writes = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.method !== 'GET')
      .map(([name]) => name);
    expect(Object.keys(writeActions).sort()).toEqual(writes.sort());
  });

  it('names each item of a bulk, and only the fields that say what moves where', () => {
    const body = JSON.stringify({
      orders: [
        {
          externalOrderId: 'a',
          portfolioId: 'p',
          baseCurrency: 'BTC',
          amount: '1',
          toCryptoAddressId: 'addr',
          masterPassword: 'hash',
        },
        {
          externalOrderId: 'b',
          portfolioId: 'p',
          baseCurrency: 'ETH',
          amount: '2',
          toPortfolioId: 'q',
        },
      ],
    });
    const targets = writeTargets({ name: 'createOrdersInBulk', params: {} }, body);
    expect(targets).toEqual([
      { externalOrderId: 'a', portfolioId: 'p', currency: 'BTC', amount: '1', destination: 'addr' },
      { externalOrderId: 'b', portfolioId: 'p', currency: 'ETH', amount: '2', destination: 'q' },
    ]);
    expect(JSON.stringify(targets)).not.toContain('hash');
  });

  it('still records a write whose body is not JSON, by what its path says', () => {
    expect(writeTargets({ name: 'createOrder', params: {} }, '{not json')).toEqual([
      {
        externalOrderId: undefined,
        portfolioId: undefined,
        currency: undefined,
        amount: undefined,
        destination: undefined,
      },
    ]);
    expect(writeTargets({ name: 'coSignOrder', params: { orderId: 'ord%201' } }, '')).toEqual([
      { orderId: 'ord 1' },
    ]);
  });

  it("reads each bulk item's own answer, and a missing one as a failure", () => {
    const bulk = { name: 'createOrdersInBulk' as const, params: {} };
    const reply = {
      orders: [
        { externalOrderId: 'a', orderId: 'ord-a' },
        { externalOrderId: 'b', error: 'insufficient-funds' },
      ],
    };
    expect(answerFor(bulk, { externalOrderId: 'a' }, 200, reply)).toEqual({
      outcome: 'succeeded',
      orderId: 'ord-a',
    });
    expect(answerFor(bulk, { externalOrderId: 'b' }, 200, reply)).toEqual({
      outcome: 'refused',
      errorCode: 'insufficient-funds',
    });
    expect(answerFor(bulk, { externalOrderId: 'c' }, 200, reply)).toEqual({
      outcome: 'failed',
      errorCode: 'missing-from-answer',
    });
    expect(answerFor(bulk, {}, 503, { error: 'unavailable' })).toEqual({
      outcome: 'failed',
      errorCode: 'unavailable',
    });
  });

  it("keeps a cancellation's reason, and nothing of other writes' bodies", () => {
    const cancel = { name: 'cancelOrder' as const, params: { orderId: 'o1' } };
    expect(writeDetail(cancel, JSON.stringify({ reason: ' Wrong desk ' }))).toBe(
      'Reason: Wrong desk',
    );
    expect(writeDetail(cancel, '{}')).toBeUndefined();
    expect(writeDetail(cancel, '{not json')).toBeUndefined();
    const password = { name: 'enterMasterPassword' as const, params: { orderId: 'o1' } };
    expect(writeDetail(password, JSON.stringify({ masterPassword: 'hash' }))).toBeUndefined();
  });

  it('records an order id from the path as it came when it is not valid percent-encoding', () => {
    expect(orderIdFromPath('order%2D1')).toBe('order-1');
    expect(orderIdFromPath('order%E4')).toBe('order%E4');
  });
});
