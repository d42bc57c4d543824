import { z } from 'zod';
import {
  loanAllocationSchema,
  loanCollateralSchema,
  loanCounterpartySchema,
  loanInterestSchema,
  loanModificationSchema,
} from './loan-embedded-items';
import { listEnvelope } from './readable';
import { readCode, readDecimal, readEnum, readEpochMs } from './primitives';

/** Loan types known from the spec (agency and bilateral). */
export const loanTypes = [
  'agency-lending-parent-loan',
  'agency-inventory',
  'agency-lending-collateralised-child-loan',
  'agency-title-transfer-collateralised-loan',
  'agency-lending-uncollateralised-child-loan',
  'agency-uncollateralised-loan',
  'agency-lending-first-lien-child-loan',
  'agency-clearloop-loan',
  'agency-lending-pledge-collateralised-child-loan',
  'agency-pledge-collateralised-loan',
  'bilateral-lending-title-transfer-collateralised-loan',
  'bilateral-title-transfer-collateralised-loan',
  'bilateral-lending-pledge-collateralised-loan',
  'bilateral-pledge-collateralised-loan',
  'bilateral-lending-uncollateralised-loan',
  'bilateral-uncollateralised-loan',
] as const;
export type LoanType = (typeof loanTypes)[number];

/** Loan statuses known from the spec. */
export const loanStatuses = [
  'awaiting-approval',
  'awaiting-acceptance',
  'awaiting-collateral',
  'awaiting-interest-payment',
  'disbursing',
  'active',
  'repaying',
  'defaulting',
  'partially-defaulting',
  'early-termination-in-progress',
  'early-termination-completed',
  'defaulted',
  'default-resolved',
  'cancelled',
  'rejected',
  'errored',
  'repaid',
  'repaying-interest',
  'interest-repaid',
  'securing-collateral',
  'collateral-secured',
  'releasing-collateral',
  'collateral-released',
  'closed',
] as const;
export type LoanStatus = (typeof loanStatuses)[number];

/** LTV health of a loan. */
export const debtRatioStatuses = ['healthy', 'margin-call', 'default'] as const;
export type DebtRatioStatus = (typeof debtRatioStatuses)[number];

const text = z.string().optional();
const timestamp = readEpochMs.optional();
const decimal = readDecimal.optional();

/** Collateral a loan requires in one currency. */
export const requiredCollateralSchema = z.looseObject({
  amount: readDecimal,
  currency: readCode,
  mainCurrency: readCode,
  amountInUsd: decimal,
});
export type RequiredCollateral = z.output<typeof requiredCollateralSchema>;
export type WireRequiredCollateral = z.input<typeof requiredCollateralSchema>;

/** Additional loan data: lifecycle stamps and LTV thresholds. */
export const loanExtraSchema = z.looseObject({
  acceptedAt: timestamp,
  acceptedBy: text,
  approvedAt: timestamp,
  approvedBy: text,
  cancelledAt: timestamp,
  cancelledBy: text,
  defaultedAt: timestamp,
  defaultedBy: text,
  disbursedAt: timestamp,
  rejectedAt: timestamp,
  rejectedBy: text,
  repaidAt: timestamp,
  repaidBy: text,
  initialLtv: decimal,
  rebalanceThreshold: decimal,
  marginCallThreshold: decimal,
  defaultThreshold: decimal,
  marginCallExpiryPeriod: text,
  initiallyRequiredCollateralUsd: decimal,
  lenderFeeShare: decimal,
  lenderFeeSharePercentage: decimal,
  externalDisbursal: z.boolean().optional(),
  externalInterestPayment: z.boolean().optional(),
  requiredCollaterals: z.array(requiredCollateralSchema).optional(),
});
export type LoanExtra = z.output<typeof loanExtraSchema>;
export type WireLoanExtra = z.input<typeof loanExtraSchema>;

/**
 * A loan's margin call. The provider's `MarginCall` lists no fields; these are the ones the
 * sandbox sends, all optional, and views show whatever arrives.
 */
export const marginCallSchema = z.looseObject({
  marginCallId: z.string().optional(),
  status: z.string().optional(),
  issuedAt: timestamp,
  expiresAt: timestamp,
  debtRatioAtIssue: decimal,
  marginCallThreshold: decimal,
  requiredTopUpUsd: decimal,
});

/** Linked data; each key is present only when its include flag was requested. */
export const loanEmbeddedSchema = z.looseObject({
  collaterals: z.array(loanCollateralSchema).optional(),
  counterparties: z.array(loanCounterpartySchema).optional(),
  loanAllocations: z.array(loanAllocationSchema).optional(),
  /** Bilateral loans, list endpoint only. */
  loanInterest: loanInterestSchema.optional(),
  /** Comes with `includeCounterparties`. */
  loanModifications: z.array(loanModificationSchema).optional(),
  /** Agency lending parent loans only; items are loans (the provider's OpenAPI). */
  get childLoans(): z.ZodOptional<z.ZodArray<typeof loanSchema>> {
    return z.array(loanSchema).optional();
  },
  /** Comes with `includeCollaterals`. */
  marginCall: marginCallSchema.optional(),
});
export type LoanEmbedded = z.output<typeof loanEmbeddedSchema>;
export type WireLoanEmbedded = z.input<typeof loanEmbeddedSchema>;

/**
 * A loan of the organization, agency or bilateral. Ids of the other side (organization,
 * portfolio) arrive obfuscated.
 */
export const loanSchema = z.looseObject({
  loanId: z.string().min(1),
  externalId: z.string(),
  loanType: readEnum(loanTypes),
  status: readEnum(loanStatuses),
  amount: readDecimal,
  currency: readCode,
  /** Network used for the transfer. */
  mainCurrency: readCode,
  borrowerCounterpartyId: z.string(),
  borrowerOrganizationId: z.string(),
  lenderCounterpartyId: z.string(),
  lenderOrganizationId: z.string(),
  borrowerPortfolioId: text,
  lenderPortfolioId: text,
  createdBy: z.string(),
  createdAt: timestamp,
  startDate: timestamp,
  maturityDate: timestamp,
  terminatedAt: timestamp,
  updatedAt: timestamp,
  /** Loan-to-value ratio. */
  debtRatio: decimal,
  debtRatioStatus: readEnum(debtRatioStatuses).optional(),
  debtRatioUpdatedAt: timestamp,
  defaultReason: text,
  /** Basis points. */
  interestRate: decimal,
  originalLoanAmount: decimal,
  originalLoanValue: decimal,
  /** Pending loan funds; may be negative. */
  unrealisedAmount: decimal,
  embedded: loanEmbeddedSchema.optional(),
  extra: loanExtraSchema.optional(),
});
export type Loan = z.output<typeof loanSchema>;
export type WireLoan = z.input<typeof loanSchema>;

/** GET /organizations/{organizationId}/loans response. */
export const loansResponseSchema = listEnvelope('loans', loanSchema);
export type LoansResponse = z.infer<typeof loansResponseSchema>;
