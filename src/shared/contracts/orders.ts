import { z } from 'zod';
import { listEnvelope, readable, type Readable } from './readable';
import {
  isKnownValue,
  readCode,
  readDecimal,
  readDigits,
  readEnum,
  readEpochMs,
} from './primitives';

/** Order types known from the spec. */
export const orderTypes = [
  'sell',
  'buy',
  'deposit',
  'withdraw',
  'multi-withdraw',
  'wallet-message',
  'retrieved-deposit',
  'earn-reward',
  'earn-shared-reward',
  'claim-shared-reward',
  'cross-chain-deposit',
  'cross-chain-withdraw',
] as const;
export type OrderType = (typeof orderTypes)[number];

/**
 * Statuses of an order created but not yet worked on: its funds are still being found and
 * held. They are both in progress and cancellable.
 */
const beforeWorkStatuses = [
  'new',
  'waiting-funds',
  'reserving',
  'reserved',
  'queued',
  'validating-funds',
] as const;

/** Statuses of an order someone stopped (cancelled, rejected, declined, suspended, blocked). */
const stoppedStatuses = [
  'canceled',
  'rejecting',
  'rejected',
  'declining',
  'declined',
  'suspending',
  'suspended',
  'blocked',
] as const;

/** Order statuses known from the spec, in its order. */
export const orderStatuses = [
  ...beforeWorkStatuses,
  'working',
  'waiting-approve',
  'co-sign-require',
  'approved',
  'processing',
  'executed',
  ...stoppedStatuses,
  'action-required',
  'accepting',
  'accepted',
  'require-initializer-approve',
  'waiting-counterparty-approve',
  'require-counterparty-approve',
  'ready-for-settlement',
  'settled',
  'part-signed-tx-added',
  'full-signed-tx-added',
  'rejected-part-signed-tx-added',
  'rejected-full-signed-tx-added',
  'accepted-part-signed-tx-added',
  'accepted-full-signed-tx-added',
  'awaiting-settlement',
  'master-password-required',
  'manual-resolving',
  'error',
  'pending-atomic-settlement-confirmation',
  'atomic-settlement-reservation-completed',
  'require-finalize',
  'waiting-accept-deposit',
  'waiting-reject-deposit',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Portfolio (account) types. */
export const portfolioTypes = [
  'custody',
  'trading-vault',
  'trading',
  'external',
  'clearloop',
] as const;
export type PortfolioType = (typeof portfolioTypes)[number];

/**
 * Blockchain transaction types: the spec's POST /orders list, which is the provider's
 * documented enum. The staking table's ALGO operations (`register-online`,
 * `register-offline`) are not in it: they travel as the provider values they map to (see
 * `stakingTransactionType` in create-order.ts).
 */
export const blockchainTransactionTypes = [
  'send',
  'multi-withdraw',
  'account-set',
  'allowance',
  'smart-call',
  'multi-smart-call',
  'activate',
  'stake-delegation',
  'stake-nomination',
  'stake-undelegation',
  'complete-withdrawal',
  'stake-complete-deposit',
  'take-reward',
  'pool-creation',
  'edit-pool',
  'governance-vote',
  'unjail',
  'importance-transfer',
  'transfer-stake',
  'rebond-stake',
  'chill',
  'cross-chain-send',
  'accept-deposit',
  'reject-deposit',
] as const;
export type BlockchainTransactionType = (typeof blockchainTransactionTypes)[number];

/** Withdrawal fee levels; a higher level means faster processing. */
export const feeLevels = ['low', 'medium', 'high'] as const;
export type FeeLevel = (typeof feeLevels)[number];

/** Limit types of settle orders. */
export const limitTypes = ['otc', 'rfq'] as const;
export type LimitType = (typeof limitTypes)[number];

/** Delivery types of settle orders. */
export const deliveryTypes = ['free-of-payment', 'payment-vs-payment'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** Targets of a chained transfer (`nextTransferTo`). */
export const transferTargetTypes = ['external', 'portfolio'] as const;
export type TransferTargetType = (typeof transferTargetTypes)[number];

/**
 * UI buckets of order statuses; every known status is in exactly one bucket.
 * `failed` also holds the transitional states that can only end in failure (`rejecting`, …).
 */
export const orderStatusGroups = {
  'needs-action': [
    'co-sign-require',
    'waiting-approve',
    'master-password-required',
    'action-required',
    'require-initializer-approve',
    'require-counterparty-approve',
    'waiting-counterparty-approve',
    'require-finalize',
    'manual-resolving',
  ],
  'in-progress': [
    ...beforeWorkStatuses,
    'working',
    'approved',
    'processing',
    'accepting',
    'accepted',
    'ready-for-settlement',
    'part-signed-tx-added',
    'full-signed-tx-added',
    'accepted-part-signed-tx-added',
    'accepted-full-signed-tx-added',
    'awaiting-settlement',
    'pending-atomic-settlement-confirmation',
    'atomic-settlement-reservation-completed',
    'waiting-accept-deposit',
    'waiting-reject-deposit',
  ],
  completed: ['executed', 'settled'],
  failed: [
    ...stoppedStatuses,
    'error',
    'rejected-part-signed-tx-added',
    'rejected-full-signed-tx-added',
  ],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStatusGroup = keyof typeof orderStatusGroups;

/**
 * Statuses in which a withdrawal holds part of its wallet's reserve: every status of an order
 * still in flight except waiting for funds, which by definition found too little to hold.
 */
export const reserveHoldingStatuses: OrderStatus[] = [
  ...orderStatusGroups['needs-action'],
  ...orderStatusGroups['in-progress'],
].filter((status) => status !== 'waiting-funds');

/** Bucket names in display order. */
export const orderStatusGroupNames = [
  'needs-action',
  'in-progress',
  'completed',
  'failed',
] as const satisfies readonly OrderStatusGroup[];

/** Bucket of a status; `undefined` for a status the provider added after this list, or one that could not be read. */
export function orderStatusGroupOf(status: Readable<string>): OrderStatusGroup | undefined {
  return orderStatusGroupNames.find((group) => isKnownValue(orderStatusGroups[group], status));
}

/**
 * Statuses in which an order may still be cancelled: it has not started processing, so
 * nothing has been signed or broadcast and its funds are only reserved. From `processing`
 * on (and in every status this list does not know) the provider answers a cancel with 409.
 * The sandbox enforces this list and the UI reads it to offer "Cancel order".
 */
export const cancellableStatuses = [
  ...beforeWorkStatuses,
  'waiting-approve',
  'co-sign-require',
  'master-password-required',
  'require-initializer-approve',
  'approved',
] as const satisfies readonly OrderStatus[];

export function isCancellable(status: Readable<string>): boolean {
  return isKnownValue(cancellableStatuses, status);
}

const transferTargetSchema = z.looseObject({
  targetType: readEnum(transferTargetTypes),
  cryptoAddressId: z.string().optional(),
  portfolioId: z.string().optional(),
});

/** Address-book record as embedded in `extra.fromCryptoAddress`; every field optional there. */
export const cryptoAddressRecordSchema = z.looseObject({
  acceptTokens: z.boolean().optional(),
  address: z.string().optional(),
  // The provider's `AddressTag` lists no values, so a tag may arrive as anything.
  addressTags: z.array(readable(z.string())).optional(),
  addressType: z.string().optional(),
  category: z.string().optional(),
  createdAt: readEpochMs.optional(),
  createdBy: z.string().optional(),
  cryptoAddressId: z.string().optional(),
  currency: z.string().optional(),
  extra: z.looseObject({}).optional(),
  isWhitelist: z.boolean().optional(),
  lastUsedAt: readEpochMs.optional(),
  mainCurrency: z.string().optional(),
  memo: z.string().optional(),
  name: z.string().optional(),
  organizationId: z.string().optional(),
  portfolioIds: z.array(z.string()).optional(),
  updatedAt: readEpochMs.optional(),
  updatedBy: z.string().optional(),
  _embedded: z
    .looseObject({
      currencyConfigurations: z
        .array(
          z.looseObject({
            createdAt: readEpochMs.optional(),
            createdBy: z.string().optional(),
            cryptoAddressId: z.string().optional(),
            currency: z.string().optional(),
            currencyConfigurationId: z.string().optional(),
            extra: z.looseObject({}).optional(),
            isWhitelist: z.boolean().optional(),
            lastUsedAt: readEpochMs.optional(),
            portfolioIds: z.array(z.string()).optional(),
            updatedAt: readEpochMs.optional(),
            updatedBy: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type CryptoAddressRecord = z.output<typeof cryptoAddressRecordSchema>;
export type WireCryptoAddressRecord = z.input<typeof cryptoAddressRecordSchema>;

/** Network fee estimate of an order (`extra.estimatedFees`, `extra.fees[]`, dry runs). */
/**
 * A quantity in the network's own unit (gas, satoshi per byte). The provider's
 * `MinimalUnit` lists no fields; the sandbox sends the quantity as `value`.
 */
const minimalUnitSchema = z.looseObject({ value: readDigits.optional() });

export const estimatedFeesSchema = z.looseObject({
  fee: readDecimal,
  feeCurrency: readCode,
  // The provider's `FeeType` lists no values, so it may arrive as anything.
  feeType: readable(z.string()).optional(),
  baseFeePerGas: readDecimal.optional(),
  estimatedTime: readDecimal.optional(),
  gasPriceGwei: readDecimal.optional(),
  maxFeePerGas: readDecimal.optional(),
  maxPriorityFeePerGas: readDecimal.optional(),
  reportingCurrencyRate: readDecimal.optional(),
  transactionBytes: readDecimal.optional(),
  feePerByte: minimalUnitSchema.optional(),
  gasLimit: minimalUnitSchema.optional(),
});
export type EstimatedFees = z.output<typeof estimatedFeesSchema>;
export type WireEstimatedFees = z.input<typeof estimatedFeesSchema>;

const text = z.string().optional();
const decimal = readDecimal.optional();
const opaqueObject = z.looseObject({}).optional();

/** Additional order information; which keys appear per order type is not specified. */
export const orderExtraSchema = z.looseObject({
  availableCoSigners: z.array(z.string()).optional(),
  availableSnapshot: decimal,
  balanceSnapshot: decimal,
  blockchainTransactionType: readEnum(blockchainTransactionTypes).optional(),
  clearLoop: z.boolean().optional(),
  clearLoopExtra: z
    .looseObject({ clearLoopExternalNetted: z.boolean().optional(), clearLoopSettlementId: text })
    .optional(),
  clientAccountId: text,
  coSigners: z.array(z.string()).optional(),
  coSignersNumber: readDigits.optional(),
  confirmations: readDigits.optional(),
  counterpartyPortfolioId: text,
  deliveryType: readEnum(deliveryTypes).optional(),
  depositOrderId: text,
  depositTargetId: text,
  description: text,
  estimatedFees: estimatedFeesSchema.optional(),
  externalBroadcast: z.boolean().optional(),
  feeLevel: readEnum(feeLevels).optional(),
  fees: z.array(estimatedFeesSchema).optional(),
  fromAddresses: z.array(z.string()).optional(),
  fromCounterpartyId: text,
  fromCryptoAddressId: text,
  fromPortfolioId: text,
  fromCryptoAddress: cryptoAddressRecordSchema.optional(),
  includeFeeInWithdraw: z.boolean().optional(),
  invoiceId: text,
  // Marks the deposit half of a ClearLoop undelegation (linked via withdrawOrderId).
  isClearLoopUnDelegation: z.boolean().optional(),
  marketPrice: decimal,
  memo: text,
  nextTransferTo: z.array(transferTargetSchema).optional(),
  originalDepositAmount: decimal,
  partSigned: opaqueObject,
  signed: opaqueObject,
  transactionRequest: opaqueObject,
  payload: text,
  payloads: z.array(z.string()).optional(),
  reportingCurrencyRate: decimal,
  reportingQuoteCurrencyRate: decimal,
  terminatedReportingCurrencyRate: decimal,
  spenderAddress: text,
  toAddress: text,
  toCounterpartyId: text,
  toCryptoAddressId: text,
  toInvoiceId: text,
  toLendingInvoiceId: text,
  toPortfolioId: text,
  totalQuoteAmount: decimal,
  transactionId: text,
  transferAmount: decimal,
  transferChainId: text,
  transferDepositTargetId: text,
  transferFees: decimal,
  transferFeesCurrency: text,
  transferTransactionId: text,
  withdrawFee: decimal,
  withdrawOrderId: text,
});
export type OrderExtra = z.output<typeof orderExtraSchema>;
export type WireOrderExtra = z.input<typeof orderExtraSchema>;

/**
 * An order (a "transaction" in the UI). Enums are open: new provider values still parse.
 * Values with a format are read each on its own (`Readable`); `WireOrder` is the order as
 * the provider sends it, in format.
 */
export const orderSchema = z.looseObject({
  orderId: z.string().min(1),
  externalOrderId: z.string(),
  orderType: readEnum(orderTypes),
  status: readEnum(orderStatuses),
  portfolioId: z.string(),
  portfolioType: readEnum(portfolioTypes),
  amount: readDecimal,
  baseCurrency: readCode,
  createdAt: readEpochMs,
  createdBy: text,
  limitType: readEnum(limitTypes).optional(),
  mainCurrency: text,
  quoteCurrency: text,
  quoteMainCurrency: text,
  organizationId: text,
  terminatedAt: readEpochMs.optional(),
  updatedAt: readEpochMs.optional(),
  extra: orderExtraSchema.optional(),
});
export type Order = z.output<typeof orderSchema>;
export type WireOrder = z.input<typeof orderSchema>;

/** GET /orders response: each order read on its own. */
export const ordersResponseSchema = listEnvelope('orders', orderSchema);
export type OrdersResponse = z.output<typeof ordersResponseSchema>;
