import { describe, expect, it } from 'vitest';
import { type WireOrder } from '../../shared/contracts/orders';
import { whoMayAct, type Candidate } from './who-may-act';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const approver = (subject: string, providerUserId: string | null): Candidate => ({
  subject,
  roles: ['approver'],
  providerUserId,
  hasApiKey: true,
});
const marcus = approver('marcus', 'u-marcus');
const amara = approver('amara', 'u-amara');
const olivia: Candidate = {
  subject: 'olivia',
  roles: ['treasury', 'approver'],
  providerUserId: 'u-olivia',
  hasApiKey: true,
};
const henrik: Candidate = {
  subject: 'henrik',
  roles: ['viewer'],
  providerUserId: 'u-henrik',
  hasApiKey: true,
};
const everyone = [marcus, amara, olivia, henrik];

function order(status: string, extra: WireOrder['extra'] = {}): WireOrder {
  return wireOrderSchema.parse({
    orderId: 'o-1',
    externalOrderId: 'e-1',
    orderType: 'withdraw',
    status,
    portfolioId: 'p-1',
    portfolioType: 'custody',
    amount: '1',
    baseCurrency: 'BTC',
    createdAt: '1',
    createdBy: 'u-olivia',
    extra,
  });
}

const subjects = (list: Candidate[]) => list.map((candidate) => candidate.subject);

describe('who is told that an order waits for them', () => {
  it('every approver with a key except the creator, when any approver may sign', () => {
    expect(subjects(whoMayAct(order('co-sign-require'), everyone))).toEqual(['marcus', 'amara']);
  });

  it('only those the order names, and not those who already signed', () => {
    const waiting = order('co-sign-require', { availableCoSigners: ['u-amara'], coSigners: [] });
    expect(subjects(whoMayAct(waiting, everyone))).toEqual(['amara']);
    const half = order('co-sign-require', { coSigners: ['u-marcus'] });
    expect(subjects(whoMayAct(half, everyone))).toEqual(['amara']);
  });

  it('a co-signer too for the master password, once the approvals are in', () => {
    const password = order('master-password-required', { coSigners: ['u-marcus'] });
    expect(subjects(whoMayAct(password, everyone))).toEqual(['marcus', 'amara']);
  });

  it('nobody without the approver role or a key, and nobody for an order that waits for nothing', () => {
    const keyless = { ...marcus, hasApiKey: false };
    expect(subjects(whoMayAct(order('co-sign-require'), [keyless, henrik]))).toEqual([]);
    expect(whoMayAct(order('executed'), everyone)).toEqual([]);
  });

  it('someone whose key owner is unknown, unless the order names who may sign', () => {
    const unknown = approver('dana', null);
    expect(subjects(whoMayAct(order('co-sign-require'), [unknown]))).toEqual(['dana']);
    const named = order('co-sign-require', { availableCoSigners: ['u-amara'] });
    expect(whoMayAct(named, [unknown])).toEqual([]);
  });
});
