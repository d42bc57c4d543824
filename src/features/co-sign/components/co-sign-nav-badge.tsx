import { Badge } from '@mantine/core';
import { useAwaitingMe } from '../api/use-awaiting-me';
import { CO_SIGN_COUNT_DESCRIPTION_ID } from '../co-sign-count-description';
import { countOf } from '../../../lib/left-out';

/** Away from the queue page a slow refresh is enough; it shares the page's cached queue. */
const NAV_REFRESH_MS = 60_000;

/**
 * How many orders await the signed-in person's approval, beside the navigation entry. The number is
 * a description of the link, not part of its name, so the entry stays "Co-sign" to assistive
 * technology and the count is read after it.
 */
export function CoSignNavBadge() {
  const { awaitingMe, leftOut } = useAwaitingMe(NAV_REFRESH_MS);
  const count = awaitingMe?.length ?? null;
  const left = leftOut?.count ?? 0;
  // The count covers only orders it could read; the others are said, never counted as none.
  const unread =
    left > 0 ? `; ${countOf(left, { one: 'order', many: 'orders' })} could not be read` : '';
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
