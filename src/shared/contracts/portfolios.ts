import { z } from 'zod';
import { portfolioTypes } from './orders';
import { listEnvelope } from './readable';
import { readDecimal, readEnum, readEpochMs } from './primitives';

/** Portfolio details the dashboard uses; ClearLoop keys link a trading account to its exchange. */
export const portfolioExtraSchema = z.looseObject({
  parentPortfolioId: z.string().optional(),
  clearLoopPortfolioId: z.string().optional(),
  /** Exchange account id used by ClearLoop. */
  clientAccountId: z.string().optional(),
  exchange: z.string().optional(),
  externalAccountId: z.string().optional(),
  clearLoopDelegationsBlocked: z.boolean().optional(),
  clearLoopUnDelegationsBlocked: z.boolean().optional(),
  usdWithdrawalLimit: readDecimal.optional(),
});
export type PortfolioExtra = z.output<typeof portfolioExtraSchema>;

/** A portfolio ("account" in the UI). */
export const portfolioSchema = z.looseObject({
  portfolioId: z.string().min(1),
  portfolioName: z.string(),
  portfolioType: readEnum(portfolioTypes),
  isActive: z.boolean(),
  createdAt: readEpochMs,
  createdBy: z.string(),
  organizationId: z.string().optional(),
  portfolioDescription: z.string().optional(),
  // The provider publishes no status values (`active` is its example).
  status: z.string().optional(),
  updatedAt: readEpochMs.optional(),
  updatedBy: z.string().optional(),
  extra: portfolioExtraSchema.optional(),
});
export type Portfolio = z.output<typeof portfolioSchema>;
export type WirePortfolio = z.input<typeof portfolioSchema>;

/** GET /portfolios response. */
export const portfoliosResponseSchema = listEnvelope('portfolios', portfolioSchema);
export type PortfoliosResponse = z.output<typeof portfoliosResponseSchema>;
