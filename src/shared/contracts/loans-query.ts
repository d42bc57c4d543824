import { z } from 'zod';
import { loanStatuses, loanTypes } from './loans';
import { booleanParam, commaList, nonEmptyString, pageLimit, safeCount } from './primitives';

/** Which side of a loan the organization is on. */
export const loanSides = ['lend', 'borrow'] as const;
export type LoanSide = (typeof loanSides)[number];

/** Sort directions of the loans list (upper case, unlike settlements). */
export const loanSortDirections = ['ASC', 'DESC'] as const;
export type LoanSortDirection = (typeof loanSortDirections)[number];

/** Sort keys of the loans list; without one, loans come ordered by status relevance. */
export const loanSortKeys = ['updatedAt'] as const;

/**
 * Include flags that fill `Loan.embedded`; all default to `false`, and without one a loan
 * carries no `embedded` at all. Alone, this is the query of
 * GET /organizations/{organizationId}/loans/{loanId}.
 */
export const loanIncludeQuerySchema = z.strictObject({
  /** Also brings the loan's margin call, if any: it is a call for more collateral. */
  includeCollaterals: booleanParam.optional(),
  /** Also brings the loan's modifications: proposals one counterparty makes to the other. */
  includeCounterparties: booleanParam.optional(),
  /** Agency lending parent loans only. */
  includeChildLoans: booleanParam.optional(),
  includeLoanAllocations: booleanParam.optional(),
  /** Bilateral loans only. */
  includeLoanInterest: booleanParam.optional(),
});
export type LoanIncludeQuery = z.infer<typeof loanIncludeQuerySchema>;

/** Query of GET /organizations/{organizationId}/loans; accepts typed values or raw URL strings. */
export const loansQuerySchema = z.strictObject({
  portfolioId: nonEmptyString.optional(),
  loanIds: commaList(nonEmptyString).optional(),
  loanSide: z.enum(loanSides).optional(),
  loanType: z.enum(loanTypes).optional(),
  loanTypes: commaList(z.enum(loanTypes)).optional(),
  statuses: commaList(z.enum(loanStatuses)).optional(),
  /** Default `false`. */
  isOpen: booleanParam.optional(),
  ...loanIncludeQuerySchema.shape,
  limit: pageLimit.optional(),
  offset: safeCount.optional(),
  sortBy: z.enum(loanSortKeys).optional(),
  /** Default descending; applies with `sortBy`. */
  sortDirection: z.enum(loanSortDirections).optional(),
});
export type LoansQuery = z.infer<typeof loansQuerySchema>;
