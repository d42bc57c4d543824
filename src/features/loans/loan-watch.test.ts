import { describe, expect, it } from 'vitest';
import type { Loan } from '../../shared/contracts/loans';
import { testLoanAt } from '../../testing/loan-fixture';
import { loanWatchOf, watchListLoans } from './loan-watch';
import { watchLists } from './watch-lists';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const zone = 'Europe/London';
const now = Date.parse('2026-11-25T12:00:00Z'); // a Wednesday noon in London

function loan(id: string, debtRatio: string | undefined, overrides: Partial<Loan> = {}): Loan {
  return testLoanAt(debtRatio, { loanId: id, externalId: `LN-${id}`, ...overrides });
}

describe('loanWatchOf', () => {
  const loans = [
    loan('calm', '0.40', { maturityDate: String(now + 60 * DAY) }),
    loan('zone-no-call', '0.82'),
    loan('zone-with-call', '0.85', {
      embedded: { marginCall: { status: 'active', expiresAt: String(now + 5 * HOUR) } },
    }),
    loan('default', '0.93', {
      embedded: { marginCall: { status: 'expired', expiresAt: String(now - DAY) } },
    }),
    loan('met', '0.60', { embedded: { marginCall: { status: 'resolved' } } }),
    loan('tonight', '0.50', { maturityDate: String(now + 6 * HOUR) }),
    loan('friday', '0.50', { maturityDate: String(now + 2 * DAY) }),
    loan('matured', '0.50', { maturityDate: String(now - 90 * DAY) }),
  ];
  const watch = loanWatchOf(loans, now, zone);
  const ids = (list: (typeof watchLists)[number]) =>
    watchListLoans(watch, list).map((entry) => entry.loanId);

  it('counts outstanding margin calls, not met ones, and not zones without a call', () => {
    expect(ids('margin-calls')).toEqual(['default', 'zone-with-call']);
  });

  it('puts each loan with an LTV in its threshold zone', () => {
    expect(ids('margin-call-zone')).toEqual(['zone-no-call', 'zone-with-call']);
    expect(ids('default-zone')).toEqual(['default']);
  });

  it('keeps matured loans out of "due": they are past maturity', () => {
    expect(ids('due-today')).toEqual(['tonight']);
    expect(ids('due-this-week')).toEqual(['friday']);
    expect(ids('overdue')).toEqual(['matured']);
  });
});
