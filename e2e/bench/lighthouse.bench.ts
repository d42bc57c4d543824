/**
 * Lighthouse (desktop preset, performance only) on the production build for the main pages,
 * signed in as a demo person: score, LCP, TBT, CLS and the JS transferred on a cold load, each
 * beside its goal. Runs the system Chromium; nothing is downloaded. `npm run build` first.
 *
 * BENCH_PORT chooses the server's port (default 4605); LIGHTHOUSE_RUNS the runs per page
 * (default 3, the median is printed); the figures are also saved as JSON (LIGHTHOUSE_JSON,
 * default e2e/bench/results/lighthouse.json) to compare runs.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { request } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { z } from 'zod';
import { signIn } from '../people';
import { startServer } from '../server-process';

const PORT = Number(process.env.BENCH_PORT ?? 4605);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUTPUT = process.env.LIGHTHOUSE_JSON ?? 'e2e/bench/results/lighthouse.json';
const PAGES = ['/orders', '/co-sign', '/clearloop/exchanges', '/loans', '/loans/risk'];
const CHROMIUM = '/usr/bin/chromium';
const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const goals = { score: 95, cls: 0.02, jsKb: 200 };

const resourceRows = z.array(
  z.object({ resourceType: z.string(), transferSize: z.number() }).loose(),
);

interface PageFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function sessionCookie(baseUrl: string): Promise<string> {
  const context = await request.newContext({ baseURL: baseUrl });
  try {
    await signIn(context, 'olivia-grant');
    const { cookies } = await context.storageState();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.dispose();
  }
}

async function audit(
  url: string,
  port: number,
  cookie: string,
): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The session cookie on every request: the page loads as the signed-in person sees it.
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended at ${finalPath}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = resourceRows.parse(details && 'items' in details ? details.items : []);
  const jsBytes = requests
    .filter((row) => row.resourceType === 'Script')
    .reduce((sum, row) => sum + row.transferSize, 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
  };
}

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

function print(rows: PageFigures[]): void {
  console.log(
    `${'page'.padEnd(22)}${'score'.padStart(7)}${'LCP'.padStart(10)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'JS'.padStart(11)}  goals (score ≥ ${goals.score}, CLS ≤ ${goals.cls}, JS ≤ ${goals.jsKb} KB)`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(22)}${String(row.score).padStart(7)}${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(10)}${`${Math.round(row.tbtMs)} ms`.padStart(9)}${row.cls.toFixed(3).padStart(8)}${`${row.jsKb.toFixed(0)} KB`.padStart(11)}  ` +
        `score ${mark(row.score >= goals.score)}, CLS ${mark(row.cls <= goals.cls)}, JS ${mark(row.jsKb <= goals.jsKb)}`,
    );
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('No build in dist/: run `npm run build` first');
  const server = await startServer(PORT, {
    // Lighthouse reloads pages far faster than an operator; the provider's limit would throttle it.
    SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000',
  });
  const chrome = await launch({
    chromePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    chromeFlags: [
      '--headless=new',
      ...(runningAsRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const cookie = await sessionCookie(server.baseUrl);
    console.log(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : '(1 run)'}, desktop preset, production build, signed in\n`,
    );
    const rows: PageFigures[] = [];
    for (const page of PAGES) {
      const runs: Omit<PageFigures, 'page'>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await audit(`${server.baseUrl}${page}`, chrome.port, cookie));
      }
      rows.push({
        page,
        score: median(runs.map((run) => run.score)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        jsKb: median(runs.map((run) => run.jsKb)),
      });
    }
    print(rows);
    await mkdir(path.dirname(OUTPUT), { recursive: true });
    await writeFile(
      OUTPUT,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, pages: rows }, null, 2)}\n`,
    );
    console.log(`\nsaved ${OUTPUT}`);
  } finally {
    chrome.kill();
    await server.kill();
  }
}

await main();
