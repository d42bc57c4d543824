import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../shared/contracts/orders';
import { wireOrder } from '../../../testing/wire-order';
import { orderAction } from './bound-actions';

const order = (amount: unknown) =>
  orderSchema.parse(
    wireOrder({
      status: 'co-sign-require',
      amount,
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
      createdBy: 'user-olivia-grant',
      extra: { toAddress: '0xE0aCFFfbA9e2FF9eDCcEfBfeaaAbe7A8663b0D0e', feeLevel: 'medium' },
    }),
  );

describe('what a passkey is asked to confirm for an order', () => {
  it('binds the amount as the provider states it, the same however it is written', () => {
    const plain = orderAction('co-sign', 'marcus', order('1.5'), 'digest');
    const padded = orderAction('co-sign', 'marcus', order('1.50'), 'digest');
    if (!('digest' in plain) || !('digest' in padded)) throw new Error('expected a bound action');
    expect(plain.digest.equals(padded.digest)).toBe(true);
    expect(plain.summary).toMatchObject({ amount: '1.5', currency: 'ETH' });
  });

  it('refuses an order whose amount the provider sent out of format: nothing exact to sign', () => {
    expect(orderAction('co-sign', 'marcus', order('1,5 ETH'), 'digest')).toMatchObject({
      ok: false,
      status: 502,
      error: 'upstream-unreadable',
    });
  });
});
