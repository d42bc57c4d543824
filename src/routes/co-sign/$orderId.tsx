import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

const paramsSchema = z.object({ orderId: z.string().min(1).max(200) });

/**
 * One order's review, what a link or a phone opens. The co-sign page (the parent route) draws
 * it with the queue, which on a narrow screen stays one tap away instead of above the review.
 */
export const Route = createFileRoute('/co-sign/$orderId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
});
