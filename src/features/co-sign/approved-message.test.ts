import { describe, expect, it } from 'vitest';
import { Unreadable } from '../../shared/contracts/readable';
import { approvedMessage, nextInWords } from './approved-message';
import { AMARA, makeOrder, MARCUS, names } from './co-sign-test-data';

describe('approvedMessage', () => {
  it('counts the approvals and names who is still to sign', () => {
    const updated = makeOrder({}, { coSigners: [MARCUS] });
    expect(approvedMessage(updated, names)).toBe('1 of 2 approvals. Waiting for Amara Okafor.');
  });

  it('says when the order now waits for the master password, or goes on', () => {
    const password = makeOrder({ status: 'master-password-required' }, { coSigners: [MARCUS] });
    expect(approvedMessage(password, names)).toMatch(/now waits for the master password\.$/);
    const done = makeOrder({ status: 'approved' }, { coSigners: [MARCUS, AMARA] });
    expect(approvedMessage(done, names)).toBe(
      '2 of 2 approvals. The order proceeds (now: approved).',
    );
  });
});

describe('nextInWords', () => {
  it('names the order the review moved on to, its amount exact and grouped', () => {
    const next = makeOrder({ amount: '1234567.000000000000000001', baseCurrency: 'ETH' });
    expect(nextInWords(next, 'Treasury Vault')).toBe(
      'Next: withdrawal of 1,234,567.000000000000000001 ETH from Treasury Vault.',
    );
  });

  it('says when nothing else waits, rather than moving silently', () => {
    expect(nextInWords(undefined, undefined)).toBe('Nothing else waits for your approval.');
  });

  it('never shows an unreadable amount as a figure, and falls back to the portfolio id', () => {
    const next = makeOrder({ amount: new Unreadable('1e3', 'not a decimal') });
    expect(nextInWords(next, undefined)).toBe(
      'Next: withdrawal of ETH (amount unreadable) from pf-vault.',
    );
  });
});
