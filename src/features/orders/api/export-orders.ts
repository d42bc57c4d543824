import { apiClient } from '../../../lib/api-client';
import { fetchAllPages, type PagingProgress } from '../../../lib/fetch-all-pages';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/** Rows per request while exporting: the provider's default and largest page. */
export const EXPORT_PAGE_SIZE = 1000;

export type ExportProgress = PagingProgress;

type ListPage = (query: ListOrdersQuery, signal: AbortSignal) => Promise<{ orders: Order[] }>;

const listPage: ListPage = (query, signal) =>
  apiClient.request(endpoints.listOrders, { query, signal });

/** Every order matching `query`'s filters, all pages, not just the one shown. */
export function fetchAllOrders(
  query: ListOrdersQuery,
  options: {
    signal: AbortSignal;
    onProgress?: (progress: ExportProgress) => void;
    pageSize?: number;
    fetchPage?: ListPage;
  },
): Promise<Order[]> {
  const { fetchPage = listPage, pageSize = EXPORT_PAGE_SIZE } = options;
  return fetchAllPages(
    async (offset, limit, signal) =>
      (await fetchPage({ ...query, offset: String(offset), limit: String(limit) }, signal)).orders,
    { signal: options.signal, pageSize, onProgress: options.onProgress },
  );
}
