import { z } from 'zod';
import { portfolioTypes } from './orders';
import { listEnvelope } from './readable';
import { readCode, readDecimal, readEnum, readEpochMs } from './primitives';

/**
 * Balance of one currency on one network in a portfolio. Field names are the provider's:
 * the reserved part is `reserve`, not `reserved`.
 */
export const walletSchema = z.looseObject({
  walletId: z.string().min(1),
  portfolioId: z.string(),
  portfolioType: readEnum(portfolioTypes).optional(),
  organizationId: z.string().optional(),
  currency: readCode,
  mainCurrency: readCode,
  /** Total including `reserve`, excluding `stakeBalance`. */
  balance: readDecimal,
  /** What can be withdrawn now. */
  available: readDecimal,
  /** Held for open orders. */
  reserve: readDecimal.optional(),
  /** Locked for ClearLoop, including funds delegated to sub-accounts. */
  locked: readDecimal.optional(),
  stakeBalance: readDecimal.optional(),
  totalBalance: readDecimal.optional(),
  createdAt: readEpochMs.optional(),
  updatedAt: readEpochMs.optional(),
  extra: z.looseObject({ externalAccountId: z.string().optional() }).optional(),
});
export type Wallet = z.output<typeof walletSchema>;
export type WireWallet = z.input<typeof walletSchema>;

/** GET /wallets response. */
export const walletsResponseSchema = listEnvelope('wallets', walletSchema);
export type WalletsResponse = z.output<typeof walletsResponseSchema>;
