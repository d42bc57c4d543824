import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { coSignQueueQueryOptions, QUEUE_REFRESH_MS } from '../features/co-sign/api/co-sign-queries';
import { CoSignPage } from '../features/co-sign/components/co-sign-page';
import { coSignSearchSchema } from '../features/co-sign/co-sign-search';
import {
  cryptoAddressesQueryOptions,
  portfoliosQueryOptions,
} from '../features/reference-data/api/reference-queries';
import { sessionQueryOptions } from '../lib/session-api';

/** The queue, and through its child route `/co-sign/$orderId` one order's review beside it. */
export const Route = createFileRoute('/co-sign')({
  validateSearch: coSignSearchSchema,
  // Links made before one order had a URL of its own (`?orderId=`) still open that order.
  beforeLoad: ({ search }) => {
    if (search.orderId !== undefined) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect is thrown
      throw redirect({
        to: '/co-sign/$orderId',
        params: { orderId: search.orderId },
        replace: true,
      });
    }
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({
        ...coSignQueueQueryOptions(QUEUE_REFRESH_MS),
        staleTime: 'static',
      }),
      context.queryClient.query({ ...sessionQueryOptions, staleTime: 'static' }),
      // The review names the portfolio and the address-book entry: loaded with the queue, not
      // after it, the panel is drawn once at its final size (no layout shift). Without them the
      // page still works, showing ids, so a failure here is the page's to show, not the route's.
      context.queryClient.query(portfoliosQueryOptions).catch(() => undefined),
      context.queryClient.query(cryptoAddressesQueryOptions).catch(() => undefined),
    ]),
  component: function CoSignRoute() {
    const { orderId } = useParams({ strict: false });
    return <CoSignPage orderId={orderId} />;
  },
});
