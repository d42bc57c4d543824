import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/session-api';
import { coSignQueueQueryOptions } from '../api/co-sign-queries';
import { CO_SIGN_COUNT_DESCRIPTION_ID } from '../co-sign-count-description';
import { useUserNames } from '../../reference-data/api/user-names';
import { approverOf, queueLeftOut, splitQueue } from '../co-sign-rules';
import { countOf } from '../../../lib/left-out';

/** Away from the queue page a slow refresh is enough; it shares the page's cached queue. */
const NAV_REFRESH_MS = 60_000;

/**
 * How many orders await the signed-in person's approval, beside the navigation entry. The number is
 * a description of the link, not part of its name, so the entry stays "Co-sign" to assistive
 * technology and the count is read after it.
 */
export function CoSignNavBadge() {
  const session = useQuery(sessionQueryOptions);
  const queue = useQuery(coSignQueueQueryOptions(NAV_REFRESH_MS));
  const names = useUserNames();
  const count =
    queue.data && session.data
      ? splitQueue(queue.data.orders, approverOf(session.data.person), names).awaitingMe.length
      : null;
  const leftOut = queue.data ? queueLeftOut(queue.data).count : 0;
  // The count covers only orders it could read; the others are said, never counted as none.
  const unread =
    leftOut > 0 ? `; ${countOf(leftOut, { one: 'order', many: 'orders' })} could not be read` : '';
  return (
    <>
      <span id={CO_SIGN_COUNT_DESCRIPTION_ID} hidden>
        {count === null
          ? 'Approval queue loading'
          : count === 0
            ? `Nothing ${unread ? 'readable ' : ''}awaits your approval${unread}`
            : `${count} awaiting your approval${unread}`}
      </span>
      {count !== null && count > 0 ? (
        <Badge
          size="sm"
          variant="filled"
          color="red.9"
          circle={count < 10}
          aria-hidden
          data-testid="co-sign-count"
        >
          {count}
        </Badge>
      ) : null}
    </>
  );
}
