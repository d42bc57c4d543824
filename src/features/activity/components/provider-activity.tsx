import { ShowOlderButton } from '../../../components/show-older-button';
import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable } from '../../../shared/contracts/readable';
import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Alert, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { ClearFiltersButton } from '../../../components/filters/clear-filters-button';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { DebouncedTextFilter } from '../../../components/filters/debounced-text-filter';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Timestamp } from '../../../components/timestamp';
import { sessionQueryOptions } from '../../../lib/session-api';
import { mayCall, requiredRolesText } from '../../../shared/access';
import {
  activityTypes,
  type Activity,
  type ActivityType,
} from '../../../shared/contracts/activities';
import { useServedOrganization } from '../../reference-data/api/served-organization';
import { ServedOrganizationNotice } from '../../reference-data/components/served-organization-notice';
import { useUserNames } from '../../reference-data/api/user-names';
import { activeFilterCount, toProviderQuery, type ActivityViewProps } from '../activity-search';
import { activityTypeLabel } from '../activity-type-label';
import { providerActivityQueryOptions } from '../api/activity-queries';
import { ActivityTableSkeleton } from './activity-table-skeleton';
import { ExportActivityButton } from './export-activity-button';
import { useTargetNames } from './use-target-names';

const typeOptions = activityTypes
  .map((type) => ({ value: type, label: activityTypeLabel(type) }))
  .sort((a, b) => a.label.localeCompare(b.label));
const isActivityType = (value: string): value is ActivityType =>
  activityTypes.some((type) => type === value);

function cellText(value: string | undefined) {
  return (
    <Text span size="sm" truncate="end" title={value} c={value ? undefined : 'dimmed'}>
      {value || '—'}
    </Text>
  );
}

function providerColumns(
  people: ReadonlyMap<string, string>,
  targets: ReadonlyMap<string, string>,
): ColumnDef<Activity>[] {
  return [
    {
      id: 'createdAt',
      header: 'When',
      size: 180,
      enableSorting: false,
      cell: ({ row }) => <Timestamp value={row.original.createdAt} label="Activity time" />,
    },
    {
      id: 'type',
      header: 'Activity',
      size: 220,
      enableSorting: false,
      cell: ({ row }) => {
        const type = row.original.activityType;
        return isUnreadable(type) ? (
          <UnreadableValue value={type} label="Activity type" />
        ) : (
          cellText(activityTypeLabel(type))
        );
      },
    },
    {
      id: 'person',
      header: 'Person',
      size: 170,
      enableSorting: false,
      cell: ({ row }) => {
        const { userId } = row.original;
        return cellText(userId === undefined ? undefined : (people.get(userId) ?? userId));
      },
    },
    {
      id: 'description',
      header: 'What happened',
      size: 460,
      enableSorting: false,
      cell: ({ row }) => cellText(`${row.original.name}: ${row.original.description}`),
    },
    {
      id: 'portfolio',
      header: 'Portfolio',
      size: 180,
      enableSorting: false,
      cell: ({ row }) => {
        const { portfolioId } = row.original;
        return cellText(
          portfolioId === undefined ? undefined : (targets.get(portfolioId) ?? portfolioId),
        );
      },
    },
  ];
}

/** The provider's own activity feed, with the same kinds of filter and export. */
export function ProviderActivity({ search, onChange, onReset }: ActivityViewProps) {
  const session = useQuery(sessionQueryOptions);
  const roles = session.data?.person.roles ?? [];
  const allowed = mayCall(roles, 'listActivities');
  const { served, organizationId } = useServedOrganization(allowed);
  const query = useMemo(() => toProviderQuery(search), [search]);
  const feed = useInfiniteQuery({
    ...providerActivityQueryOptions(organizationId ?? '', query),
    enabled: allowed && organizationId !== undefined,
  });
  const people = useUserNames();
  const targets = useTargetNames();
  const columns = useMemo(() => providerColumns(people, targets), [people, targets]);
  const rows = useMemo(
    () => feed.data?.pages.flatMap((page) => page.activities) ?? [],
    [feed.data],
  );
  const unreadable = useMemo(
    () => feed.data?.pages.flatMap((page) => page.unreadableItems) ?? [],
    [feed.data],
  );
  const personOptions = useMemo(
    () =>
      [...people.entries()]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [people],
  );

  if (!allowed) {
    return (
      <Alert color="gray" title="The provider's feed covers the whole organization">
        It needs the {requiredRolesText('listActivities')} role. Your own activity in this dashboard
        is on the first tab.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Person"
            placeholder={search.userIds ? undefined : 'Everyone'}
            data={personOptions}
            value={search.userIds ?? []}
            onChange={(userIds) =>
              onChange({ userIds: userIds.length === 0 ? undefined : userIds })
            }
            searchable
            clearable
            w={240}
            size="sm"
          />
          <MultiSelect
            label="Activity"
            placeholder={search.activityTypes ? undefined : 'Any activity'}
            data={typeOptions}
            value={search.activityTypes ?? []}
            onChange={(values) => {
              const chosen = values.filter(isActivityType);
              onChange({ activityTypes: chosen.length === 0 ? undefined : chosen });
            }}
            searchable
            clearable
            w={280}
            size="sm"
          />
          <DateRangeFilter
            label="Date"
            from={search.createdFrom}
            to={search.createdTo}
            onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
          />
          <DebouncedTextFilter
            label="Search"
            description="The activity's name and description"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.search}
            onCommit={(text) => onChange({ search: text })}
            w={280}
            size="sm"
          />
          <ClearFiltersButton active={activeFilterCount(search)} onReset={onReset} />
        </Group>
      </Paper>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {feed.isError && rows.length === 0
            ? 'The provider’s activity could not be loaded.'
            : feed.isPending
              ? 'Loading the provider’s activity…'
              : `${rows.length.toLocaleString()} ${rows.length === 1 ? 'activity' : 'activities'} shown, newest first`}
        </Text>
        {organizationId === undefined ? null : (
          <ExportActivityButton
            filenamePrefix="provider-activity"
            run={async (signal, onProgress) => {
              // The CSV writer loads when someone exports, not with the page.
              const { exportProviderActivity } = await import('../api/export-provider-activity');
              return exportProviderActivity(organizationId, query, people, { signal, onProgress });
            }}
          />
        )}
      </Group>
      {served.isError ? (
        <ErrorState error={served.error} onRetry={() => void served.refetch()} />
      ) : null}
      {served.data !== undefined && served.data.status !== 'set' ? (
        <ServedOrganizationNotice served={served.data} />
      ) : null}
      {feed.isError ? <ErrorState error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      {feed.isPending && (served.isPending || served.data?.status === 'set') ? (
        <ActivityTableSkeleton label="Loading the provider’s activity" />
      ) : null}
      {feed.isSuccess && rows.length === 0 ? (
        <EmptyState title="No activity matches">
          The provider has nothing on record that matches these filters.
        </EmptyState>
      ) : null}
      <UnreadableItemsNotice items={unreadable} noun={{ one: 'activity', many: 'activities' }} />
      {rows.length > 0 ? (
        <DataTable
          label="The provider's activity feed"
          data={rows}
          columns={columns}
          getRowId={(activity) => activity.activityId}
        />
      ) : null}
      <ShowOlderButton pages={feed} label="Show older activities" />
    </Stack>
  );
}
