import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, PendingState } from '../../../components/page-states';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useOwnOrganization } from '../api/loans-organization';

/**
 * Loans are read per organization: this finds ours before anything is asked,
 * and says plainly when it cannot.
 */
export function OrganizationGate({
  children,
}: {
  children: (
    organizationId: string,
    portfolios: ReadonlyMap<string, Portfolio> | undefined,
  ) => ReactNode;
}) {
  const { resolution, portfolios, error, retry } = useOwnOrganization();
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (resolution === undefined) return <PendingState label="Finding your organization…" />;
  if (resolution.kind === 'none') {
    return (
      <Alert color="orange" variant="outline" title="No organization" role="alert">
        <Text size="sm">
          The API lists no organization for this identity, so there are no loans to show.
        </Text>
      </Alert>
    );
  }
  if (resolution.kind === 'ambiguous') {
    return (
      <Alert color="orange" variant="outline" title="Which organization is yours?" role="alert">
        <Text size="sm">
          The API lists several organizations and none of them can be told apart as the owner of
          your portfolios, so no loans are shown rather than another organization&apos;s:
        </Text>
        <List size="sm" mt="xs">
          {resolution.candidates.map((organization) => (
            <List.Item key={organization.organizationId}>
              {organization.organizationName} ({organization.organizationId})
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return <>{children(resolution.organization.organizationId, portfolios)}</>;
}
