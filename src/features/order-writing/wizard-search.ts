import { z } from 'zod';

/**
 * A wizard route's search params: the step, defaulting to the first and falling back on it
 * for a value that is not a step. Kept apart from the wizards so a route's search validation,
 * which loads with the app, does not pull a wizard in with it.
 */
export function wizardSearchSchema<const Steps extends readonly [string, ...string[]]>(
  steps: Steps,
) {
  const [first] = steps;
  return z.object({ step: z.enum(steps).default(first).catch(first) });
}
