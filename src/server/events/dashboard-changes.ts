import { randomUUID } from 'node:crypto';
import type { MatchedOperation } from '../../shared/access';
import { dashboardEventTypes } from '../../shared/contracts/webhooks';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';
import type { Database } from '../../store/sql-client';
import { storeEvent } from './events-repository';

/** The writes of this dashboard that change an order without necessarily moving its status. */
type PublishedWrite = keyof typeof dashboardEventTypes;

function isPublished(name: string): name is PublishedWrite {
  return Object.hasOwn(dashboardEventTypes, name);
}

/** The event id of a change this dashboard made itself: never one the provider could send. */
export const DASHBOARD_EVENT_PREFIX = 'dashboard-';
const DASHBOARD_SUBSCRIPTION = 'dashboard';

/**
 * Puts a successful co-signature, master password or cancellation on the live bus, as an
 * event of its own, so every instance's streams hear of it at once. The provider sends no
 * webhook for a co-signature that leaves the order waiting for others (its status does not
 * move), and its webhooks may come late or not at all: its webhooks stay a second source.
 * The event goes through the same processing as a webhook (the shared read cache made stale,
 * the people it now waits for told, every instance notified).
 */
export function dashboardChanges(options: {
  db: Database;
  now: () => number;
  process: (seq: number) => Promise<void>;
}) {
  return async (operation: MatchedOperation, answer: Response): Promise<void> => {
    if (!isPublished(operation.name) || !answer.ok) return;
    const order = wireOrderSchema.safeParse(await answer.json().catch(() => undefined));
    // An answer that is not an order tells nobody anything; the provider's webhook may.
    if (!order.success || order.data.orderId !== operation.params.orderId) return;
    const seq = await storeEvent(
      options.db,
      {
        eventId: `${DASHBOARD_EVENT_PREFIX}${randomUUID()}`,
        event: dashboardEventTypes[operation.name],
        subscriptionId: DASHBOARD_SUBSCRIPTION,
        payload: order.data,
      },
      options.now(),
    );
    if (seq !== undefined) await options.process(seq);
  };
}
