import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api-error';
import { endpoints } from '../../shared/endpoints';
import { parseRows } from '../../store/sql-client';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import {
  callArbitrary,
  type CallTemplate,
  type FuzzCall,
  type KnownValues,
} from './request-arbitraries';
import { reserveBeyondOpenHolds } from '../db/consistency-queries';
import { storeProblems } from './store-invariants';

/**
 * Every sandbox endpoint, fed arbitrary paths, queries and bodies (from valid
 * requests with fields replaced by hostile values, to JSON of any shape and
 * text that is not JSON): each answer is a 2xx, or a 4xx with the API's
 * `{error, message}`, never a 5xx, and afterwards the store is consistent.
 * FUZZ_RUNS sets the runs per endpoint (npm run test:fuzz runs many more). The seed is printed
 * at the start and with any failure.
 */
const RUNS = z.coerce.number().int().min(1).default(200).parse(process.env.FUZZ_RUNS);
/** Room for a slow run on two busy cores: writes take up to tens of ms each. */
const TIME_PER_ENDPOINT_MS = 60_000 + RUNS * 100;
/** One fixed seed per run, so a run that passes passes again; FUZZ_SEED tries (or replays) another. */
const SEED = z.coerce.number().int().default(20_260_731).parse(process.env.FUZZ_SEED);

let sandbox: SandboxFixture;
let known: KnownValues;
let baseline: Map<string, string>;

beforeAll(async () => {
  console.log(
    `Sandbox fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per endpoint`,
  );
  sandbox = await openSandboxFixture({ rateLimitPer5Min: 100_000_000 });
  const { rows } = await sandbox.db.query(
    `SELECT order_id FROM orders WHERE status IN ('co-sign-require', 'master-password-required')
     ORDER BY order_id LIMIT 20`,
  );
  known = {
    portfolioIds: [
      'Client Payments',
      'Treasury Vault',
      'Cold Reserve',
      'ClearLoop Bybit',
      'Prime Trading',
    ].map((name) => sandbox.portfolioId(name)),
    addressIds: ['Kraken BTC deposit', 'Bitstamp BTC'].map((name) => sandbox.addressId(name)),
    orderIds: parseRows(z.object({ order_id: z.string() }), rows).map((row) => row.order_id),
    currencies: ['BTC', 'ETH', 'USDT', 'SOL'],
    other: ['0.0001', '0.00000001', '1', '12.5', 'send', 'stake-delegation', 'medium', 'withdraw'],
  };
  baseline = await reserveBeyondOpenHolds(sandbox.db);
});
afterAll(async () => {
  await sandbox.db.close();
});

/** A valid body or query for the endpoints that need one: where their mutations start. */
function template(name: string): CallTemplate {
  const withdrawal = {
    orderType: 'withdraw',
    externalOrderId: 'fuzz',
    portfolioId: sandbox.portfolioId('Client Payments'),
    baseCurrency: 'BTC',
    amount: '0.0001',
    toCryptoAddressId: sandbox.addressId('Kraken BTC deposit'),
  };
  switch (name) {
    case 'createOrder':
      return { body: withdrawal };
    case 'createOrdersInBulk':
      return { body: { orders: [withdrawal] } };
    case 'coSignOrder':
      return { body: {} };
    case 'dryRunOrder':
      return { body: { ...withdrawal, externalOrderId: undefined } };
    case 'listOrders':
      return { query: { orderTypes: 'withdraw,deposit', limit: '50' } };
    default:
      return {};
  }
}

async function answer(method: string, call: FuzzCall): Promise<{ status: number; text: string }> {
  const response = await sandbox.call(call.path, {
    as: call.as,
    method,
    ...(call.body === undefined ? {} : { rawBody: call.body }),
    ...(call.contentType === undefined ? {} : { contentType: call.contentType }),
  });
  return { status: response.status, text: await response.text() };
}

describe('every sandbox endpoint under arbitrary input', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(
      `${endpoint.method} ${endpoint.path} (${name}): a 2xx or a 4xx {error, message}, never a 5xx`,
      async () => {
        await fc.assert(
          fc.asyncProperty(callArbitrary(endpoint, template(name), known), async (call) => {
            const { status, text } = await answer(endpoint.method, call);
            expect(status, `${call.path} ${call.body ?? ''}: ${text}`).toBeLessThan(500);
            if (status >= 400) {
              const body: unknown = JSON.parse(text);
              expect(errorBodySchema.safeParse(body).success, text).toBe(true);
            }
          }),
          { numRuns: RUNS, seed: SEED },
        );
      },
      TIME_PER_ENDPOINT_MS,
    );
  }

  it('leaves the store consistent: reserves within balances and matching the open orders', async () => {
    expect(await storeProblems(sandbox.db, baseline)).toEqual([]);
    const { rows } = await sandbox.db.query(
      "SELECT count(*)::int AS count FROM orders WHERE external_order_id LIKE 'fuzz-%'",
    );
    // The mutations must reach the write path, not only the validators.
    expect(parseRows(z.object({ count: z.number() }), rows)[0]?.count).toBeGreaterThan(0);
  });
});
