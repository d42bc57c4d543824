import type { ClearLoopExchange, Settlement } from '../../shared/contracts/clearloop';
import type { Loan } from '../../shared/contracts/loans';

/**
 * One thing a rule watches (a loan's LTV, a loan's margin-call deadline, an exchange, a
 * settlement), as read now: whether the rule's condition holds for it, whether it is clearly
 * back (so the rule may fire for it again), and the alert's words should it fire.
 */
export interface Observation {
  /** Names the thing within its rule: where the rule stands for it is kept under this key. */
  key: string;
  /** The loan, exchange or settlement an alert leads to. */
  targetId: string;
  holds: boolean;
  rearm: boolean;
  /** When the rule first sees it already holding, record it as seen, without an alert. */
  quietIfNew: boolean;
  text: string;
}

/** One loan as a sample read it, with its LTV: enough to judge every LTV rule. */
export interface LoanReadingToJudge {
  loanId: string;
  /** The other side's name, or the loan's own reference when it has none. */
  name: string;
  /** LTV as a fraction ("0.8243"). */
  ltv: string;
  /** `debtRatioStatus` as sent, if any. */
  status: string | null;
}

/** An open loan and its name for people. */
export interface NamedLoan {
  name: string;
  loan: Loan;
}

/**
 * What the rules are judged against in one turn. A source left undefined could not be read
 * (or no rule needed it): rules on it are skipped this turn, never judged on nothing.
 */
export interface AlertWorld {
  readings: readonly LoanReadingToJudge[];
  loans: readonly NamedLoan[];
  exchanges: readonly ClearLoopExchange[] | undefined;
  settlements: readonly Settlement[] | undefined;
}

/** How a turn judges: the LTV band, the time, and whether the rule has never judged before. */
export interface JudgingContext {
  bandPoints: string;
  nowMs: number;
  firstLook: boolean;
}
