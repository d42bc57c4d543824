import { z } from 'zod';
import { loanCounterpartySchema } from './loan-embedded-items';
import { listEnvelope } from './readable';
import { commaList, nonEmptyString, pageLimit, safeCount } from './primitives';
import { boundedText, textLimits } from './request-limits';

/** Query of GET /organizations/{organizationId}/counterparties: participants of the network. */
export const counterpartiesQuerySchema = z.strictObject({
  /** Matches a counterparty's name or network tag. */
  search: boundedText(textLimits.id).min(1).optional(),
  counterpartyIds: commaList(nonEmptyString).optional(),
  offset: safeCount.optional(),
  limit: pageLimit.optional(),
});
export type CounterpartiesQuery = z.infer<typeof counterpartiesQuerySchema>;

/** GET /organizations/{organizationId}/counterparties response: how a counterparty id gets a name. */
export const counterpartiesResponseSchema = listEnvelope('counterparties', loanCounterpartySchema);
