/** Words for every documented loan field; a field the API adds later is shown under its own name. */
export const loanFieldLabels: Record<string, string> = {
  loanId: 'Loan id',
  externalId: 'External id',
  loanType: 'Type',
  status: 'Status',
  amount: 'Amount',
  currency: 'Currency',
  mainCurrency: 'Transfer network',
  borrowerCounterpartyId: 'Borrower counterparty',
  borrowerOrganizationId: 'Borrower organization',
  borrowerPortfolioId: 'Borrower portfolio',
  lenderCounterpartyId: 'Lender counterparty',
  lenderOrganizationId: 'Lender organization',
  lenderPortfolioId: 'Lender portfolio',
  createdBy: 'Created by',
  createdAt: 'Created',
  startDate: 'Start date',
  maturityDate: 'Maturity date',
  terminatedAt: 'Terminated',
  updatedAt: 'Last updated',
  debtRatio: 'LTV',
  debtRatioStatus: 'LTV health',
  debtRatioUpdatedAt: 'LTV updated',
  defaultReason: 'Default reason',
  interestRate: 'Interest rate',
  originalLoanAmount: 'Original loan amount',
  originalLoanValue: 'Original loan value (USD)',
  unrealisedAmount: 'Pending loan funds',
};

export const loanExtraLabels: Record<string, string> = {
  approvedAt: 'Approved',
  approvedBy: 'Approved by',
  acceptedAt: 'Accepted',
  acceptedBy: 'Accepted by',
  disbursedAt: 'Disbursed',
  repaidAt: 'Repaid',
  repaidBy: 'Repaid by',
  defaultedAt: 'Defaulted',
  defaultedBy: 'Defaulted by',
  cancelledAt: 'Cancelled',
  cancelledBy: 'Cancelled by',
  rejectedAt: 'Rejected',
  rejectedBy: 'Rejected by',
  initialLtv: 'Initial LTV',
  rebalanceThreshold: 'Rebalance threshold',
  marginCallThreshold: 'Margin-call threshold',
  defaultThreshold: 'Default threshold',
  marginCallExpiryPeriod: 'Margin-call expiry period',
  initiallyRequiredCollateralUsd: 'Initially required collateral (USD)',
  lenderFeeShare: 'Lender fee share',
  lenderFeeSharePercentage: 'Lender fee share percentage',
  externalDisbursal: 'Disbursed externally',
  externalInterestPayment: 'Interest paid externally',
};

/** The margin call's own fields, by what they mean to the person meeting it. */
export const marginCallLabels: Record<string, string> = {
  marginCallId: 'Margin-call id',
  marginCallStatus: 'Margin-call status (as sent)',
  issuedAt: 'Issued',
  triggeredAt: 'Triggered',
  expiresAt: 'Deadline',
  debtRatioAtIssue: 'LTV when issued',
  marginCallThreshold: 'Margin-call threshold',
  requiredTopUpUsd: 'Top-up needed (USD)',
};

/** Fields whose value is a ratio (shown as a percentage). */
export const ratioFields = new Set([
  'debtRatio',
  'initialLtv',
  'rebalanceThreshold',
  'marginCallThreshold',
  'defaultThreshold',
  'debtRatioAtIssue',
]);

/** Fields whose value is an amount. */
export const amountFields = new Set([
  'amount',
  'originalLoanAmount',
  'unrealisedAmount',
  'originalLoanValue',
  'initiallyRequiredCollateralUsd',
  'lenderFeeShare',
  'requiredTopUpUsd',
]);

/** Fields whose value is epoch milliseconds. */
export function isTimestampField(key: string): boolean {
  return /(At|Date)$/.test(key);
}

/**
 * A field name in words when it has no label, by its meaning where the name says it: a currency
 * suffix becomes the unit ("collateralValueUsd" → "Collateral value (USD)"), and "top up" its
 * noun ("Top-up").
 */
export function labelOf(key: string, labels: Record<string, string> = {}): string {
  const label = labels[key];
  if (label !== undefined) return label;
  const unit = /^(.+?)(Usd|Eur|Btc)$/.exec(key);
  const name = unit?.[1] ?? key;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\btop up\b/g, 'top-up');
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return unit?.[2] === undefined ? text : `${text} (${unit[2].toUpperCase()})`;
}
