import { describe, expect, it } from 'vitest';
import { AMARA, makeOrder, MARCUS } from '../co-sign-test-data';
import { withApproval, withServerOrder } from './use-co-sign-order';

describe('optimistic queue updates', () => {
  const first = makeOrder({ orderId: 'first' });
  const other = makeOrder({ orderId: 'other' });

  it('keeps a partly signed order in the queue, signed by the approver', () => {
    const queue = withApproval({ orders: [first, other], unreadableItems: [] }, first, MARCUS);
    expect(queue.orders.map((order) => order.orderId)).toEqual(['first', 'other']);
    expect(queue.orders[0]?.extra?.coSigners).toEqual([MARCUS]);
  });

  it('removes an order whose last approval this is', () => {
    const half = makeOrder({ orderId: 'first' }, { coSigners: [AMARA] });
    const queue = withApproval({ orders: [half, other], unreadableItems: [] }, half, MARCUS);
    expect(queue.orders.map((order) => order.orderId)).toEqual(['other']);
  });

  it('removes an order once the master password is given', () => {
    const waiting = makeOrder(
      { orderId: 'first', status: 'master-password-required' },
      { coSignersNumber: '1', coSigners: [AMARA] },
    );
    expect(
      withApproval({ orders: [waiting], unreadableItems: [] }, waiting, MARCUS).orders,
    ).toEqual([]);
  });

  it('takes the API answer: kept while still waiting, dropped once it moved on', () => {
    const signed = { ...first, extra: { ...first.extra, coSigners: [MARCUS] } };
    expect(
      withServerOrder({ orders: [first, other], unreadableItems: [] }, signed).orders,
    ).toContainEqual(signed);
    const approved = { ...first, status: 'approved' };
    expect(
      withServerOrder({ orders: [first, other], unreadableItems: [] }, approved).orders,
    ).toEqual([other]);
  });
});
