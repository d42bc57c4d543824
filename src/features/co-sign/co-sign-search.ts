import { z } from 'zod';

/** The /co-sign URL: the order under review, so a review can be shared or reloaded. */
export const coSignSearchSchema = z.object({
  orderId: z.string().min(1).max(200).optional().catch(undefined),
});
export type CoSignSearch = z.infer<typeof coSignSearchSchema>;
