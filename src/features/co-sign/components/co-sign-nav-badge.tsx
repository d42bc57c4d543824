import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/session-api';
import { coSignQueueQueryOptions } from '../api/co-sign-queries';
import { CO_SIGN_COUNT_DESCRIPTION_ID } from '../co-sign-count-description';
import { useUserNames } from '../../reference-data/api/user-names';
import { approverOf, splitQueue } from '../co-sign-rules';

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
  return (
    <>
      <span id={CO_SIGN_COUNT_DESCRIPTION_ID} hidden>
        {count === null
          ? 'Approval queue loading'
          : count === 0
            ? 'Nothing awaits your approval'
            : `${count} awaiting your approval`}
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
