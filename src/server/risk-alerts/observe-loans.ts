import Decimal from 'decimal.js';
import { isUnreadable } from '../../shared/contracts/readable';
import { parseEpochMs } from '../../shared/epoch-ms';
import { maturityWhen } from '../../shared/loan-dates';
import { marginCallOf } from '../../shared/loan-margin-call';
import { ltvPercentText, type AlertCondition, type WatchedLoan } from '../../shared/risk-alerts';
import { ltvAgainstLine } from './crossing';
import type { AlertWorld, JudgingContext, NamedLoan, Observation } from './observation';

const UNDER_CALL = new Set(['margin-call', 'default']);
const HOUR_MS = 3_600_000;

function watches(loan: WatchedLoan | null, loanId: string): boolean {
  return loan === null || loan.loanId === loanId;
}

/** A time ahead in words, to the minute: "3 h 05 min", "12 min". */
export function timeAheadText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(hours > 0 ? 2 : 1, '0');
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/** Whether an instant ahead lies within the rule's hours: a passed one does not. */
function within(at: number, hours: string, nowMs: number) {
  const holds =
    at > nowMs && new Decimal(at - nowMs).lessThanOrEqualTo(new Decimal(hours).times(HOUR_MS));
  return { holds, rearm: !holds };
}

/**
 * A loan's margin-call deadline and its maturity, each against the rule's hours. The margin
 * call's state comes from the one function every view uses, so an alert never calls "open" a
 * call the loan page calls met; a loan whose maturity cannot be read is left out, not guessed.
 */
function deadlineObservations(
  { name, loan }: NamedLoan,
  hours: string,
  nowMs: number,
): Observation[] {
  const observations: Observation[] = [];
  const call = marginCallOf(loan, nowMs);
  const open = call?.state.kind === 'open' && call.deadline !== null ? call.deadline : null;
  const callCheck = open === null ? { holds: false, rearm: true } : within(open, hours, nowMs);
  observations.push({
    key: `margin-call:${loan.loanId}`,
    targetId: loan.loanId,
    ...callCheck,
    quietIfNew: false,
    text: `Loan ${name}: margin call deadline in ${timeAheadText((open ?? nowMs) - nowMs)} (within your ${hours} hours)`,
  });
  const maturity = isUnreadable(loan.maturityDate) ? null : parseEpochMs(loan.maturityDate);
  if (maturity !== null) {
    const ahead = maturityWhen(maturity, nowMs, 'UTC') !== 'overdue';
    observations.push({
      key: `maturity:${loan.loanId}`,
      targetId: loan.loanId,
      ...(ahead ? within(maturity, hours, nowMs) : { holds: false, rearm: true }),
      quietIfNew: false,
      text: `Loan ${name} matures in ${timeAheadText(maturity - nowMs)} (within your ${hours} hours)`,
    });
  }
  return observations;
}

/** What a loan rule sees in one sample: one observation per loan, or two for deadlines. */
export function observeLoans(
  condition: Extract<AlertCondition, { loan: unknown }>,
  world: AlertWorld,
  { bandPoints, nowMs }: JudgingContext,
): Observation[] {
  if (condition.kind === 'deadline-within') {
    return world.loans
      .filter(({ loan }) => watches(condition.loan, loan.loanId))
      .flatMap((named) => deadlineObservations(named, condition.hours, nowMs));
  }
  return world.readings
    .filter((reading) => watches(condition.loan, reading.loanId))
    .map((reading) => {
      const name = condition.loan?.name ?? reading.name;
      const ltv = ltvPercentText(reading.ltv);
      const base = { key: reading.loanId, targetId: reading.loanId };
      if (condition.kind === 'ltv-above') {
        const percent = new Decimal(reading.ltv).times(100);
        return {
          ...base,
          ...ltvAgainstLine(percent, condition.linePercent, bandPoints),
          quietIfNew: false,
          text: `Loan ${name} LTV ${ltv} (above your ${condition.linePercent} % line)`,
        };
      }
      return {
        ...base,
        holds: reading.status !== null && UNDER_CALL.has(reading.status),
        rearm: reading.status === 'healthy',
        // A margin call already open when the rule first sees the loan is not new.
        quietIfNew: true,
        text: `Loan ${name} in margin call at LTV ${ltv}`,
      };
    });
}
