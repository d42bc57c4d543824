import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LeftOutNote, UnreadableItemsNotice } from '../../../components/left-out-note';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { Timestamp } from '../../../components/timestamp';
import { openLoansQueryOptions } from '../api/loans-queries';
import { totalsByCurrency } from '../loan-facts';
import { riskBoardOf } from '../risk-board';
import { LtvDistribution } from './ltv-distribution';
import { OrganizationGate } from './organization-gate';
import { ClosestTable, CurrencyTotalsTable, MarginCallTable, UnreadableLoans } from './risk-tables';
import { ShockTable } from './shock-table';

const CLOSEST_COUNT = 15;
const loanNoun = { one: 'loan', many: 'loans' };

export function RiskBoardPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="LTV risk board"
        description="Open loans by loan-to-value against their margin-call and default thresholds. Click a row to open its loan."
      />
      <OrganizationGate>
        {(organizationId) => <RiskBoard organizationId={organizationId} />}
      </OrganizationGate>
    </Stack>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function RiskBoard({ organizationId }: { organizationId: string }) {
  const loans = useQuery(openLoansQueryOptions(organizationId));
  if (loans.isError) return <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />;
  if (loans.isPending) return <PendingState label="Loading open loans…" />;
  const open = loans.data.loans;
  const unreadableLoans = (
    <UnreadableItemsNotice items={loans.data.unreadableItems} noun={loanNoun} />
  );
  if (open.length === 0) {
    if (loans.data.unreadableItems.length > 0) return unreadableLoans;
    return (
      <EmptyState title="No open loans">The organization has no open loan to assess.</EmptyState>
    );
  }
  const board = riskBoardOf(open, CLOSEST_COUNT);
  const byLtvDesc = [...board.risks].sort((a, b) => b.ltv.comparedTo(a.ltv));
  const totals = totalsByCurrency(open, organizationId);
  return (
    <Stack gap="lg">
      {unreadableLoans}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          As of <Timestamp value={String(loans.dataUpdatedAt)} />; refreshes every minute while this
          tab is visible.
        </Text>
        {loans.isFetching ? <Loader size="xs" role="img" aria-label="Refreshing" /> : null}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Figure label="Open loans" value={open.length} />
        <Figure label="With an LTV" value={board.risks.length} />
        <Figure
          label="In margin-call zone"
          value={board.risks.filter((risk) => risk.zone === 'margin-call').length}
        />
        <Figure
          label="In default zone"
          value={board.risks.filter((risk) => risk.zone === 'default').length}
        />
        <Figure label="Margin calls listed" value={board.marginCalls.length} />
      </SimpleGrid>
      {board.unreadable.length > 0 ? (
        <Stack gap={4}>
          <LeftOutNote leftOut={board.leftOut} noun={loanNoun} />
          <UnreadableLoans loans={board.unreadable} />
        </Stack>
      ) : null}
      <Section title="LTV distribution" description="Open loans with an LTV, per 5-point band.">
        <LtvDistribution board={board} />
      </Section>
      <Section
        title="Closest to a threshold"
        description={`The ${CLOSEST_COUNT} loans nearest the next threshold they have not reached (margin call, or default once in margin call), nearest first. Distance is in percentage points of LTV.`}
      >
        <ClosestTable risks={board.closest} />
      </Section>
      <Section
        title="Margin calls"
        description="Loans the API marks in margin call or default, or whose LTV has reached their own margin-call threshold, highest LTV first."
      >
        {board.marginCalls.length === 0 ? (
          <Text size="sm">No open loan is in margin call.</Text>
        ) : (
          <MarginCallTable loans={board.marginCalls} />
        )}
      </Section>
      <Section title="Totals by currency" description="Exact sums of the amounts of open loans.">
        <CurrencyTotalsTable totals={totals.totals} />
        <LeftOutNote leftOut={totals.leftOut} noun={loanNoun} />
      </Section>
      <Section
        title="Collateral shock (estimate)"
        description={
          <>
            Estimated LTV if collateral value fell by 10%, 20% or 30% with the debt unchanged:{' '}
            <Text span ff="monospace" size="sm">
              LTV′ = LTV ÷ (1 − fall)
            </Text>
            . Estimates are rounded up to 0.01 percentage point; thresholds are compared before
            rounding. Highest LTV first.
          </>
        }
      >
        <ShockTable risks={byLtvDesc} />
      </Section>
    </Stack>
  );
}
