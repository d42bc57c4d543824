import { describe, expect, it } from 'vitest';
import type { AlertCondition } from '../../shared/risk-alerts';
import { testLoan } from '../../testing/loan-fixture';
import type { AlertWorld, NamedLoan } from './observation';
import { observeLoans, timeAheadText } from './observe-loans';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;
const context = { bandPoints: '2', nowMs: NOW, firstLook: false };

const named = (overrides: Parameters<typeof testLoan>[0]): NamedLoan => ({
  name: 'Halcyon Capital',
  loan: testLoan(overrides),
});
const world = (...loans: NamedLoan[]): AlertWorld => ({
  readings: [],
  loans,
  exchanges: undefined,
  settlements: undefined,
});
const deadlines = (hours: string, ...loans: NamedLoan[]) => {
  const condition: AlertCondition = { kind: 'deadline-within', hours, loan: null };
  return observeLoans(condition, world(...loans), context).map(({ key, holds, rearm }) => ({
    key,
    holds,
    rearm,
  }));
};

describe('a deadline rule reading a loan', () => {
  it('holds for an open margin call whose deadline is within the hours, not one further off', () => {
    const call = (expiresAt: number, status = 'active') =>
      named({
        loanId: 'l',
        embedded: { marginCall: { status, expiresAt: String(expiresAt) } },
      });
    expect(deadlines('4', call(NOW + 4 * HOUR))).toEqual([
      { key: 'margin-call:l', holds: true, rearm: false },
    ]);
    expect(deadlines('4', call(NOW + 4 * HOUR + 1))[0]?.holds).toBe(false);
  });

  it('agrees with the margin-call state every view shows: a met or past call is not ahead', () => {
    const resolved = named({
      loanId: 'l',
      embedded: { marginCall: { status: 'resolved', expiresAt: String(NOW + HOUR) } },
    });
    const passed = named({
      loanId: 'l',
      embedded: { marginCall: { status: 'active', expiresAt: String(NOW - 1) } },
    });
    expect(deadlines('4', resolved)).toEqual([{ key: 'margin-call:l', holds: false, rearm: true }]);
    expect(deadlines('4', passed)[0]?.holds).toBe(false);
  });

  it('reads a deadline from when the call was issued plus the loan’s expiry period', () => {
    const issued = named({
      loanId: 'l',
      extra: { marginCallExpiryPeriod: String(24 * HOUR) },
      embedded: { marginCall: { status: 'active', issuedAt: String(NOW - 22 * HOUR) } },
    });
    expect(deadlines('2', issued)[0]?.holds).toBe(true);
    expect(deadlines('1.99', issued)[0]?.holds).toBe(false);
  });

  it('holds for a maturity within the hours, never for one matured or unreadable', () => {
    expect(deadlines('24', named({ loanId: 'l', maturityDate: String(NOW + 23 * HOUR) }))).toEqual([
      { key: 'margin-call:l', holds: false, rearm: true },
      { key: 'maturity:l', holds: true, rearm: false },
    ]);
    expect(deadlines('24', named({ loanId: 'l', maturityDate: String(NOW) }))[1]).toEqual({
      key: 'maturity:l',
      holds: false,
      rearm: true,
    });
    expect(deadlines('24', named({ loanId: 'l', maturityDate: 'soon' }))).toHaveLength(1);
  });

  it('watches only the loan picked', () => {
    const condition: AlertCondition = {
      kind: 'deadline-within',
      hours: '24',
      loan: { loanId: 'b', name: 'Picked' },
    };
    const seen = observeLoans(
      condition,
      world(named({ loanId: 'a' }), named({ loanId: 'b' })),
      context,
    );
    expect(seen.map((observation) => observation.targetId)).toEqual(['b']);
  });
});

describe('a time ahead in words', () => {
  it('counts whole minutes, hours beyond the first', () => {
    expect(timeAheadText(59_999)).toBe('0 min');
    expect(timeAheadText(12 * 60_000)).toBe('12 min');
    expect(timeAheadText(3 * HOUR + 5 * 60_000 + 59_000)).toBe('3 h 05 min');
  });
});
