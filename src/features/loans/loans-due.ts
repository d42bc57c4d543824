import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable } from '../../shared/contracts/readable';
import { parseEpochMs } from '../../shared/epoch-ms';
import { isMarginCallOutstanding, maturityWhen, type MaturityWhen } from '../../shared/loan-dates';
import { marginCallOf, type MarginCallDue } from '../../shared/loan-margin-call';
import { LeftOut } from '../../lib/left-out';

export interface MaturityDue {
  loan: Loan;
  maturity: number;
  when: MaturityWhen;
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
