import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUseDashboard, roles } from '../../shared/access';
import { errorBodySchema } from '../../shared/api-error';
import { balanceHistoryPath, balanceHistorySchema } from '../../shared/balance-history';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startSampledHistoryServer } from '../testing/sampled-history';
import type { TestServer } from '../testing/test-server';

let server: TestServer;
let henrik: BrowserClient;
let olivia: BrowserClient;
let marcus: BrowserClient;
let walletId: string;

beforeAll(async () => {
  // A wallet whose reserve moved in the seeded past shows the replay of its holds.
  ({
    server,
    henrik,
    olivia,
    marcus,
    id: walletId,
  } = await startSampledHistoryServer(
    `SELECT s.wallet_id AS id FROM balance_samples s WHERE s.source = 'sampled' AND EXISTS
       (SELECT 1 FROM balance_samples p WHERE p.wallet_id = s.wallet_id
          AND p.source = 'sandbox-seed' AND p.reserve IS DISTINCT FROM s.reserve)
     ORDER BY s.wallet_id LIMIT 1`,
  ));
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('GET /api/wallets/{walletId}/balance-history', () => {
  it("answers a wallet's balances oldest first, the sandbox's seeded past before the live ones", async () => {
    const response = await henrik.send(balanceHistoryPath(walletId));
    expect(response.status).toBe(200);
    const history = balanceHistorySchema.parse(await response.json());
    expect(history).toMatchObject({ walletId, sampleMinutes: 1, retentionDays: 7 });
    const times = history.samples.map((sample) => sample.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.samples.length).toBeGreaterThan(300);
    expect(history.samples[0]?.source).toBe('sandbox-seed');
    expect(history.samples.at(-1)?.source).toBe('sampled');
    // The replayed past adds up as the provider's wallets do.
    const exact = (value: string | null) => new Decimal(value ?? 'NaN').toFixed();
    for (const sample of history.samples) {
      const balance = new Decimal(sample.balance ?? 'NaN');
      expect(balance.minus(sample.reserve ?? 'NaN').toFixed()).toBe(exact(sample.available));
      expect(balance.plus(sample.staked ?? 'NaN').toFixed()).toBe(exact(sample.total));
    }
  });

  it('keeps to the readings since the moment asked for', async () => {
    const all = balanceHistorySchema.parse(
      await (await henrik.send(balanceHistoryPath(walletId))).json(),
    );
    const last = all.samples.at(-1)?.at ?? 0;
    const recent = balanceHistorySchema.parse(
      await (await henrik.send(balanceHistoryPath(walletId, last - 60_000))).json(),
    );
    expect(recent.samples.map((sample) => sample.at)).toEqual([last - 60_000, last]);
  });

  it('is open to every role that reads wallets, and to no one signed out', async () => {
    for (const person of [olivia, marcus]) {
      expect((await person.send(balanceHistoryPath(walletId))).status).toBe(200);
    }
    const anonymous = browserClient(server.baseUrl);
    expect((await anonymous.send(balanceHistoryPath(walletId))).status).toBe(401);
    expect(mayUseDashboard([], 'readBalanceHistory')).toBe(false);
    for (const role of roles) expect(mayUseDashboard([role], 'readBalanceHistory')).toBe(true);
  });

  it('refuses a malformed since or an unknown parameter with 400, and answers an unknown wallet with no readings', async () => {
    const bad = await henrik.send(`/api/wallets/${walletId}/balance-history?since=yesterday`);
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json())).toMatchObject({
      error: 'bad-request',
      message: expect.stringContaining('since') as unknown,
    });
    const extra = await henrik.send(`/api/wallets/${walletId}/balance-history?limit=5`);
    expect(extra.status).toBe(400);
    const unknown = balanceHistorySchema.parse(
      await (await henrik.send(balanceHistoryPath('no-such-wallet'))).json(),
    );
    expect(unknown.samples).toEqual([]);
  });
});
