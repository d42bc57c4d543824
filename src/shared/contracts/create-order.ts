import { z } from 'zod';
import {
  blockchainTransactionTypes,
  deliveryTypes,
  feeLevels,
  limitTypes,
  orderSchema,
  orderTypes,
  transferTargetTypes,
} from './orders';
import type { BlockchainTransactionType } from './orders';
import {
  nonEmptyString,
  positiveDecimalString,
  sha256Hex,
  unsignedDecimalString,
} from './primitives';
import { listEnvelope } from './readable';
import {
  boundedText,
  maxOrderJsonBytes,
  maxOrderListItems,
  maxPayloads,
  textLimits,
} from './request-limits';

/** A client order id: a key, so bounded well below an index row. */
export const externalOrderIdText = boundedText(textLimits.externalOrderId).min(1);
/** A person's note on an order. */
export const descriptionText = boundedText(textLimits.description);
export const memoText = boundedText(textLimits.memo);
/** One serialised unsigned transaction. */
export const payloadText = boundedText(textLimits.payload).min(1);
/** Unsigned transactions of one order. */
export const payloadList = z
  .array(payloadText)
  .min(1, { error: 'Add at least one unsigned transaction' })
  .max(maxPayloads, { error: `At most ${maxPayloads} transactions per order` });
const addressText = boundedText(textLimits.address).min(1);

/** Fields every POST /orders variant carries. Only withdrawals can be created this way. */
const withdrawalBase = {
  amount: positiveDecimalString,
  baseCurrency: nonEmptyString,
  // Generated once per submission attempt so retries hit the (portfolioId, externalOrderId) 409.
  externalOrderId: externalOrderIdText,
  orderType: z.literal('withdraw'),
  portfolioId: nonEmptyString,
  description: descriptionText.optional(),
  mainCurrency: nonEmptyString.optional(),
};

const feeOptions = {
  feeLevel: z.enum(feeLevels).optional(),
  /** `true`: the fee comes out of `amount`; `false` (default): it is added on top. */
  includeFeeInWithdraw: z.boolean().optional(),
};

/** Variant 1: withdrawal to an address-book entry (Travel Rule applies). */
export const addressBookWithdrawalSchema = z.strictObject({
  ...withdrawalBase,
  toCryptoAddressId: nonEmptyString,
  ...feeOptions,
});
export type AddressBookWithdrawal = z.infer<typeof addressBookWithdrawalSchema>;

/** Variant 2: withdrawal from a custody account to exactly one of an address or a portfolio. */
export const portfolioWithdrawalSchema = z
  .strictObject({
    ...withdrawalBase,
    toCryptoAddressId: nonEmptyString.optional(),
    toPortfolioId: nonEmptyString.optional(),
    ...feeOptions,
  })
  .refine((body) => (body.toCryptoAddressId === undefined) !== (body.toPortfolioId === undefined), {
    error: 'Provide exactly one of toCryptoAddressId or toPortfolioId',
    path: ['toPortfolioId'],
  });
export type PortfolioWithdrawal = z.infer<typeof portfolioWithdrawalSchema>;

/**
 * Variant 3: undelegation from a ClearLoop exchange to a trading account. Same shape as a
 * portfolio withdrawal; the server tells them apart by the source portfolio's type.
 */
export const clearLoopUndelegationSchema = z.strictObject({
  ...withdrawalBase,
  toPortfolioId: nonEmptyString,
});
export type ClearLoopUndelegation = z.infer<typeof clearLoopUndelegationSchema>;

/** Variant 4: blockchain operation, including staking (see `stakingOperationsByCurrency`). */
export const blockchainOperationSchema = z.strictObject({
  ...withdrawalBase,
  blockchainTransactionType: z.enum(blockchainTransactionTypes).optional(),
});
export type BlockchainOperation = z.infer<typeof blockchainOperationSchema>;

/**
 * Variant 5: a list of serialised unsigned transactions (Ethereum: legacy type 0 only).
 * The currency must carry the `defi-allowed` tag; that needs GET /currencies, so it is
 * checked by the caller, not here.
 */
export const multiSmartCallSchema = z.strictObject({
  ...withdrawalBase,
  // The coin the calls send with them: zero when they only call token contracts.
  amount: unsignedDecimalString,
  payloads: payloadList,
  blockchainTransactionType: z.enum(blockchainTransactionTypes).optional(),
  feeLevel: z.enum(feeLevels).optional(),
  /** `true`: the client broadcasts; `false` (default): broadcast once fully signed. */
  externalBroadcast: z.boolean().optional(),
});
export type MultiSmartCall = z.infer<typeof multiSmartCallSchema>;

/**
 * Body of POST /orders: any one of the five variants. Each variant is strict, so a body
 * with a field no variant knows is rejected. Shapes overlap (a bare withdrawal body is a
 * valid blockchain operation), so the first matching variant wins.
 */
export const createOrderRequestSchema = z.union([
  addressBookWithdrawalSchema,
  portfolioWithdrawalSchema,
  clearLoopUndelegationSchema,
  blockchainOperationSchema,
  multiSmartCallSchema,
]);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/**
 * Operations of the spec's staking table that the provider's `blockchainTransactionType` enum
 * does not list, with the documented value each is sent as. Algorand has no delegation:
 * registering online is how an account starts to stake (take part in consensus), and
 * registering offline how it stops. The operation itself is named in the order's
 * `description`, the field the provider's order offers for such words.
 */
export const algorandRegistrations = {
  'register-online': 'stake-delegation',
  'register-offline': 'stake-undelegation',
} as const satisfies Record<string, BlockchainTransactionType>;
export type AlgorandRegistration = keyof typeof algorandRegistrations;

/** An operation as the staking table names it. */
export type StakingOperation = BlockchainTransactionType | AlgorandRegistration;

const isAlgorandRegistration = (operation: string): operation is AlgorandRegistration =>
  Object.keys(algorandRegistrations).includes(operation);

/** The `blockchainTransactionType` a staking operation is sent as. */
export function stakingTransactionType(operation: StakingOperation): BlockchainTransactionType {
  return isAlgorandRegistration(operation) ? algorandRegistrations[operation] : operation;
}

/** Polkadot and Kusama stake the same way (nomination pools of the one Substrate design). */
const substrateNominationOperations = [
  'chill',
  'complete-withdrawal',
  'stake-nomination',
  'rebond-stake',
  'stake-delegation',
  'stake-undelegation',
] as const;

/** Staking operations each currency supports, from the spec's staking table. */
export const stakingOperationsByCurrency = {
  ADA: ['pool-creation', 'stake-delegation', 'take-reward'],
  ALGO: ['register-offline', 'register-online'],
  ATOM: ['stake-delegation', 'stake-undelegation', 'take-reward'],
  AVAX: [
    'complete-withdrawal',
    'stake-nomination',
    'pool-creation',
    'stake-complete-deposit',
    'stake-delegation',
    'stake-undelegation',
  ],
  AXL: ['stake-delegation', 'stake-undelegation', 'take-reward'],
  BLD: ['stake-delegation', 'stake-undelegation', 'take-reward'],
  BNB: ['pool-creation', 'stake-delegation', 'stake-undelegation', 'unjail'],
  CCD: ['pool-creation', 'stake-delegation', 'stake-undelegation'],
  DIVI: ['stake-delegation'],
  DOT: substrateNominationOperations,
  ETH: ['pool-creation', 'stake-delegation'],
  HNT: ['pool-creation', 'stake-undelegation', 'transfer-stake'],
  INJ: ['stake-delegation', 'stake-undelegation', 'take-reward', 'transfer-stake'],
  KSM: substrateNominationOperations,
  NEAR: ['complete-withdrawal', 'stake-delegation', 'stake-undelegation'],
  POKT: ['stake-delegation', 'stake-undelegation'],
  ROSE: ['stake-delegation', 'stake-undelegation'],
  SOL: ['complete-withdrawal', 'stake-delegation', 'stake-undelegation'],
  ZIL: ['complete-withdrawal', 'stake-delegation', 'stake-undelegation', 'take-reward'],
} as const satisfies Readonly<Record<string, readonly StakingOperation[]>>;
export type StakingCurrency = keyof typeof stakingOperationsByCurrency;

/** Staking operations for any currency code; empty when the currency cannot be staked. */
export function stakingOperationsFor(currency: string): readonly StakingOperation[] {
  return Object.entries(stakingOperationsByCurrency).find(([code]) => code === currency)?.[1] ?? [];
}

/** The `blockchainTransactionType` values a currency's staking operations are sent as. */
export function stakingTransactionTypesFor(currency: string): BlockchainTransactionType[] {
  return [...new Set(stakingOperationsFor(currency).map(stakingTransactionType))];
}

/**
 * The staking operation an order of `currency` with this `blockchainTransactionType` carries
 * out: for ALGO, `stake-delegation` is registering online. Undefined outside the table.
 */
export function stakingOperationOf(
  currency: string,
  transactionType: string,
): StakingOperation | undefined {
  return stakingOperationsFor(currency).find(
    (operation) => stakingTransactionType(operation) === transactionType,
  );
}

/** Every `blockchainTransactionType` some staking operation is sent as. */
export const stakingTransactionTypes: ReadonlySet<BlockchainTransactionType> = new Set(
  Object.values(stakingOperationsByCurrency).flat().map(stakingTransactionType),
);

/** Whether a form value names an operation of the staking table. */
export function isStakingOperation(value: string): value is StakingOperation {
  return Object.values(stakingOperationsByCurrency).some((operations) =>
    operations.some((operation) => operation === value),
  );
}

const nextTransferTargetSchema = z.strictObject({
  targetType: z.enum(transferTargetTypes),
  cryptoAddressId: nonEmptyString.optional(),
  portfolioId: nonEmptyString.optional(),
});

const receiverSchema = z.strictObject({
  amount: positiveDecimalString,
  toAddress: addressText.optional(),
  toCryptoAddressId: nonEmptyString.optional(),
});

/**
 * One order of a bulk POST /orders/. The spec does not say which item fields are required;
 * like the provider's CreateOrder, only the order's identity is (amount-less types exist).
 */
export const bulkOrderItemSchema = z.strictObject({
  externalOrderId: externalOrderIdText,
  orderType: z.enum(orderTypes),
  portfolioId: nonEmptyString,
  baseCurrency: nonEmptyString,
  amount: positiveDecimalString.optional(),
  blockchainTransactionType: z.enum(blockchainTransactionTypes).optional(),
  deliveryType: z.enum(deliveryTypes).optional(),
  description: descriptionText.optional(),
  externalBroadcast: z.boolean().optional(),
  feeLevel: z.enum(feeLevels).optional(),
  includeFeeInWithdraw: z.boolean().optional(),
  limitType: z.enum(limitTypes).optional(),
  mainCurrency: nonEmptyString.optional(),
  masterPassword: sha256Hex.optional(),
  memo: memoText.optional(),
  /** Subnet network id on the TAO blockchain. */
  netuid: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Expected up to 10 digits' })
    .optional(),
  nextTransferTo: z.array(nextTransferTargetSchema).max(maxOrderListItems).optional(),
  payload: payloadText.optional(),
  payloads: payloadList.optional(),
  priceLimit: positiveDecimalString.optional(),
  quoteAmount: positiveDecimalString.optional(),
  quoteCurrency: nonEmptyString.optional(),
  quoteMainCurrency: nonEmptyString.optional(),
  toAddress: addressText.optional(),
  toCounterpartyId: nonEmptyString.optional(),
  toCryptoAddressId: nonEmptyString.optional(),
  toPortfolioId: nonEmptyString.optional(),
  toReceivers: z.array(receiverSchema).min(1).max(maxOrderListItems).optional(),
});
export type BulkOrderItem = z.infer<typeof bulkOrderItemSchema>;

/** Largest bulk the provider accepts: "fewer than 50" orders per call. */
export const maxBulkOrders = 49;

/** Largest body of a bulk: 49 orders at their largest, plus the `{"orders":[…]}` around them. */
export const maxBulkJsonBytes = maxBulkOrders * maxOrderJsonBytes + 1024;

/** Body of POST /orders/ (`application/vnd.create-orders+json`). */
export const bulkCreateOrdersRequestSchema = z.strictObject({
  orders: z
    .array(bulkOrderItemSchema)
    .min(1, { error: 'Add at least one order' })
    .max(maxBulkOrders, { error: `A bulk holds fewer than 50 orders (at most ${maxBulkOrders})` }),
});
export type BulkCreateOrdersRequest = z.infer<typeof bulkCreateOrdersRequestSchema>;

/**
 * A bulk item that failed, returned as the provider does: a full order (every field its
 * `Order` requires) in a failure status (`error`), plus the reason in the same
 * `error`/`message` pair as the error body, which the provider's `Order` has no field for.
 * The order never entered the order book, so its `orderId` cannot be looked up.
 */
export const failedBulkOrderSchema = orderSchema.extend({
  /** Machine-readable code, e.g. `conflict` or `bad-request`. */
  error: z.string().min(1),
  /** Human-readable reason shown next to the item. */
  message: z.string(),
});
export type FailedBulkOrder = z.output<typeof failedBulkOrderSchema>;
export type WireFailedBulkOrder = z.input<typeof failedBulkOrderSchema>;

/** One entry of a bulk response: a created order or a failed item. */
export const bulkOrderResultSchema = z.union([failedBulkOrderSchema, orderSchema]);
export type BulkOrderResult = z.output<typeof bulkOrderResultSchema>;
export type WireBulkOrderResult = z.input<typeof bulkOrderResultSchema>;

/** Tells a failed bulk entry from a created order, the same way the union does. */
export function isFailedBulkOrder(entry: BulkOrderResult): entry is FailedBulkOrder {
  return failedBulkOrderSchema.safeParse(entry).success;
}

/** Response of POST /orders/: created and failed orders, in request order. */
export const bulkCreateOrdersResponseSchema = listEnvelope('orders', bulkOrderResultSchema);
export type BulkCreateOrdersResponse = z.output<typeof bulkCreateOrdersResponseSchema>;

/** Body of PATCH /orders/{id} (`application/vnd.co-sign-order+json`). */
export const coSignOrderRequestSchema = z.strictObject({
  /** SHA-256 of the master password, lowercase hex; sent only when the order asks for it. */
  masterPassword: sha256Hex.optional(),
});
export type CoSignOrderRequest = z.infer<typeof coSignOrderRequestSchema>;

/** Why an order is being cancelled: a person's words, kept in the provider's record. */
export const cancelReasonText = boundedText(textLimits.reason);

/**
 * Body of PATCH /orders/{id} (`application/vnd.cancel-order+json`), the provider's
 * `CancelOrder`. The reason is optional at the API; the dashboard always asks for one.
 */
export const cancelOrderRequestSchema = z.strictObject({
  reason: cancelReasonText.optional(),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/**
 * Body of PATCH /orders/{id} (`application/vnd.enter-master-password+json`), the provider's
 * `EnterMasterPassword`: the SHA-256 of the master password, lowercase hex, never the text.
 */
export const enterMasterPasswordRequestSchema = z.strictObject({
  masterPassword: sha256Hex,
});
export type EnterMasterPasswordRequest = z.infer<typeof enterMasterPasswordRequestSchema>;
