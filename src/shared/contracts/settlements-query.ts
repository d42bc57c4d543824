import { z } from 'zod';
import { settlementStatuses } from './clearloop';
import { commaList, epochMsString, nonEmptyString, pageLimit, safeCount } from './primitives';

/** Sort directions of GET /clearloop/settlements (by `createdAt`). */
export const settlementSortDirections = ['asc', 'desc'] as const;
export type SettlementSortDirection = (typeof settlementSortDirections)[number];

/**
 * Query of GET /clearloop/settlements; accepts typed values or raw URL strings.
 * Timestamps are epoch-ms digit strings.
 */
export const settlementsQuerySchema = z.strictObject({
  portfolioId: nonEmptyString.optional(),
  /** Exchange account id. */
  clientAccountId: nonEmptyString.optional(),
  exchangeSettlementId: nonEmptyString.optional(),
  createdAfter: epochMsString.optional(),
  createdBefore: epochMsString.optional(),
  cycleStartTimestamp: epochMsString.optional(),
  /** Most recent cycles per exchange; `1` gives each exchange's last settlement. */
  cycles: safeCount.optional(),
  clearLoopSettlementStatuses: commaList(z.enum(settlementStatuses)).optional(),
  clearLoopSettlementStatusesNotIn: commaList(z.enum(settlementStatuses)).optional(),
  /** The provider's default is 1000, and so is the largest page. */
  limit: pageLimit.optional(),
  offset: safeCount.optional(),
  /** Default `asc`. */
  sortDirection: z.enum(settlementSortDirections).optional(),
});
export type SettlementsQuery = z.infer<typeof settlementsQuerySchema>;
