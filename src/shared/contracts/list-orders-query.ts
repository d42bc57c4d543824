import { z } from 'zod';
import { orderStatuses, portfolioTypes } from './orders';
import { externalOrderIdText } from './create-order';
import { commaList, epochMsString, nonEmptyString, pageLimit, safeCount } from './primitives';
import { boundedText, textLimits } from './request-limits';

/** Order types GET /orders can list: `deposit` retrieves transfers. */
export const listableOrderTypes = ['withdraw', 'deposit'] as const;
export type ListableOrderType = (typeof listableOrderTypes)[number];

const ids = commaList(nonEmptyString).optional();

/**
 * Query of GET /orders. Parses a typed object as well as raw URL values (comma-separated
 * lists), so the `/orders` view's search params, the fetch layer and the sandbox share it.
 * Time filters are epoch-ms digit strings, the API's timestamp convention.
 */
export const listOrdersQuerySchema = z.strictObject({
  orderTypes: commaList(z.enum(listableOrderTypes), { min: 1 }),
  portfolioIds: ids,
  /** Matches base or quote currency. */
  currencies: ids,
  baseCurrencies: ids,
  quoteCurrencies: ids,
  /** Blockchain networks. */
  mainCurrencies: ids,
  statuses: commaList(z.enum(orderStatuses)).optional(),
  portfolioTypes: commaList(z.enum(portfolioTypes)).optional(),
  excludedPortfolioTypes: commaList(z.enum(portfolioTypes)).optional(),
  offset: safeCount.optional(),
  /** The provider's default is 1000, and so is the largest page. */
  limit: pageLimit.optional(),
  externalOrderId: externalOrderIdText.optional(),
  transferChainId: nonEmptyString.optional(),
  /** Blockchain transaction id. */
  transactionId: nonEmptyString.optional(),
  /** Matches a blockchain transaction id, a from address or a to address. */
  searchQuery: boundedText(textLimits.address).min(1).optional(),
  updatedSince: epochMsString.optional(),
  createdSince: epochMsString.optional(),
  createdAtFrom: epochMsString.optional(),
  createdAtTo: epochMsString.optional(),
  terminatedAtFrom: epochMsString.optional(),
  terminatedAtTo: epochMsString.optional(),
  counterpartyId: nonEmptyString.optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
