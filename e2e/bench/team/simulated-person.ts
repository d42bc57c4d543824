import { parseProviderBudget } from '../../../src/shared/provider-budget';
import { browserClient } from '../../../src/server/testing/browser-client';
import type { PagePattern } from './page-patterns';

/** What the simulated people saw, together. */
export interface TeamFigures {
  /** Time from opening a page to having every read of it answered, per page opened. */
  pageLoadsMs: number[];
  reads: number;
  refused: number;
  /** Reads that got no answer at all (the connection failed). */
  failed: number;
}

const SAFETY_NET_MS = 120_000;
const LOW_BUDGET_SLOWDOWN = 4;
const LOW_BUDGET_REFRESH_DELAY_MS = 30_000;

/** The app's polling period of a read, while its live stream is healthy (see the queries). */
function pollEvery(read: string): number {
  if (/^\/platform\/organizations\/[^/]+\/loans/.test(read)) return 60_000;
  if (read.startsWith('/platform/clearloop/exchanges')) return 30_000;
  return SAFETY_NET_MS;
}

/** What an order event makes stale on a page (lists, that order, balances), as the app does. */
function touchedByOrder(read: string, orderId: string): boolean {
  const path = read.split('?')[0] ?? '';
  return (
    path === '/platform/orders' ||
    path === `/platform/orders/${orderId}` ||
    path === '/platform/wallets'
  );
}

async function* serverSentEvents(response: Response) {
  if (response.body === null) return;
  let buffer = '';
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
      yield { event, data };
    }
  }
}

/**
 * One person at the dashboard, following the app's real behaviour at HTTP level: signed in
 * with a session, one live stream, each page's recorded reads on opening it, a refresh of what
 * each live event touches, the safety-net polls, and the app's slowdown while the server says
 * the provider's budget runs low.
 */
export async function simulatePerson(options: {
  baseUrl: string;
  pages: readonly PagePattern[];
  dwellMs: number;
  startDelayMs: number;
  until: number;
  figures: TeamFigures;
}): Promise<void> {
  const { figures, pages } = options;
  const client = browserClient(options.baseUrl);
  await client.signIn({ demo: 'henrik-larsen' });
  let budget: 'ok' | 'low' | 'exhausted' = 'ok';
  let current: PagePattern | undefined;
  const inFlight = new Set<string>();
  const lastRead = new Map<string, number>();
  const waiting = new Set<string>();
  let waitTimer: ReturnType<typeof setTimeout> | undefined;

  async function read(path: string): Promise<void> {
    if (inFlight.has(path)) return;
    inFlight.add(path);
    try {
      const response = await client.send(path);
      await response.arrayBuffer();
      figures.reads += 1;
      if (response.status === 429) figures.refused += 1;
      budget = parseProviderBudget(response.headers.get('provider-budget'))?.state ?? budget;
      lastRead.set(path, Date.now());
    } catch {
      figures.failed += 1;
    } finally {
      inFlight.delete(path);
    }
  }

  function refresh(paths: readonly string[]): void {
    if (budget === 'ok') {
      for (const path of paths) void read(path);
      return;
    }
    for (const path of paths) waiting.add(path);
    waitTimer ??= setTimeout(() => {
      waitTimer = undefined;
      const due = [...waiting].filter((path) => current?.reads.includes(path) === true);
      waiting.clear();
      for (const path of due) void read(path);
    }, LOW_BUDGET_REFRESH_DELAY_MS);
  }

  const controller = new AbortController();
  const stream = await client.send('/api/events', { signal: controller.signal });
  const listening = (async () => {
    for await (const { event, data } of serverSentEvents(stream)) {
      if (current === undefined) continue;
      if (event === 'order') {
        const orderId = /"orderId":"([^"]+)"/.exec(data)?.[1] ?? '';
        refresh(current.reads.filter((path) => touchedByOrder(path, orderId)));
      } else if (event === 'settlement') {
        refresh(current.reads.filter((path) => path.startsWith('/platform/clearloop/settlements')));
      }
    }
  })().catch(() => undefined);

  const poller = setInterval(() => {
    const factor = budget === 'ok' ? 1 : LOW_BUDGET_SLOWDOWN;
    for (const path of current?.reads ?? []) {
      if (Date.now() - (lastRead.get(path) ?? 0) >= pollEvery(path) * factor) void read(path);
    }
  }, 1_000);

  await new Promise((resolve) => setTimeout(resolve, options.startDelayMs));
  for (let index = 0; Date.now() < options.until; index += 1) {
    const page = pages[index % pages.length];
    if (page === undefined) break;
    current = page;
    const opened = Date.now();
    await Promise.all(page.reads.map(read));
    figures.pageLoadsMs.push(Date.now() - opened);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Math.min(options.dwellMs, options.until - Date.now()))),
    );
  }
  clearInterval(poller);
  clearTimeout(waitTimer);
  controller.abort();
  await listening;
  // What is still in flight finishes before the server goes.
  while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
