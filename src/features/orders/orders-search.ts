import { z } from 'zod';
import {
  listOrdersQuerySchema,
  listableOrderTypes,
  type ListOrdersQuery,
} from '../../shared/contracts/list-orders-query';
import { commaList } from '../../shared/contracts/primitives';

/** Page sizes the page-size control offers; the provider's own default is 1000. */
export const orderPageSizes = ['50', '200', '1000'] as const;
export const DEFAULT_PAGE_SIZE = '50';
/** A link may ask for any page size up to this many rows. */
export const MAX_PAGE_SIZE = 10_000;

const query = listOrdersQuerySchema.shape;
const defaultOrderTypes = [...listableOrderTypes];

/**
 * The /orders URL: GET /orders' own parameter names and formats. A malformed value in a
 * shared link drops that one filter (or falls back to its default) instead of breaking the
 * page, and an unknown parameter is ignored.
 */
export const ordersSearchSchema = z.object({
  orderTypes: commaList(z.enum(listableOrderTypes), { min: 1 })
    .default(defaultOrderTypes)
    .catch(defaultOrderTypes),
  portfolioIds: query.portfolioIds.catch(undefined),
  portfolioTypes: query.portfolioTypes.catch(undefined),
  excludedPortfolioTypes: query.excludedPortfolioTypes.catch(undefined),
  currencies: query.currencies.catch(undefined),
  baseCurrencies: query.baseCurrencies.catch(undefined),
  quoteCurrencies: query.quoteCurrencies.catch(undefined),
  mainCurrencies: query.mainCurrencies.catch(undefined),
  statuses: query.statuses.catch(undefined),
  createdAtFrom: query.createdAtFrom.catch(undefined),
  createdAtTo: query.createdAtTo.catch(undefined),
  createdSince: query.createdSince.catch(undefined),
  updatedSince: query.updatedSince.catch(undefined),
  terminatedAtFrom: query.terminatedAtFrom.catch(undefined),
  terminatedAtTo: query.terminatedAtTo.catch(undefined),
  externalOrderId: query.externalOrderId.catch(undefined),
  transactionId: query.transactionId.catch(undefined),
  transferChainId: query.transferChainId.catch(undefined),
  counterpartyId: query.counterpartyId.catch(undefined),
  searchQuery: query.searchQuery.catch(undefined),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .refine((value) => Number(value) <= MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .catch(DEFAULT_PAGE_SIZE),
  offset: z
    .string()
    .regex(/^\d{1,9}$/)
    .default('0')
    .catch('0'),
});

export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

/** The view a bare /orders shows. */
export const defaultOrdersSearch = {
  orderTypes: defaultOrderTypes,
  limit: DEFAULT_PAGE_SIZE,
  offset: '0',
};

/** Search params that narrow the list (everything except paging and the required order types). */
export const orderFilterKeys = [
  'portfolioIds',
  'portfolioTypes',
  'excludedPortfolioTypes',
  'currencies',
  'baseCurrencies',
  'quoteCurrencies',
  'mainCurrencies',
  'statuses',
  'createdAtFrom',
  'createdAtTo',
  'createdSince',
  'updatedSince',
  'terminatedAtFrom',
  'terminatedAtTo',
  'externalOrderId',
  'transactionId',
  'transferChainId',
  'counterpartyId',
  'searchQuery',
] as const satisfies readonly (keyof OrdersSearch)[];
export type OrderFilterKey = (typeof orderFilterKeys)[number];

/** The filters the bar shows up front; the others sit under "More filters". */
const primaryFilterKeys: readonly OrderFilterKey[] = ['portfolioIds', 'statuses', 'searchQuery'];

/** The filters that narrow the view: those with a value (an empty list narrows nothing). */
function setFilterKeys(search: OrdersSearch): OrderFilterKey[] {
  return orderFilterKeys.filter((key) => {
    const value = search[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

/** How many filters narrow the view, counting a changed order-type selection as one. */
export function activeFilterCount(search: OrdersSearch): number {
  const narrowed = setFilterKeys(search).length;
  return narrowed + (search.orderTypes.length < listableOrderTypes.length ? 1 : 0);
}

/** How many of the filters under "More filters" narrow the view. */
export function advancedFilterCount(search: OrdersSearch): number {
  return setFilterKeys(search).filter((key) => !primaryFilterKeys.includes(key)).length;
}

/** The search with every filter removed and paging back at the start, page size kept. */
export function clearedSearch(search: OrdersSearch): OrdersSearch {
  return { orderTypes: defaultOrderTypes, limit: search.limit, offset: '0' };
}

/** The GET /orders query for a view (empty lists dropped: they would mean "no filter" anyway). */
export function toListQuery(search: OrdersSearch): ListOrdersQuery {
  const result: ListOrdersQuery = { orderTypes: search.orderTypes };
  for (const key of orderFilterKeys) {
    const value = search[key];
    if (Array.isArray(value) ? value.length > 0 : value !== undefined) {
      Object.assign(result, { [key]: value });
    }
  }
  return { ...result, limit: search.limit, offset: search.offset };
}
