import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import { orderSchema, type WireOrder } from '../../shared/contracts/orders';
import { contentTypes } from '../../shared/endpoint';
import { describeEngines } from '../../store/testing/test-engines';
import { findIdentityById, type SandboxIdentity } from '../identities';
import { cancelOrder } from '../orders/cancel-order';
import { sandboxSuite } from '../testing/sandbox-suite';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const STEP_MS = 1000;

function cancel(as: string, body: unknown = { reason: 'Wrong destination' }) {
  return { method: 'PATCH', as, body, contentType: contentTypes.cancelOrder } as const;
}

describeEngines('PATCH /orders/{id}: cancel, on $name', (engine) => {
  const { sandbox, tick } = sandboxSuite({
    engine,
    schemaPrefix: 'sandbox_cancel',
    lifecycleStepMs: STEP_MS,
    rateLimitPer5Min: 1_000_000,
  });
  let sequence = 0;

  async function place(portfolio: string, amount = '0.5'): Promise<WireOrder> {
    sequence += 1;
    return wireOrderSchema.parse(
      await sandbox().json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: `cancel-test-${engine.name}-${sequence}`,
          portfolioId: sandbox().portfolioId(portfolio),
          baseCurrency: 'ETH',
          amount,
          toCryptoAddressId: sandbox().addressId('Coinbase Prime settlement'),
        },
      }),
    );
  }

  async function webhookTypes(orderId: string): Promise<string[]> {
    const { rows } = await sandbox().db.query(
      `SELECT event_type FROM webhook_outbox WHERE payload->>'orderId' = $1 ORDER BY seq`,
      [orderId],
    );
    return rows.map((row) => String(Reflect.get(Object(row), 'event_type')));
  }

  it('lets the creator cancel before processing: funds released, order canceled, reported like any change', async () => {
    const before = await sandbox().wallet('Client Payments', 'ETH', 'ETH');
    const created = await place('Client Payments');
    const reserved = await sandbox().wallet('Client Payments', 'ETH', 'ETH');
    expect(new Decimal(reserved.reserve).greaterThan(before.reserve)).toBe(true);

    const canceled = wireOrderSchema.parse(
      await sandbox().json(`/orders/${created.orderId}`, cancel('treasury')),
    );
    expect(canceled.status).toBe('canceled');
    expect(canceled.terminatedAt).toBeDefined();
    expect(canceled.extra).not.toHaveProperty('cancelledBy');

    const after = await sandbox().wallet('Client Payments', 'ETH', 'ETH');
    expect(after).toEqual(before);
    expect(await webhookTypes(created.orderId)).toEqual(['withdraw-created', 'order-canceled']);
    const { rows } = await sandbox().db.query(
      `SELECT activity_type FROM activities WHERE activity_id = $1`,
      [`order-cancellation:${created.orderId}`],
    );
    expect(rows).toHaveLength(1);

    // The clock no longer moves it, and a second cancel is refused without releasing twice.
    await tick();
    expect(wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`)).status).toBe(
      'canceled',
    );
    expect(await sandbox().refusal(`/orders/${created.orderId}`, cancel('treasury'))).toMatchObject(
      {
        status: 409,
        error: 'order-not-cancellable',
      },
    );
    expect(await sandbox().wallet('Client Payments', 'ETH', 'ETH')).toEqual(before);
  });

  it('cancels an order waiting for co-signers, and takes a cancel without a reason', async () => {
    const created = await place('Operations Hot Wallet', '0.01');
    await tick();
    expect(wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`)).status).toBe(
      'co-sign-require',
    );
    const canceled = wireOrderSchema.parse(
      await sandbox().json(`/orders/${created.orderId}`, cancel('treasury', {})),
    );
    expect(canceled.status).toBe('canceled');
  });

  it('refuses once processing has started, and keeps the funds reserved', async () => {
    const created = await place('Client Payments', '0.02');
    await tick(); // approved (no co-signers in this portfolio)
    await tick(); // processing
    expect(wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`)).status).toBe(
      'processing',
    );
    const reserved = await sandbox().wallet('Client Payments', 'ETH', 'ETH');
    const refusal = await sandbox().refusal(`/orders/${created.orderId}`, cancel('treasury'));
    expect(refusal).toMatchObject({ status: 409, error: 'order-not-cancellable' });
    expect(refusal.message).toContain('processing');
    expect(await sandbox().wallet('Client Payments', 'ETH', 'ETH')).toEqual(reserved);
  });

  it('refuses anyone but the creator, and callers who may not write orders', async () => {
    const created = await place('Client Payments', '0.03');
    expect(
      await sandbox().refusal(`/orders/${created.orderId}`, cancel('approver-1')),
    ).toMatchObject({ status: 403 });
    expect(await sandbox().refusal(`/orders/${created.orderId}`, cancel('risk'))).toMatchObject({
      status: 403,
    });
    expect(wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`)).status).toBe(
      'new',
    );
  });

  it('refuses a treasury person who did not create the order, with 403 naming them', async () => {
    const olivia = findIdentityById('treasury');
    if (olivia === undefined) throw new Error('No treasury identity');
    // A second treasury operator: the same permissions as the creator, another person.
    const colleague: SandboxIdentity = {
      ...olivia,
      id: 'treasury-2',
      userId: 'user-dana-whitfield',
      name: 'Dana Whitfield',
      apiKey: 'sbx-treasury2-test',
      apiSecret: 'sbx-secret-treasury2-test',
    };
    const created = await place('Client Payments', '0.035');
    const refused = await cancelOrder(sandbox().db, created.orderId, {
      identity: colleague,
      nowMs: Date.now(),
    });
    expect(refused).toEqual({
      ok: false,
      refusal: {
        status: 403,
        error: 'forbidden',
        message: `Dana Whitfield did not create order ${created.orderId}; only its creator may cancel it.`,
      },
    });
    expect(orderSchema.parse(await sandbox().json(`/orders/${created.orderId}`)).status).toBe(
      'new',
    );
  });

  it('refuses a malformed body, an over-long reason and an unknown order', async () => {
    const created = await place('Client Payments', '0.04');
    const path = `/orders/${created.orderId}`;
    expect((await sandbox().refusal(path, cancel('treasury', { reason: 42 }))).status).toBe(400);
    expect(
      (await sandbox().refusal(path, cancel('treasury', { reason: 'x', extra: 1 }))).status,
    ).toBe(400);
    expect(
      (await sandbox().refusal(path, cancel('treasury', { reason: 'x'.repeat(1001) }))).status,
    ).toBe(413);
    expect(await sandbox().refusal('/orders/no-such-order', cancel('treasury'))).toMatchObject({
      status: 404,
    });
    expect(wireOrderSchema.parse(await sandbox().json(path)).status).toBe('new');
  });

  it('twenty simultaneous cancels end the order once and release its funds once', async () => {
    const before = await sandbox().wallet('Client Payments', 'ETH', 'ETH');
    const created = await place('Client Payments', '0.05');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sandbox().call(`/orders/${created.orderId}`, cancel('treasury')),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await sandbox().wallet('Client Payments', 'ETH', 'ETH')).toEqual(before);
    expect(await webhookTypes(created.orderId)).toEqual(['withdraw-created', 'order-canceled']);
  });
});
