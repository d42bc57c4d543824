import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/session-api';
import { coSignQueueQueryOptions } from '../api/co-sign-queries';
import { splitQueue } from '../co-sign-rules';

/** Away from the queue page a slow refresh is enough; it shares the page's cached queue. */
const NAV_REFRESH_MS = 60_000;

/** How many orders await the acting user's approval, for the navigation entry. */
export function CoSignNavBadge() {
  const session = useQuery(sessionQueryOptions);
  const queue = useQuery(coSignQueueQueryOptions(NAV_REFRESH_MS));
  if (!queue.data || !session.data) return null;
  const { awaitingMe } = splitQueue(
    queue.data.orders,
    session.data.actingAs?.userId,
    session.data.identities,
  );
  if (awaitingMe.length === 0) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      color="red.9"
      circle={awaitingMe.length < 10}
      aria-label={`${awaitingMe.length} awaiting your approval`}
      data-testid="co-sign-count"
    >
      {awaitingMe.length}
    </Badge>
  );
}
