import { z } from 'zod';
import { orderStatuses } from './orders';
import { decimalString, digitString, epochMsString, openEnum } from './primitives';

/** ClearLoop settlement statuses known from the spec. */
export const settlementStatuses = [
  'new',
  'pending-exchange-confirmation',
  'in-progress',
  'completed',
  'failed',
  'cancelled',
  'partially-completed',
  'ignored',
  'on-chain-orders-in-progress',
  'excluded',
] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/**
 * Sub-statuses that add context to a settlement's status. The provider's published enum
 * for `settlementSubStatus` lists no values, so these are the ones the sandbox derives from
 * a settlement's lifecycle; any other value is read and shown as sent.
 */
export const settlementSubStatuses = [
  'calculating-pnl',
  'awaiting-exchange-confirmation',
  'awaiting-collateral-top-up',
  'transfers-in-progress',
  'awaiting-on-chain-confirmations',
  'settled',
  'some-instructions-failed',
  'exchange-confirmation-timeout',
  'cancelled-by-exchange',
  'nothing-to-settle',
  'excluded-by-exchange',
] as const;
export type SettlementSubStatus = (typeof settlementSubStatuses)[number];

/** Collateral an exchange holds in one settlement currency. */
export const collateralCurrencySchema = z.looseObject({
  settlementCurrency: z.string().optional(),
  currentCollateralBalance: decimalString.optional(),
  /** Unrealised P&L: equity balance minus delegated balance. */
  uPnL: decimalString.optional(),
  /** Current collateral balance minus unrealised P&L; negative means a deficit. */
  uPnLExcessDeficit: decimalString.optional(),
  /** Excess/deficit over the collateral balance, as a percentage. */
  buffer: decimalString.optional(),
  updatedAt: epochMsString.optional(),
});
export type CollateralCurrency = z.infer<typeof collateralCurrencySchema>;

/** An exchange of the ClearLoop network with its collateral and settlement schedule. */
export const clearLoopExchangeSchema = z.looseObject({
  exchangeId: z.string(),
  name: z.string(),
  collateralDetails: z
    .looseObject({ currencies: z.array(collateralCurrencySchema).optional() })
    .optional(),
  settlementDetails: z
    .looseObject({
      /** Cycle length in milliseconds. */
      frequency: digitString.optional(),
      nextSettlementTimestamp: epochMsString.optional(),
    })
    .optional(),
});
export type ClearLoopExchange = z.infer<typeof clearLoopExchangeSchema>;

/** GET /clearloop/exchanges response. */
export const exchangesResponseSchema = z.looseObject({
  clearLoopExchanges: z.array(clearLoopExchangeSchema),
});
export type ExchangesResponse = z.infer<typeof exchangesResponseSchema>;

/** What one client account settles in one currency within a cycle. */
export const settlementInstructionSchema = z.looseObject({
  currency: z.string(),
  /** Signed: the direction of the P&L transfer. */
  settlementAmount: decimalString,
  settlementAmountUSD: decimalString.optional(),
  /** Client's delegated balance when the settlement was computed. */
  balance: decimalString.optional(),
  orderId: z.string().optional(),
  orderStatus: openEnum(orderStatuses).optional(),
  settlementInstructionId: z.string().optional(),
  // Only `new` is documented for instructions; the provider reuses the settlement statuses.
  status: openEnum(settlementStatuses).optional(),
});
export type SettlementInstruction = z.infer<typeof settlementInstructionSchema>;

/**
 * A client account's part of a settlement. `exchangeSettlementId` is unique per
 * instruction within an exchange. Required keys follow the provider's OpenAPI.
 */
export const settlementDetailSchema = z.looseObject({
  clientAccountId: z.string(),
  exchangeSettlementId: z.string(),
  portfolioId: z.string(),
  organizationId: z.string().optional(),
  pnlAttributionStartTimestamp: epochMsString.optional(),
  pnlAttributionEndTimestamp: epochMsString.optional(),
  status: openEnum(settlementStatuses).optional(),
  settlementInstructions: z.array(settlementInstructionSchema),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

/** One ClearLoop settlement cycle of an exchange. */
export const settlementSchema = z.looseObject({
  settlementId: z.string().min(1),
  settlementStatus: openEnum(settlementStatuses),
  /** Required by the provider's OpenAPI (`ClearLoopSettlementV2`). */
  settlementSubStatus: openEnum(settlementSubStatuses),
  exchange: z.string(),
  exchangeId: z.string(),
  custodian: z.string().optional(),
  cycleStartTimestamp: epochMsString,
  cycleEndTimestamp: epochMsString.optional(),
  createdAt: epochMsString.optional(),
  completedAt: epochMsString.optional(),
  deadline: epochMsString.optional(),
  failureReason: z.string().optional(),
  settlementDetails: z.array(settlementDetailSchema).optional(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** Page information of the settlements list. */
export const paginationSchema = z.looseObject({
  limit: digitString,
  page: digitString,
  pages: digitString,
  totalItems: digitString,
});
export type Pagination = z.infer<typeof paginationSchema>;

/** GET /clearloop/settlements response. */
export const settlementsResponseSchema = z.looseObject({
  settlements: z.array(settlementSchema),
  pagination: paginationSchema.optional(),
});
export type SettlementsResponse = z.infer<typeof settlementsResponseSchema>;
