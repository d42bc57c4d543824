import { z } from 'zod';

/**
 * The /co-sign URL's search. `orderId` is how links named one order before it had a URL of
 * its own (`/co-sign/$orderId`); the route redirects such links there.
 */
export const coSignSearchSchema = z.object({
  orderId: z.string().min(1).max(200).optional().catch(undefined),
});
