import { z } from 'zod';

/**
 * The wizard's steps, in order. Kept apart from the form rules so the route's search
 * validation, which loads with the app, does not pull the wizard in with it.
 */
export const stakingSteps = ['operation', 'details', 'review'] as const;
export type StakingStep = (typeof stakingSteps)[number];

/** `/new/staking` search params: the step, defaulting to the first. */
export const stakingSearchSchema = z.object({
  step: z.enum(stakingSteps).default('operation').catch('operation'),
});
