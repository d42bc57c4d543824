import { z } from 'zod';
import { orderStatuses } from './orders';
import { listEnvelope } from './readable';
import { readCode, readDecimal, readDigits, readEnum, readEpochMs } from './primitives';

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
  currentCollateralBalance: readDecimal.optional(),
  /** Unrealised P&L: equity balance minus delegated balance. */
  uPnL: readDecimal.optional(),
  /** Current collateral balance minus unrealised P&L; negative means a deficit. */
  uPnLExcessDeficit: readDecimal.optional(),
  /** Excess/deficit over the collateral balance, as a percentage. */
  buffer: readDecimal.optional(),
  updatedAt: readEpochMs.optional(),
});
export type CollateralCurrency = z.output<typeof collateralCurrencySchema>;
export type WireCollateralCurrency = z.input<typeof collateralCurrencySchema>;

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
      frequency: readDigits.optional(),
      nextSettlementTimestamp: readEpochMs.optional(),
    })
    .optional(),
});
export type ClearLoopExchange = z.output<typeof clearLoopExchangeSchema>;
export type WireClearLoopExchange = z.input<typeof clearLoopExchangeSchema>;

/** GET /clearloop/exchanges response. */
export const exchangesResponseSchema = listEnvelope('clearLoopExchanges', clearLoopExchangeSchema);
export type ExchangesResponse = z.output<typeof exchangesResponseSchema>;

/** What one client account settles in one currency within a cycle. */
export const settlementInstructionSchema = z.looseObject({
  currency: readCode,
  /** Signed: the direction of the P&L transfer. */
  settlementAmount: readDecimal,
  settlementAmountUSD: readDecimal.optional(),
  /** Client's delegated balance when the settlement was computed. */
  balance: readDecimal.optional(),
  orderId: z.string().optional(),
  orderStatus: readEnum(orderStatuses).optional(),
  settlementInstructionId: z.string().optional(),
  // Only `new` is documented for instructions; the provider reuses the settlement statuses.
  status: readEnum(settlementStatuses).optional(),
});
export type SettlementInstruction = z.output<typeof settlementInstructionSchema>;

/**
 * A client account's part of a settlement. `exchangeSettlementId` is unique per
 * instruction within an exchange. Required keys follow the provider's OpenAPI.
 */
export const settlementDetailSchema = z.looseObject({
  clientAccountId: z.string(),
  exchangeSettlementId: z.string(),
  portfolioId: z.string(),
  organizationId: z.string().optional(),
  pnlAttributionStartTimestamp: readEpochMs.optional(),
  pnlAttributionEndTimestamp: readEpochMs.optional(),
  status: readEnum(settlementStatuses).optional(),
  settlementInstructions: z.array(settlementInstructionSchema),
});
export type SettlementDetail = z.output<typeof settlementDetailSchema>;
export type WireSettlementDetail = z.input<typeof settlementDetailSchema>;

/** One ClearLoop settlement cycle of an exchange. */
export const settlementSchema = z.looseObject({
  settlementId: z.string().min(1),
  settlementStatus: readEnum(settlementStatuses),
  /** Required by the provider's OpenAPI (`ClearLoopSettlementV2`). */
  settlementSubStatus: readEnum(settlementSubStatuses),
  exchange: z.string(),
  exchangeId: z.string(),
  custodian: z.string().optional(),
  cycleStartTimestamp: readEpochMs,
  cycleEndTimestamp: readEpochMs.optional(),
  createdAt: readEpochMs.optional(),
  completedAt: readEpochMs.optional(),
  deadline: readEpochMs.optional(),
  failureReason: z.string().optional(),
  settlementDetails: z.array(settlementDetailSchema).optional(),
});
export type Settlement = z.output<typeof settlementSchema>;
export type WireSettlement = z.input<typeof settlementSchema>;

/** Page information of the settlements list. */
export const paginationSchema = z.looseObject({
  limit: readDigits,
  page: readDigits,
  pages: readDigits,
  totalItems: readDigits,
});
export type Pagination = z.output<typeof paginationSchema>;
export type WirePagination = z.input<typeof paginationSchema>;

/** GET /clearloop/settlements response. */
export const settlementsResponseSchema = listEnvelope('settlements', settlementSchema, {
  pagination: paginationSchema.optional(),
});
export type SettlementsResponse = z.output<typeof settlementsResponseSchema>;
