import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../lib/api-client';
import { formatDecimal } from '../../../lib/format-decimal';
import { riskAlertKeys } from '../../../lib/query-keys';
import { readOrUndefined } from '../../../shared/contracts/readable';
import { endpoints } from '../../../shared/endpoints';
import { loanName } from '../../../shared/risk-alerts';
import { useServedOrganizationId } from '../../reference-data/api/served-organization';

/** An open loan as the rule form offers it: by the other side's name and the loan's amount. */
export interface LoanChoice {
  value: string;
  label: string;
}

/** The open loans a rule may watch, with their counterparties, named for people. */
export function useLoanChoices(enabled: boolean) {
  const organizationId = useServedOrganizationId(enabled);
  const loans = useQuery({
    queryKey: [...riskAlertKeys.all, 'loan-choices', organizationId ?? ''],
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listLoans, {
        path: { organizationId: organizationId ?? '' },
        query: { isOpen: true, includeCounterparties: true },
        signal,
      }),
    enabled: enabled && organizationId !== undefined,
    staleTime: 60_000,
  });
  const choices = useMemo(
    (): LoanChoice[] =>
      (loans.data?.loans ?? [])
        .map((loan) => {
          const amount = readOrUndefined(loan.amount);
          const currency = readOrUndefined(loan.currency) ?? '';
          const shown =
            amount === undefined ? '' : ` · ${formatDecimal(amount) ?? amount} ${currency}`;
          // The loan's own reference tells apart two loans with one counterparty and amount.
          const reference = loan.externalId === '' ? '' : ` · ${loan.externalId}`;
          return {
            value: loan.loanId,
            label: `${loanName(loan, organizationId)}${shown}${reference}`,
          };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    [loans.data, organizationId],
  );
  return { choices, loans };
}
