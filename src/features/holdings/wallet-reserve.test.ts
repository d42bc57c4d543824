import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../shared/contracts/orders';
import { reserveHoldingStatuses } from '../../shared/contracts/orders';
import { compareReserve, heldByOrder } from './wallet-reserve';

function withdrawal(amount: unknown, extra: Record<string, unknown> = {}): Order {
  return orderSchema.parse({
    orderId: `ord-${String(amount)}`,
    externalOrderId: 'ext-1',
    createdAt: '1700000000000',
    orderType: 'withdraw',
    status: 'co-sign-require',
    portfolioId: 'pf-vault',
    amount,
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    extra,
  });
}

describe('heldByOrder', () => {
  it('adds the withdrawal fee the provider reserves beside the amount', () => {
    expect(heldByOrder(withdrawal('1.5', { withdrawFee: '0.0021' }))).toBe('1.5021');
  });

  it('holds the amount alone when the fee is taken out of it', () => {
    expect(
      heldByOrder(withdrawal('1.5', { withdrawFee: '0.0021', includeFeeInWithdraw: true })),
    ).toBe('1.5');
  });

  it('holds the amount alone when the order names no fee', () => {
    expect(heldByOrder(withdrawal('0.000000000000000001'))).toBe('0.000000000000000001');
  });

  it('guesses nothing from an unreadable amount or fee', () => {
    expect(heldByOrder(withdrawal('1,5'))).toBeUndefined();
    expect(heldByOrder(withdrawal('1', { withdrawFee: 'a lot' }))).toBeUndefined();
  });
});

describe('compareReserve', () => {
  it('matches when the orders hold exactly the reserve, to the last decimal', () => {
    const orders = [withdrawal('0.1', { withdrawFee: '0.000000000000000001' }), withdrawal('0.2')];
    expect(compareReserve('0.300000000000000001', orders)).toEqual({
      kind: 'matches',
      held: '0.300000000000000001',
      reserve: '0.300000000000000001',
    });
  });

  it('says how much of the reserve the listed orders do not explain', () => {
    expect(compareReserve('5', [withdrawal('1.25')])).toEqual({
      kind: 'differs',
      held: '1.25',
      reserve: '5',
      unexplained: '3.75',
    });
    expect(compareReserve('0', [withdrawal('1')])).toMatchObject({ unexplained: '-1' });
  });

  it('counts orders it cannot read instead of comparing a partial sum', () => {
    expect(compareReserve('5', [withdrawal('1'), withdrawal('x')])).toEqual({
      kind: 'unreadable',
      unreadableOrders: 1,
      held: '1',
    });
  });

  it('says when the provider sent no reserve figure', () => {
    expect(compareReserve(undefined, [withdrawal('1')])).toEqual({
      kind: 'no-reserve-figure',
      held: '1',
    });
  });
});

describe('reserveHoldingStatuses', () => {
  it('leaves out orders waiting for funds, which hold none, and finished orders', () => {
    expect(reserveHoldingStatuses).toContain('co-sign-require');
    expect(reserveHoldingStatuses).toContain('processing');
    expect(reserveHoldingStatuses).not.toContain('waiting-funds');
    expect(reserveHoldingStatuses).not.toContain('executed');
    expect(reserveHoldingStatuses).not.toContain('canceled');
  });
});
