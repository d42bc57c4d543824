import type { Loan } from '../../shared/contracts/loans';
import type { LeftOut } from '../../lib/left-out';
import { loanRiskOf, type LoanRisk } from './loan-math';
import type { WatchList } from './watch-lists';
import type { MarginCallDue } from '../../shared/loan-margin-call';
import { marginCallsDue, maturitiesDue, type MaturityDue } from './loans-due';

/**
 * What the risk desk watches among open loans. Today, the risk board, the loan list's filters
 * and the bell all count with these selectors, over the same read of open loans, so their
 * numbers cannot disagree.
 */
export interface LoanWatch {
  /** Outstanding margin calls the API reports, the nearest deadline first. */
  marginCalls: MarginCallDue[];
  /** LTV at or above the loan's margin-call threshold and below its default threshold. */
  marginCallZone: LoanRisk[];
  /** LTV at or above the loan's default threshold. */
  defaultZone: LoanRisk[];
  dueToday: MaturityDue[];
  dueThisWeek: MaturityDue[];
  /** Matured and still open: never counted as due. */
  overdue: MaturityDue[];
  /** Loans whose maturity could not be read. */
  maturityLeftOut: LeftOut;
}

export function loanWatchOf(loans: readonly Loan[], now: number, timeZone: string): LoanWatch {
  const risks = loans.flatMap((loan) => loanRiskOf(loan) ?? []);
  const { due, leftOut } = maturitiesDue(loans, now, timeZone);
  return {
    marginCalls: marginCallsDue(loans, now),
    marginCallZone: risks.filter((risk) => risk.zone === 'margin-call'),
    defaultZone: risks.filter((risk) => risk.zone === 'default'),
    dueToday: due.filter((entry) => entry.when === 'today'),
    dueThisWeek: due.filter((entry) => entry.when === 'this-week'),
    overdue: due.filter((entry) => entry.when === 'overdue'),
    maturityLeftOut: leftOut,
  };
}

/** The loans of one watch list. */
export function watchListLoans(watch: LoanWatch, list: WatchList): Loan[] {
  const entries: readonly { loan: Loan }[] = {
    'margin-calls': watch.marginCalls,
    'margin-call-zone': watch.marginCallZone,
    'default-zone': watch.defaultZone,
    'due-today': watch.dueToday,
    'due-this-week': watch.dueThisWeek,
    overdue: watch.overdue,
  }[list];
  return entries.map((entry) => entry.loan);
}
