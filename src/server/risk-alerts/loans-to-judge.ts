import type { Loan } from '../../shared/contracts/loans';
import type { LoanLtvReading } from '../../shared/ltv-history';
import { loanName } from '../../shared/risk-alerts';
import type { LoanReadingToJudge, NamedLoan } from './observation';

/** Every open loan a sample read, with its name for people. */
export function namedLoans(
  loans: readonly Loan[],
  organizationId: string | undefined,
): NamedLoan[] {
  return loans.map((loan) => ({ name: loanName(loan, organizationId), loan }));
}

/** What a sample recorded, with each loan's name, as the LTV rules judge it. */
export function loansToJudge(
  loans: readonly Loan[],
  readings: readonly LoanLtvReading[],
  organizationId: string | undefined,
): LoanReadingToJudge[] {
  const byId = new Map(loans.map((loan) => [loan.loanId, loan] as const));
  return readings.flatMap((reading) => {
    const loan = byId.get(reading.loanId);
    if (loan === undefined) return [];
    return [
      {
        loanId: reading.loanId,
        name: loanName(loan, organizationId),
        ltv: reading.ltv,
        status: reading.status,
      },
    ];
  });
}
