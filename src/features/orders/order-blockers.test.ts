import { describe, expect, it } from 'vitest';
import { testOrder } from '../../testing/order-fixture';
import { ownOrders, whatBlocks } from './order-blockers';

describe('whatBlocks', () => {
  it('counts the approvals still missing', () => {
    const order = testOrder(1, {
      status: 'co-sign-require',
      extra: { coSignersNumber: '2', coSigners: ['user-marcus-chen'] },
    });
    expect(whatBlocks(order)).toBe('Awaiting co-signers: 1 approval missing (1 of 2 given)');
  });

  it('does not invent a count the API did not give', () => {
    expect(whatBlocks(testOrder(1, { status: 'co-sign-require', extra: {} }))).toBe(
      'Awaiting co-signers',
    );
  });

  it('names the master-password step and the provider steps in words', () => {
    expect(whatBlocks(testOrder(1, { status: 'master-password-required' }))).toBe(
      'Awaiting the master password from an approver',
    );
    expect(whatBlocks(testOrder(1, { status: 'processing' }))).toBe(
      'Processing: being sent to the blockchain',
    );
    expect(whatBlocks(testOrder(1, { status: 'awaiting-settlement' }))).toBe('Awaiting settlement');
  });

  it('shows a status it does not know as the API sent it', () => {
    expect(whatBlocks(testOrder(1, { status: 'quantum-pending' }))).toBe('quantum-pending');
  });
});

describe('ownOrders', () => {
  it("keeps the person's own orders, newest first", () => {
    const orders = [
      testOrder(1, { createdBy: 'me', createdAt: '1000' }),
      testOrder(2, { createdBy: 'someone-else', createdAt: '3000' }),
      testOrder(3, { createdBy: 'me', createdAt: '2000' }),
      testOrder(4, { createdAt: '4000' }),
    ];
    expect(ownOrders(orders, 'me').map((order) => order.createdAt)).toEqual(['2000', '1000']);
  });
});
