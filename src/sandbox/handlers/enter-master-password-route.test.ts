import { expect, it } from 'vitest';
import { type WireOrder } from '../../shared/contracts/orders';
import { contentTypes } from '../../shared/endpoint';
import { describeEngines } from '../../store/testing/test-engines';
import { sandboxIdentities } from '../identities';
import { getProgress } from '../db/progress-repository';
import { enterMasterPassword } from '../orders/enter-master-password';
import { SANDBOX_MASTER_PASSWORD, sha256Hex } from '../seed/seed-portfolios';
import { sandboxSuite } from '../testing/sandbox-suite';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const STEP_MS = 1000;
const RIGHT = sha256Hex(SANDBOX_MASTER_PASSWORD);

function give(as: string, masterPassword: unknown = RIGHT) {
  return {
    method: 'PATCH',
    as,
    body: { masterPassword },
    contentType: contentTypes.enterMasterPassword,
  } as const;
}

describeEngines('PATCH /orders/{id}: enter master password, on $name', (engine) => {
  const { sandbox, tick } = sandboxSuite({
    engine,
    schemaPrefix: 'sandbox_password',
    lifecycleStepMs: STEP_MS,
    rateLimitPer5Min: 1_000_000,
  });
  let sequence = 0;

  async function status(orderId: string): Promise<string> {
    return wireOrderSchema.parse(await sandbox().json(`/orders/${orderId}`)).status;
  }

  async function place(portfolio: string): Promise<WireOrder> {
    sequence += 1;
    return wireOrderSchema.parse(
      await sandbox().json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: `password-test-${engine.name}-${sequence}`,
          portfolioId: sandbox().portfolioId(portfolio),
          baseCurrency: 'BTC',
          amount: '0.01',
          toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
        },
      }),
    );
  }

  /** A Cold Reserve withdrawal its co-signer approved: it now waits for the password. */
  async function awaitingPassword(): Promise<WireOrder> {
    const created = await place('Cold Reserve');
    await tick();
    await sandbox().json(`/orders/${created.orderId}`, {
      method: 'PATCH',
      as: 'approver-1',
      body: {},
      contentType: contentTypes.coSignOrder,
    });
    expect(await status(created.orderId)).toBe('master-password-required');
    return created;
  }

  it('after co-signing, a co-signer gives it and the order goes on to execution', async () => {
    const order = await awaitingPassword();
    const approved = wireOrderSchema.parse(
      await sandbox().json(`/orders/${order.orderId}`, give('approver-2')),
    );
    expect(approved.status).toBe('approved');
    await tick();
    await tick();
    expect(await status(order.orderId)).toBe('executed');
  });

  it('without co-signers first, when the policy asks only for the password', async () => {
    const { rows: before } = await sandbox().db.query(
      `SELECT allowed_co_signers FROM portfolios WHERE portfolio_name = 'Cold Reserve'`,
    );
    const allowed: unknown = Reflect.get(Object(before[0]), 'allowed_co_signers');
    await sandbox().db.query(
      `UPDATE portfolios SET required_co_signers = 0, allowed_co_signers = '{}' WHERE portfolio_name = 'Cold Reserve'`,
    );
    try {
      const created = await place('Cold Reserve');
      await tick();
      expect(await status(created.orderId)).toBe('master-password-required');
      const approved = wireOrderSchema.parse(
        await sandbox().json(`/orders/${created.orderId}`, give('approver-1')),
      );
      expect(approved.status).toBe('approved');
    } finally {
      await sandbox().db.query(
        `UPDATE portfolios SET required_co_signers = 1, allowed_co_signers = $1 WHERE portfolio_name = 'Cold Reserve'`,
        [allowed],
      );
    }
  });

  it('refuses a wrong password clearly and leaves the order waiting', async () => {
    const order = await awaitingPassword();
    const refusal = await sandbox().refusal(
      `/orders/${order.orderId}`,
      give('approver-2', sha256Hex('guess')),
    );
    expect(refusal).toMatchObject({ status: 409, error: 'wrong-master-password' });
    expect(refusal.message).toContain('master password is wrong');
    expect(await status(order.orderId)).toBe('master-password-required');
  });

  it('refuses the creator, people who may not co-sign, plain text and orders not waiting for it', async () => {
    const order = await awaitingPassword();
    const path = `/orders/${order.orderId}`;
    expect((await sandbox().refusal(path, give('treasury'))).status).toBe(403);
    expect((await sandbox().refusal(path, give('risk'))).status).toBe(403);
    expect(
      (await sandbox().refusal(path, give('approver-2', SANDBOX_MASTER_PASSWORD))).status,
    ).toBe(400);
    expect((await sandbox().refusal(path, give('approver-2', RIGHT.toUpperCase()))).status).toBe(
      400,
    );
    expect(await status(order.orderId)).toBe('master-password-required');

    const plain = await place('Client Payments');
    expect(await sandbox().refusal(`/orders/${plain.orderId}`, give('approver-1'))).toMatchObject({
      status: 409,
      error: 'order-not-awaiting-master-password',
    });
  });

  // The route lets only people who may co-sign through; these rules hold beneath it, for
  // someone who may co-sign in general but not this order.
  it('refuses its creator and anyone outside its available co-signers, even with co-sign rights', async () => {
    const approver = sandboxIdentities.find((identity) => identity.id === 'approver-2');
    const other = sandboxIdentities.find((identity) => identity.id === 'approver-1');
    if (!approver || !other) throw new Error('the sandbox has two approvers');
    // Cold Reserve names no co-signers in the seed: name the two approvers for this order.
    await sandbox().db.query(
      `UPDATE portfolios SET allowed_co_signers = $1 WHERE portfolio_name = 'Cold Reserve'`,
      [[approver.userId, other.userId]],
    );
    let created: WireOrder;
    try {
      created = await awaitingPassword();
    } finally {
      await sandbox().db.query(
        `UPDATE portfolios SET allowed_co_signers = '{}' WHERE portfolio_name = 'Cold Reserve'`,
      );
    }
    const order = wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`));
    expect(order.extra?.availableCoSigners).toEqual([approver.userId, other.userId]);
    const attempt = (identity: typeof approver) =>
      enterMasterPassword(sandbox().db, order.orderId, {
        identity,
        masterPassword: RIGHT,
        nowMs: Date.now(),
        stepMs: STEP_MS,
      });

    const asCreator = await attempt({ ...approver, userId: order.createdBy ?? '' });
    expect(asCreator).toMatchObject({ ok: false, refusal: { status: 403, error: 'forbidden' } });
    expect(JSON.stringify(asCreator)).toContain('four-eyes');

    const outsider = await attempt({ ...approver, userId: 'user-not-a-co-signer', name: 'Ola' });
    expect(outsider).toMatchObject({ ok: false, refusal: { status: 403, error: 'forbidden' } });
    expect(JSON.stringify(outsider)).toContain(
      "Ola is not among this order's available co-signers",
    );

    const missing = await enterMasterPassword(sandbox().db, 'no-such-order', {
      identity: approver,
      masterPassword: RIGHT,
      nowMs: Date.now(),
      stepMs: STEP_MS,
    });
    expect(missing).toMatchObject({
      ok: false,
      refusal: { status: 404, error: 'not-found', message: 'Order no-such-order does not exist.' },
    });
    expect(await status(order.orderId)).toBe('master-password-required');
  });

  it('hands the approved order to the clock one step later, its password on record', async () => {
    const identity = sandboxIdentities.find((person) => person.id === 'approver-2');
    if (!identity) throw new Error('the sandbox has a second approver');
    const nowMs = Date.now();
    const running = await awaitingPassword();
    const approved = await enterMasterPassword(sandbox().db, running.orderId, {
      identity,
      masterPassword: RIGHT,
      nowMs,
      stepMs: STEP_MS,
    });
    expect(approved).toMatchObject({ ok: true, value: { status: 'approved' } });
    expect(await getProgress(sandbox().db, running.orderId)).toMatchObject({
      masterPasswordGiven: true,
      nextStepAt: nowMs + STEP_MS,
    });

    // A stopped clock (step 0) schedules nothing: the order waits where it is.
    const stopped = await awaitingPassword();
    await enterMasterPassword(sandbox().db, stopped.orderId, {
      identity,
      masterPassword: RIGHT,
      nowMs,
      stepMs: 0,
    });
    expect(await getProgress(sandbox().db, stopped.orderId)).toMatchObject({
      masterPasswordGiven: true,
      nextStepAt: undefined,
    });
  });

  it('names the status of an order that is not waiting for the password', async () => {
    const plain = await place('Client Payments');
    const refusal = await sandbox().refusal(`/orders/${plain.orderId}`, give('approver-1'));
    expect(refusal.message).toBe(
      `Order ${plain.orderId} is ${plain.status}, not waiting for the master password.`,
    );
  });

  it('ten simultaneous passwords approve the order once', async () => {
    const order = await awaitingPassword();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sandbox().call(
          `/orders/${order.orderId}`,
          give(index % 2 === 0 ? 'approver-1' : 'approver-2'),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(9);
    const { rows } = await sandbox().db.query(
      `SELECT count(*)::int AS n FROM webhook_outbox WHERE event_type = 'order-approved' AND payload->>'orderId' = $1`,
      [order.orderId],
    );
    expect(Reflect.get(Object(rows[0]), 'n')).toBe(1);
  });
});
