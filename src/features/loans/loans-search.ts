import { z } from 'zod';
import { loanStatuses, loanTypes } from '../../shared/contracts/loans';
import {
  loanSides,
  loanSortDirections,
  loanSortKeys,
  type LoansQuery,
} from '../../shared/contracts/loans-query';
import { booleanParam, commaList, nonEmptyString } from '../../shared/contracts/primitives';
import { watchListSchema } from './watch-lists';

export const loanPageSizes = ['50', '100', '500'] as const;

const flag = booleanParam.optional().catch(undefined);

/**
 * The /loans URL: GET /organizations/{id}/loans' own parameters. A malformed
 * value in a shared link is dropped instead of breaking the page.
 */
export const loansSearchSchema = z.object({
  loanSide: z.enum(loanSides).optional().catch(undefined),
  loanType: z.enum(loanTypes).optional().catch(undefined),
  loanTypes: commaList(z.enum(loanTypes)).optional().catch(undefined),
  statuses: commaList(z.enum(loanStatuses)).optional().catch(undefined),
  isOpen: flag,
  portfolioId: nonEmptyString.optional().catch(undefined),
  loanIds: commaList(nonEmptyString).optional().catch(undefined),
  sortBy: z.enum(loanSortKeys).optional().catch(undefined),
  sortDirection: z.enum(loanSortDirections).optional().catch(undefined),
  includeCollaterals: flag,
  includeCounterparties: flag,
  includeChildLoans: flag,
  includeLoanAllocations: flag,
  includeLoanInterest: flag,
  limit: z.enum(loanPageSizes).default('50').catch('50'),
  offset: z.string().regex(/^\d+$/).default('0').catch('0'),
  /**
   * The dashboard's own parameter, as the API has none for it: only the open loans of one watch
   * list (margin calls, a threshold zone, due or past maturity), as Today and the risk board
   * count them. The request then names those loans in `loanIds`.
   */
  watch: watchListSchema.optional().catch(undefined),
});

export type LoansSearch = z.infer<typeof loansSearchSchema>;

/**
 * The API query of a /loans URL: empty lists and false flags are left out. With a watch list,
 * `watchedIds` are its loans (open ones), and the request asks for exactly those.
 */
export function loansQueryOf(search: LoansSearch, watchedIds?: readonly string[]): LoansQuery {
  const query: LoansQuery = {};
  const { watch, ...apiSearch } = search;
  for (const [key, value] of Object.entries(apiSearch)) {
    if (value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    Object.assign(query, { [key]: value });
  }
  if (watch !== undefined && watchedIds !== undefined) {
    query.isOpen = true;
    query.loanIds = [...watchedIds];
  }
  return query;
}

/** The include toggles of the list, with the words each shows. */
export const loanIncludeToggles = [
  { flag: 'includeCollaterals', label: 'Collaterals' },
  { flag: 'includeCounterparties', label: 'Counterparties' },
  { flag: 'includeChildLoans', label: 'Child loans' },
  { flag: 'includeLoanAllocations', label: 'Allocations' },
  { flag: 'includeLoanInterest', label: 'Interest' },
] as const;

export const loanDetailTabs = [
  'overview',
  'collaterals',
  'counterparties',
  'allocations',
  'interest',
  'modifications',
  'child-loans',
  'margin-call',
  'required-collaterals',
] as const;
export type LoanDetailTab = (typeof loanDetailTabs)[number];

/** The /loans/$loanId URL: which tab is open. */
export const loanDetailSearchSchema = z.object({
  tab: z.enum(loanDetailTabs).default('overview').catch('overview'),
});
