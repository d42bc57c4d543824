import { useQuery } from '@tanstack/react-query';
import { useNow } from '../../../components/use-now';
import { defaultTimeZone } from '../../../shared/loan-dates';
import { openLoansQueryOptions } from '../api/loans-queries';
import { loanWatchOf, type LoanWatch } from '../loan-watch';

const timeZone = defaultTimeZone();

/**
 * The open loans and what the risk desk watches among them, at a minute-fresh "now" in the
 * person's own time zone. Every view that counts margin calls, zones or due loans reads this, so
 * they share one request and one answer.
 */
export function useLoanWatch(organizationId: string) {
  const loans = useQuery(openLoansQueryOptions(organizationId));
  const now = useNow(60_000);
  const watch: LoanWatch | undefined = loans.data
    ? loanWatchOf(loans.data.loans, now, timeZone)
    : undefined;
  return { loans, watch, now, timeZone };
}
