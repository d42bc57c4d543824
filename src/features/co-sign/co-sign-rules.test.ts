import { describe, expect, it } from 'vitest';
import { Unreadable } from '../../shared/contracts/readable';
import { AMARA, approver, HENRIK, makeOrder, MARCUS, names, TREASURY } from './co-sign-test-data';
import {
  approvableHere,
  needsMasterPassword,
  queueLeftOut,
  quorumOf,
  signerStanding,
  splitQueue,
} from './co-sign-rules';

const explanation = (standing: ReturnType<typeof signerStanding>) =>
  standing.canSign ? '' : standing.explanation;

describe('signerStanding', () => {
  it('lets an eligible approver who has not signed approve', () => {
    expect(signerStanding(makeOrder(), approver(MARCUS), names)).toEqual({ canSign: true });
  });

  it('lets nobody approve an order whose amount could not be read, and says why', () => {
    const order = makeOrder({ amount: new Unreadable('1.5 BTC', 'not a decimal') });
    const standing = signerStanding(order, approver(MARCUS), names);
    expect(standing).toMatchObject({ canSign: false, reason: 'unreadable' });
    expect(!standing.canSign && standing.explanation).toMatch(/amount could not be read/);
  });

  it('refuses the creator with the four-eyes reason', () => {
    const standing = signerStanding(makeOrder({ createdBy: MARCUS }), approver(MARCUS), names);
    expect(standing).toMatchObject({ canSign: false, reason: 'creator' });
    expect(standing.canSign ? '' : standing.explanation).toMatch(/four-eyes/);
  });

  it('refuses someone who already signed', () => {
    const order = makeOrder({}, { coSigners: [MARCUS] });
    expect(signerStanding(order, approver(MARCUS), names)).toMatchObject({
      reason: 'already-signed',
    });
  });

  it('lets a co-signer give the master password once the approvals are in', () => {
    const order = makeOrder(
      { status: 'master-password-required' },
      { coSignersNumber: '1', coSigners: [MARCUS], availableCoSigners: [] },
    );
    expect(signerStanding(order, approver(MARCUS), names).canSign).toBe(true);
    expect(signerStanding(order, approver(TREASURY), names).canSign).toBe(false);
  });

  it('names who may sign when the acting user is not among availableCoSigners', () => {
    const standing = signerStanding(makeOrder(), approver(HENRIK), names);
    expect(standing).toMatchObject({ canSign: false, reason: 'not-eligible' });
    expect(standing.canSign ? '' : standing.explanation).toContain('Marcus Chen and Amara Okafor');
  });

  it('treats an empty availableCoSigners as "anyone but the creator"', () => {
    const order = makeOrder({}, { availableCoSigners: [] });
    expect(signerStanding(order, approver(AMARA), names).canSign).toBe(true);
  });

  it('refuses someone without the approver role, and says so', () => {
    const order = makeOrder({}, { availableCoSigners: [] });
    expect(
      signerStanding(order, { userId: HENRIK, roles: ['viewer'], hasApiKey: true }, names),
    ).toEqual({
      canSign: false,
      reason: 'no-permission',
      explanation: 'Approving orders needs the approver role, which you do not have.',
    });
  });

  it('refuses an approver without an API key of their own, pointing to Settings', () => {
    expect(
      signerStanding(makeOrder(), { ...approver(MARCUS), hasApiKey: false }, names),
    ).toMatchObject({
      canSign: false,
      reason: 'no-api-key',
      explanation: expect.stringContaining('Settings') as unknown,
    });
  });

  it('leaves the decision to the API for a user whose permissions are unknown (upstream)', () => {
    const order = makeOrder({}, { availableCoSigners: [] });
    expect(signerStanding(order, approver('user-elsewhere'), names).canSign).toBe(true);
  });

  it('leaves waiting-approve orders to administrators, at the provider, for anyone', () => {
    const order = makeOrder({ status: 'waiting-approve' });
    const asApprover = signerStanding(order, approver(MARCUS), names);
    expect(asApprover).toMatchObject({ canSign: false, reason: 'administrator' });
    expect(approvableHere(asApprover)).toBe(false);
    expect(explanation(asApprover)).toContain(
      'Ask an administrator of the organization to approve it in the Copper platform.',
    );
    // A dashboard administrator with every role and a key still cannot approve it here.
    const asAdmin = signerStanding(
      order,
      { userId: HENRIK, roles: ['viewer', 'treasury', 'approver', 'admin'], hasApiKey: true },
      names,
    );
    expect(asAdmin).toMatchObject({ canSign: false, reason: 'administrator' });
    expect(approvableHere(asAdmin)).toBe(false);
    expect(explanation(asAdmin)).toContain('approve it in the Copper platform');
    expect(explanation(asAdmin)).toContain('administrator role in this dashboard does not');
  });

  it('offers the approve button wherever this screen can approve, if not for this person', () => {
    expect(approvableHere(signerStanding(makeOrder(), approver(MARCUS), names))).toBe(true);
    const own = signerStanding(makeOrder({ createdBy: MARCUS }), approver(MARCUS), names);
    expect(approvableHere(own)).toBe(true);
  });

  it('refuses an unknown or finished status without crashing', () => {
    expect(
      signerStanding(makeOrder({ status: 'quantum-hold' }), approver(MARCUS), names),
    ).toMatchObject({ reason: 'not-awaiting' });
    expect(signerStanding(makeOrder({ status: 'executed' }), approver(MARCUS), names).canSign).toBe(
      false,
    );
  });

  it('leaves the four-eyes checks to the API when the key owner is unknown', () => {
    expect(signerStanding(makeOrder({ createdBy: MARCUS }), approver(null), names)).toEqual({
      canSign: true,
    });
  });
});

describe('signerStanding in words', () => {
  it('names one eligible approver alone, and three as a list', () => {
    const one = makeOrder({}, { availableCoSigners: [AMARA] });
    expect(explanation(signerStanding(one, approver(HENRIK), names))).toBe(
      'Only Amara Okafor may approve orders of this portfolio.',
    );
    const three = makeOrder({}, { availableCoSigners: [MARCUS, AMARA, TREASURY] });
    expect(explanation(signerStanding(three, approver(HENRIK), names))).toBe(
      'Only Marcus Chen, Amara Okafor and Olivia Grant may approve orders of this portfolio.',
    );
  });

  it('says why each kind of order is not for this person', () => {
    const signed = makeOrder({}, { coSigners: [MARCUS] });
    expect(explanation(signerStanding(signed, approver(MARCUS), names))).toBe(
      'You have already approved this order; it is waiting for the others.',
    );
    const executed = makeOrder({ status: 'executed' });
    expect(explanation(signerStanding(executed, approver(MARCUS), names))).toBe(
      'This order is executed, not waiting for approval.',
    );
    const administrator = makeOrder({ status: 'waiting-approve' });
    expect(explanation(signerStanding(administrator, approver(MARCUS), names))).toBe(
      'This order waits for approval by an administrator of the organization, given in the Copper platform, not here. Ask an administrator of the organization to approve it in the Copper platform.',
    );
  });

  it('treats absent approval lists as empty: anyone but the creator may approve', () => {
    const order = makeOrder({}, { coSigners: undefined, availableCoSigners: undefined });
    expect(signerStanding(order, approver(HENRIK), names)).toEqual({ canSign: true });
    expect(quorumOf(order)).toMatchObject({ signed: 0, remaining: 2, eligibleLeft: null });
  });
});

describe('quorumOf', () => {
  it('counts approvals and who may still sign', () => {
    const quorum = quorumOf(makeOrder({}, { coSigners: [MARCUS] }));
    expect(quorum).toMatchObject({ required: 2, signed: 1, remaining: 1, eligibleLeft: [AMARA] });
    expect(quorum.cannotComplete).toBe(false);
  });

  it('excludes the creator from the eligible signers', () => {
    // Marcus created it; of Marcus and Amara only Amara is left, but two approvals are needed.
    const quorum = quorumOf(makeOrder({ createdBy: MARCUS }));
    expect(quorum.eligibleLeft).toEqual([AMARA]);
    expect(quorum.remaining).toBe(2);
    expect(quorum.cannotComplete).toBe(true);
  });

  it('flags a one-signer portfolio whose only co-signer created the order', () => {
    const order = makeOrder(
      { createdBy: MARCUS },
      { coSignersNumber: '1', availableCoSigners: [MARCUS] },
    );
    expect(quorumOf(order)).toMatchObject({ eligibleLeft: [], remaining: 1, cannotComplete: true });
  });

  it('does not warn when anyone may sign (empty availableCoSigners)', () => {
    const quorum = quorumOf(makeOrder({}, { availableCoSigners: [] }));
    expect(quorum).toMatchObject({ eligibleLeft: null, cannotComplete: false });
  });

  it('never reports a negative remainder, and is complete once enough have signed', () => {
    const quorum = quorumOf(makeOrder({}, { coSignersNumber: '1', coSigners: [MARCUS, AMARA] }));
    expect(quorum).toMatchObject({ remaining: 0, cannotComplete: false });
  });

  it('reports an unstated requirement as unknown', () => {
    const order = makeOrder({}, { coSignersNumber: undefined });
    expect(quorumOf(order)).toMatchObject({ required: null, remaining: 0 });
  });
});

describe('queue', () => {
  it('splits awaiting me and awaiting others, each oldest first', () => {
    const mine = makeOrder({ orderId: 'new', createdAt: '1700000005000' });
    const older = makeOrder({ orderId: 'old', createdAt: '1700000001000' });
    const own = makeOrder({ orderId: 'own', createdBy: MARCUS });
    const { awaitingMe, awaitingOthers } = splitQueue([mine, own, older], approver(MARCUS), names);
    expect(awaitingMe.map((order) => order.orderId)).toEqual(['old', 'new']);
    expect(awaitingOthers.map((order) => order.orderId)).toEqual(['own']);
  });

  it('asks for the master password only on master-password-required', () => {
    expect(needsMasterPassword(makeOrder())).toBe(false);
    expect(needsMasterPassword(makeOrder({ status: 'master-password-required' }))).toBe(true);
  });
});

describe('queueLeftOut', () => {
  it('says which waiting orders no count of the queue could judge, and why', () => {
    const leftOut = queueLeftOut({
      orders: [
        makeOrder(),
        makeOrder({ orderId: 'o-2', amount: 'lots' }),
        makeOrder({ orderId: 'o-3', status: 42 }),
      ],
      unreadableItems: [new Unreadable(42, 'not an object')],
    });
    expect(leftOut.words({ one: 'order', many: 'orders' })).toBe(
      '1 order left out: could not be read; 1 order left out: amount unreadable; 1 order left out: status unreadable',
    );
  });

  it('leaves nothing out of a queue it could read', () => {
    expect(queueLeftOut({ orders: [makeOrder()], unreadableItems: [] }).count).toBe(0);
  });
});
