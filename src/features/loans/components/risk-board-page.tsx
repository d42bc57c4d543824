import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LeftOutNote, UnreadableItemsNotice } from '../../../components/left-out-note';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { Timestamp } from '../../../components/timestamp';
import { RouterAnchor } from '../../../components/router-anchor';
import { watchListWords, type WatchList } from '../watch-lists';
import { useLoanWatch } from './use-loan-watch';
import { totalsByCurrency } from '../loan-facts';
import { riskBoardOf } from '../risk-board';
import { LtvDistribution } from './ltv-distribution';
import { LtvMovers } from './ltv-movers';
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

function Figure({ label, value, list }: { label: string; value: number; list?: WatchList }) {
  return (
    <Paper withBorder p="sm" data-watch={list}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {list === undefined ? (
          value
        ) : (
          <RouterAnchor
            to="/loans"
            search={{ watch: list }}
            inherit
            aria-label={`${label}: ${value}, on the loan list`}
          >
            {value}
          </RouterAnchor>
        )}
      </Text>
    </Paper>
  );
}

function RiskBoard({ organizationId }: { organizationId: string }) {
  const { loans, watch, now } = useLoanWatch(organizationId);
  if (loans.isError) return <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />;
  if (loans.isPending || watch === undefined) return <PendingState label="Loading open loans…" />;
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
          label={watchListWords['margin-calls']}
          value={watch.marginCalls.length}
          list="margin-calls"
        />
        <Figure
          label={watchListWords['margin-call-zone']}
          value={watch.marginCallZone.length}
          list="margin-call-zone"
        />
        <Figure
          label={watchListWords['default-zone']}
          value={watch.defaultZone.length}
          list="default-zone"
        />
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
        title="Moved most in 24 h"
        description="Open loans whose LTV moved most over the last day, up or down, as this dashboard's server recorded it (the provider keeps only the current LTV). The line shows each hour's highest reading."
      >
        <LtvMovers loans={open} />
      </Section>
      <Section
        title="Margin calls"
        description="Outstanding margin calls the API reports, the nearest deadline first. Loans whose LTV is in a zone without a margin call issued are on the loan list, from the zone counts above."
      >
        {watch.marginCalls.length === 0 ? (
          <Text size="sm">No open loan has an outstanding margin call.</Text>
        ) : (
          <MarginCallTable calls={watch.marginCalls} now={now} />
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
