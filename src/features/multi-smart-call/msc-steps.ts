import { z } from 'zod';

/**
 * The wizard's steps, in order. Kept apart from the form rules so the route's search
 * validation, which loads with the app, does not pull the wizard in with it.
 */
export const mscSteps = ['source', 'payloads', 'settings', 'review'] as const;
export type MscStep = (typeof mscSteps)[number];

/** `/new/multi-smart-call` search params: the step, defaulting to the first. */
export const mscSearchSchema = z.object({
  step: z.enum(mscSteps).default('source').catch('source'),
});
