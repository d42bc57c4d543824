import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../components/page-header';
import { ErrorState, PendingState } from '../components/page-states';
import { RouterAnchor } from '../components/router-anchor';
import { sessionQueryOptions } from '../lib/session-api';
import type { Role } from '../shared/access';
import { DeficitSummary } from '../features/clearloop/components/deficit-summary';
import { AwaitingMeSummary } from '../features/co-sign/components/awaiting-me-summary';
import { BelowMinimumSummary } from '../features/holdings/components/below-minimum-summary';
import { LoansDueSummary } from '../features/loans/components/loans-due-summary';
import { MyOrdersInFlight } from '../features/orders/components/my-orders-in-flight';

const roleWords: Record<Role, string> = {
  viewer: 'risk and oversight',
  treasury: 'treasury',
  approver: 'approvals',
  admin: 'administration',
};

/**
 * The first page after sign-in: what each of the person's roles has waiting today. Someone
 * with several roles sees each part; each item links to where it is acted on.
 */
export function MorningPage() {
  const session = useQuery(sessionQueryOptions);
  if (session.isPending) return <PendingState />;
  if (!session.data)
    return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  const { person } = session.data;
  const has = (role: Role) => person.roles.includes(role);
  const watchesRisk = has('viewer');

  return (
    <Stack gap="md">
      <PageHeader
        title="Today"
        description={`What waits for you as ${person.name}: ${person.roles.map((role) => roleWords[role]).join(', ')}.`}
      />
      {has('approver') ? <AwaitingMeSummary person={person} /> : null}
      {/* Short, and about money that may not cover what is in flight: it comes first. */}
      {has('treasury') ? <BelowMinimumSummary /> : null}
      {has('treasury') ? (
        <MyOrdersInFlight userId={person.providerUserId} hasApiKey={person.hasApiKey} />
      ) : null}
      {watchesRisk ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Stack gap="md">
            <LoansDueSummary />
          </Stack>
          <DeficitSummary />
        </SimpleGrid>
      ) : null}
      {!has('approver') && !has('treasury') && !watchesRisk ? (
        <Text>
          Nothing here is for your roles to act on. The{' '}
          <RouterAnchor to="/activity">activity log</RouterAnchor> shows what this dashboard did,
          and <RouterAnchor to="/orders">Orders</RouterAnchor> lists every order.
        </Text>
      ) : null}
    </Stack>
  );
}
