import { describe, expect, it } from 'vitest';
import { localDayNumber, marginCallStateOf, maturityWhen } from './loan-dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => Date.parse(iso);

describe('maturityWhen', () => {
  const zone = 'Europe/Copenhagen';

  it('puts a maturity just after local midnight on the new day, not today', () => {
    // 23:59 in Copenhagen (UTC+1 in November); the loan matures at 00:01 local.
    const now = at('2026-11-27T22:59:00Z');
    expect(maturityWhen(at('2026-11-27T23:01:00Z'), now, zone)).toBe('this-week');
    expect(maturityWhen(at('2026-11-27T22:59:30Z'), now, zone)).toBe('today');
  });

  it('reads "today" by the reader’s zone, not UTC', () => {
    // 00:30 in Copenhagen is still the previous day in UTC.
    const now = at('2026-11-27T23:30:00Z');
    const maturity = at('2026-11-28T10:00:00Z');
    expect(maturityWhen(maturity, now, zone)).toBe('today');
    expect(maturityWhen(maturity, now, 'UTC')).toBe('this-week');
  });

  it('never calls a matured loan due: at the maturity minute it is overdue', () => {
    const maturity = at('2026-11-27T12:00:00Z');
    expect(maturityWhen(maturity, maturity - MINUTE, zone)).toBe('today');
    expect(maturityWhen(maturity, maturity, zone)).toBe('overdue');
    expect(maturityWhen(maturity, maturity + 90 * 24 * HOUR, zone)).toBe('overdue');
  });

  it('covers today and the six days after it, by calendar day', () => {
    const now = at('2026-11-27T09:00:00Z');
    expect(maturityWhen(at('2026-12-03T22:59:00Z'), now, zone)).toBe('this-week');
    expect(maturityWhen(at('2026-12-03T23:00:00Z'), now, zone)).toBeNull();
  });

  it('counts calendar days across the change to summer time (a 23-hour day)', () => {
    // Copenhagen moves its clocks forward on 2026-03-29 at 02:00 local.
    const now = at('2026-03-28T23:30:00Z'); // 00:30 local on the 29th
    expect(localDayNumber(now, zone)).toBe(localDayNumber(at('2026-03-29T21:59:00Z'), zone));
    expect(maturityWhen(at('2026-03-29T21:59:00Z'), now, zone)).toBe('today'); // 23:59 local
    expect(maturityWhen(at('2026-03-29T22:00:00Z'), now, zone)).toBe('this-week'); // 00:00 local
  });

  it('counts calendar days across the change back to winter time (a 25-hour day)', () => {
    // Copenhagen moves its clocks back on 2026-10-25 at 03:00 local.
    const now = at('2026-10-24T22:30:00Z'); // 00:30 local on the 25th
    expect(maturityWhen(at('2026-10-25T22:59:00Z'), now, zone)).toBe('today'); // 23:59 local
    expect(maturityWhen(at('2026-10-25T23:00:00Z'), now, zone)).toBe('this-week');
    // Six days on, the week ends at local midnight, not at a 24-hour multiple.
    expect(maturityWhen(at('2026-10-31T22:59:00Z'), now, zone)).toBe('this-week');
    expect(maturityWhen(at('2026-10-31T23:00:00Z'), now, zone)).toBeNull();
  });
});

describe('marginCallStateOf', () => {
  const deadline = at('2026-11-28T05:48:00Z');

  it('is open until the deadline minute and passed at it', () => {
    expect(marginCallStateOf('active', deadline, deadline - 1)).toEqual({
      kind: 'open',
      deadline,
    });
    expect(marginCallStateOf('active', deadline, deadline)).toEqual({
      kind: 'deadline-passed',
      deadline,
    });
  });

  it('never says "expired" beside a deadline that is still ahead', () => {
    const state = marginCallStateOf('expired', deadline, deadline - 5 * HOUR);
    expect(state.kind).toBe('closed-early');
    expect(marginCallStateOf('expired', deadline, deadline + MINUTE).kind).toBe('expired');
    expect(marginCallStateOf('expired', null, deadline).kind).toBe('expired');
  });

  it('treats a call without a status by its deadline, and a resolved one as met', () => {
    expect(marginCallStateOf(undefined, null, deadline)).toEqual({ kind: 'open', deadline: null });
    expect(marginCallStateOf('resolved', deadline, deadline + HOUR)).toEqual({ kind: 'met' });
  });

  it('keeps an unknown status as it came', () => {
    expect(marginCallStateOf('escalated', deadline, 0)).toEqual({
      kind: 'unknown',
      status: 'escalated',
      deadline,
    });
  });
});
