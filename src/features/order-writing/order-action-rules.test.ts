import { describe, expect, it } from 'vitest';
import { Unreadable } from '../../shared/contracts/readable';
import { testOrder } from '../../testing/order-fixture';
import { cancelStanding, masterPasswordStanding, type Actor } from './order-action-rules';

const OLIVIA = 'user-olivia-grant';
const names = new Map([[OLIVIA, 'Olivia Grant']]);
const creator: Actor = { userId: OLIVIA, roles: ['treasury'], hasApiKey: true };

function standing(status: string, me: Actor = creator) {
  return cancelStanding(testOrder(1, { status, createdBy: OLIVIA }), me, names);
}

describe('cancelStanding', () => {
  it('offers Cancel order to the creator until processing starts', () => {
    for (const status of ['new', 'co-sign-require', 'master-password-required', 'approved']) {
      expect(standing(status)).toEqual({ offered: true });
    }
  });

  it('says processing has started, or that the order has ended', () => {
    expect(standing('processing')).toMatchObject({ offered: false, reason: 'processing' });
    for (const status of ['executed', 'canceled', 'rejected', 'error']) {
      expect(standing(status)).toMatchObject({ offered: false, reason: 'ended' });
    }
  });

  it('offers nothing on an order whose amount, asset or status could not be read, and says why', () => {
    const unreadable = (field: 'amount' | 'baseCurrency' | 'status') =>
      cancelStanding(
        testOrder(1, { createdBy: OLIVIA, [field]: new Unreadable('??', 'out of format') }),
        creator,
        names,
      );
    for (const [field, words] of [
      ['amount', "This order's amount could not be read"],
      ['baseCurrency', "This order's currency could not be read"],
      ['status', "This order's status could not be read"],
    ] as const) {
      const refused = unreadable(field);
      expect(refused).toMatchObject({ offered: false, reason: 'unreadable' });
      expect(!refused.offered && refused.explanation).toContain(words);
    }
    const waiting = testOrder(1, {
      status: 'master-password-required',
      amount: new Unreadable('1,5', 'not a decimal'),
    });
    expect(
      masterPasswordStanding(
        waiting,
        { userId: 'user-amara', roles: ['approver'], hasApiKey: true },
        names,
      ),
    ).toMatchObject({ offered: false, reason: 'unreadable' });
  });

  it('treats a status it does not know as not cancellable, without crashing', () => {
    expect(standing('quantum-limbo')).toMatchObject({ offered: false, reason: 'processing' });
  });

  it('names the creator to someone else, and asks for the role and a key', () => {
    const other = standing('new', {
      userId: 'user-marcus-chen',
      roles: ['treasury'],
      hasApiKey: true,
    });
    expect(other).toMatchObject({ offered: false, reason: 'not-yours' });
    expect(!other.offered && other.explanation).toContain('Olivia Grant');
    expect(standing('new', { ...creator, roles: ['viewer'] })).toMatchObject({
      reason: 'no-permission',
    });
    expect(standing('new', { ...creator, hasApiKey: false })).toMatchObject({
      reason: 'no-api-key',
    });
  });

  it('lets the provider decide ownership when the key owner is unknown', () => {
    expect(standing('new', { ...creator, userId: null })).toEqual({ offered: true });
  });
});

describe('masterPasswordStanding', () => {
  const MARCUS = 'user-marcus-chen';
  const approver: Actor = { userId: MARCUS, roles: ['approver'], hasApiKey: true };
  const waiting = (extra = {}) =>
    testOrder(2, { status: 'master-password-required', createdBy: OLIVIA, extra });

  it('is only about orders waiting for the master password', () => {
    expect(
      masterPasswordStanding(testOrder(3, { status: 'new' }), approver, names),
    ).toBeUndefined();
  });

  it('offers it to an eligible approver, whether or not co-signers came first', () => {
    expect(masterPasswordStanding(waiting(), approver, names)).toEqual({ offered: true });
    expect(
      masterPasswordStanding(
        waiting({ coSigners: [MARCUS], coSignersNumber: '1' }),
        approver,
        names,
      ),
    ).toEqual({ offered: true });
  });

  it('refuses the creator, the ineligible, other roles and people without a key', () => {
    expect(masterPasswordStanding(waiting(), { ...approver, userId: OLIVIA }, names)).toMatchObject(
      {
        reason: 'creator',
      },
    );
    expect(
      masterPasswordStanding(waiting({ availableCoSigners: [OLIVIA] }), approver, names),
    ).toMatchObject({ reason: 'not-eligible' });
    expect(
      masterPasswordStanding(waiting(), { ...approver, roles: ['treasury'] }, names),
    ).toMatchObject({ reason: 'no-permission' });
    expect(
      masterPasswordStanding(waiting(), { ...approver, hasApiKey: false }, names),
    ).toMatchObject({
      reason: 'no-api-key',
    });
  });
});
