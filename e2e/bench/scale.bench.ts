/**
 * Scale figures at SANDBOX_SEED_ORDERS orders (default 1,000,000) on both
 * engines: GET /orders p50/p95 for the main filter combinations (sequential,
 * signed with a demo key, through the whole server), and the orders page's
 * "Export CSV" of every row of one filter in Chromium: rows per second, the
 * page's peak JS heap and the server's peak memory. Each goal is printed
 * beside its figure. Needs `npm run build` (npm run bench:scale does it).
 *
 * Seeding a million orders takes a long while; BENCH_SCALE_PGLITE_DIR and
 * BENCH_SCALE_DATABASE_URL keep a seeded store between runs (the server seeds
 * only an empty one). Without them a temporary folder and a database of its
 * own (in BENCH_DATABASE_URL / TEST_DATABASE_URL's cluster, else a throwaway
 * cluster) are seeded and removed. Two shared cores: figures are noisy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signedHeaders } from '../../src/server/platform/signing';
import { sandboxIdentities } from '../../src/sandbox/identities';
import { benchPostgres } from '../../src/server/bench/throwaway-postgres';
import { browserExport, latencyOf } from './scale-figures';
import { startScaleServer, type ScaleServer } from './scale-server';
import { wirePortfoliosResponseSchema } from '../../src/shared/contracts/wire-schemas';

const ORDERS = Number(process.env.SANDBOX_SEED_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 8860);
const GOAL_P95_MS = 50;
/** Which engines to measure: `pglite`, `postgres` or both (the default). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ORG = 'org-northwind-capital';

async function portfolioId(server: ScaleServer, name: string): Promise<string> {
  const risk = sandboxIdentities.find((identity) => identity.id === 'risk');
  if (risk === undefined) throw new Error('No read-only demo identity');
  const path = '/platform/portfolios';
  const response = await fetch(server.baseUrl + path, {
    headers: signedHeaders(risk, { method: 'GET', path, body: '' }),
  });
  const { portfolios } = wirePortfoliosResponseSchema.parse(await response.json());
  const found = portfolios.find((entry) => entry.portfolioName === name);
  if (found === undefined) throw new Error(`No portfolio ${name}`);
  return found.portfolioId;
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  console.log(
    `\n${name}: starting (seeds ${ORDERS.toLocaleString('en')} orders into an empty store)`,
  );
  const started = performance.now();
  const server = await startScaleServer(PORT, { ...env, SANDBOX_SEED_ORDERS: String(ORDERS) });
  console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  try {
    const vault = await portfolioId(server, 'Treasury Vault');
    const weekAgo = Date.now() - 7 * 86_400_000;
    const dayAgo = Date.now() - 86_400_000;
    const cases: [string, string][] = [
      ['newest 200', 'orderTypes=withdraw,deposit&limit=200'],
      ['newest 1000 (default limit)', 'orderTypes=withdraw,deposit'],
      ['withdrawals only', 'orderTypes=withdraw&limit=200'],
      ['one status', 'orderTypes=withdraw,deposit&statuses=executed&limit=200'],
      [
        'rare statuses (approval queue)',
        'orderTypes=withdraw&statuses=co-sign-require,master-password-required&limit=200',
      ],
      ['one portfolio', `orderTypes=withdraw,deposit&portfolioIds=${vault}&limit=200`],
      [
        'portfolio + 2 currencies + 7 days',
        `orderTypes=withdraw,deposit&portfolioIds=${vault}&currencies=BTC,ETH&createdAtFrom=${weekAgo}&limit=200`,
      ],
      ['one currency', 'orderTypes=withdraw,deposit&currencies=USDT&limit=200'],
      ['one portfolio type', 'orderTypes=withdraw,deposit&portfolioTypes=trading&limit=200'],
      ['last 24 hours', `orderTypes=withdraw,deposit&createdAtFrom=${dayAgo}&limit=200`],
      ['externalOrderId', 'orderTypes=withdraw,deposit&externalOrderId=wd-0000691'],
      ['searchQuery, no match', 'orderTypes=withdraw,deposit&searchQuery=0xdeadbeef&limit=200'],
      ['page at offset 10,000', 'orderTypes=withdraw,deposit&offset=10000&limit=200'],
    ];
    console.log(`  GET /orders, ${RUNS} sequential runs each (goal p95 <= ${GOAL_P95_MS} ms):`);
    for (const [label, query] of cases) {
      const latency = await latencyOf(server.baseUrl, `/platform/orders?${query}`, RUNS);
      const goal = latency.p95 <= GOAL_P95_MS ? 'met' : 'MISSED';
      console.log(
        `    ${label.padEnd(36)} p50 ${latency.p50.toFixed(1).padStart(7)} ms  p95 ${latency.p95.toFixed(1).padStart(7)} ms  ${goal}`,
      );
    }
    const loans = await latencyOf(
      server.baseUrl,
      `/platform/organizations/${ORG}/loans?limit=200`,
      RUNS,
    );
    console.log(
      `    ${'(loans page, for reference)'.padEnd(36)} p50 ${loans.p50.toFixed(1).padStart(7)} ms  p95 ${loans.p95.toFixed(1).padStart(7)} ms`,
    );
    const search = `orderTypes=withdraw&portfolioIds=${vault}`;
    const exported = await browserExport(server, search);
    console.log(
      `  Export CSV in Chromium (${search}): ${exported.rows.toLocaleString('en')} rows in ${exported.seconds.toFixed(1)} s = ${(exported.rows / exported.seconds).toFixed(0)} rows/s; page peak JS heap ${exported.browserPeakHeapMiB.toFixed(0)} MiB; server peak RSS ${exported.serverPeakMiB.toFixed(0)} MiB`,
    );
  } finally {
    await server.stop();
  }
}

async function withDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const kept = process.env.BENCH_SCALE_DATABASE_URL;
  if (kept) return run(kept);
  const postgres = await benchPostgres();
  if (postgres === undefined) return;
  const name = `bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await postgres.stop();
  }
}

async function main(): Promise<void> {
  console.log(`Scale figures at ${ORDERS.toLocaleString('en')} orders (two shared cores: noisy)`);
  if (ENGINES.includes('pglite')) {
    const keptFolder = process.env.BENCH_SCALE_PGLITE_DIR;
    const folder = keptFolder ?? (await mkdtemp(join(tmpdir(), 'bench-scale-')));
    try {
      await measure('PGlite (embedded, data folder)', {
        SANDBOX_DATA_DIR: join(folder, 'sandbox'),
      });
    } finally {
      if (keptFolder === undefined) await rm(folder, { recursive: true, force: true });
    }
  }
  if (!ENGINES.includes('postgres')) return;
  const key = randomBytes(32).toString('base64');
  await withDatabase((url) =>
    measure('PostgreSQL', { SANDBOX_DATABASE_URL: url, CREDENTIALS_ENCRYPTION_KEY: key }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
