import { describe, expect, it } from 'vitest';
import { testLoan } from '../../testing/loan-fixture';
import { marginCallsDue, maturitiesDue } from './loans-due';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const zone = 'America/New_York';
// Noon in New York (UTC-5 in November), so "today" has room on both sides.
const now = Date.parse('2026-11-23T17:00:00Z');

describe('marginCallsDue', () => {
  it('lists margin calls by their deadline, nearest first', () => {
    const later = testLoan({
      loanId: 'later',
      embedded: { marginCall: { status: 'active', expiresAt: String(now + 5 * HOUR) } },
    });
    const sooner = testLoan({
      loanId: 'sooner',
      embedded: { marginCall: { status: 'active', expiresAt: String(now + HOUR) } },
    });
    const none = testLoan({ loanId: 'none' });
    expect(marginCallsDue([later, none, sooner], now).map((due) => due.loan.loanId)).toEqual([
      'sooner',
      'later',
    ]);
  });

  it("falls back to the issue time plus the loan's expiry period, and says when it cannot tell", () => {
    const derived = testLoan({
      loanId: 'derived',
      embedded: { marginCall: { issuedAt: String(now) } },
      extra: { marginCallExpiryPeriod: String(DAY) },
    });
    const unknown = testLoan({
      loanId: 'unknown',
      embedded: { marginCall: { expiresAt: 'soon' } },
    });
    const [first, second] = marginCallsDue([unknown, derived], now);
    expect(first?.deadline).toBe(now + DAY);
    expect(second?.loan.loanId).toBe('unknown');
    expect(second?.deadline).toBeNull();
  });

  it('leaves a met margin call out, and never calls one expired while its deadline is ahead', () => {
    const met = testLoan({
      loanId: 'met',
      embedded: { marginCall: { status: 'resolved', expiresAt: String(now - HOUR) } },
    });
    const early = testLoan({
      loanId: 'early',
      embedded: { marginCall: { status: 'expired', expiresAt: String(now + 5 * HOUR) } },
    });
    const calls = marginCallsDue([met, early], now);
    expect(calls.map((call) => [call.loan.loanId, call.state.kind])).toEqual([
      ['early', 'closed-early'],
    ]);
  });
});

describe('maturitiesDue', () => {
  it('sorts loans into past maturity, today and this week, and leaves later ones out', () => {
    const loans = [
      testLoan({ loanId: 'next-month', maturityDate: String(now + 30 * DAY) }),
      testLoan({ loanId: 'in-three-days', maturityDate: String(now + 3 * DAY) }),
      testLoan({ loanId: 'tonight', maturityDate: String(now + 6 * HOUR) }),
      testLoan({ loanId: 'yesterday', maturityDate: String(now - DAY) }),
      testLoan({ loanId: 'undated', maturityDate: undefined }),
    ];
    expect(maturitiesDue(loans, now, zone).due.map((due) => [due.loan.loanId, due.when])).toEqual([
      ['yesterday', 'overdue'],
      ['tonight', 'today'],
      ['in-three-days', 'this-week'],
    ]);
  });

  it('counts a maturity after midnight as this week, not today', () => {
    const lateEvening = Date.parse('2026-11-24T04:00:00Z'); // 23:00 in New York
    const loans = [
      testLoan({ loanId: 'after-midnight', maturityDate: String(lateEvening + 2 * HOUR) }),
    ];
    expect(maturitiesDue(loans, lateEvening, zone).due[0]?.when).toBe('this-week');
  });
});
