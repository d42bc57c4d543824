import { parseEpochMs } from '../../lib/time';
import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable, readOrUndefined } from '../../shared/contracts/readable';
import { LeftOut } from '../../lib/left-out';

const DAY_MS = 24 * 3600_000;

/** A margin call and when it must be met. */
export interface MarginCallDue {
  loan: Loan;
  /** When the borrower must have topped up; null when the API does not say. */
  deadline: number | null;
  /** The margin call's own status (`active`, `expired`, …), when given. */
  status: string | undefined;
  requiredTopUpUsd: string | undefined;
}

export type MaturityWhen = 'overdue' | 'today' | 'this-week';

export interface MaturityDue {
  loan: Loan;
  maturity: number;
  when: MaturityWhen;
}

function text(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Open margin calls, the nearest deadline first. The deadline is the call's `expiresAt`, or,
 * without one, when it was issued plus the loan's `marginCallExpiryPeriod`.
 */
export function marginCallsDue(loans: readonly Loan[]): MarginCallDue[] {
  return loans
    .flatMap((loan): MarginCallDue[] => {
      const call = loan.embedded?.marginCall;
      if (call === undefined) return [];
      const expiresAt = parseEpochMs(text(call, 'expiresAt'));
      const issuedAt = parseEpochMs(text(call, 'issuedAt') ?? text(call, 'triggeredAt'));
      const period = parseEpochMs(readOrUndefined(loan.extra?.marginCallExpiryPeriod));
      const deadline =
        expiresAt ?? (issuedAt !== null && period !== null ? issuedAt + period : null);
      return [
        {
          loan,
          deadline,
          status: text(call, 'status'),
          requiredTopUpUsd: text(call, 'requiredTopUpUsd'),
        },
      ];
    })
    .sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
}

/**
 * Open loans that mature today or within the next seven days, and those whose maturity has
 * passed while they are still open, the soonest first. "Today" is the viewer's local day.
 */
export function maturitiesDue(
  loans: readonly Loan[],
  now: number,
): { due: MaturityDue[]; leftOut: LeftOut } {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  const endOfToday = midnight.getTime();
  const weekAhead = now + 7 * DAY_MS;
  const leftOut = new LeftOut();
  const due = loans
    .flatMap((loan): MaturityDue[] => {
      if (isUnreadable(loan.maturityDate)) {
        leftOut.add('maturity date unreadable');
        return [];
      }
      const maturity = parseEpochMs(loan.maturityDate);
      if (maturity === null || maturity > weekAhead) return [];
      const when: MaturityWhen =
        maturity < now ? 'overdue' : maturity < endOfToday ? 'today' : 'this-week';
      return [{ loan, maturity, when }];
    })
    .sort((a, b) => a.maturity - b.maturity);
  return { due, leftOut };
}
