/**
 * UI figures of the orders list over a sandbox seeded with 10,000 orders, measured in
 * Chromium: data arrival → first rendered rows (1,000 and 10,000 rows), input-to-paint
 * latency while typing in the search filter, and frame times while scrolling the table.
 *
 * Uses the production server when a build exists (`npm run build` first), otherwise the
 * Vite dev server (React's development build: slower, and said so in the output).
 * BENCH_UI_PORT chooses the port (default 4602); BENCH_SERVER=dev forces the dev server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { signedHeaders } from '../../src/server/platform/signing';
import { sandboxIdentities } from '../../src/sandbox/identities';
import { signIn } from '../people';
import { wireOrdersResponseSchema } from '../../src/shared/contracts/wire-schemas';

const PORT = Number(process.env.BENCH_UI_PORT ?? 4602);
const BASE = `http://127.0.0.1:${PORT}`;
const SEED_ORDERS = 10_000;
const RUNS = 3;
const RENDER_TARGET_MS = 300;
const INPUT_TARGET_MS = 100;
const useDev = process.env.BENCH_SERVER === 'dev' || !existsSync('dist/index.html');

function startServer(): ChildProcess {
  const command = useDev
    ? [
        'node_modules/vite/bin/vite.js',
        '--port',
        String(PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ]
    : ['--import', 'tsx', 'src/server/main.ts'];
  return spawn('node', command, {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: useDev ? 'development' : 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: 'memory',
      SANDBOX_SEED_ORDERS: String(SEED_ORDERS),
      // The bench loads pages far faster than an operator; the provider's limit would throttle it.
      SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000',
    },
  });
}

async function waitForServer(timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${BASE} within ${timeoutMs / 1000} s`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Navigates the open app (client-side, as a filter change does) to `search`, and returns the
 * time from the orders response's last byte to the first frame painted with `rows` rows.
 * Timing a client-side change keeps page and module loading out of the figure.
 */
async function renderAfterNavigation(page: Page, search: string, rows: number) {
  return page.evaluate(
    ({ search, rows }) =>
      new Promise<{ render: number; api: number }>((resolve, reject) => {
        const done = () => {
          const entry = performance
            .getEntriesByType('resource')
            .filter((item) => item instanceof PerformanceResourceTiming)
            .filter((item) => item.name.includes(`/platform/orders${search}`))
            .pop();
          if (!entry) return reject(new Error(`no request for ${search}`));
          resolve({
            render: performance.now() - entry.responseEnd,
            api: entry.responseEnd - entry.requestStart,
          });
        };
        const observer = new MutationObserver(() => {
          const table = document.querySelector('table[aria-label="Orders"]');
          if (table?.getAttribute('aria-rowcount') !== String(rows + 1)) return;
          if (!table.querySelector('tbody tr[data-row-index]')) return;
          observer.disconnect();
          // rAF runs before the frame is painted; a task queued from it runs after.
          requestAnimationFrame(() => setTimeout(done, 0));
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        const state: unknown = window.history.state;
        window.history.pushState(state, '', `/orders${search}`);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }),
    { search, rows },
  );
}

async function renderTime(
  page: Page,
  limit: number,
  rows: number,
): Promise<{ render: number; api: number }[]> {
  const runs: { render: number; api: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A different offset each run, so each run fetches (nothing is served from the cache).
    const search = `?orderTypes=withdraw,deposit&offset=${run}&limit=${limit}`;
    runs.push(await renderAfterNavigation(page, search, Math.min(limit, rows - run)));
    await page.goto(`${BASE}/orders`);
    await page.waitForSelector('table[aria-label="Orders"] tbody tr[data-row-index]');
  }
  return runs;
}

/** Per keystroke: keydown → the frame after it painted (what the operator sees). */
async function inputLatency(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    Reflect.set(window, '__inputSamples', samples);
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  });
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.click();
  // Typing pauses in between, so the debounced search runs and re-renders the list mid-way.
  for (const chunk of ['0xa1b2c3', 'd4e5f6', '7788']) {
    await page.keyboard.type(chunk, { delay: 90 });
    await page.waitForTimeout(1200);
  }
  return page.evaluate(() => {
    const samples: unknown = Reflect.get(window, '__inputSamples');
    return Array.isArray(samples) ? samples.filter((value) => typeof value === 'number') : [];
  });
}

/** Frame-to-frame times while the table scrolls continuously for two seconds. */
async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const scroller = document.querySelector('[data-testid="data-table-scroll"]');
        if (!scroller) throw new Error('no table scroll area');
        const frames: number[] = [];
        let last = performance.now();
        const end = last + 2000;
        const step = (now: number) => {
          frames.push(now - last);
          last = now;
          scroller.scrollTop += 60;
          if (now < end) requestAnimationFrame(step);
          else resolve(frames.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
}

/** How many orders GET /orders can list in this store (withdrawals and deposits), page by page. */
async function countListable(): Promise<number> {
  const treasury = sandboxIdentities.find((identity) => identity.id === 'treasury');
  if (!treasury) throw new Error('The sandbox has no treasury identity');
  let total = 0;
  for (let offset = 0; ; offset += 1000) {
    const path = `/platform/orders?orderTypes=withdraw,deposit&offset=${offset}&limit=1000`;
    const response = await fetch(`${BASE}${path}`, {
      headers: signedHeaders(treasury, { method: 'GET', path, body: '' }),
    });
    const { orders } = wireOrdersResponseSchema.parse(await response.json());
    total += orders.length;
    if (orders.length < 1000) return total;
  }
}

async function openList(browser: Browser, rows: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, baseURL: BASE });
  await signIn(page.request, 'olivia-grant');
  // tsx keeps function names with a `__name` helper that evaluated page functions lack.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.goto(`${BASE}/orders?limit=${rows}`);
  await page.waitForSelector(`table[aria-label="Orders"][aria-rowcount="${rows + 1}"]`, {
    timeout: 120_000,
  });
  return page;
}

async function main(): Promise<void> {
  const server = startServer();
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      console.log(
        `Orders UI benchmark: ${SEED_ORDERS.toLocaleString('en-US')} seeded orders, ${useDev ? 'DEV server (React development build)' : 'production build'}, median of ${RUNS} runs\n`,
      );
      const listable = await countListable();
      console.log(`listable orders (withdraw and deposit): ${listable.toLocaleString('en-US')}\n`);
      const page = await openList(browser, 50);
      for (const limit of [1000, 10_000]) {
        const runs = await renderTime(page, limit, listable);
        const render = median(runs.map((entry) => entry.render));
        console.log(
          `render ${Math.min(limit, listable).toLocaleString('en-US').padStart(6)} rows: data arrival → first rows painted ${ms(render)}` +
            ` (target ≤ ${RENDER_TARGET_MS} ms: ${render <= RENDER_TARGET_MS ? 'met' : 'MISSED'}); API ${ms(median(runs.map((entry) => entry.api)))}`,
        );
      }
      await page.close();
      for (const rows of [1000, 10_000]) {
        const page = await openList(browser, Math.min(rows, listable));
        const latency = await inputLatency(page);
        const p95 = percentile(latency, 95);
        console.log(
          `search input, ${rows.toLocaleString('en-US').padStart(6)} rows: input → paint p50 ${ms(percentile(latency, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...latency))}` +
            ` over ${latency.length} keys (target ≤ ${INPUT_TARGET_MS} ms: ${p95 <= INPUT_TARGET_MS ? 'met' : 'MISSED'})`,
        );
        await page.close();
      }
      for (const rows of [1000, 10_000]) {
        const page = await openList(browser, Math.min(rows, listable));
        const frames = await scrollFrames(page);
        const slow = frames.filter((frame) => frame > 25).length;
        console.log(
          `scroll ${rows.toLocaleString('en-US').padStart(6)} rows: frame time mean ${ms(frames.reduce((a, b) => a + b, 0) / frames.length)}, p95 ${ms(percentile(frames, 95))}, max ${ms(Math.max(...frames))}, ${slow}/${frames.length} frames over 25 ms`,
        );
        await page.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

await main();
