import { walletPrefillShape } from '../order-writing/wallet-prefill';
import { wizardSearchSchema } from '../order-writing/wizard-search';

/**
 * The wizard's steps, in order. Apart from the wizard, so the route's search validation
 * (loaded with the app) does not pull the wizard in.
 */
export const stakingSteps = ['operation', 'details', 'review'] as const;
export type StakingStep = (typeof stakingSteps)[number];

/** The route's search params: the step, defaulting to the first, and a wallet to start from. */
export const stakingSearchSchema = wizardSearchSchema(stakingSteps).extend(walletPrefillShape);
