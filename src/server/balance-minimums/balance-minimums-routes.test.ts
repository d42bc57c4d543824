import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { activityPageSchema } from '../../shared/audit';
import {
  BALANCE_MINIMUMS_PATH,
  balanceMinimumSchema,
  balanceMinimumsResponseSchema,
} from '../../shared/balance-minimums';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let olivia: BrowserClient;
let henrik: BrowserClient;
let priya: BrowserClient;

const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const btcWallet = { scope: 'wallet', walletId: 'w-btc-1', currency: 'BTC' } as const;

async function lastRecord(action: string) {
  const response = await priya.send(`/api/activity?actions=${action}`);
  return activityPageSchema.parse(await response.json()).entries[0];
}

beforeAll(async () => {
  server = await startTestServer();
  olivia = browserClient(server.baseUrl);
  henrik = browserClient(server.baseUrl);
  priya = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  await henrik.signIn({ demo: 'henrik-larsen' });
  await priya.signIn({ demo: 'priya-natarajan' });
});

afterAll(async () => {
  await server.close();
});

describe('/api/balance-minimums', () => {
  it('lets treasury set, change and remove a minimum, each on the record before and after', async () => {
    const added = await olivia.send(
      BALANCE_MINIMUMS_PATH,
      put({ target: btcWallet, amount: '1,000.50' }),
    );
    expect(added.status).toBe(201);
    const minimum = balanceMinimumSchema.parse(await added.json());
    expect(minimum).toMatchObject({ amount: '1000.5', setByName: 'Olivia Grant' });
    expect((await lastRecord('balance-minimum.set'))?.detail).toBe(
      `Before: none. After: minimum ${minimum.id}: 1000.5 BTC for BTC wallet w-btc-1`,
    );

    const changed = await olivia.send(
      BALANCE_MINIMUMS_PATH,
      put({ target: btcWallet, amount: '2' }),
    );
    expect(changed.status).toBe(200);
    expect((await lastRecord('balance-minimum.set'))?.detail).toBe(
      `Before: minimum ${minimum.id}: 1000.5 BTC for BTC wallet w-btc-1. After: minimum ${minimum.id}: 2 BTC for BTC wallet w-btc-1`,
    );

    const listed = balanceMinimumsResponseSchema.parse(
      await (await henrik.send(BALANCE_MINIMUMS_PATH)).json(),
    );
    expect(
      listed.minimums.filter((one) => one.id === minimum.id).map((one) => [one.target, one.amount]),
    ).toEqual([[btcWallet, '2']]);

    const removed = await priya.send(`${BALANCE_MINIMUMS_PATH}/${minimum.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await lastRecord('balance-minimum.remove'))?.detail).toBe(
      `Before: minimum ${minimum.id}: 2 BTC for BTC wallet w-btc-1. After: none`,
    );
    const again = await olivia.send(`${BALANCE_MINIMUMS_PATH}/${minimum.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('lists the sandbox minimums seeded at start, set by no one', async () => {
    const listed = balanceMinimumsResponseSchema.parse(
      await (await henrik.send(BALANCE_MINIMUMS_PATH)).json(),
    );
    const seeded = listed.minimums.filter((one) => one.setByName === null);
    expect(seeded).toHaveLength(3);
    expect(seeded.every((one) => one.target.scope === 'wallet')).toBe(true);
  });

  it('refuses a viewer on the server, on the record', async () => {
    const refused = await henrik.send(
      BALANCE_MINIMUMS_PATH,
      put({ target: { scope: 'currency', currency: 'ETH' }, amount: '5' }),
    );
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).message).toBe(
      'This needs the treasury or administrator role; Henrik Larsen has viewer.',
    );
    const record = await lastRecord('balance-minimum.set');
    expect(record?.outcome).toBe('refused');
    expect(record?.person?.name).toBe('Henrik Larsen');
    const listed = balanceMinimumsResponseSchema.parse(
      await (await henrik.send(BALANCE_MINIMUMS_PATH)).json(),
    );
    expect(listed.minimums.filter((one) => one.target.scope === 'currency')).toEqual([]);
    expect((await browserClient(server.baseUrl).send(BALANCE_MINIMUMS_PATH)).status).toBe(401);
  });

  it('refuses malformed, negative and zero amounts and unknown scopes with words', async () => {
    const message = async (body: unknown) => {
      const answer = await olivia.send(BALANCE_MINIMUMS_PATH, put(body));
      expect(answer.status).toBe(400);
      return errorBodySchema.parse(await answer.json()).message;
    };
    expect(await message({ target: btcWallet, amount: '1.000,50' })).toBe(
      'amount: Enter an amount such as 1,000.50',
    );
    expect(await message({ target: btcWallet, amount: '-5' })).toBe(
      'amount: A minimum cannot be negative',
    );
    expect(await message({ target: btcWallet, amount: '0.00' })).toBe(
      'amount: The minimum must be above 0',
    );
    expect(await message({ target: { scope: 'planet', currency: 'BTC' }, amount: '1' })).toMatch(
      /^target/,
    );
    const notJson = await olivia.send(BALANCE_MINIMUMS_PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
