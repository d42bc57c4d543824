import { parseEpochMs } from '../../lib/time';
import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable, readOrUndefined } from '../../shared/contracts/readable';
import {
  isMarginCallOutstanding,
  marginCallStateOf,
  maturityWhen,
  type MarginCallState,
  type MaturityWhen,
} from '../../shared/loan-dates';
import { LeftOut } from '../../lib/left-out';

/** A margin call and when it must be met. */
export interface MarginCallDue {
  loan: Loan;
  /** When the borrower must have topped up; null when the API does not say. */
  deadline: number | null;
  /** Its status and deadline read together: what it is called everywhere. */
  state: MarginCallState;
  requiredTopUpUsd: string | undefined;
}

export interface MaturityDue {
  loan: Loan;
  maturity: number;
  when: MaturityWhen;
}

function text(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The margin call the API embeds in a loan, read: its deadline and its state at `now`. */
export function marginCallOf(loan: Loan, now: number): MarginCallDue | null {
  const call = loan.embedded?.marginCall;
  if (call === undefined) return null;
  const expiresAt = parseEpochMs(text(call, 'expiresAt'));
  const issuedAt = parseEpochMs(text(call, 'issuedAt') ?? text(call, 'triggeredAt'));
  const period = parseEpochMs(readOrUndefined(loan.extra?.marginCallExpiryPeriod));
  const deadline = expiresAt ?? (issuedAt !== null && period !== null ? issuedAt + period : null);
  return {
    loan,
    deadline,
    state: marginCallStateOf(text(call, 'status'), deadline, now),
    requiredTopUpUsd: text(call, 'requiredTopUpUsd'),
  };
}

/**
 * Outstanding margin calls (every one not met), the nearest deadline first. The deadline is the
 * call's `expiresAt`, or, without one, when it was issued plus the loan's `marginCallExpiryPeriod`.
 */
export function marginCallsDue(loans: readonly Loan[], now: number): MarginCallDue[] {
  return loans
    .flatMap((loan) => {
      const call = marginCallOf(loan, now);
      return call !== null && isMarginCallOutstanding(call.state) ? [call] : [];
    })
    .sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
}

/**
 * Open loans that mature today or within the next six days in `timeZone`, and those whose
 * maturity has passed while they are still open (overdue, never "due"), the soonest first.
 */
export function maturitiesDue(
  loans: readonly Loan[],
  now: number,
  timeZone: string,
): { due: MaturityDue[]; leftOut: LeftOut } {
  const leftOut = new LeftOut();
  const due = loans
    .flatMap((loan): MaturityDue[] => {
      if (isUnreadable(loan.maturityDate)) {
        leftOut.add('maturity date unreadable');
        return [];
      }
      const maturity = parseEpochMs(loan.maturityDate);
      if (maturity === null) return [];
      const when = maturityWhen(maturity, now, timeZone);
      return when === null ? [] : [{ loan, maturity, when }];
    })
    .sort((a, b) => a.maturity - b.maturity);
  return { due, leftOut };
}
