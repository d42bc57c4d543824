import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/session-api';
import { mayCall } from '../../../shared/access';
import { useUserNames } from '../../reference-data/api/user-names';
import { approverOf, queueLeftOut, splitQueue } from '../co-sign-rules';
import { coSignQueueQueryOptions } from './co-sign-queries';

/**
 * The one answer to "what waits for me": the co-sign queue, split by the four-eyes rules for
 * the signed-in person. The bell, the navigation count, Today and the queue page all read
 * it, so they count the same orders; an order leaves all of them together when it is
 * handled, cancelled, finished or no longer needs this person. People who may not co-sign
 * read no queue for it: nothing waits for them.
 */
export function useAwaitingMe(refreshEveryMs: number) {
  const session = useQuery(sessionQueryOptions);
  const person = session.data?.person;
  const approver = person !== undefined && mayCall(person.roles, 'coSignOrder');
  const queue = useQuery({ ...coSignQueueQueryOptions(refreshEveryMs), enabled: approver });
  const names = useUserNames();
  const awaitingMe =
    person === undefined
      ? undefined
      : !approver
        ? []
        : queue.data === undefined
          ? undefined
          : splitQueue(queue.data.orders, approverOf(person), names).awaitingMe;
  return {
    /** Undefined while it cannot be told yet (the session or the queue still loading). */
    awaitingMe,
    /** What the count could not judge: never counted as nothing. */
    leftOut: approver && queue.data !== undefined ? queueLeftOut(queue.data) : undefined,
    queue,
  };
}
