import { z } from 'zod';
import { portfolioTypes } from './orders';
import { decimalString, epochMsString, openEnum } from './primitives';

/**
 * Balance of one currency on one network in a portfolio. Field names are the provider's:
 * the reserved part is `reserve`, not `reserved`.
 */
export const walletSchema = z.looseObject({
  walletId: z.string().min(1),
  portfolioId: z.string(),
  portfolioType: openEnum(portfolioTypes).optional(),
  organizationId: z.string().optional(),
  currency: z.string(),
  mainCurrency: z.string(),
  /** Total including `reserve`, excluding `stakeBalance`. */
  balance: decimalString,
  /** What can be withdrawn now. */
  available: decimalString,
  /** Held for open orders. */
  reserve: decimalString.optional(),
  /** Locked for ClearLoop, including funds delegated to sub-accounts. */
  locked: decimalString.optional(),
  stakeBalance: decimalString.optional(),
  totalBalance: decimalString.optional(),
  createdAt: epochMsString.optional(),
  updatedAt: epochMsString.optional(),
  extra: z.looseObject({ externalAccountId: z.string().optional() }).optional(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /wallets response. */
export const walletsResponseSchema = z.looseObject({ wallets: z.array(walletSchema) });
export type WalletsResponse = z.infer<typeof walletsResponseSchema>;
