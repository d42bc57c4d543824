import type Decimal from 'decimal.js';
import type { StatusTone } from '../../components/status-badge';
import { Money } from '../../lib/decimal';
import { parseEpochMs } from '../../shared/epoch-ms';
import { isKnownValue } from '../../shared/contracts/primitives';
import { loanStatuses, type Loan, type LoanStatus } from '../../shared/contracts/loans';
import type { LoanSide } from '../../shared/contracts/loans-query';
import { toMoney } from './loan-math';
import { isUnreadable, readableText, type Readable } from '../../shared/contracts/readable';
import { LeftOut, firstUnreadable } from '../../lib/left-out';

/** A hyphenated API value in words: "agency-lending-parent-loan" → "Agency lending parent loan". */
export function inWords(value: Readable<string>): string {
  if (isUnreadable(value)) return readableText(value, 'Value');
  const words = value.replaceAll('-', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Ids of the other side arrive obfuscated (e.g. "****abcd"): shown as such, not as errors. */
export function isObfuscatedId(value: string): boolean {
  return value.startsWith('****');
}

/** Which side of the loan the organization is on; null if it is on neither. */
export function loanSideOf(loan: Loan, organizationId: string): LoanSide | null {
  if (loan.lenderOrganizationId === organizationId) return 'lend';
  if (loan.borrowerOrganizationId === organizationId) return 'borrow';
  return null;
}

/** The counterparty id of the other side of the loan. */
export function otherCounterpartyId(loan: Loan, organizationId: string): string {
  return loanSideOf(loan, organizationId) === 'borrow'
    ? loan.lenderCounterpartyId
    : loan.borrowerCounterpartyId;
}

const DAY_MS = 24 * 3600_000;

/** Whole days until maturity (negative once past it); null without a maturity date. */
export function daysLeft(maturityDate: Readable<string> | undefined, now: number): number | null {
  const maturity = isUnreadable(maturityDate) ? null : parseEpochMs(maturityDate);
  return maturity === null ? null : Math.ceil((maturity - now) / DAY_MS);
}

const statusTones: Record<LoanStatus, StatusTone> = {
  'awaiting-approval': 'action',
  'awaiting-acceptance': 'action',
  'awaiting-collateral': 'action',
  'awaiting-interest-payment': 'action',
  disbursing: 'progress',
  active: 'success',
  repaying: 'progress',
  defaulting: 'failure',
  'partially-defaulting': 'failure',
  'early-termination-in-progress': 'progress',
  'early-termination-completed': 'neutral',
  defaulted: 'failure',
  'default-resolved': 'neutral',
  cancelled: 'neutral',
  rejected: 'failure',
  errored: 'failure',
  repaid: 'neutral',
  'repaying-interest': 'progress',
  'interest-repaid': 'neutral',
  'securing-collateral': 'progress',
  'collateral-secured': 'success',
  'releasing-collateral': 'progress',
  'collateral-released': 'neutral',
  closed: 'neutral',
};

/** Tone of a loan status; undefined for a status this version does not know. */
export function loanStatusTone(status: Readable<string>): StatusTone | undefined {
  return isKnownValue(loanStatuses, status) ? statusTones[status] : undefined;
}

/** Tone of the API's LTV health (`debtRatioStatus`). */
export function ltvHealthTone(status: Readable<string> | undefined): StatusTone | undefined {
  if (status === 'healthy') return 'success';
  if (status === 'margin-call') return 'action';
  if (status === 'default') return 'failure';
  return undefined;
}

export interface CurrencyTotal {
  currency: string;
  /** Exact sums, as decimal strings. */
  lent: string;
  borrowed: string;
  loanCount: number;
}

/**
 * Loan amounts summed per currency and side, exactly, and the loans left out because their
 * amount or currency could not be read.
 */
export function totalsByCurrency(
  loans: readonly Loan[],
  organizationId: string,
): { totals: CurrencyTotal[]; leftOut: LeftOut } {
  const totals = new Map<string, { lent: Decimal; borrowed: Decimal; loanCount: number }>();
  const leftOut = new LeftOut();
  for (const loan of loans) {
    const side = loanSideOf(loan, organizationId);
    if (side === null) continue;
    const unreadable = firstUnreadable({ amount: loan.amount, currency: loan.currency });
    const amount = toMoney(loan.amount);
    if (unreadable !== undefined || isUnreadable(loan.currency) || amount === null) {
      leftOut.add(unreadable ?? 'amount unreadable');
      continue;
    }
    const total = totals.get(loan.currency) ?? {
      lent: new Money(0),
      borrowed: new Money(0),
      loanCount: 0,
    };
    totals.set(loan.currency, {
      lent: side === 'lend' ? total.lent.plus(amount) : total.lent,
      borrowed: side === 'borrow' ? total.borrowed.plus(amount) : total.borrowed,
      loanCount: total.loanCount + 1,
    });
  }
  const byCurrency = [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({
      currency,
      lent: total.lent.toFixed(),
      borrowed: total.borrowed.toFixed(),
      loanCount: total.loanCount,
    }));
  return { totals: byCurrency, leftOut };
}

/** Tone of a loan allocation (transfer) status; undefined for one this version does not know. */
export function allocationStatusTone(status: Readable<string>): StatusTone | undefined {
  if (isUnreadable(status)) return undefined;
  if (status === 'completed' || status === 'confirmed') return 'success';
  if (status === 'failed') return 'failure';
  if (status === 'cancelled') return 'neutral';
  if (status === 'new' || status.startsWith('awaiting-')) return 'action';
  if (status === 'accepted' || status === 'order-created') return 'progress';
  return undefined;
}
