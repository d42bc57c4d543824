import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import type { ActivityQuery } from '../../shared/audit';
import { countActivity, listActivity } from '../audit/activity-query';
import { auditKeyRing } from '../audit/audit-key';
import { auditRowValues, INSERT_COLUMNS } from '../audit/audit-log';
import { GENESIS_HASH, recordOf, type AuditRecord } from '../audit/audit-record';
import { createServerApp } from '../create-server-app';
import { openApi } from '../open-api';
import { openServerStore } from '../server-store';

import type { StoreLocation } from '../../store/open-store';
import { parseFirstRow, type Database, type SqlClient } from '../../store/sql-client';
import { browserClient } from '../testing/browser-client';
import { freePort, inMemoryServerSettings } from '../testing/test-server';
import { formatMs, percentile } from './percentiles';
import { benchPostgres } from './throwaway-postgres';
import { wirePortfoliosResponseSchema } from '../../shared/contracts/wire-schemas';

/**
 * `npm run bench:audit`: what the audit log costs. Creates through the whole server, with
 * the time each spends recording measured inside the same request (the attempt before it
 * is sent, the outcome after), and the activity query over a log of 1,000,000 records on
 * both engines. Prints numbers and the goals beside them. AUDIT_BENCH_PARTS=writes or queries
 * runs one half; AUDIT_RECORDS sets the log's size.
 */
const RECORDS = z.coerce
  .number()
  .int()
  .min(1_000)
  .default(1_000_000)
  .parse(process.env.AUDIT_RECORDS);
const CREATES = z.coerce.number().int().min(20).default(300).parse(process.env.BENCH_CREATES);
const PARTS = z
  .enum(['all', 'writes', 'queries'])
  .default('all')
  .parse(process.env.AUDIT_BENCH_PARTS || undefined);
const RUNS = 30;
const POOL = { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 120_000 };

function summary(timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${formatMs(percentile(sorted, 50))} ms  p95 ${formatMs(percentile(sorted, 95))} ms`;
}

/**
 * The store, with the time spent in transactions that write the audit log added up: every
 * append is one such transaction (it takes the chain's lock, reads the last hash, inserts).
 */
function recordingTimer(db: Database): { db: Database; spent: () => number } {
  let spent = 0;
  const watched = (tx: SqlClient, touched: () => void): SqlClient =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query')
          return (sql: string, params?: readonly unknown[]) => {
            if (sql.includes('audit_log')) touched();
            return target.query(sql, params);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
  const timed = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction')
        return async <T>(run: (tx: SqlClient) => Promise<T>): Promise<T> => {
          const started = performance.now();
          const seen = { audit: false };
          try {
            return await target.transaction((tx) => run(watched(tx, () => (seen.audit = true))));
          } finally {
            if (seen.audit) spent += performance.now() - started;
          }
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { db: timed, spent: () => spent };
}

async function createCost(label: string, env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const settings = inMemoryServerSettings(port, {
    SANDBOX_RATE_LIMIT_PER_5_MIN: '100000000',
    CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const store = recordingTimer(await openServerStore(settings.store.location));
  const api = await openApi(settings.api);
  const server = await createServerApp({
    settings,
    api,
    store: store.db,
    webhookSecret: undefined,
  });
  const listening = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  try {
    const olivia = browserClient(`http://127.0.0.1:${port}`);
    await olivia.signIn({ email: 'olivia.grant@northwind.example', password: 'olivia-sandbox' });
    const { portfolios } = wirePortfoliosResponseSchema.parse(
      await (await olivia.send('/platform/portfolios')).json(),
    );
    const portfolioId = portfolios.find((p) => p.portfolioName === 'Client Payments')?.portfolioId;
    const create = async (index: number) => {
      const response = await olivia.send('/platform/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          orderType: 'withdraw',
          externalOrderId: `bench-audit-${label}-${Date.now()}-${index}`,
          portfolioId,
          baseCurrency: 'BTC',
          amount: '0.00001',
          blockchainTransactionType: 'send',
        }),
      });
      const answer = await response.text();
      if (response.status >= 300) throw new Error(`create answered ${response.status}: ${answer}`);
    };
    for (let index = 0; index < 20; index += 1) await create(-index - 1);
    const total: number[] = [];
    const recording: number[] = [];
    const withoutRecording: number[] = [];
    for (let index = 0; index < CREATES; index += 1) {
      const spentBefore = store.spent();
      const started = performance.now();
      await create(index);
      const elapsed = performance.now() - started;
      const spent = store.spent() - spentBefore;
      total.push(elapsed);
      recording.push(spent);
      withoutRecording.push(elapsed - spent);
    }
    return [
      `  POST /platform/orders, ${CREATES} sequential creates on ${label}:`,
      `    with the audit log (as served)             ${summary(total)}`,
      `    the same requests, less their recording    ${summary(withoutRecording)}`,
      `    recording alone (attempt + outcome)        ${summary(recording)}`,
    ];
  } finally {
    await new Promise((resolve) => listening.close(resolve));
    await server.close();
    await api.close();
    await store.db.close();
  }
}

const PEOPLE = [
  ['olivia', 'Olivia Grant', 'treasury'],
  ['marcus', 'Marcus Chen', 'approver'],
  ['amara', 'Amara Okafor', 'approver'],
  ['henrik', 'Henrik Larsen', 'risk'],
  ['priya', 'Priya Natarajan', 'admin'],
  ['sofia', 'Sofia Rossi', 'treasury'],
  ['tomas', 'Tomás Novak', 'approver'],
  ['lena', 'Lena Fischer', 'viewer'],
] as const;
const COLUMNS = INSERT_COLUMNS.split(',').length;
const BATCH_PAIRS = 1_000;

/** A year of believable records: writes as attempt + outcome pairs, sign-ins, refusals. */
function* syntheticLog(total: number, start: number): Generator<AuditRecord> {
  const step = (365 * 24 * 3_600_000) / total;
  // Pairs of records: a write's attempt and outcome, or two single events.
  for (let pair = 0; pair < total / 2; pair += 1) {
    const index = pair * 2;
    const [subject, name, role] =
      PEOPLE[(pair + Math.floor(pair / 10)) % PEOPLE.length] ?? PEOPLE[0];
    const actor = { subject, email: `${subject}@northwind.example`, name, roles: [role] };
    const at = Math.round(start + index * step);
    const orderId = `order-${pair}`;
    const request = { id: randomUUID(), ip: `10.0.${pair % 250}.${pair % 200}` };
    const kind = pair % 10;
    if (kind < 6) {
      const action = kind < 3 ? 'order.create' : 'order.co-sign';
      const attempt = recordOf(
        {
          action,
          outcome: 'attempted',
          actor,
          target: { orderId, currency: 'BTC', amount: `${(pair % 997) / 100}` },
          request,
        },
        randomUUID(),
        at,
      );
      yield attempt;
      yield recordOf(
        {
          action,
          outcome: kind === 5 ? 'failed' : 'succeeded',
          actor,
          completes: attempt.id,
          target: { orderId },
          statusCode: kind === 5 ? 409 : 200,
          request,
        },
        randomUUID(),
        at + 180,
      );
    } else {
      const action = kind < 9 ? 'sign-in' : 'read';
      const outcome = kind === 9 ? 'refused' : 'succeeded';
      for (const offset of [0, 1])
        yield recordOf({ action, outcome, actor, request }, randomUUID(), at + offset * 1_000);
    }
  }
}

/** Fills the log in multi-row statements, chain and all, as if it had been written live. */
async function fillLog(db: Database, total: number, start: number): Promise<void> {
  const key = auditKeyRing(randomBytes(32)).current;
  let previous = GENESIS_HASH;
  let batch: unknown[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch.length / COLUMNS;
    const placeholders = Array.from(
      { length: rows },
      (_, row) =>
        `(${Array.from({ length: COLUMNS }, (__, column) => `$${row * COLUMNS + column + 1}`).join(', ')})`,
    ).join(', ');
    await db.query(`INSERT INTO audit_log (${INSERT_COLUMNS}) VALUES ${placeholders}`, batch);
    batch = [];
  };
  for (const record of syntheticLog(total, start)) {
    const values = auditRowValues(record, previous, key);
    previous = String(values.at(-1));
    batch.push(...values);
    if (batch.length >= BATCH_PAIRS * 2 * COLUMNS) await flush();
  }
  await flush();
  await db.exec('ANALYZE audit_log');
}

async function queryCost(label: string, location: StoreLocation): Promise<string[]> {
  const db = await openServerStore(location, `audit_bench_${Date.now()}`);
  try {
    const start = Date.now() - 365 * 24 * 3_600_000;
    const filling = performance.now();
    await fillLog(db, RECORDS, start);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM audit_log');
    const stored = parseFirstRow(z.object({ n: z.number() }), rows)?.n ?? 0;
    const deep = await listActivity(db, { limit: '5000' });
    const cases: [string, ActivityQuery][] = [
      ['newest 200, everyone', {}],
      ['one person', { person: 'amara' }],
      ['one action (co-sign)', { actions: ['order.co-sign'] }],
      ['refused only', { outcomes: ['refused'] }],
      ['last 24 hours', { from: String(Date.now() - 86_400_000) }],
      ['one order id', { orderId: `order-${10 * Math.floor(RECORDS / 80)}` }],
      [
        'person + action + 30 days',
        {
          person: 'marcus',
          actions: ['order.co-sign'],
          from: String(Date.now() - 30 * 86_400_000),
        },
      ],
      ['free text, common ("Chen")', { q: 'Chen' }],
      ['free text, one order', { q: `order-${10 * Math.floor(RECORDS / 60) + 1}` }],
      ['next page after 5,000 (keyset)', { before: deep.next ?? undefined }],
    ];
    const lines = [
      `  ${label}: ${stored.toLocaleString('en')} records written in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
    ];
    for (const [name, query] of cases) {
      await listActivity(db, query);
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await listActivity(db, query);
        timings.push(performance.now() - started);
      }
      lines.push(`    page of 200: ${name.padEnd(32)} ${summary(timings)}`);
    }
    const counted: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await countActivity(db, {});
      counted.push(performance.now() - started);
    }
    lines.push(`    count of everything (export progress)      ${summary(counted)} (5 runs)`);
    return lines;
  } finally {
    await db.close();
  }
}

const postgres = await benchPostgres();
const pgliteFolder = await mkdtemp(join(tmpdir(), 'bench-audit-'));
try {
  const lines = ['Audit log figures (two shared cores: noisy; p95 goal for a page: 50 ms)', ''];
  if (PARTS !== 'queries') {
    lines.push('Cost on writes');
    lines.push(...(await createCost('PGlite', {})));
    if (postgres) lines.push(...(await createCost('PostgreSQL', { DATABASE_URL: postgres.url })));
  }
  for (const line of lines.splice(0)) console.log(line);
  if (PARTS !== 'writes') {
    console.log('');
    console.log(
      `The activity query over ${RECORDS.toLocaleString('en')} records, ${RUNS} runs each`,
    );
    for (const line of await queryCost('PGlite', { engine: 'pglite', dataDir: pgliteFolder }))
      console.log(line);
    if (postgres)
      for (const line of await queryCost('PostgreSQL', {
        engine: 'postgres',
        url: postgres.url,
        pool: POOL,
      }))
        console.log(line);
  }
} finally {
  await rm(pgliteFolder, { recursive: true, force: true });
  await postgres?.stop();
}
