import { describe, expect, it } from 'vitest';
import { alertTargetPath } from './risk-alert-list';
import { alertConditionSchema, conditionInWords, deadlineHoursSchema } from './risk-alerts';

describe('the hours a deadline rule looks ahead', () => {
  it('takes hours above 0 up to 30 days, two decimals at most, as typed', () => {
    expect(deadlineHoursSchema.parse('24')).toBe('24');
    expect(deadlineHoursSchema.parse('0.01')).toBe('0.01');
    expect(deadlineHoursSchema.parse('720')).toBe('720');
  });

  it('refuses nothing, too much and malformed text, in words', () => {
    const message = (value: string) =>
      deadlineHoursSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('0')).toBe('The hours must be above 0');
    expect(message('720.01')).toBe('The hours must be at most 720 (30 days)');
    expect(message('1.234')).toBe('Enter a number of hours such as 24 or 1.5');
    expect(message('-3')).toBe('Enter a number of hours such as 24 or 1.5');
    expect(message('1e3')).toBe('Enter a number of hours such as 24 or 1.5');
  });
});

describe('the new kinds of condition', () => {
  it('are told in words', () => {
    expect(
      conditionInWords({
        kind: 'deadline-within',
        hours: '24',
        loan: { loanId: 'l', name: 'Halcyon' },
      }),
    ).toBe('A margin call deadline or maturity within 24 hours on Halcyon');
    expect(conditionInWords({ kind: 'exchange-deficit' })).toBe('A ClearLoop exchange in deficit');
    expect(conditionInWords({ kind: 'settlement-failed' })).toBe('A ClearLoop settlement failed');
  });

  it('refuse what their kind does not take', () => {
    expect(alertConditionSchema.safeParse({ kind: 'exchange-deficit', loan: null }).success).toBe(
      false,
    );
    expect(alertConditionSchema.safeParse({ kind: 'deadline-within', loan: null }).success).toBe(
      false,
    );
    expect(alertConditionSchema.safeParse({ kind: 'wallet-low' }).success).toBe(false);
  });

  it('lead to the page of what they are about', () => {
    expect(alertTargetPath('deadline-within', 'loan 1')).toBe('/loans/loan%201');
    expect(alertTargetPath('settlement-failed', 's-1')).toBe('/clearloop/settlements/s-1');
    expect(alertTargetPath('exchange-deficit', 'k')).toBe('/clearloop/exchanges');
  });
});
