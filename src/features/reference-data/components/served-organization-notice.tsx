import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { sessionQueryOptions } from '../../../lib/session-api';
import type { ServedOrganization } from '../../../shared/provider-identity';
import { useServedOrganization } from '../api/served-organization';
import { OrganizationChooser } from './organization-chooser';

/** What a page needing the organization shows until there is one: why not, and who can fix it. */
export function ServedOrganizationNotice({
  served,
}: {
  served: Exclude<ServedOrganization, { status: 'set' }>;
}) {
  const session = useQuery(sessionQueryOptions);
  const isAdmin = session.data?.person.roles.includes('admin') ?? false;
  switch (served.status) {
    case 'none':
      return (
        <StatusAlert color="orange" title="No organization">
          The API lists no organization for this identity, so there is nothing to show.
        </StatusAlert>
      );
    case 'unavailable':
      return (
        <StatusAlert color="orange" title="The organization cannot be read">
          {served.message}
        </StatusAlert>
      );
    case 'unchosen':
      return (
        <StatusAlert color="orange" title="Which organization does this dashboard serve?">
          <Text size="sm" mb="sm">
            The API lists {served.candidates.length} organizations and none has been chosen, so
            nothing is shown rather than another organization&apos;s.
            {isAdmin
              ? ' Choose the one this dashboard serves:'
              : ' An administrator must choose it, under Administration.'}
          </Text>
          {isAdmin ? <OrganizationChooser candidates={served.candidates} /> : null}
        </StatusAlert>
      );
  }
}

/** Renders `children` with the served organization's id, or says why there is none. */
export function ServedOrganizationGate({
  children,
}: {
  children: (organizationId: string) => ReactNode;
}) {
  const { served } = useServedOrganization();
  if (served.error) {
    return <ErrorState error={served.error} onRetry={() => void served.refetch()} />;
  }
  if (served.data === undefined) return <PendingState label="Finding your organization…" />;
  if (served.data.status !== 'set') return <ServedOrganizationNotice served={served.data} />;
  return <>{children(served.data.organizationId)}</>;
}
