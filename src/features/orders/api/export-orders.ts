import { apiClient } from '../../../lib/api-client';
import { retryDelay, shouldRetry } from '../../../lib/query-client';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/** Rows per request while exporting: the provider's default and largest page. */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  pages: number;
  rows: number;
  /** Set while waiting to retry after a 429, a 5xx or a network failure. */
  retrying: boolean;
}

type ListPage = (query: ListOrdersQuery, signal: AbortSignal) => Promise<{ orders: Order[] }>;

const listPage: ListPage = (query, signal) =>
  apiClient.request(endpoints.listOrders, { query, signal });

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(
          signal.reason instanceof Error
            ? signal.reason
            : new DOMException('Aborted', 'AbortError'),
        );
      },
      { once: true },
    );
  });
}

/**
 * Every order matching `query`'s filters: walks the pages with offset/limit until a short
 * page. Retries a page the way queries do (429, 5xx and network failures, backing off);
 * `signal` cancels between and during requests.
 */
export async function fetchAllOrders(
  query: ListOrdersQuery,
  options: {
    signal: AbortSignal;
    onProgress?: (progress: ExportProgress) => void;
    pageSize?: number;
    fetchPage?: ListPage;
  },
): Promise<Order[]> {
  const { signal, onProgress, pageSize = EXPORT_PAGE_SIZE, fetchPage = listPage } = options;
  const orders: Order[] = [];
  for (let pages = 0; ; pages += 1) {
    const pageQuery = { ...query, offset: String(pages * pageSize), limit: String(pageSize) };
    let page: { orders: Order[] } | undefined;
    for (let failures = 0; page === undefined;) {
      signal.throwIfAborted();
      try {
        page = await fetchPage(pageQuery, signal);
      } catch (error) {
        failures += 1;
        if (signal.aborted || !shouldRetry(failures - 1, error)) throw error;
        onProgress?.({ pages, rows: orders.length, retrying: true });
        await wait(retryDelay(failures - 1, error), signal);
      }
    }
    orders.push(...page.orders);
    onProgress?.({ pages: pages + 1, rows: orders.length, retrying: false });
    if (page.orders.length < pageSize) return orders;
  }
}
