import { z } from 'zod';
import { holdingOf, orderedHoldings } from '../../src/features/holdings/holdings';
import { totalsByCurrency, totalsByPortfolio } from '../../src/features/holdings/holding-totals';
import { portfoliosResponseSchema } from '../../src/shared/contracts/portfolios';
import { walletsResponseSchema } from '../../src/shared/contracts/wallets';
import { wirePortfoliosResponseSchema } from '../../src/shared/contracts/wire-schemas';
import { benchPostgres } from '../../src/server/bench/throwaway-postgres';
import { formatMs, percentile } from '../../src/server/bench/percentiles';
import type { StoreLocation } from '../../src/store/open-store';
import {
  inMemory,
  openSandboxDatabase,
  resetSandboxData,
} from '../../src/sandbox/db/open-database';
import { listWallets, saveWallets } from '../../src/sandbox/db/wallets-repository';
import { createSandboxApp } from '../../src/sandbox/sandbox-app';
import { sandboxClient } from '../../src/sandbox/testing/sandbox-client';
import { syntheticWallets, walletKey } from './synthetic-wallets';

/**
 * The holdings page's server side at 10,000 wallets, on both engines: the sandbox seeded with a
 * few orders, its own wallets topped up with synthetic ones (through the sandbox's repository) to
 * BENCH_WALLETS, then GET /wallets end to end (signature check, query, JSON) and the page's
 * assembly of the answer (the shared wallets contract's parse, a holding per wallet, the page's
 * sort, the totals by currency and by portfolio), p50/p95 over BENCH_RUNS runs per engine.
 */
const WALLETS = z.coerce.number().int().min(1).default(10_000).parse(process.env.BENCH_WALLETS);
const RUNS = z.coerce.number().int().min(5).default(20).parse(process.env.BENCH_RUNS);
const ORDER_COUNT = 200;
const SCHEMA = 'bench_holdings';
const benchPool = { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 60_000 };

const row = (name: string, sorted: readonly number[]) =>
  `  ${name.padEnd(52)} ${formatMs(percentile(sorted, 50))}  ${formatMs(percentile(sorted, 95))}`;

async function measure(engine: string, location: StoreLocation): Promise<void> {
  await resetSandboxData(location, SCHEMA);
  const db = await openSandboxDatabase({
    location,
    schema: SCHEMA,
    seed: { orderCount: ORDER_COUNT },
  });
  try {
    const existing = await listWallets(db);
    const client = sandboxClient(createSandboxApp({ db, rateLimitPer5Min: 1_000_000 }));
    const portfoliosBody = await client.json('/portfolios');
    const { portfolios } = wirePortfoliosResponseSchema.parse(portfoliosBody);
    const added = syntheticWallets({
      count: WALLETS - existing.length,
      portfolios,
      taken: new Set(existing.map(walletKey)),
    });
    await db.transaction((tx) => saveWallets(tx, added));
    // As the page holds them: parsed with the shared contract, by id.
    const byId = new Map(
      portfoliosResponseSchema
        .parse(portfoliosBody)
        .portfolios.map((portfolio) => [portfolio.portfolioId, portfolio]),
    );

    const fetchMs: number[] = [];
    const assemblyMs: number[] = [];
    const totalMs: number[] = [];
    let listed = 0;
    // One run more than measured: the first warms the query plan and the JIT.
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const response = await client.call('/wallets');
      if (response.status !== 200) throw new Error(`GET /wallets: ${response.status}`);
      const body = await response.text();
      const fetched = performance.now();
      const { wallets } = walletsResponseSchema.parse(JSON.parse(body));
      const holdings = orderedHoldings(wallets.map((wallet) => holdingOf(wallet, byId)));
      totalsByCurrency(holdings);
      totalsByPortfolio(holdings);
      const assembled = performance.now();
      listed = holdings.length;
      if (run === 0) continue;
      fetchMs.push(fetched - started);
      assemblyMs.push(assembled - fetched);
      totalMs.push(assembled - started);
    }
    for (const list of [fetchMs, assemblyMs, totalMs]) list.sort((a, b) => a - b);
    console.log(
      `\n${engine}: ${listed.toLocaleString('en')} wallets listed (${existing.length} seeded, ${added.length.toLocaleString('en')} synthetic), ${portfolios.length} portfolios, ${RUNS} runs`,
    );
    console.log(`  ${''.padEnd(52)} ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}`);
    console.log(row('GET /wallets (signed request → whole JSON body)', fetchMs));
    console.log(row('assembly (parse, holdings, sort, totals ×2)', assemblyMs));
    console.log(row('both', totalMs));
  } finally {
    await db.close();
  }
  await resetSandboxData(location, SCHEMA);
}

async function main(): Promise<void> {
  console.log(
    `Holdings server benchmark: GET /wallets through the sandbox app in process, and the holdings page's assembly of its answer (the browser's own part is the UI figures printed before)`,
  );
  await measure('PGlite (in memory)', inMemory);
  const postgres = await benchPostgres();
  if (postgres === undefined) return;
  try {
    await measure('PostgreSQL', { engine: 'postgres', url: postgres.url, pool: benchPool });
  } finally {
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
