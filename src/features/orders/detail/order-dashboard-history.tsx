import { Group, List, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import { fetchActivityPage } from '../../../lib/activity-api';
import { orderKeys } from '../../../lib/query-keys';
import { describeError } from '../../../lib/describe-error';
import { actionLabel, outcomeLabel, type ActivityEntry } from '../../../shared/audit';

/** More than any one order gathers; the full record is one click away on /activity. */
const HISTORY_LIMIT = 100;

export function historyQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.dashboardHistory(orderId),
    queryFn: ({ signal }) => fetchActivityPage({ orderId, limit: String(HISTORY_LIMIT) }, signal),
  });
}

function who(entry: ActivityEntry): string {
  return entry.person?.name ?? entry.person?.email ?? 'Someone not signed in';
}

/** One line of the order's history, in words: "Approved by Marcus Chen — refused: …". */
function HistoryLine({ entry }: { entry: ActivityEntry }) {
  const failed = entry.outcome !== 'succeeded';
  return (
    <List.Item>
      <Stack gap={0}>
        <Text size="sm">
          <Text span fw={500}>
            {actionLabel(entry.action)}
          </Text>{' '}
          by {who(entry)}
          {failed ? (
            <Text span c={entry.outcome === 'refused' ? 'dimmed' : 'red'}>
              {' '}
              — {outcomeLabel(entry.outcome).toLowerCase()}
              {entry.detail ? `: ${entry.detail}` : entry.errorCode ? `: ${entry.errorCode}` : ''}
            </Text>
          ) : null}
        </Text>
        <Group gap="xs">
          <Timestamp value={entry.at} />
          <Text span size="xs" c="dimmed">
            {entry.ip ? `from ${entry.ip}` : 'address not recorded'}
          </Text>
        </Group>
      </Stack>
    </List.Item>
  );
}

/**
 * What this dashboard recorded about the order: who created it, who approved it and when,
 * from where, and any refusals on it. Orders made elsewhere have no history here.
 */
export function OrderDashboardHistory({ orderId }: { orderId: string }) {
  const history = useQuery(historyQueryOptions(orderId));
  if (history.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading this dashboard’s record…
      </Text>
    );
  }
  if (history.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        The record could not be loaded: {describeError(history.error).title}.
      </Text>
    );
  }
  const entries = [...history.data.entries].reverse();
  return (
    <Stack gap="xs">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.data.ownOnly
            ? 'You have not acted on this order in this dashboard.'
            : 'No one has acted on this order in this dashboard: it was made or approved elsewhere.'}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {entries.map((entry) => (
            <HistoryLine key={entry.id} entry={entry} />
          ))}
        </List>
      )}
      {history.data.ownOnly && entries.length > 0 ? (
        <Text size="xs" c="dimmed">
          Only your own actions show here; administrators and viewers see everyone&apos;s.
        </Text>
      ) : null}
      <RouterAnchor to="/activity" search={{ feed: 'dashboard', orderId }} size="sm">
        All activity on this order
      </RouterAnchor>
    </Stack>
  );
}
