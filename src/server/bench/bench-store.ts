import { spawn } from 'node:child_process';
import { benchOrderCount } from '../../sandbox/bench/bench-seed';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { openSandboxDatabase } from '../../sandbox/db/open-database';
import { getOrder } from '../../sandbox/db/orders-repository';
import { createSandboxApp } from '../../sandbox/sandbox-app';
import { sandboxClient } from '../../sandbox/testing/sandbox-client';
import { openStore, type StoreLocation } from '../../store/open-store';
import { parseRows, type Database } from '../../store/sql-client';
import { formatMs, percentile } from './percentiles';
import { benchPostgres } from './throwaway-postgres';
import { wirePortfoliosResponseSchema } from '../../shared/contracts/wire-schemas';
import { tinyBtcWithdrawals } from './tiny-btc-withdrawal';

/**
 * The store's figures on both engines: list latency over a large store,
 * throughput of concurrent creates (each sent twice, as a double click
 * would), and acknowledged orders lost to kill -9. Prints numbers; judges
 * only the stated goals.
 */
const ORDER_COUNT = benchOrderCount();
const RUNS = z.coerce.number().int().min(10).default(200).parse(process.env.BENCH_RUNS);
const CREATES = 1_000;
const KILL_ROUNDS = 3;
const ACKS_PER_ROUND = 300;
const SCHEMA = 'sandbox_bench';
const benchPool = { poolSize: 20, connectTimeoutMs: 5_000, statementTimeoutMs: 60_000 };

async function listLatency(db: Database): Promise<string[]> {
  const client = sandboxClient(createSandboxApp({ db, rateLimitPer5Min: 100_000_000 }));
  const { portfolios } = wirePortfoliosResponseSchema.parse(await client.json('/portfolios'));
  const vault = portfolios.find((entry) => entry.portfolioName === 'Treasury Vault')?.portfolioId;
  const cases = [
    ['newest page of 200', '/orders?orderTypes=withdraw,deposit&limit=200'],
    ['one status, page of 200', '/orders?orderTypes=withdraw&statuses=executed&limit=200'],
    [
      'one portfolio, page of 200',
      `/orders?orderTypes=withdraw,deposit&portfolioIds=${vault}&limit=200`,
    ],
    ['page at offset 10,000', '/orders?orderTypes=withdraw,deposit&offset=10000&limit=200'],
  ] as const;
  const lines: string[] = [];
  for (const [name, path] of cases) {
    await client.json(path);
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await client.call(path);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    lines.push(
      `  GET /orders ${name.padEnd(28)} p50 ${formatMs(percentile(timings, 50))} ms  p95 ${formatMs(percentile(timings, 95))} ms  p99 ${formatMs(percentile(timings, 99))} ms`,
    );
  }
  return lines;
}

async function concurrentCreates(db: Database, label: string): Promise<string> {
  const client = sandboxClient(createSandboxApp({ db, rateLimitPer5Min: 100_000_000 }));
  const withdrawal = await tinyBtcWithdrawals(client);
  const prefix = `bench-create-${label}-${Date.now()}`;
  const body = (index: number) => withdrawal(`${prefix}-${index}`);
  const started = performance.now();
  // Every order is sent twice at once: exactly one of each pair may create it.
  const responses = await Promise.all(
    Array.from({ length: CREATES * 2 }, (_, index) =>
      client.call('/orders', { body: body(index % CREATES) }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const created = responses.filter((response) => response.status === 200).length;
  const duplicates = responses.filter((response) => response.status === 409).length;
  const busy = responses.filter((response) => response.status === 503).length;
  const other = responses.length - created - duplicates - busy;
  // An order is acknowledged when one of its two sends was answered 200.
  const acknowledged = new Set(
    responses.flatMap((response, index) =>
      response.status === 200 ? [`${prefix}-${index % CREATES}`] : [],
    ),
  );
  const { rows } = await db.query(
    `SELECT external_order_id, count(*)::int AS count FROM orders
     WHERE external_order_id LIKE $1 GROUP BY external_order_id`,
    [`${prefix}-%`],
  );
  const stored = parseRows(z.object({ external_order_id: z.string(), count: z.number() }), rows);
  const storedIds = new Set(stored.map((row) => row.external_order_id));
  const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
  const neverPlaced = CREATES - storedIds.size;
  const duplicated = stored.filter((row) => row.count > 1).length;
  return `  ${CREATES} orders, each sent twice at once: ${(stored.length / seconds).toFixed(0)} orders/s stored; ${created} created, ${duplicates} refused as duplicates, ${busy} refused as busy (503, Retry-After), ${other} other; in the store: ${lost} acknowledged and lost (goal 0), ${duplicated} duplicated (goal 0), ${neverPlaced} never placed (both sends refused, the client told)`;
}

async function killRounds(location: StoreLocation): Promise<string> {
  const acknowledged: string[] = [];
  for (let round = 1; round <= KILL_ROUNDS; round += 1) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/bench/write-orders-until-killed.ts'],
      {
        env: {
          ...process.env,
          STORE_LOCATION: JSON.stringify(location),
          STORE_SCHEMA: SCHEMA,
          WRITER_ROUND: `${Date.now()}-${round}`,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let acks = 0;
    for await (const line of createInterface({ input: child.stdout })) {
      if (line === 'ready') continue;
      acknowledged.push(line);
      acks += 1;
      if (acks >= ACKS_PER_ROUND) {
        child.kill('SIGKILL');
        break;
      }
    }
    await exited;
  }
  const db = await openSandboxDatabase({ location, schema: SCHEMA });
  try {
    let lost = 0;
    for (const orderId of acknowledged) if ((await getOrder(db, orderId)) === undefined) lost += 1;
    return `  kill -9 under steady writes (8 writers), ${KILL_ROUNDS} rounds: ${acknowledged.length} acknowledged, ${lost} lost (goal 0)`;
  } finally {
    await db.close();
  }
}

async function measure(name: string, location: StoreLocation): Promise<void> {
  console.log(`\n${name}`);
  const seedStarted = performance.now();
  const db = await openSandboxDatabase({
    location,
    schema: SCHEMA,
    seed: { orderCount: ORDER_COUNT },
  });
  console.log(
    `  seeded ${ORDER_COUNT.toLocaleString('en')} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  try {
    for (const line of await listLatency(db)) console.log(line);
    console.log(await concurrentCreates(db, name));
  } finally {
    await db.close();
  }
  console.log(await killRounds(location));
}

async function dropBenchSchema(url: string): Promise<void> {
  const db = await openStore({ engine: 'postgres', url, pool: benchPool }, 'public');
  await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.close();
}

async function main(): Promise<void> {
  console.log(
    `Store benchmark: ${ORDER_COUNT.toLocaleString('en')} seeded orders, ${RUNS} runs per list case`,
  );
  const folder = await mkdtemp(join(tmpdir(), 'bench-store-'));
  try {
    await measure('PGlite (embedded, data folder)', {
      engine: 'pglite',
      dataDir: join(folder, 'sandbox'),
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const postgres = await benchPostgres();
  if (postgres === undefined) return;
  try {
    await dropBenchSchema(postgres.url);
    await measure('PostgreSQL', { engine: 'postgres', url: postgres.url, pool: benchPool });
    await dropBenchSchema(postgres.url);
  } finally {
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
