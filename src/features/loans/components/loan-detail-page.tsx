import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, NotFoundState, PendingState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { ApiError } from '../../../shared/api-error';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { loanQueryOptions } from '../api/loans-queries';
import { inWords } from '../loan-facts';
import type { LoanDetailTab } from '../loans-search';
import { InterestRate, LoanStatusBadge, LtvCell, MaturityCell } from './loan-cells';
import { AmountText } from '../../../components/amount-text';
import { LoanDetailTabs } from './loan-detail-tabs';
import { LtvHistoryPanel } from './ltv-history-panel';
import { OrganizationGate } from './organization-gate';

export function LoanDetailPage({ loanId, tab }: { loanId: string; tab: LoanDetailTab }) {
  return (
    <OrganizationGate>
      {(organizationId, portfolios) => (
        <LoanDetail
          organizationId={organizationId}
          loanId={loanId}
          tab={tab}
          portfolios={portfolios}
        />
      )}
    </OrganizationGate>
  );
}

function LoanDetail({
  organizationId,
  loanId,
  tab,
  portfolios,
}: {
  organizationId: string;
  loanId: string;
  tab: LoanDetailTab;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
}) {
  const navigate = useNavigate();
  const loan = useQuery(loanQueryOptions(organizationId, loanId));
  const back = (
    <RouterAnchor to="/loans" size="sm">
      ← All loans
    </RouterAnchor>
  );
  if (loan.isError) {
    if (loan.error instanceof ApiError && loan.error.status === 404) {
      return (
        <Stack gap="xs">
          {back}
          <NotFoundState>
            There is no loan {loanId} in this organization. It may belong to another organization,
            or the link is wrong.
          </NotFoundState>
        </Stack>
      );
    }
    return <ErrorState error={loan.error} onRetry={() => void loan.refetch()} />;
  }
  if (loan.isPending) return <PendingState label="Loading the loan…" />;
  const data = loan.data;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={`Loan ${data.externalId}`}
        description={
          <>
            {inWords(data.loanType)} ·{' '}
            <Text span ff="monospace" size="sm">
              {data.loanId}
            </Text>
          </>
        }
        actions={
          <Group gap="xs">
            {loan.isFetching ? <Loader size="xs" role="img" aria-label="Refreshing" /> : null}
            <LoanStatusBadge status={data.status} />
          </Group>
        }
      />
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Summary label="Amount">
          <AmountText value={data.amount} currency={data.currency} />
        </Summary>
        <Summary label="Interest rate">
          <InterestRate bps={data.interestRate} />
        </Summary>
        <Summary label="LTV">
          <LtvCell loan={data} />
        </Summary>
        <Summary label="Maturity">
          <MaturityCell maturityDate={data.maturityDate} now={loan.dataUpdatedAt} />
        </Summary>
      </Group>
      <LtvHistoryPanel loanId={data.loanId} carriesLtv={data.debtRatio !== undefined} />
      <LoanDetailTabs
        organizationId={organizationId}
        loan={data}
        portfolios={portfolios}
        now={loan.dataUpdatedAt}
        tab={tab}
        onTabChange={(next) =>
          void navigate({ to: '/loans/$loanId', params: { loanId }, search: { tab: next } })
        }
      />
    </Stack>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
