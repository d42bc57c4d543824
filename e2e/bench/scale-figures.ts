import { chromium, type Browser } from '@playwright/test';
import { signedHeaders } from '../../src/server/platform/signing';
import { sandboxIdentities } from '../../src/sandbox/identities';
import { signIn } from '../people';
import type { ScaleServer } from './scale-server';

const risk = sandboxIdentities.find((identity) => identity.id === 'risk');

/** One GET signed with the read-only demo key, timed to its last byte. */
async function timedGet(baseUrl: string, path: string): Promise<{ ms: number; status: number }> {
  if (risk === undefined) throw new Error('No read-only demo identity');
  const headers = signedHeaders(risk, { method: 'GET', path, body: '' });
  const started = performance.now();
  const response = await fetch(baseUrl + path, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface Latency {
  p50: number;
  p95: number;
}

/** `runs` sequential requests after a warm-up: p50 and p95. */
export async function latencyOf(baseUrl: string, path: string, runs: number): Promise<Latency> {
  for (let warm = 0; warm < 3; warm += 1) {
    const { status } = await timedGet(baseUrl, path);
    if (status !== 200) throw new Error(`${path}: ${status}`);
  }
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) timings.push((await timedGet(baseUrl, path)).ms);
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

export interface ExportFigures {
  rows: number;
  seconds: number;
  browserPeakHeapMiB: number;
  serverPeakMiB: number;
}

/**
 * The orders page's "Export CSV" in Chromium, signed in as a demo person, for
 * `search`: rows, time to the download, the page's peak JS heap (sampled through
 * the DevTools protocol) and the server's peak memory.
 */
export async function browserExport(server: ScaleServer, search: string): Promise<ExportFigures> {
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page.request, 'henrik-larsen');
    await page.goto(`/orders?${search}`);
    await page.getByRole('table', { name: 'Orders' }).waitFor({ timeout: 120_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let peak = 0;
    const sample = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
    };
    const sampler = setInterval(() => void sample().catch(() => undefined), 250);
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 60 * 60_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await download;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await sample();
    const done = await page.getByText(/^Exported [\d,]+ orders/).textContent();
    return {
      rows: Number(/Exported ([\d,]+) orders/.exec(done ?? '')?.[1]?.replace(/,/g, '') ?? 'NaN'),
      seconds,
      browserPeakHeapMiB: peak / (1024 * 1024),
      serverPeakMiB: await server.peakMemoryMiB(),
    };
  } finally {
    await browser.close();
  }
}
