import { z } from 'zod';
import { benchOrderCount } from './bench-seed';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { inMemory, openSandboxDatabase } from '../db/open-database';
import { createSandboxApp } from '../sandbox-app';
import { sandboxClient } from '../testing/sandbox-client';
import { wirePortfoliosResponseSchema } from '../../shared/contracts/wire-schemas';

/**
 * API latency over a large store: seeds an in-memory sandbox with
 * SANDBOX_SEED_ORDERS orders (default 100,000), then times the main list
 * endpoints end to end (signature check, parsing, query, JSON) and prints
 * p50/p95 per case. A benchmark, not a test: it prints numbers and judges
 * nothing but the stated target.
 */
const ORDER_COUNT = benchOrderCount();
const RUNS = z.coerce.number().int().min(5).default(40).parse(process.env.BENCH_RUNS);
const TARGET_P95_MS = 50;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const seedStarted = performance.now();
  const db = await openSandboxDatabase({ location: inMemory, seed: { orderCount: ORDER_COUNT } });
  console.log(
    `Seeded ${ORDER_COUNT.toLocaleString('en')} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const client = sandboxClient(createSandboxApp({ db, rateLimitPer5Min: 1_000_000 }));
  const { portfolios } = wirePortfoliosResponseSchema.parse(await client.json('/portfolios'));
  const treasury =
    portfolios.find((entry) => entry.portfolioName === 'Treasury Vault')?.portfolioId ?? '';
  const weekAgo = Date.now() - 7 * 86_400_000;
  const loans = `/organizations/${SANDBOX_ORGANIZATION_ID}/loans`;

  const cases: { name: string; path: string; filteredPage?: boolean }[] = [
    {
      name: 'GET /orders (no filter, page of 200)',
      path: '/orders?orderTypes=withdraw,deposit&limit=200',
    },
    {
      name: 'GET /orders (no filter, default limit 1000)',
      path: '/orders?orderTypes=withdraw,deposit',
    },
    {
      name: 'GET /orders (status, page of 200)',
      path: '/orders?orderTypes=withdraw&statuses=executed&limit=200',
      filteredPage: true,
    },
    {
      name: 'GET /orders (portfolio + currency + 7 days, page of 200)',
      path: `/orders?orderTypes=withdraw,deposit&portfolioIds=${treasury}&currencies=BTC,ETH&createdAtFrom=${weekAgo}&limit=200`,
      filteredPage: true,
    },
    {
      name: 'GET /orders (rare status, page of 200)',
      path: '/orders?orderTypes=withdraw,deposit&statuses=co-sign-require,master-password-required&limit=200',
      filteredPage: true,
    },
    {
      name: 'GET /orders (page 50 at offset 10,000)',
      path: '/orders?orderTypes=withdraw,deposit&offset=10000&limit=200',
      filteredPage: true,
    },
    {
      name: 'GET /orders (searchQuery, no match)',
      path: '/orders?orderTypes=withdraw,deposit&searchQuery=0xdeadbeef&limit=200',
      filteredPage: true,
    },
    { name: 'GET /clearloop/settlements (page of 200)', path: '/clearloop/settlements?limit=200' },
    { name: 'GET /clearloop/settlements (cycles=1)', path: '/clearloop/settlements?cycles=1' },
    {
      name: 'GET /clearloop/settlements (status not in, desc)',
      path: '/clearloop/settlements?clearLoopSettlementStatusesNotIn=completed&sortDirection=desc&limit=200',
      filteredPage: true,
    },
    { name: 'GET /organizations/{id}/loans (page of 200)', path: `${loans}?limit=200` },
    {
      name: 'GET /organizations/{id}/loans (open, every include)',
      path: `${loans}?isOpen=true&includeCollaterals=true&includeCounterparties=true&includeChildLoans=true&includeLoanAllocations=true&includeLoanInterest=true&limit=200`,
      filteredPage: true,
    },
  ];

  const rows: { name: string; p50: number; p95: number; items: number; filteredPage: boolean }[] =
    [];
  for (const entry of cases) {
    const warm = await client.call(entry.path);
    if (warm.status !== 200) throw new Error(`${entry.path}: ${warm.status} ${await warm.text()}`);
    const body: unknown = await warm.json();
    const items = z.record(z.string(), z.unknown()).parse(body);
    const list = Object.values(items).find(Array.isArray);
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await client.call(entry.path);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      name: entry.name,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      items: Array.isArray(list) ? list.length : 0,
      filteredPage: entry.filteredPage === true,
    });
  }
  await db.close();

  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\n${'endpoint'.padEnd(width)}  items   p50 ms   p95 ms   (${RUNS} runs each)`);
  for (const row of rows) {
    const flag = row.filteredPage && row.p95 > TARGET_P95_MS ? '  over target' : '';
    console.log(
      `${row.name.padEnd(width)}  ${String(row.items).padStart(5)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}${flag}`,
    );
  }
  const worst = Math.max(...rows.filter((row) => row.filteredPage).map((row) => row.p95));
  console.log(
    `\nTarget: p95 ≤ ${TARGET_P95_MS} ms for a filtered page of 200. Worst filtered p95: ${worst.toFixed(1)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
