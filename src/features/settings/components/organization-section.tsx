import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, PendingState } from '../../../components/page-states';
import { servedOrganizationQueryOptions } from '../../../lib/provider-identity-api';
import { formatLocalDateTime } from '../../../lib/time';
import type { ServedOrganization } from '../../../shared/provider-identity';
import { ServedOrganizationNotice } from '../../reference-data/components/served-organization-notice';

const sourceWords: Record<Extract<ServedOrganization, { status: 'set' }>['source'], string> = {
  setting: 'set on the server (COPPER_ORGANIZATION_ID)',
  sandbox: 'the sandbox’s own',
  chosen: 'chosen by an administrator',
  only: 'the only one the API lists',
};

/** For administrators: which organization the dashboard serves, and the choice when it is open. */
export function OrganizationSection() {
  const served = useQuery(servedOrganizationQueryOptions);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Organization served
      </Title>
      {served.isPending ? <PendingState label="Loading…" /> : null}
      {served.error ? (
        <ErrorState error={served.error} onRetry={() => void served.refetch()} />
      ) : null}
      {served.data?.status === 'set' ? (
        <Text>
          <strong>{served.data.organizationId}</strong>, {sourceWords[served.data.source]}
          {served.data.chosenBy === null || served.data.chosenAt === null
            ? '.'
            : ` (${served.data.chosenBy}, ${formatLocalDateTime(served.data.chosenAt)}).`}
        </Text>
      ) : null}
      {served.data !== undefined && served.data.status !== 'set' ? (
        <ServedOrganizationNotice served={served.data} />
      ) : null}
    </Paper>
  );
}
