import { retryDelay, shouldRetry } from './query-client';

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
 * Every row of an offset/limit list: walks the pages until a short one. Retries a page the
 * way queries do (429, 5xx and network failures, backing off); `signal` cancels between and
 * during requests.
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<T[]>,
  options: {
    signal: AbortSignal;
    pageSize: number;
    onProgress?: ((progress: PagingProgress) => void) | undefined;
  },
): Promise<T[]> {
  const { signal, pageSize, onProgress } = options;
  const rows: T[] = [];
  for (let pages = 0; ; pages += 1) {
    let page: T[] | undefined;
    for (let failures = 0; page === undefined;) {
      signal.throwIfAborted();
      try {
        page = await fetchPage(pages * pageSize, pageSize, signal);
      } catch (error) {
        failures += 1;
        if (signal.aborted || !shouldRetry(failures - 1, error)) throw error;
        onProgress?.({ pages, rows: rows.length, retrying: true });
        await wait(retryDelay(failures - 1, error), signal);
      }
    }
    rows.push(...page);
    onProgress?.({ pages: pages + 1, rows: rows.length, retrying: false });
    if (page.length < pageSize) return rows;
  }
}
