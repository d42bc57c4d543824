import { z } from 'zod';

/**
 * The wizard's steps, in order. Kept apart from the wizard so the route's search
 * validation, which loads with the app, does not pull the CSV import in with it.
 */
export const bulkSteps = ['rows', 'review'] as const;
export type BulkStep = (typeof bulkSteps)[number];

/** `/new/bulk` search params: the step, defaulting to the first. */
export const bulkSearchSchema = z.object({
  step: z.enum(bulkSteps).default('rows').catch('rows'),
});
