import type { Loan } from './contracts/loans';
import { readOrUndefined } from './contracts/readable';
import { parseEpochMs } from './epoch-ms';
import { marginCallStateOf, type MarginCallState } from './loan-dates';

/** A margin call and when it must be met. */
export interface MarginCallDue {
  loan: Loan;
  /** When the borrower must have topped up; null when the API does not say. */
  deadline: number | null;
  /** Its status and deadline read together: what it is called everywhere. */
  state: MarginCallState;
  requiredTopUpUsd: string | undefined;
}

function text(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The margin call the API embeds in a loan, read: its deadline and its state at `now`. The
 * deadline is the call's `expiresAt`, or, without one, when it was issued plus the loan's
 * `marginCallExpiryPeriod`. The browser's views and the server's alerts both read it here.
 */
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
