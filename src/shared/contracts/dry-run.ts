import { z } from 'zod';
import { blockchainTransactionTypes, feeLevels, orderExtraSchema, orderTypes } from './orders';
import { memoText, payloadList, payloadText } from './create-order';
import {
  nonEmptyString,
  readCode,
  readDecimal,
  readEnum,
  unsignedDecimalString,
} from './primitives';

/**
 * Body of POST /dry-run-orders: the order as it would be created, without placing it.
 * Trimmed from the provider's DryRunOrderRequest to what the order wizards send. The fee
 * estimate is for one `feeLevel`; the wizard asks once per level to compare them.
 */
export const dryRunOrderRequestSchema = z.strictObject({
  orderType: z.enum(orderTypes),
  portfolioId: nonEmptyString,
  baseCurrency: nonEmptyString,
  mainCurrency: nonEmptyString.optional(),
  // Zero prices an order whose calls send no coin of their own, as the order itself allows.
  amount: unsignedDecimalString.optional(),
  blockchainTransactionType: z.enum(blockchainTransactionTypes).optional(),
  feeLevel: z.enum(feeLevels).optional(),
  includeFeeInWithdraw: z.boolean().optional(),
  memo: memoText.optional(),
  payload: payloadText.optional(),
  payloads: payloadList.optional(),
  toCryptoAddressId: nonEmptyString.optional(),
  toPortfolioId: nonEmptyString.optional(),
  toCounterpartyId: nonEmptyString.optional(),
});
export type DryRunOrderRequest = z.infer<typeof dryRunOrderRequestSchema>;

/**
 * Result of a dry run: the order the provider would create, with the fee estimate in
 * `extra.estimatedFees` / `extra.fees[]` and the flat fee in `extra.withdrawFee`, for the
 * requested `extra.feeLevel`. `warning` flags a problem that would not block the order.
 */
export const dryRunOrderResponseSchema = z.looseObject({
  orderType: readEnum(orderTypes),
  portfolioId: z.string(),
  baseCurrency: readCode,
  mainCurrency: z.string().optional(),
  amount: readDecimal.optional(),
  extra: orderExtraSchema.optional(),
  warning: z.looseObject({ code: z.string().optional(), message: z.string() }).optional(),
});
export type DryRunOrderResponse = z.output<typeof dryRunOrderResponseSchema>;
export type WireDryRunOrderResponse = z.input<typeof dryRunOrderResponseSchema>;
