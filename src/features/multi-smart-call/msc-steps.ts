import { wizardSearchSchema } from '../order-writing/wizard-search';

/**
 * The wizard's steps, in order. Apart from the wizard, so the route's search validation
 * (loaded with the app) does not pull the wizard in.
 */
export const mscSteps = ['source', 'payloads', 'settings', 'review'] as const;
export type MscStep = (typeof mscSteps)[number];

/** The route's search params: the step, defaulting to the first. */
export const mscSearchSchema = wizardSearchSchema(mscSteps);
