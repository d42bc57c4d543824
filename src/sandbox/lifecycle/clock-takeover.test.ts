import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import {
  dropTestSchema,
  engineSuite,
  postgresEngine,
  uniqueSchema,
} from '../../store/testing/test-engines';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import { startLifecycleClock, type LifecycleClock } from './lifecycle-clock';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const STEP_MS = 250;

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** Two instances share one sandbox on PostgreSQL; only one may run its clock at a time. */
describe('the lifecycle clock across instances', engineSuite(postgresEngine), () => {
  const schema = uniqueSchema('sandbox_clock');
  let sandbox: SandboxFixture;
  let second: Database;
  const clocks: LifecycleClock[] = [];

  beforeAll(async () => {
    sandbox = await openSandboxFixture({ location: postgresEngine.location, schema });
    second = await openStore(postgresEngine.location, schema);
  });
  afterAll(async () => {
    for (const clock of clocks) await clock.stop();
    await second.close();
    await sandbox.db.close();
    await dropTestSchema(postgresEngine, schema);
  });

  it('runs on one instance, and another takes over within 10 s when it dies, taking every step once', async () => {
    const before = await sandbox.wallet('Client Payments', 'BTC', 'BTC');
    const created = wireOrderSchema.parse(
      await sandbox.json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: 'clock-takeover',
          portfolioId: sandbox.portfolioId('Client Payments'),
          baseCurrency: 'BTC',
          amount: '0.5',
          toCryptoAddressId: sandbox.addressId('Kraken BTC deposit'),
        },
      }),
    );
    // Created with the clock off: make its first step due now. The seed's own orders in flight
    // from this wallet hold reserves too; they wait, so only this order moves the wallet.
    await sandbox.db.query(
      'UPDATE order_progress SET next_step_at = CASE WHEN order_id = $1 THEN $2::bigint END',
      [created.orderId, Date.now()],
    );
    const a = startLifecycleClock(sandbox.db, STEP_MS);
    const b = startLifecycleClock(second, STEP_MS);
    clocks.push(a, b);
    await waitFor(() => a.leading || b.leading, 5_000);
    expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
    const [leader, standby, leaderDb] = a.leading ? [a, b, sandbox.db] : [b, a, second];

    // The leader's process dies: PostgreSQL ends its session, and the lock goes with it.
    await leaderDb.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND granted
         AND classid::bigint = (hashtext('custody-ops-dashboard')::bigint & 4294967295)
         AND objid::bigint = (hashtext($1)::bigint & 4294967295)`,
      [`${schema}:lifecycle-clock`],
    );
    const takeover = await waitFor(() => standby.leading, 10_000);
    expect(takeover).toBeLessThan(10_000);
    expect(leader.leading).toBe(false);

    await waitFor(async () => {
      const order = wireOrderSchema.parse(await sandbox.json(`/orders/${created.orderId}`));
      return order.status === 'executed';
    }, 10_000);
    const after = await sandbox.wallet('Client Payments', 'BTC', 'BTC');
    // Debited exactly once: balance down by the reserved amount, nothing left reserved for it.
    expect(new Decimal(before.balance).minus(after.balance).greaterThan('0.5')).toBe(true);
    expect(after.reserve).toBe(before.reserve);
    expect(new Decimal(before.available).minus(after.available).toFixed()).toBe(
      new Decimal(before.balance).minus(after.balance).toFixed(),
    );
  }, 40_000);
});
