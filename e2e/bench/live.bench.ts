/**
 * Live-event figures, against a production server of its own (`npm run build` first):
 * - from a sandbox change (an order placed) to the row painted in an open orders list,
 *   through webhook, store, live stream and refetch: p50 and p95 (goal p95 ≤ 1 s);
 * - requests an idle orders tab makes in 5 minutes while the stream is healthy (goal ≤ 10);
 * - the server's memory with 1,000 open streams.
 * BENCH_LIVE_PORT chooses the port (default 4612).
 */
import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { signIn } from '../people';
import { startServer } from '../server-process';
import {
  wireCryptoAddressesResponseSchema,
  wirePortfoliosResponseSchema,
} from '../../src/shared/contracts/wire-schemas';

const PORT = Number(process.env.BENCH_LIVE_PORT ?? 4612);
const SAMPLES = 20;
const STREAMS = 1_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The server's resident memory once it has settled: the least of a few readings. */
async function residentMb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let reading = 0; reading < 5; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    readings.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
  }
  return Math.min(...readings);
}

/** Resolves when a row with `text` is painted in the page's orders table. */
function paintOf(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        // No named helpers in here: the page runs this text as it is.
        const observer = new MutationObserver(() => {
          if (document.querySelector('table')?.textContent.includes(wanted) === true) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

async function main(): Promise<void> {
  const server = await startServer(PORT, { SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await signIn(page.request, 'olivia-grant');
    const { portfolios } = wirePortfoliosResponseSchema.parse(
      await (await page.request.get('/platform/portfolios')).json(),
    );
    const { cryptoAddresses } = wireCryptoAddressesResponseSchema.parse(
      await (await page.request.get('/platform/crypto-addresses')).json(),
    );
    const portfolioId = portfolios.find(
      (entry) => entry.portfolioName === 'Client Payments',
    )?.portfolioId;
    const toCryptoAddressId = cryptoAddresses.find(
      (entry) => entry.name === 'Kraken BTC deposit',
    )?.cryptoAddressId;

    await page.goto('/orders');
    await page.getByRole('status', { name: /^Live/ }).waitFor();
    const latencies: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const amount = `0.000${String(100 + sample)}7`;
      const painted = paintOf(page, amount);
      const sent = Date.now();
      await page.request.post('/platform/orders', {
        data: {
          orderType: 'withdraw',
          externalOrderId: `bench-live-${Date.now()}-${sample}`,
          portfolioId,
          baseCurrency: 'BTC',
          amount,
          toCryptoAddressId,
        },
      });
      latencies.push((await painted) - sent);
      await page.waitForTimeout(300);
    }
    console.log(
      `Change → row painted (${SAMPLES} orders placed): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (goal p95 ≤ 1000 ms: ${percentile(latencies, 95) <= 1000 ? 'met' : 'missed'})`,
    );

    // An idle tab for 5 minutes of its own clock: every timer it has runs as it would.
    const idle = await context.newPage();
    await idle.clock.install();
    await idle.goto('/orders');
    await idle.getByRole('status', { name: /^Live/ }).waitFor();
    let requests = 0;
    idle.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/platform/') || path.startsWith('/api/')) requests += 1;
    });
    await idle.clock.runFor('05:00');
    console.log(
      `Idle orders tab, 5 minutes with a healthy stream: ${requests} requests (goal ≤ 10: ${requests <= 10 ? 'met' : 'missed'})`,
    );

    const cookie = (await context.cookies())
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    const pid = server.process.pid ?? 0;
    const before = await residentMb(pid);
    const streams = await Promise.all(
      Array.from(
        { length: STREAMS },
        () =>
          new Promise<() => void>((resolve, reject) => {
            const opened = httpRequest(
              `${server.baseUrl}/api/events`,
              { headers: { cookie } },
              (response) => {
                response.once('data', () => resolve(() => opened.destroy()));
              },
            );
            opened.on('error', reject);
            opened.end();
          }),
      ),
    );
    const after = await residentMb(pid);
    console.log(
      `${STREAMS} open streams: server memory ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (${(((after - before) * 1024) / STREAMS).toFixed(1)} KB per stream)`,
    );
    for (const close of streams) close();
  } finally {
    await browser.close();
    await server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
