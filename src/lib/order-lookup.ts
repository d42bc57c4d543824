import { ApiError } from '../shared/api-error';
import { listableOrderTypes } from '../shared/contracts/list-orders-query';
import type { Order } from '../shared/contracts/orders';
import { endpoints } from '../shared/endpoints';
import { apiClient } from './api-client';

/** What a person pasted or typed to find an order, by what it looks like. */
export type FindTerm =
  | { kind: 'order-id'; orderId: string }
  | { kind: 'order-id-prefix'; prefix: string }
  | { kind: 'text'; text: string };

const fullOrderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The lists show the first 8 characters of an id (and an ellipsis, which a copy may include).
const orderIdPrefix = /^[0-9a-f]{8}(-[0-9a-f-]{0,27})?$/;

/**
 * Reads a search term: a whole order id, the start of one (as a table shows it, with or
 * without its ellipsis), or anything else (an external order id, a transaction id, an address).
 */
export function classifyFindTerm(raw: string): FindTerm | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const lower = text.replace(/…$|\.\.\.$/, '').toLowerCase();
  if (fullOrderId.test(lower)) return { kind: 'order-id', orderId: lower };
  if (orderIdPrefix.test(lower)) return { kind: 'order-id-prefix', prefix: lower };
  return { kind: 'text', text };
}

/**
 * GET /orders finds no order by a part of its id, so a prefix is matched against the newest
 * orders: one page of the provider's largest size.
 */
export const PREFIX_SEARCH_DEPTH = 1000;

/** What a search term found. */
export type FindResult =
  /** The order whose id was given, from GET /orders/{id}. */
  | { kind: 'order'; order: Order }
  /** Orders among the newest whose id starts with the prefix. */
  | { kind: 'prefix'; prefix: string; orders: Order[]; searched: number }
  | TextMatch;

/** The list filter a term matches: an external order id, or a transaction id or address. */
type TextMatch =
  | { kind: 'external-order-id'; externalOrderId: string; orders: Order[] }
  | { kind: 'search-query'; searchQuery: string; orders: Order[] };

const orderTypes = [...listableOrderTypes];

async function orderById(orderId: string, signal?: AbortSignal): Promise<Order | undefined> {
  try {
    return await apiClient.request(endpoints.getOrder, { path: { orderId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

async function byText(text: string, limit: string, signal?: AbortSignal): Promise<TextMatch> {
  const [external, matching] = await Promise.all([
    apiClient.request(endpoints.listOrders, {
      query: { orderTypes, externalOrderId: text, limit },
      signal,
    }),
    apiClient.request(endpoints.listOrders, {
      query: { orderTypes, searchQuery: text, limit },
      signal,
    }),
  ]);
  if (external.orders.length > 0) {
    return { kind: 'external-order-id', externalOrderId: text, orders: external.orders };
  }
  return { kind: 'search-query', searchQuery: text, orders: matching.orders };
}

/**
 * Finds orders by what a person holds: an order id opens through GET /orders/{id}; its shown
 * prefix is matched among the newest orders; anything else is tried as an external order id,
 * then as a transaction id or address (GET /orders' `searchQuery`). `limit` caps the list
 * answers (a palette needs only a few).
 */
export async function findOrders(
  term: FindTerm,
  { signal, limit = '50' }: { signal?: AbortSignal; limit?: string } = {},
): Promise<FindResult> {
  if (term.kind === 'order-id') {
    const order = await orderById(term.orderId, signal);
    // An id-shaped external order id is still worth a look when no order has that id.
    return order ? { kind: 'order', order } : byText(term.orderId, limit, signal);
  }
  if (term.kind === 'order-id-prefix') {
    const newest = await apiClient.request(endpoints.listOrders, {
      query: { orderTypes, limit: String(PREFIX_SEARCH_DEPTH) },
      signal,
    });
    const orders = newest.orders.filter((order) =>
      order.orderId.toLowerCase().startsWith(term.prefix),
    );
    if (orders.length > 0) {
      return { kind: 'prefix', prefix: term.prefix, orders, searched: newest.orders.length };
    }
    const text = await byText(term.prefix, limit, signal);
    return text.orders.length > 0
      ? text
      : { kind: 'prefix', prefix: term.prefix, orders, searched: newest.orders.length };
  }
  return byText(term.text, limit, signal);
}
