import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cryptoAddressesResponseSchema } from '../src/shared/contracts/crypto-addresses';
import { orderSchema, ordersResponseSchema } from '../src/shared/contracts/orders';
import { portfoliosResponseSchema } from '../src/shared/contracts/portfolios';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';
import { startServer, type ServerProcess } from './server-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Two server instances behind one PostgreSQL, as behind a load balancer: what one
 * does, the other sees, and when one dies the other carries on its work.
 */
test.describe('two instances on one PostgreSQL', () => {
  test.skip(TEST_DATABASE_URL === undefined, 'needs TEST_DATABASE_URL (CI starts a PostgreSQL)');

  const database = `scale_out_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
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
    };
    // A starts first, so its clock holds the lock: B's takes over only when A is gone.
    const a = await startServer(E2E_PORT + 10, env);
    servers.push(a);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const b = await startServer(E2E_PORT + 11, env);
    servers.push(b);
    const get = async (server: ServerProcess, path: string) => {
      const response = await fetch(`${server.baseUrl}/platform${path}`, { headers: treasury });
      expect(response.status, `GET ${path} on ${server.baseUrl}`).toBe(200);
      const body: unknown = await response.json();
      return body;
    };
    const treasury = { 'X-Acting-As': 'treasury' };
    const portfolio = portfoliosResponseSchema
      .parse(await get(a, '/portfolios'))
      .portfolios.find((entry) => entry.portfolioName === 'Client Payments');
    const address = cryptoAddressesResponseSchema
      .parse(await get(a, '/crypto-addresses'))
      .cryptoAddresses.find((entry) => entry.name === 'Kraken BTC deposit');
    if (!portfolio || !address) throw new Error('The seed lacks Client Payments or its address');

    const response = await fetch(`${a.baseUrl}/platform/orders`, {
      method: 'POST',
      headers: { ...treasury, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: `scale-out-${database}`,
        portfolioId: portfolio.portfolioId,
        baseCurrency: 'BTC',
        amount: '0.01',
        toCryptoAddressId: address.cryptoAddressId,
      }),
    });
    expect(response.status).toBe(200);
    const created = orderSchema.parse(await response.json());
    // A dies the hard way, right after acknowledging the order.
    await a.kill('SIGKILL');

    const seenByB = ordersResponseSchema.parse(
      await get(b, `/orders?orderTypes=withdraw&externalOrderId=scale-out-${database}`),
    ).orders;
    expect(seenByB.map((order) => order.orderId)).toEqual([created.orderId]);

    await expect
      .poll(async () => orderSchema.parse(await get(b, `/orders/${created.orderId}`)).status, {
        timeout: 30_000,
        message: `B's clock takes the order on:\n${b.output()}`,
      })
      .toBe('executed');
  });
});
