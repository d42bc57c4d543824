import { Group, Stack, Text, Title } from '@mantine/core';
import { ErrorState, PendingState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { watchListLoans } from '../loan-watch';
import { watchListWords, watchLists } from '../watch-lists';
import { useLoanWatch } from './use-loan-watch';
import { OrganizationGate } from './organization-gate';

function WatchCounts({
  organizationId,
  onNavigate,
}: {
  organizationId: string;
  onNavigate: () => void;
}) {
  const { loans, watch } = useLoanWatch(organizationId);
  if (loans.error) return <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />;
  if (watch === undefined) return <PendingState />;
  return (
    <Stack gap={4} role="list" aria-label="Risk desk counts">
      {watchLists.map((list) => (
        <Group key={list} justify="space-between" role="listitem" data-watch={list}>
          <RouterAnchor to="/loans" search={{ watch: list }} size="sm" onClick={onNavigate}>
            {watchListWords[list]}
          </RouterAnchor>
          <Text size="sm" fw={600} data-testid={`bell-count-${list}`}>
            {watchListLoans(watch, list).length}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The bell's view of the risk desk: margin calls, threshold zones and due loans, counted by the
 * same selectors and over the same read of open loans as Today, the risk board and the loan list.
 */
export function RiskWatchGroup({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="risk-watch-title">
      <Title order={3} size="h5" id="risk-watch-title">
        Risk desk now
      </Title>
      <OrganizationGate>
        {(organizationId) => (
          <WatchCounts organizationId={organizationId} onNavigate={onNavigate} />
        )}
      </OrganizationGate>
    </Stack>
  );
}
