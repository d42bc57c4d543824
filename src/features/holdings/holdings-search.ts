import { z } from 'zod';
import { portfolioTypes } from '../../shared/contracts/orders';
import { booleanParam, nonEmptyString } from '../../shared/contracts/primitives';

/**
 * The /holdings URL: which wallets the page shows. A malformed value in a shared link is dropped
 * instead of breaking the page.
 */
export const holdingsSearchSchema = z.object({
  portfolioType: z.enum(portfolioTypes).optional().catch(undefined),
  /** A currency code, as the API spells it (e.g. `USDT`). */
  currency: nonEmptyString.optional().catch(undefined),
  hideEmpty: booleanParam.optional().catch(undefined),
});

export type HoldingsSearch = z.infer<typeof holdingsSearchSchema>;
