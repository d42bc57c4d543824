import { ShowOlderButton } from '../../../components/show-older-button';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { sessionQueryOptions } from '../../../lib/session-api';
import type { ActivityEntry } from '../../../shared/audit';
import { toActivityQuery, type ActivityViewProps } from '../activity-search';
import { activityListQueryOptions } from '../api/activity-queries';
import { exportDashboardActivity } from '../api/export-dashboard-activity';
import { activityColumns } from './activity-columns';
import { ActivityEntryDrawer } from './activity-entry-drawer';
import { ActivityTableSkeleton } from './activity-table-skeleton';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { ExportActivityButton } from './export-activity-button';
import { useTargetNames } from './use-target-names';

/** Who may see everyone's records (the server decides; this only shapes the filters). */
const overseers = ['admin', 'viewer'];

/** This dashboard's own record: filters in the URL, newest first, older pages on request. */
export function DashboardActivity({ search, onChange, onReset }: ActivityViewProps) {
  const query = useMemo(() => toActivityQuery(search), [search]);
  const entries = useInfiniteQuery(activityListQueryOptions(query));
  const session = useQuery(sessionQueryOptions);
  const ownOnly = !(session.data?.person.roles ?? []).some((role) => overseers.includes(role));
  const names = useTargetNames();
  const columns = useMemo(() => activityColumns(names), [names]);
  const rows = useMemo(
    () => entries.data?.pages.flatMap((page) => page.entries) ?? [],
    [entries.data],
  );
  const [opened, setOpened] = useState<ActivityEntry | null>(null);

  return (
    <Stack gap="sm">
      <DashboardFilterBar search={search} ownOnly={ownOnly} onChange={onChange} onReset={onReset} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {entries.isPending
            ? 'Loading activity…'
            : entries.isError && rows.length === 0
              ? 'Activity could not be loaded.'
              : `${rows.length.toLocaleString()} ${rows.length === 1 ? 'entry' : 'entries'} shown, newest first${entries.hasNextPage ? '; older ones load on request' : ''}`}
        </Text>
        <Group gap="xs" align="flex-start">
          <Button
            size="xs"
            variant="default"
            loading={entries.isRefetching}
            onClick={() => void entries.refetch()}
          >
            Refresh
          </Button>
          <ExportActivityButton
            filenamePrefix="dashboard-activity"
            run={(signal, onProgress) => exportDashboardActivity(query, { signal, onProgress })}
          />
        </Group>
      </Group>
      {entries.isError ? (
        <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
      ) : null}
      {entries.isPending ? <ActivityTableSkeleton /> : null}
      {entries.isSuccess && rows.length === 0 ? (
        <EmptyState title="No activity matches">
          Nothing on the record matches these filters. Widen the dates or clear the filters.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          label="Activity in this dashboard"
          data={rows}
          columns={columns}
          getRowId={(entry) => entry.id}
          onRowActivate={setOpened}
          rowHeight={52}
        />
      ) : null}
      <ShowOlderButton pages={entries} label="Show older entries" />
      <ActivityEntryDrawer entry={opened} names={names} onClose={() => setOpened(null)} />
    </Stack>
  );
}
