/**
 * UI figures of the holdings page in Chromium at 1,000 and 10,000 wallets: first paint (the
 * wallets answer's arrival → the first frame painted with the table's rows) over several fresh
 * loads, and filter latency (a change of portfolio type, currency or hide-empty, made as a
 * client-side navigation like the page's own → the frame painted with the updated table).
 *
 * The wallets are synthetic (seeded, so every run serves the same ones) and served to the
 * browser by answering its GET /platform/wallets: what is measured is the page's own work, on
 * the production build against the real server for everything else (`npm run build` first).
 * BENCH_UI_PORT chooses the port (default 4602). `npm run bench:holdings` runs this, then holdings-server.bench.ts.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { holdingOf, shownHoldings } from '../../src/features/holdings/holdings';
import type { HoldingsSearch } from '../../src/features/holdings/holdings-search';
import { portfoliosResponseSchema } from '../../src/shared/contracts/portfolios';
import { walletsResponseSchema } from '../../src/shared/contracts/wallets';
import {
  wirePortfoliosResponseSchema,
  wireWalletsResponseSchema,
} from '../../src/shared/contracts/wire-schemas';
import { formatMs, percentile } from '../../src/server/bench/percentiles';
import { currencyCatalog } from '../../src/sandbox/seed/currency-catalog';
import { signIn } from '../people';
import { startScaleServer } from './scale-server';
import { syntheticWallets } from './synthetic-wallets';

const PORT = Number(process.env.BENCH_UI_PORT ?? 4602);
const SIZES = [1000, 10_000];
const PAINT_RUNS = 7;
const FILTER_CHANGES = 30;
const FIRST_PAINT_GOAL_MS = 150;
const FILTER_GOAL_MS = 50;
const CHROMIUM = '/usr/bin/chromium';

const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'MISSED');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const isWallets = (url: URL) => url.pathname === '/platform/wallets';

interface Served {
  body: string;
  /** How many rows the page shows for a search, by the page's own functions. */
  rowsFor(search: HoldingsSearch): number;
}

/** The wallets served, checked against the provider's exact contract, and the rows they make. */
function serve(count: number, portfoliosBody: unknown): Served {
  const { portfolios } = wirePortfoliosResponseSchema.parse(portfoliosBody);
  const body = JSON.stringify(
    wireWalletsResponseSchema.parse({ wallets: syntheticWallets({ count, portfolios }) }),
  );
  const byId = new Map(
    portfoliosResponseSchema
      .parse(portfoliosBody)
      .portfolios.map((portfolio) => [portfolio.portfolioId, portfolio]),
  );
  const holdings = walletsResponseSchema
    .parse(JSON.parse(body))
    .wallets.map((wallet) => holdingOf(wallet, byId));
  return { body, rowsFor: (search) => shownHoldings(holdings, search).length };
}

/**
 * Runs in the page before its own scripts: notes when the wallets answer has fully arrived, and
 * when the first frame with `rows` table rows is painted (a task queued from requestAnimationFrame
 * runs after that frame).
 */
function watchFirstPaint(rows: number) {
  const bench: { arrivedAt?: number; paintedAt?: number; seen?: boolean } = {};
  Reflect.set(window, '__holdingsBench', bench);
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, window.location.href).pathname === '/platform/wallets') {
      await response.clone().arrayBuffer();
      bench.arrivedAt = performance.now();
    }
    return response;
  };
  new MutationObserver((_, observer) => {
    const table = document.querySelector('table[aria-label="Wallets"]');
    if (table?.getAttribute('aria-rowcount') !== String(rows + 1)) return;
    if (!table.querySelector('tbody tr[data-row-index]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (bench.paintedAt = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** A fresh load of /holdings; the wallets are answered once the portfolios have arrived. */
async function firstPaint(browser: Browser, baseUrl: string, count: number) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, baseURL: baseUrl });
  await signIn(page.request, 'olivia-grant');
  const portfoliosBody: unknown = await (await page.request.get('/platform/portfolios')).json();
  const served = serve(count, portfoliosBody);
  // tsx keeps function names with a `__name` helper that evaluated page functions lack.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.addInitScript(watchFirstPaint, served.rowsFor({}));
  const runs: number[] = [];
  for (let run = 0; run < PAINT_RUNS; run += 1) {
    // Held until the portfolios are in, so the figure starts with all of the page's data in hand.
    const portfolios = page
      .waitForEvent(
        'requestfinished',
        (request) => new URL(request.url()).pathname === '/platform/portfolios',
      )
      // A page closed by a failure ends the wait too; the failure is what is reported.
      .catch(() => undefined);
    await page.unroute(isWallets);
    await page.route(isWallets, async (route) => {
      await portfolios;
      await route.fulfill({ contentType: 'application/json', body: served.body });
    });
    await page.goto('/holdings');
    const handle = await page.waitForFunction(
      () => {
        const bench: unknown = Reflect.get(window, '__holdingsBench');
        const at = (key: string) => Number(Reflect.get(Object(bench), key));
        return Number.isFinite(at('paintedAt')) && at('paintedAt') - at('arrivedAt');
      },
      undefined,
      { timeout: 120_000 },
    );
    runs.push(Number(await handle.jsonValue()));
  }
  // What the page drew besides the virtualized table: the size the browser lays out.
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { page, served, runs, elements };
}

/** Filter searches the page can be in, each with a row count unlike the one before it. */
function filterChanges(served: Served): HoldingsSearch[] {
  const searches: HoldingsSearch[] = [];
  const types = ['custody', 'trading', 'trading-vault', 'clearloop', 'external'] as const;
  for (const portfolioType of types)
    searches.push({ portfolioType }, { portfolioType, hideEmpty: true });
  for (const currency of ['BTC', 'ETH', 'USDC', 'NEAR', 'USDT2'])
    searches.push(
      { currency },
      { currency, hideEmpty: true },
      { currency, portfolioType: 'custody' },
    );
  searches.push({ hideEmpty: true }, {});
  const shown = searches.filter((search) => served.rowsFor(search) > 0);
  const changes: HoldingsSearch[] = [];
  let previous = served.rowsFor({});
  for (let index = 0; changes.length < FILTER_CHANGES; index += 1) {
    const search = shown[index % shown.length] ?? {};
    if (served.rowsFor(search) === previous) continue;
    changes.push(search);
    previous = served.rowsFor(search);
  }
  return changes;
}

/** Navigates the open page to `search` client-side, and times it to the updated table painted. */
async function filterTime(page: Page, search: HoldingsSearch, rows: number): Promise<number> {
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return page.evaluate(
    ({ query, rows }) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const table = document.querySelector('table[aria-label="Wallets"]');
          if (table?.getAttribute('aria-rowcount') !== String(rows + 1)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        const state: unknown = window.history.state;
        window.history.pushState(state, '', `/holdings${query ? `?${query}` : ''}`);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }),
    { query, rows },
  );
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run npm run build');
  const server = await startScaleServer(PORT, { SANDBOX_DATA_DIR: 'memory', LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      `Holdings UI benchmark: production build in headless Chromium. The wallets are SYNTHETIC (seeded, spread over the sandbox's portfolios, ${currencyCatalog.length} currency-network pairs and numbered copies of them, balances up to 18 decimals, some empty, some reserved or staked) and served to the browser in place of GET /platform/wallets; the rest of the page talks to the real server.\n`,
    );
    for (const count of SIZES) {
      const { page, served, runs, elements } = await firstPaint(browser, server.baseUrl, count);
      const paints = sorted(runs);
      const paintP50 = percentile(paints, 50);
      console.log(
        `${count.toLocaleString('en')} wallets, first paint (wallets answer in → table rows painted), ${PAINT_RUNS} loads: median ${formatMs(paintP50).trim()} ms, p95 ${formatMs(percentile(paints, 95)).trim()} ms — goal (median) ≤ ${FIRST_PAINT_GOAL_MS} ms: ${verdict(paintP50, FIRST_PAINT_GOAL_MS)}`,
      );
      console.log(
        `${count.toLocaleString('en')} wallets, page size once painted: ${elements.toLocaleString('en')} elements (the wallets table draws only its visible rows; both totals draw every line)`,
      );
      const filters: number[] = [];
      for (const search of filterChanges(served)) {
        filters.push(await filterTime(page, search, served.rowsFor(search)));
      }
      const filtered = sorted(filters);
      const filterP95 = percentile(filtered, 95);
      console.log(
        `${count.toLocaleString('en')} wallets, filter (URL change → updated table painted), ${filters.length} changes: p50 ${formatMs(percentile(filtered, 50)).trim()} ms, p95 ${formatMs(filterP95).trim()} ms, max ${formatMs(Math.max(...filters)).trim()} ms — goal p95 ≤ ${FILTER_GOAL_MS} ms: ${verdict(filterP95, FILTER_GOAL_MS)}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
