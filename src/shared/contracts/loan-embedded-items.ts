import { z } from 'zod';
import { decimalString, epochMsString, openEnum } from './primitives';

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
const timestamp = epochMsString.optional();

/** Collateral allocated to a loan (`embedded.collaterals[]`). */
export const loanCollateralSchema = z.looseObject({
  collateralId: z.string(),
  loanId: z.string(),
  amount: decimalString,
  currency: z.string(),
  mainCurrency: z.string(),
  createdAt: epochMsString,
  portfolioId: text,
  unrealisedAmount: decimalString.optional(),
  updatedAt: timestamp,
});
export type LoanCollateral = z.infer<typeof loanCollateralSchema>;

/** A party to a loan (`embedded.counterparties[]`). */
export const loanCounterpartySchema = z.looseObject({
  counterpartyId: z.string(),
  counterpartyName: z.string(),
  counterpartyType: openEnum(counterpartyTypes),
  networkTag: z.string(),
  counterpartyDescription: text,
  backgroundImageId: text,
  imageId: text,
  priority: text,
  /** Known value: `featured`. */
  tags: z.array(z.string()).optional(),
  extra: z.looseObject({ exchangeId: text }).optional(),
});
export type LoanCounterparty = z.infer<typeof loanCounterpartySchema>;

/** A transfer made for a loan (`embedded.loanAllocations[]`). */
export const loanAllocationSchema = z.looseObject({
  loanAllocationId: z.string(),
  loanId: z.string(),
  allocationType: openEnum(loanAllocationTypes),
  status: openEnum(loanAllocationStatuses),
  amount: decimalString,
  currency: z.string(),
  mainCurrency: z.string(),
  createdAt: epochMsString,
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
      acceptedAt: timestamp,
      acceptedBy: text,
      cancelledAt: timestamp,
      cancelledBy: text,
      confirmedAt: timestamp,
      confirmedBy: text,
      effectiveDate: timestamp,
    })
    .optional(),
});
export type LoanAllocation = z.infer<typeof loanAllocationSchema>;

/** Interest of a bilateral loan (`embedded.loanInterest`, list endpoint only). */
export const loanInterestSchema = z.looseObject({
  loanInterestId: z.string(),
  loanId: z.string(),
  interestCurrency: z.string(),
  accruedInterest: decimalString,
  realisedInterest: decimalString.optional(),
  unrealisedInterest: decimalString.optional(),
  lastPaymentAt: timestamp,
  createdAt: epochMsString,
  updatedAt: timestamp,
});
export type LoanInterest = z.infer<typeof loanInterestSchema>;

/** A proposed change of terms (`embedded.loanModifications[]`). */
export const loanModificationSchema = z.looseObject({
  loanModificationId: z.string(),
  loanId: z.string(),
  modificationType: openEnum(loanModificationTypes),
  status: openEnum(loanModificationStatuses),
  createdAt: epochMsString,
  createdBy: text,
  requestorCounterpartyId: text,
  updatedAt: timestamp,
  extra: z
    .looseObject({
      acceptedAt: timestamp,
      acceptedBy: text,
      cancelledAt: timestamp,
      cancelledBy: text,
      /** Basis points. */
      currentInterestRate: decimalString.optional(),
      currentMaturityDate: timestamp,
      /** Basis points. */
      newInterestRate: decimalString.optional(),
      newMaturityDate: timestamp,
    })
    .optional(),
});
export type LoanModification = z.infer<typeof loanModificationSchema>;
