import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { startBenchServer, type BenchServer } from './bench-process';
import { concurrentCreates, missingOrders, oversizedBody, writeUntil } from './fault-figures';
import { loadGet } from './load-figures';
import { benchPostgres } from './throwaway-postgres';

/**
 * Load and fault figures of the whole server (sign-in, /platform, the
 * sandbox) on both engines, each a child process: GET /orders?limit=200 under
 * 20 connections, concurrent creates sent twice each, orders lost to kill -9
 * under steady writes, and peak memory while oversized bodies arrive. Requests
 * are signed with a demo sandbox key. Prints each goal beside its figure.
 */
const SECONDS = z.coerce.number().int().min(3).max(25).default(10).parse(process.env.BENCH_SECONDS);
const CREATES = z.coerce.number().int().min(10).default(1000).parse(process.env.BENCH_CREATES);
const PORT = z.coerce.number().int().default(8850).parse(process.env.BENCH_PORT);
const LIST_PATH = '/platform/orders?orderTypes=withdraw,deposit&limit=200';
const KILL_ROUNDS = 3;
const ACKS_PER_ROUND = 300;

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function listFigures(server: BenchServer): Promise<void> {
  await loadGet(server, LIST_PATH, 20, 3); // warm-up
  const load = await loadGet(server, LIST_PATH, 20, SECONDS);
  console.log(
    `  GET /orders?limit=200, 20 connections, ${SECONDS} s: p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)}  ${load.perSecond.toFixed(0)} req/s  (${load.failed} failed)`,
  );
  console.log(
    `    goal p95 <= 50 ms: ${verdict(load.p95 <= 50)}; server CPU ${load.cpuMsPerRequest.toFixed(2)} ms per request`,
  );
}

async function createFigures(server: BenchServer): Promise<void> {
  const creates = await concurrentCreates(server, CREATES, 50);
  console.log(
    `  ${CREATES} creates, each sent twice, 50 at once: ${creates.perSecond.toFixed(0)} orders/s; ${creates.created} created, ${creates.refusedAsDuplicate} refused as duplicates, ${creates.other} other`,
  );
  console.log(
    `    in the store: ${creates.lost} lost, ${creates.duplicated} duplicated (goal 0 and 0: ${verdict(creates.lost === 0 && creates.duplicated === 0 && creates.created === CREATES)})`,
  );
}

async function hostileBodyFigures(server: BenchServer): Promise<void> {
  const statuses: string[] = [];
  for (const [megabytes, chunked] of [
    [10, false],
    [50, false],
    [200, true],
  ] as const) {
    statuses.push(
      `${megabytes} MB${chunked ? ' chunked' : ''}: ${await oversizedBody(server.baseUrl, megabytes, chunked)}`,
    );
  }
  console.log(`  oversized bodies: ${statuses.join(', ')} (goal 413 each)`);
  console.log(
    `  server peak memory (VmHWM) after all of the above: ${(await server.peakMemoryMiB()).toFixed(0)} MiB (a 200 MB body cost 3.2 GB before the limits)`,
  );
}

async function killFigures(env: Record<string, string>): Promise<void> {
  const acknowledged: string[] = [];
  for (let round = 1; round <= KILL_ROUNDS; round += 1) {
    const server = await startBenchServer(PORT, env);
    acknowledged.push(...(await writeUntil(server.baseUrl, ACKS_PER_ROUND, 8)));
    await server.stop('SIGKILL');
  }
  const server = await startBenchServer(PORT, env);
  try {
    const lost = await missingOrders(server.baseUrl, acknowledged);
    console.log(
      `  kill -9 under steady writes (8 writers), ${KILL_ROUNDS} rounds: ${acknowledged.length} acknowledged, ${lost} lost (goal 0: ${verdict(lost === 0)})`,
    );
  } finally {
    await server.stop();
  }
}

async function measureEngine(
  name: string,
  env: Record<string, string>,
  durableEnv: Record<string, string>,
) {
  console.log(`\n${name}`);
  const server = await startBenchServer(PORT, env);
  try {
    await listFigures(server);
    await createFigures(server);
    await hostileBodyFigures(server);
  } finally {
    await server.stop();
  }
  await killFigures(durableEnv);
}

async function withDatabase(url: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `bench_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const database = new URL(url);
    database.pathname = `/${name}`;
    await run(database.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `Fault and load figures (whole server, signed with a demo sandbox key). Two shared cores: latency is noisy under other load; server CPU per request is steadier.`,
  );
  const key = randomBytes(32).toString('base64');
  const folder = await mkdtemp(join(tmpdir(), 'bench-faults-'));
  try {
    await measureEngine(
      'PGlite (embedded)',
      { DATA_DIR: 'memory', SANDBOX_DATA_DIR: 'memory' },
      {
        DATA_DIR: join(folder, 'server'),
        SANDBOX_DATA_DIR: join(folder, 'sandbox'),
        CREDENTIALS_ENCRYPTION_KEY: key,
      },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const postgres = await benchPostgres();
  if (postgres === undefined) return;
  try {
    await withDatabase(postgres.url, async (url) => {
      const env = {
        DATABASE_URL: url,
        SANDBOX_DATABASE_URL: url,
        CREDENTIALS_ENCRYPTION_KEY: key,
        AUDIT_KEY: randomBytes(32).toString('base64'),
        AUDIT_CHECKPOINT_FILE: 'off',
      };
      await measureEngine('PostgreSQL', env, env);
    });
  } finally {
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
