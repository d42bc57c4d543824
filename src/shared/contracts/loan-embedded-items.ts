import { z } from 'zod';
import { readCode, readDecimal, readEnum, readEpochMs } from './primitives';

// The spec quotes a single value for each of these sets; the rest come from the provider's
// OpenAPI. All are open: they only label badges.

/** Counterparty types. */
export const counterpartyTypes = ['standard', 'clearloop-exchange', 'agency-desk'] as const;
/** Loan allocation (transfer) types. */
export const loanAllocationTypes = [
  'disburse',
  'top-up',
  'repay',
  'rebalance',
  'secure-collateral',
  'release-collateral',
  'disburse-externally',
  'top-up-externally',
  'repay-externally',
] as const;
/** Loan allocation statuses. */
export const loanAllocationStatuses = [
  'new',
  'awaiting-acceptance',
  'accepted',
  'cancelled',
  'order-created',
  'awaiting-confirmation',
  'confirmed',
  'awaiting-funds',
  'awaiting-signature',
  'completed',
  'failed',
] as const;
/** Loan modification types. */
export const loanModificationTypes = ['rerate', 'extend-term'] as const;
/** Loan modification statuses. */
export const loanModificationStatuses = ['awaiting-acceptance', 'accepted', 'cancelled'] as const;

const text = z.string().optional();
const timestamp = readEpochMs.optional();

/** Who answered a proposal (an allocation or a modification) and when, in its `extra`. */
const answerStamps = {
  acceptedAt: timestamp,
  acceptedBy: text,
  cancelledAt: timestamp,
  cancelledBy: text,
};

/** Collateral allocated to a loan (`embedded.collaterals[]`). */
export const loanCollateralSchema = z.looseObject({
  collateralId: z.string(),
  loanId: z.string(),
  amount: readDecimal,
  currency: readCode,
  mainCurrency: readCode,
  createdAt: readEpochMs,
  portfolioId: text,
  unrealisedAmount: readDecimal.optional(),
  updatedAt: timestamp,
});
export type LoanCollateral = z.output<typeof loanCollateralSchema>;
export type WireLoanCollateral = z.input<typeof loanCollateralSchema>;

/** A party to a loan (`embedded.counterparties[]`). */
export const loanCounterpartySchema = z.looseObject({
  counterpartyId: z.string(),
  counterpartyName: z.string(),
  counterpartyType: readEnum(counterpartyTypes),
  networkTag: z.string(),
  counterpartyDescription: text,
  backgroundImageId: text,
  imageId: text,
  priority: text,
  /** Known value: `featured`. */
  tags: z.array(z.string()).optional(),
  extra: z.looseObject({ exchangeId: text }).optional(),
});
export type LoanCounterparty = z.output<typeof loanCounterpartySchema>;
export type WireLoanCounterparty = z.input<typeof loanCounterpartySchema>;

/** A transfer made for a loan (`embedded.loanAllocations[]`). */
export const loanAllocationSchema = z.looseObject({
  loanAllocationId: z.string(),
  loanId: z.string(),
  allocationType: readEnum(loanAllocationTypes),
  status: readEnum(loanAllocationStatuses),
  amount: readDecimal,
  currency: readCode,
  mainCurrency: readCode,
  createdAt: readEpochMs,
  createdBy: text,
  counterpartyOrderId: text,
  orderId: text,
  externalFailureDescription: text,
  fromPortfolioId: text,
  toPortfolioId: text,
  requestorCounterpartyId: text,
  terminatedAt: timestamp,
  updatedAt: timestamp,
  extra: z
    .looseObject({
      ...answerStamps,
      confirmedAt: timestamp,
      confirmedBy: text,
      effectiveDate: timestamp,
    })
    .optional(),
});
export type LoanAllocation = z.output<typeof loanAllocationSchema>;
export type WireLoanAllocation = z.input<typeof loanAllocationSchema>;

/** Interest of a bilateral loan (`embedded.loanInterest`, list endpoint only). */
export const loanInterestSchema = z.looseObject({
  loanInterestId: z.string(),
  loanId: z.string(),
  interestCurrency: readCode,
  accruedInterest: readDecimal,
  realisedInterest: readDecimal.optional(),
  unrealisedInterest: readDecimal.optional(),
  lastPaymentAt: timestamp,
  createdAt: readEpochMs,
  updatedAt: timestamp,
});
export type LoanInterest = z.output<typeof loanInterestSchema>;
export type WireLoanInterest = z.input<typeof loanInterestSchema>;

/** A proposed change of terms (`embedded.loanModifications[]`). */
export const loanModificationSchema = z.looseObject({
  loanModificationId: z.string(),
  loanId: z.string(),
  modificationType: readEnum(loanModificationTypes),
  status: readEnum(loanModificationStatuses),
  createdAt: readEpochMs,
  createdBy: text,
  requestorCounterpartyId: text,
  updatedAt: timestamp,
  extra: z
    .looseObject({
      ...answerStamps,
      /** Basis points. */
      currentInterestRate: readDecimal.optional(),
      currentMaturityDate: timestamp,
      /** Basis points. */
      newInterestRate: readDecimal.optional(),
      newMaturityDate: timestamp,
    })
    .optional(),
});
export type LoanModification = z.output<typeof loanModificationSchema>;
export type WireLoanModification = z.input<typeof loanModificationSchema>;
