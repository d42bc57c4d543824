import { LeftOut, unreadableItem } from './left-out';
import { retryDelay, shouldRetry } from './query-client';

/** One page of a list: the items read, and how many came that could not be read. */
export interface ListPage<T> {
  rows: readonly T[];
  unreadable: number;
}

export interface PagingProgress {
  pages: number;
  rows: number;
  /** Set while waiting to retry after a 429, a 5xx or a network failure. */
  retrying: boolean;
}

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
 * One page, retried the way queries retry (429, 5xx and network failures, backing off);
 * `onRetry` is told before each wait, and `signal` cancels between and during requests.
 */
export async function pageWithRetries<P>(
  fetchPage: () => Promise<P>,
  signal: AbortSignal,
  onRetry: () => void,
): Promise<P> {
  for (let failures = 0; ;) {
    signal.throwIfAborted();
    try {
      return await fetchPage();
    } catch (error) {
      failures += 1;
      if (signal.aborted || !shouldRetry(failures - 1, error)) throw error;
      onRetry();
      await wait(retryDelay(failures - 1, error), signal);
    }
  }
}

/**
 * Every row of an offset/limit list: walks the pages until a short one (unreadable items
 * count towards a page's length and offsets, and are reported as left out). Retries a page
 * the way queries do (429, 5xx and network failures, backing off); `signal` cancels between
 * and during requests.
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<ListPage<T>>,
  options: {
    signal: AbortSignal;
    pageSize: number;
    onProgress?: ((progress: PagingProgress) => void) | undefined;
  },
): Promise<{ rows: T[]; leftOut: LeftOut }> {
  const { signal, pageSize, onProgress } = options;
  const rows: T[] = [];
  const leftOut = new LeftOut();
  for (let pages = 0; ; pages += 1) {
    const page = await pageWithRetries(
      () => fetchPage(pages * pageSize, pageSize, signal),
      signal,
      () => onProgress?.({ pages, rows: rows.length, retrying: true }),
    );
    rows.push(...page.rows);
    leftOut.add(unreadableItem, page.unreadable);
    onProgress?.({ pages: pages + 1, rows: rows.length, retrying: false });
    if (page.rows.length + page.unreadable < pageSize) return { rows, leftOut };
  }
}
