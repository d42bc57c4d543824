import { describe, expect, it } from 'vitest';
import { testLoan } from '../../testing/loan-fixture';
import { marginCallsDue, maturitiesDue } from './loans-due';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// Noon local time, so "today" has room on both sides.
const now = new Date(2026, 10, 23, 12, 0, 0).getTime();

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
    expect(marginCallsDue([later, none, sooner]).map((due) => due.loan.loanId)).toEqual([
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
    const [first, second] = marginCallsDue([unknown, derived]);
    expect(first?.deadline).toBe(now + DAY);
    expect(second?.loan.loanId).toBe('unknown');
    expect(second?.deadline).toBeNull();
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
    expect(maturitiesDue(loans, now).due.map((due) => [due.loan.loanId, due.when])).toEqual([
      ['yesterday', 'overdue'],
      ['tonight', 'today'],
      ['in-three-days', 'this-week'],
    ]);
  });

  it('counts a maturity after midnight as this week, not today', () => {
    const lateEvening = new Date(2026, 10, 23, 23, 0, 0).getTime();
    const loans = [
      testLoan({ loanId: 'after-midnight', maturityDate: String(lateEvening + 2 * HOUR) }),
    ];
    expect(maturitiesDue(loans, lateEvening).due[0]?.when).toBe('this-week');
  });
});
