import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, PendingState } from '../../../components/page-states';
import { servedOrganizationQueryOptions } from '../../../lib/provider-identity-api';
import { formatLocalDateTime } from '../../../lib/time';
import type { OrganizationChoice, ServedOrganization } from '../../../shared/provider-identity';
import { organizationsQueryOptions } from '../../reference-data/api/reference-queries';
import {
  OrganizationChooser,
  organizationLabel,
} from '../../reference-data/components/organization-chooser';
import { ServedOrganizationNotice } from '../../reference-data/components/served-organization-notice';
import { ConfirmDialog } from './confirm-dialog';

type Served = Extract<ServedOrganization, { status: 'set' }>;

const sourceWords: Record<Served['source'], string> = {
  setting: 'set on the server (COPPER_ORGANIZATION_ID); change it there',
  sandbox: 'the sandbox’s own organization',
  chosen: 'chosen by an administrator',
  only: 'the only organization the API lists',
};

/**
 * Which organization the dashboard serves, by name, and, when the API lists several and no
 * setting fixes it, the choice of another (asked about first: everyone's views change).
 */
export function OrganizationSection() {
  const served = useQuery(servedOrganizationQueryOptions);
  const open = served.data?.status === 'set' && isOpenToChoice(served.data.source);
  // The list names the organizations; it is only read where there is a choice or a name to show.
  const listed = useQuery({ ...organizationsQueryOptions, enabled: served.data?.status === 'set' });
  const candidates: OrganizationChoice[] = (listed.data?.organizations ?? []).map((entry) => ({
    organizationId: entry.organizationId,
    organizationName: entry.organizationName,
  }));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="organization-title">
      <Title order={2} size="h4" mb="xs" id="organization-title">
        Organization served
      </Title>
      {served.isPending ? <PendingState label="Loading…" /> : null}
      {served.error ? (
        <ErrorState error={served.error} onRetry={() => void served.refetch()} />
      ) : null}
      {served.data?.status === 'set' ? (
        <ServedLine
          served={served.data}
          name={
            listed.isSuccess
              ? organizationLabel(servedChoice(served.data, candidates))
              : served.data.organizationId
          }
        />
      ) : null}
      {served.data !== undefined && served.data.status !== 'set' ? (
        <ServedOrganizationNotice served={served.data} />
      ) : null}
      {open && served.data?.status === 'set' && candidates.length > 1 ? (
        <OrganizationChooser
          candidates={candidates}
          current={servedChoice(served.data, candidates)}
          confirmReplacing={(question) => (
            <ConfirmDialog
              title="Serve another organization?"
              confirmLabel={`Serve ${organizationLabel(question.target)}`}
              pending={question.pending}
              error={question.error}
              onConfirm={question.send}
              onClose={question.close}
            >
              Everyone signed in will see the loans, members and activity of{' '}
              {organizationLabel(question.target)} instead of {organizationLabel(question.current)},
              from now on. It is recorded in the activity log.
            </ConfirmDialog>
          )}
        />
      ) : null}
    </Paper>
  );
}

function isOpenToChoice(source: Served['source']): boolean {
  return source === 'chosen' || source === 'only';
}

function servedChoice(
  served: Served,
  candidates: readonly OrganizationChoice[],
): OrganizationChoice {
  return (
    candidates.find((entry) => entry.organizationId === served.organizationId) ?? {
      organizationId: served.organizationId,
      organizationName: null,
    }
  );
}

function ServedLine({ served, name }: { served: Served; name: string }) {
  return (
    <Text mb="sm">
      <strong>{name}</strong>, {sourceWords[served.source]}
      {served.chosenBy === null || served.chosenAt === null
        ? '.'
        : ` by ${served.chosenBy}, ${formatLocalDateTime(served.chosenAt)}.`}
    </Text>
  );
}
