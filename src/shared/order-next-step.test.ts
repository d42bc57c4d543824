import { describe, expect, it } from 'vitest';
import { Unreadable } from './contracts/readable';
import { testOrder } from '../testing/order-fixture';
import { nextStepOf } from './order-next-step';

const names: Record<string, string> = {
  'user-olivia': 'Olivia Grant',
  'user-marcus': 'Marcus Chen',
  'user-amara': 'Amara Okafor',
};
const nameOf = (userId: string) => names[userId] ?? userId;

describe('nextStepOf', () => {
  it('names who may still approve and how many approvals are missing', () => {
    const order = testOrder(1, {
      status: 'co-sign-require',
      createdBy: 'user-olivia',
      extra: {
        coSignersNumber: '2',
        coSigners: ['user-marcus'],
        availableCoSigners: ['user-olivia', 'user-marcus', 'user-amara'],
      },
    });
    expect(nextStepOf(order, nameOf)).toMatchObject({
      text: 'Needs 1 more approval from Amara Okafor',
      brief: '1 more: Amara Okafor',
      missingApprovals: 1,
      approvers: ['Amara Okafor'],
    });
  });

  it('says any approver but the creator may sign when the portfolio names nobody', () => {
    const order = testOrder(2, {
      status: 'co-sign-require',
      createdBy: 'user-olivia',
      extra: { coSignersNumber: '2' },
    });
    expect(nextStepOf(order, nameOf).text).toBe(
      'Needs 2 more approvals from any approver other than Olivia Grant',
    );
  });

  it('keeps an unknown person’s id rather than dropping them', () => {
    const order = testOrder(3, {
      status: 'co-sign-require',
      extra: { availableCoSigners: ['user-new', 'user-amara'] },
    });
    expect(nextStepOf(order, nameOf).text).toBe(
      'Needs 1 more approval from user-new or Amara Okafor',
    );
  });

  it('asks for the master password, and says how an order ended', () => {
    expect(nextStepOf(testOrder(4, { status: 'master-password-required' }), nameOf).text).toMatch(
      /master password/,
    );
    expect(nextStepOf(testOrder(5, { status: 'rejected' }), nameOf)).toMatchObject({
      text: 'Rejected',
      tone: 'failed',
    });
    expect(nextStepOf(testOrder(6, { status: 'canceled' }), nameOf).text).toBe('Cancelled');
    expect(nextStepOf(testOrder(7, { status: 'executed' }), nameOf)).toMatchObject({
      tone: 'done',
      brief: 'Nobody: done',
    });
  });

  it('treats a status it does not know as in progress, without failing', () => {
    expect(nextStepOf(testOrder(8, { status: 'teleporting' }), nameOf).tone).toBe('working');
  });

  it('says when the status, or how many approvals are needed, could not be read', () => {
    expect(
      nextStepOf(testOrder(9, { status: new Unreadable(7, 'not text') }), nameOf),
    ).toMatchObject({ text: 'Not known: its status could not be read', tone: 'waiting' });
    const unsure = nextStepOf(
      testOrder(10, {
        status: 'co-sign-require',
        extra: { coSignersNumber: new Unreadable('two', 'not digits') },
      }),
      nameOf,
    );
    expect(unsure.text).toMatch(/how many could not be read/);
    expect(unsure.missingApprovals).toBeUndefined();
  });
});
