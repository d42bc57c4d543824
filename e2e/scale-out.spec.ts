import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { request, type APIRequestContext } from '@playwright/test';
import { sessionSchema } from '../src/shared/session';
import { expect, test } from './fixtures';
import { signIn } from './people';
import { E2E_PORT } from './ports';
import { startServer, type ServerProcess } from './server-process';
import {
  wireCryptoAddressesResponseSchema,
  wireOrderSchema,
  wireOrdersResponseSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Two server instances behind one PostgreSQL, as behind a load balancer: what one
 * does, the other sees, and when one dies the other carries on its work.
 */
test.describe('two instances on one PostgreSQL', () => {
  test.skip(TEST_DATABASE_URL === undefined, 'needs TEST_DATABASE_URL (CI starts a PostgreSQL)');

  const database = `scale_out_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const contexts: APIRequestContext[] = [];
  let databaseUrl = '';

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.dispose();
    for (const server of servers) await server.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  test('an order made through one is seen through the other, and executes after the first dies', async () => {
    test.setTimeout(120_000);
    const env = {
      DATABASE_URL: databaseUrl,
      SANDBOX_DATABASE_URL: databaseUrl,
      SANDBOX_LIFECYCLE_STEP_MS: '500',
      // Every instance must open the secrets the others sealed, and link the one activity log.
      CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      AUDIT_KEY: randomBytes(32).toString('base64'),
      AUDIT_CHECKPOINT_FILE: join(tmpdir(), `scale-out-checkpoints-${process.pid}.jsonl`),
    };
    // A starts first, so its clock holds the lock: B's takes over only when A is gone.
    const a = await startServer(E2E_PORT + 10, env);
    servers.push(a);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const b = await startServer(E2E_PORT + 11, env);
    servers.push(b);
    // Olivia signs in on A; her session lives in the shared store, so B knows it too.
    const onA = await request.newContext({ baseURL: a.baseUrl });
    await signIn(onA, 'olivia-grant');
    const onB = await request.newContext({
      baseURL: b.baseUrl,
      storageState: await onA.storageState(),
    });
    contexts.push(onA, onB);
    const sessionOnB = await onB.get('/api/session');
    expect(sessionOnB.status(), 'the session made on A, on B').toBe(200);
    expect(sessionSchema.parse(await sessionOnB.json()).person.name).toBe('Olivia Grant');

    const get = async (on: APIRequestContext, path: string) => {
      const response = await on.get(`/platform${path}`);
      expect(response.status(), `GET ${path}`).toBe(200);
      const body: unknown = await response.json();
      return body;
    };
    const portfolio = wirePortfoliosResponseSchema
      .parse(await get(onA, '/portfolios'))
      .portfolios.find((entry) => entry.portfolioName === 'Client Payments');
    const address = wireCryptoAddressesResponseSchema
      .parse(await get(onA, '/crypto-addresses'))
      .cryptoAddresses.find((entry) => entry.name === 'Kraken BTC deposit');
    if (!portfolio || !address) throw new Error('The seed lacks Client Payments or its address');

    const response = await onA.post('/platform/orders', {
      data: {
        orderType: 'withdraw',
        externalOrderId: `scale-out-${database}`,
        portfolioId: portfolio.portfolioId,
        baseCurrency: 'BTC',
        amount: '0.01',
        toCryptoAddressId: address.cryptoAddressId,
      },
    });
    expect(response.status()).toBe(200);
    const created = wireOrderSchema.parse(await response.json());
    // A dies the hard way, right after acknowledging the order.
    await a.kill('SIGKILL');

    const seenByB = wireOrdersResponseSchema.parse(
      await get(onB, `/orders?orderTypes=withdraw&externalOrderId=scale-out-${database}`),
    ).orders;
    expect(seenByB.map((order) => order.orderId)).toEqual([created.orderId]);

    await expect
      .poll(
        async () => wireOrderSchema.parse(await get(onB, `/orders/${created.orderId}`)).status,
        {
          timeout: 30_000,
          message: `B's clock takes the order on:\n${b.output()}`,
        },
      )
      .toBe('executed');
  });
});
