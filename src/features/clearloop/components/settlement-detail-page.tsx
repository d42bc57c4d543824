import { LeftOutNote } from '../../../components/left-out-note';
import type { Settlement } from '../../../shared/contracts/clearloop';
import { Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { settlementQueryOptions } from '../api/clearloop-queries';
import { currencyTotalsOf } from '../settlement-totals';
import { isFinalSettlementStatus } from '../settlement-status';
import { settlementTimelineOf } from '../settlement-timeline';
import { useNow } from '../../../components/use-now';
import { SettlementAccountsTable } from './settlement-accounts-table';
import { SettlementInstructionsTable } from './settlement-instructions-table';
import { SettlementStatusBadge } from './settlement-status-badge';
import { CurrencyTotalsTable, SettlementFacts } from './settlement-summary';
import { SettlementTimelineView } from './settlement-timeline-view';
import { StatusAlert } from '../../../components/status-alert';

export function SettlementDetailPage({ settlementId }: { settlementId: string }) {
  const query = useQuery(settlementQueryOptions(settlementId));
  // The timeline's "reached" marks move with time, not only with new data.
  const now = useNow(30_000);
  const settlement = query.data;

  return (
    <Stack gap="lg">
      <RouterAnchor to="/clearloop/settlements" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All settlements
        </Group>
      </RouterAnchor>
      <PageHeader
        title={settlement ? `${settlement.exchange} settlement` : 'Settlement'}
        description={
          <Text span ff="monospace" size="sm">
            {settlementId}
          </Text>
        }
        actions={
          <Group gap="xs">
            {query.isFetching ? <Loader size="xs" role="img" aria-label="Refreshing" /> : null}
            {settlement ? <SettlementStatusBadge status={settlement.settlementStatus} /> : null}
          </Group>
        }
      />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {settlement?.failureReason ? (
        <StatusAlert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The settlement failed"
        >
          <Text size="sm">{settlement.failureReason}</Text>
        </StatusAlert>
      ) : null}
      {settlement ? (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Section title="Cycle">
                <SettlementFacts settlement={settlement} />
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Section title="Timeline">
                <SettlementTimelineView
                  timeline={settlementTimelineOf(
                    settlement,
                    now,
                    isFinalSettlementStatus(settlement.settlementStatus),
                  )}
                />
              </Section>
            </Grid.Col>
          </Grid>
          <Section title="Net per currency">
            <NetPerCurrency settlement={settlement} />
          </Section>
          <Section title="Client accounts">
            <SettlementAccountsTable details={settlement.settlementDetails ?? []} />
          </Section>
          <Section title="Instructions">
            <SettlementInstructionsTable settlement={settlement} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

function NetPerCurrency({ settlement }: { settlement: Settlement }) {
  const { totals, leftOut } = currencyTotalsOf(settlement);
  return (
    <Stack gap="xs">
      <CurrencyTotalsTable totals={totals} />
      <LeftOutNote leftOut={leftOut} noun={{ one: 'instruction', many: 'instructions' }} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
