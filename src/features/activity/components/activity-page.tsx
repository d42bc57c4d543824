import { Stack, Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../../components/page-header';
import {
  activityFeeds,
  clearedFilters,
  type ActivityFeed,
  type ActivitySearch,
} from '../activity-search';
import { DashboardActivity } from './dashboard-activity';
import { ProviderActivity } from './provider-activity';

const isFeed = (value: string | null): value is ActivityFeed =>
  activityFeeds.some((feed) => feed === value);

/** /activity: who did what in this dashboard, and beside it what the provider recorded. */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate({ from: '/activity' });
  const onChange = useCallback(
    (patch: Partial<ActivitySearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  );
  const onReset = useCallback(
    () => void navigate({ search: clearedFilters(search) }),
    [navigate, search],
  );
  return (
    <Stack gap="sm">
      <PageHeader
        title="Activity"
        description="Who did what, when and from where: every action and refusal in this dashboard, and the provider's own record beside it."
      />
      <Tabs
        value={search.feed}
        onChange={(feed) => {
          if (isFeed(feed)) void navigate({ search: (prev) => ({ ...prev, feed }) });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="dashboard">In this dashboard</Tabs.Tab>
          <Tabs.Tab value="provider">At the provider</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="sm">
          <DashboardActivity search={search} onChange={onChange} onReset={onReset} />
        </Tabs.Panel>
        <Tabs.Panel value="provider" pt="sm">
          <ProviderActivity search={search} onChange={onChange} onReset={onReset} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
