import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUseDashboard } from '../../shared/access';
import { errorBodySchema } from '../../shared/api-error';
import {
  LTV_MOVERS_PATH,
  ltvHistoryPath,
  ltvHistorySchema,
  ltvMoversSchema,
} from '../../shared/ltv-history';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startSampledHistoryServer } from '../testing/sampled-history';
import type { TestServer } from '../testing/test-server';

let server: TestServer;
let henrik: BrowserClient;
let olivia: BrowserClient;
let marcus: BrowserClient;
let loanId: string;

const loanRowSchema = ltvHistorySchema.shape.samples;

beforeAll(async () => {
  ({
    server,
    henrik,
    olivia,
    marcus,
    id: loanId,
  } = await startSampledHistoryServer(
    `SELECT s.loan_id AS id FROM ltv_samples s WHERE s.source = 'sampled' AND EXISTS
       (SELECT 1 FROM ltv_samples p WHERE p.loan_id = s.loan_id AND p.source = 'sandbox-seed')
     ORDER BY s.loan_id LIMIT 1`,
  ));
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('GET /api/loans/{loanId}/ltv-history', () => {
  it("answers a loan's readings oldest first, the sandbox's seeded past before the live ones", async () => {
    const response = await henrik.send(ltvHistoryPath(loanId));
    expect(response.status).toBe(200);
    const history = ltvHistorySchema.parse(await response.json());
    expect(history).toMatchObject({ loanId, sampleMinutes: 1, retentionDays: 7 });
    const times = history.samples.map((sample) => sample.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.samples.length).toBeGreaterThan(300);
    expect(history.samples[0]?.source).toBe('sandbox-seed');
    expect(history.samples.at(-1)?.source).toBe('sampled');
    expect(loanRowSchema.safeParse(history.samples).success).toBe(true);
  });

  it('keeps to the readings since the moment asked for', async () => {
    const all = ltvHistorySchema.parse(await (await henrik.send(ltvHistoryPath(loanId))).json());
    const last = all.samples.at(-1)?.at ?? 0;
    const recent = ltvHistorySchema.parse(
      await (await henrik.send(ltvHistoryPath(loanId, last - 60_000))).json(),
    );
    expect(recent.samples.map((sample) => sample.at)).toEqual([last - 60_000, last]);
  });

  it('is open to every role that reads loans, and to no one signed out', async () => {
    for (const person of [olivia, marcus]) {
      expect((await person.send(ltvHistoryPath(loanId))).status).toBe(200);
    }
    const anonymous = browserClient(server.baseUrl);
    expect((await anonymous.send(ltvHistoryPath(loanId))).status).toBe(401);
    expect(mayUseDashboard([], 'readLtvHistory')).toBe(false);
    expect(mayUseDashboard(['viewer'], 'readLtvHistory')).toBe(true);
  });

  it('refuses a malformed since with 400, and answers an unknown loan with no readings', async () => {
    const bad = await henrik.send(`/api/loans/${loanId}/ltv-history?since=yesterday`);
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).error).toBe('bad-request');
    const extra = await henrik.send(`/api/loans/${loanId}/ltv-history?limit=5`);
    expect(extra.status).toBe(400);
    const unknown = ltvHistorySchema.parse(
      await (await henrik.send(ltvHistoryPath('no-such-loan'))).json(),
    );
    expect(unknown.samples).toEqual([]);
  });
});

describe('GET /api/loans/ltv-movers', () => {
  it("ranks the last day's movement of every loan, with an hourly sparkline", async () => {
    const response = await henrik.send(LTV_MOVERS_PATH);
    expect(response.status).toBe(200);
    const movers = ltvMoversSchema.parse(await response.json());
    expect(movers.loans.length).toBeGreaterThan(0);
    const moved = movers.loans.map((loan) => Math.abs(Number(loan.change)));
    expect(moved).toEqual([...moved].sort((a, b) => b - a));
    const seeded = movers.loans.find((loan) => loan.loanId === loanId);
    expect(seeded?.points.length).toBeGreaterThanOrEqual(6);
    expect(Number(seeded?.last.ltv) - Number(seeded?.first.ltv)).toBeCloseTo(
      Number(seeded?.change),
      8,
    );
    expect((await olivia.send(LTV_MOVERS_PATH)).status).toBe(200);
    expect((await browserClient(server.baseUrl).send(LTV_MOVERS_PATH)).status).toBe(401);
    expect((await henrik.send(`${LTV_MOVERS_PATH}?hours=48`)).status).toBe(400);
  });
});
