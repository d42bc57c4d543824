/**
 * Our orders table beside AG Grid Community and mantine-datatable, on the same order rows in one
 * harness page (e2e/bench/grid: its own Vite build, never part of the app's). For 1,000, 10,000
 * and 100,000 rows, in one headless Chromium, median of GRID_RUNS runs (default 5): data in hand
 * → first rows painted, a quick-filter keystroke → painted, sort by amount (exact decimal) →
 * painted, scrolling top to bottom in 100 steps (frame times, then main-thread CPU time on a
 * second, traced pass), and the JS heap after mount. A grid that does
 * not finish a size within 60 s is reported as such. Saves the figures as JSON (GRID_JSON,
 * default e2e/bench/results/grid.json). BENCH_PORT chooses the harness's port (default 4606);
 * GRID_RUNS, GRID_SIZES and GRID_ONLY narrow a run while iterating; GRID_REPORT=file prints a
 * saved run again (to compare two runs, print each).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { z } from 'zod';
import { gridNames, printReport, type GridFigures, type RunFigures } from './grid-report';

const HARNESS = 'e2e/bench/grid';
const PORT = Number(process.env.BENCH_PORT ?? 4606);
const RUNS = Number(process.env.GRID_RUNS ?? 5);
const OUTPUT = process.env.GRID_JSON ?? 'e2e/bench/results/grid.json';
const SIZES = (process.env.GRID_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** GRID_ONLY=ours,ag-grid runs some grids only, while iterating. */
const GRIDS = gridNames.filter((grid) => (process.env.GRID_ONLY ?? grid).split(',').includes(grid));
const LIMIT_MS = 60_000;
const SCROLL_STEPS = 100;
const CHROMIUM = '/usr/bin/chromium';

const milliseconds = z.number().nonnegative();
const frameList = z.array(z.number());
const savedRun = z.object({
  runs: z.number(),
  figures: z.array(
    z.object({
      grid: z.enum(gridNames),
      rows: z.number(),
      outcome: z.enum(['done', 'too-slow', 'skipped']),
      runs: z.array(
        z.object({
          mountMs: z.number(),
          heapBytes: z.number(),
          keystrokeMs: frameList,
          sortMs: z.number(),
          frames: frameList,
          scrollCpuMs: z.number().optional(),
        }),
      ),
    }),
  ),
});

class TooSlow extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow(`over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const traceSchema = z.object({
  traceEvents: z.array(
    z.object({
      name: z.string(),
      pid: z.number().optional(),
      tid: z.number().optional(),
      /** Thread (CPU) time of a complete event, in µs. */
      tdur: z.number().optional(),
      args: z.unknown(),
    }),
  ),
});
const threadName = z.object({ name: z.string() });

/** Main-thread CPU time, in ms, of the renderer while `work` runs: its tasks' thread time. */
async function rendererCpuMs(browser: Browser, page: Page, work: () => Promise<unknown>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await work();
  const { traceEvents } = traceSchema.parse(JSON.parse((await browser.stopTracing()).toString()));
  const thread = (event: { pid?: number; tid?: number }) => `${event.pid}:${event.tid}`;
  const mainThreads = new Set(
    traceEvents
      .filter(
        (event) =>
          event.name === 'thread_name' &&
          threadName.safeParse(event.args).data?.name === 'CrRendererMain',
      )
      .map(thread),
  );
  const cpuUs = traceEvents
    .filter((event) => event.name === 'RunTask' && mainThreads.has(thread(event)))
    .reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  return cpuUs / 1000;
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** One run: a fresh page, then every measure in turn on it. */
async function oneRun(browser: Browser, baseUrl: string, grid: string, rows: number) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  try {
    await page.goto(`${baseUrl}/?grid=${grid}&rows=${rows}`);
    await page.waitForFunction('window.gridBench && window.gridBench.ready', undefined, {
      timeout: LIMIT_MS,
    });
    return await within(
      LIMIT_MS,
      (async (): Promise<RunFigures> => {
        const mountMs = milliseconds.parse(await page.evaluate('window.gridBench.mount()'));
        const heapBytes = await heapAfterGc(page);
        const keystrokeMs = frameList.parse(
          await page.evaluate('window.gridBench.filterKeystrokes()'),
        );
        const sortMs = milliseconds.parse(await page.evaluate('window.gridBench.sort()'));
        const scroll = () => page.evaluate(`window.gridBench.scroll(${SCROLL_STEPS})`);
        const frames = frameList.parse(await scroll());
        // Traced apart from the timed pass, so tracing adds nothing to its frames.
        const scrollCpuMs = await rendererCpuMs(browser, page, scroll);
        return { mountMs, heapBytes, keystrokeMs, sortMs, frames, scrollCpuMs };
      })(),
    );
  } finally {
    // A page still busy past the limit is closed with its work.
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  }
}

async function main(): Promise<void> {
  if (process.env.GRID_REPORT) {
    const saved = savedRun.parse(JSON.parse(await readFile(process.env.GRID_REPORT, 'utf8')));
    printReport(saved.figures, {
      runs: saved.runs,
      limitSeconds: LIMIT_MS / 1000,
      scrollSteps: SCROLL_STEPS,
    });
    return;
  }
  const outDir = path.resolve(HARNESS, 'dist');
  // The harness's own build: production React, nothing shared with the app's dist/.
  await build({
    configFile: false,
    root: HARNESS,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const server = await preview({
    configFile: false,
    root: HARNESS,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  });
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  const figures: GridFigures[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    for (const rows of SIZES) {
      for (const grid of GRIDS) {
        const earlier = figures.find((entry) => entry.grid === grid && entry.outcome !== 'done');
        if (earlier) {
          figures.push({ grid, rows, outcome: 'skipped', runs: [] });
          continue;
        }
        const runs: RunFigures[] = [];
        let outcome: GridFigures['outcome'] = 'done';
        for (let run = 0; run < RUNS && outcome === 'done'; run += 1) {
          try {
            runs.push(await oneRun(browser, baseUrl, grid, rows));
          } catch (error) {
            if (!(error instanceof TooSlow)) throw error;
            outcome = 'too-slow';
          }
        }
        figures.push({ grid, rows, outcome, runs });
        process.stderr.write(`  ${grid} ${rows}: ${outcome}\n`);
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  printReport(figures, { runs: RUNS, limitSeconds: LIMIT_MS / 1000, scrollSteps: SCROLL_STEPS });
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(
    OUTPUT,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, figures }, null, 2)}\n`,
  );
  console.log(`\nsaved ${OUTPUT}`);
}

await main();
