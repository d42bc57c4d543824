import { apiClient } from '../../../lib/api-client';
import { pageWithRetries, type PagingProgress } from '../../../lib/fetch-all-pages';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { LeftOut, unreadableItem } from '../../../lib/left-out';
import type { Order, OrdersResponse } from '../../../shared/contracts/orders';
import { isUnreadable } from '../../../shared/contracts/readable';
import { endpoints } from '../../../shared/endpoints';

/** Rows per request while exporting: the provider's default and largest page. */
export const EXPORT_PAGE_SIZE = 1000;

export type ExportProgress = PagingProgress;

type ListPage = (
  query: ListOrdersQuery,
  signal: AbortSignal,
) => Promise<Pick<OrdersResponse, 'orders' | 'unreadableItems'>>;

/** What an export wrote, and the orders it could not write (they could not be read). */
export interface ExportResult {
  rows: number;
  leftOut: LeftOut;
}

const listPage: ListPage = (query, signal) =>
  apiClient.request(endpoints.listOrders, { query, signal });

/** The page after the rows seen so far: their oldest createdAt, and the ids seen at it. */
interface Cursor {
  createdAt: string;
  /** Orders at exactly `createdAt` already exported, in list order. */
  seenAtCreatedAt: string[];
}

function advance(cursor: Cursor | undefined, orders: readonly Order[]): Cursor | undefined {
  const last = orders.at(-1)?.createdAt;
  if (last === undefined || isUnreadable(last)) return undefined;
  const earlier = cursor?.createdAt === last ? cursor.seenAtCreatedAt : [];
  const tied = orders.filter((order) => order.createdAt === last).map((order) => order.orderId);
  return { createdAt: last, seenAtCreatedAt: [...earlier, ...tied] };
}

/**
 * Every order matching `query`'s filters, handed over page by page so the
 * caller can write each away instead of holding them all (a million orders
 * as objects outgrew the tab). Pages go newest first by `createdAtTo` at the
 * last row seen, so each costs the same however deep the export is; offsets
 * grew with the depth, to seconds a page at a million orders. The rows at
 * that exact time come back first and are skipped by id; should an API not
 * return them (an exclusive bound), or fill a whole page with one instant,
 * the export carries on with plain offsets. Retries a page the way queries
 * do; `signal` cancels between and during requests. Resolves to the count.
 */
export async function exportAllOrders(
  query: ListOrdersQuery,
  options: {
    signal: AbortSignal;
    onPage: (orders: readonly Order[]) => void;
    onProgress?: (progress: ExportProgress) => void;
    pageSize?: number;
    fetchPage?: ListPage;
  },
): Promise<ExportResult> {
  const { signal, onPage, onProgress, pageSize = EXPORT_PAGE_SIZE, fetchPage = listPage } = options;
  let rows = 0;
  // Items seen, the unreadable ones too: offsets count every item the API sent.
  let seen = 0;
  const leftOut = new LeftOut();
  let cursor: Cursor | undefined;
  let byOffset = false;
  for (let pages = 0; ;) {
    const keyset = !byOffset && cursor !== undefined;
    const pageQuery: ListOrdersQuery = {
      ...query,
      ...(keyset && cursor ? { createdAtTo: cursor.createdAt } : {}),
      offset: keyset ? '0' : String(seen),
      limit: String(pageSize),
    };
    const page = await pageWithRetries(
      () => fetchPage(pageQuery, signal),
      signal,
      () => onProgress?.({ pages, rows, retrying: true }),
    );
    let fresh = page.orders;
    if (keyset && cursor) {
      const repeated = cursor.seenAtCreatedAt;
      if (!repeated.every((orderId, index) => page.orders[index]?.orderId === orderId)) {
        byOffset = true;
        continue;
      }
      fresh = page.orders.slice(repeated.length);
    }
    pages += 1;
    rows += fresh.length;
    seen += fresh.length + page.unreadableItems.length;
    leftOut.add(unreadableItem, page.unreadableItems.length);
    onPage(fresh);
    onProgress?.({ pages, rows, retrying: false });
    if (page.orders.length + page.unreadableItems.length < pageSize) return { rows, leftOut };
    cursor = advance(cursor, page.orders);
    // Where the API files an order whose time is unreadable, or an unreadable item, is not
    // known, so keyset paging could skip or repeat it: offsets from here on.
    const unsure =
      page.unreadableItems.length > 0 || page.orders.some((order) => isUnreadable(order.createdAt));
    if (unsure || cursor === undefined || cursor.seenAtCreatedAt.length >= pageSize) {
      byOffset = true;
    }
  }
}
