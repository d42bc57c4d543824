import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type WireOrder } from '../../shared/contracts/orders';
import { contentTypes } from '../../shared/endpoint';
import { getProgress } from '../db/progress-repository';
import { sandboxIdentities } from '../identities';
import { coSignOrder } from '../orders/co-sign-order';
import { SANDBOX_MASTER_PASSWORD, sha256Hex } from '../seed/seed-portfolios';
import { sandboxSuite } from '../testing/sandbox-suite';
import { wireOrderSchema, wireOrdersResponseSchema } from '../../shared/contracts/wire-schemas';

let sequence = 0;

const STEP_MS = 3000;
const RIGHT_PASSWORD = sha256Hex(SANDBOX_MASTER_PASSWORD);
const WRONG_PASSWORD = sha256Hex('guess');
const { sandbox, tick } = sandboxSuite({ lifecycleStepMs: STEP_MS });

async function order(orderId: string): Promise<WireOrder> {
  return wireOrderSchema.parse(await sandbox().json(`/orders/${orderId}`));
}

async function placeWithdrawal(portfolio: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return wireOrderSchema.parse(
    await sandbox().json('/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: `co-sign-test-${sequence}`,
        portfolioId: sandbox().portfolioId(portfolio),
        baseCurrency: 'BTC',
        amount: '0.25',
        toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
        ...overrides,
      },
    }),
  );
}

function coSign(as: string, body: Record<string, unknown> = {}) {
  return { method: 'PATCH', as, body, contentType: contentTypes.coSignOrder } as const;
}

async function seeded(portfolio: string, status: string): Promise<WireOrder[]> {
  const { orders } = wireOrdersResponseSchema.parse(
    await sandbox().json(
      `/orders?orderTypes=withdraw&statuses=${status}&portfolioIds=${sandbox().portfolioId(portfolio)}`,
    ),
  );
  return orders;
}

describe('seeded live orders', () => {
  it('finishes the in-flight withdrawals, failing the chosen ones, and leaves the approval queue alone', async () => {
    const queuePath =
      '/orders?orderTypes=withdraw&statuses=co-sign-require,master-password-required,waiting-approve';
    const queueBefore = wireOrdersResponseSchema.parse(await sandbox().json(queuePath)).orders;
    const liveBefore = wireOrdersResponseSchema.parse(
      await sandbox().json(
        `/orders?orderTypes=withdraw&statuses=new,approved,processing&portfolioIds=${sandbox().portfolioId('Client Payments')}`,
      ),
    ).orders;
    expect(liveBefore.length).toBeGreaterThanOrEqual(6);
    for (let step = 0; step < 4; step += 1) await tick();
    const outcomes = await Promise.all(
      liveBefore.map(async (entry) => (await order(entry.orderId)).status),
    );
    expect(outcomes.filter((status) => status === 'executed').length).toBeGreaterThanOrEqual(3);
    expect(outcomes).toContain('rejected');
    expect(outcomes).toContain('error');
    // Only the in-flight ones move; older live orders in the history stay as they are.
    expect(
      outcomes.filter((status) => ['executed', 'rejected', 'error'].includes(status)),
    ).toHaveLength(6);
    const queueAfter = wireOrdersResponseSchema.parse(await sandbox().json(queuePath)).orders;
    expect(queueAfter.map((entry) => [entry.orderId, entry.status])).toEqual(
      queueBefore.map((entry) => [entry.orderId, entry.status]),
    );
    expect(queueBefore.length).toBeGreaterThanOrEqual(14);
  });

  it('carries markup in one address-book name and one order description, as plain data', async () => {
    const body = JSON.stringify(await sandbox().json('/crypto-addresses'));
    expect(body).toContain('<script>alert(\\"ada\\")</script>');
    const queue = wireOrdersResponseSchema.parse(
      await sandbox().json('/orders?orderTypes=withdraw&statuses=co-sign-require'),
    ).orders;
    expect(queue.some((entry) => entry.extra?.description?.includes('<script>'))).toBe(true);
  });
});

describe('PATCH /orders/{id}: co-sign', () => {
  it('needs both Treasury Vault approvers, then moves on to execution and debits the wallet', async () => {
    const before = await sandbox().wallet('Treasury Vault', 'BTC', 'BTC');
    const created = await placeWithdrawal('Treasury Vault');
    await tick();
    expect((await order(created.orderId)).status).toBe('co-sign-require');
    await tick();
    expect((await order(created.orderId)).status).toBe('co-sign-require');

    const first = wireOrderSchema.parse(
      await sandbox().json(`/orders/${created.orderId}`, coSign('approver-1')),
    );
    expect(first.status).toBe('co-sign-require');
    expect(first.extra?.coSigners).toEqual(['user-marcus-chen']);
    expect(
      await sandbox().refusal(`/orders/${created.orderId}`, coSign('approver-1')),
    ).toMatchObject({
      status: 409,
      error: 'already-co-signed',
      message: 'Marcus Chen has already co-signed this order.',
    });
    // Still waiting for people: the clock has nothing to do with it yet.
    expect((await getProgress(sandbox().db, created.orderId))?.nextStepAt).toBeUndefined();

    const approvedFrom = Date.now();
    const second = wireOrderSchema.parse(
      await sandbox().json(`/orders/${created.orderId}`, coSign('approver-2')),
    );
    const approvedBy = Date.now();
    expect(second.status).toBe('approved');
    expect(second.extra?.coSigners).toEqual(['user-marcus-chen', 'user-amara-okafor']);
    // Approved: the clock takes the next step one step after the approval.
    const nextStepAt = (await getProgress(sandbox().db, created.orderId))?.nextStepAt ?? 0;
    expect(nextStepAt).toBeGreaterThanOrEqual(approvedFrom + STEP_MS);
    expect(nextStepAt).toBeLessThanOrEqual(approvedBy + STEP_MS);

    await tick();
    const processing = await order(created.orderId);
    expect(processing.status).toBe('processing');
    expect(processing.extra?.transactionId).toMatch(/^[0-9a-f]{64}$/);
    await tick();
    const executed = await order(created.orderId);
    expect(executed.status).toBe('executed');
    expect(executed.terminatedAt).toBeDefined();

    const after = await sandbox().wallet('Treasury Vault', 'BTC', 'BTC');
    const fee = created.extra?.withdrawFee ?? '';
    expect(new Decimal(before.balance).minus(after.balance).toFixed()).toBe(
      new Decimal('0.25').plus(fee).toFixed(),
    );
    expect(after.reserve).toBe(before.reserve);
  });

  it('leaves an order approved on a stopped clock (step 0) unscheduled', async () => {
    const created = await placeWithdrawal('Treasury Vault');
    await tick();
    const approvers = sandboxIdentities.filter((person) => person.id.startsWith('approver-'));
    for (const identity of approvers) {
      const outcome = await coSignOrder(sandbox().db, created.orderId, {
        identity,
        masterPassword: undefined,
        nowMs: Date.now(),
        stepMs: 0,
      });
      expect(outcome.ok).toBe(true);
    }
    expect((await order(created.orderId)).status).toBe('approved');
    expect((await getProgress(sandbox().db, created.orderId))?.nextStepAt).toBeUndefined();
  });

  it('refuses an order that is not awaiting co-signature (409)', async () => {
    const created = await placeWithdrawal('Treasury Vault');
    expect(
      await sandbox().refusal(`/orders/${created.orderId}`, coSign('approver-1')),
    ).toMatchObject({
      status: 409,
      error: 'order-not-awaiting-co-sign',
      message: `Order ${created.orderId} is ${created.status}, not awaiting co-signature.`,
    });
  });

  it('refuses a co-signer outside availableCoSigners (403)', async () => {
    const created = await placeWithdrawal('Operations Hot Wallet');
    await tick();
    expect(
      await sandbox().refusal(`/orders/${created.orderId}`, coSign('approver-2')),
    ).toMatchObject({
      status: 403,
      error: 'forbidden',
      message: "Amara Okafor is not among this order's available co-signers.",
    });
  });

  it('refuses identities without the co-sign permission (403)', async () => {
    const [pending] = await seeded('Treasury Vault', 'co-sign-require');
    const id = pending?.orderId ?? '';
    for (const as of ['risk', 'treasury']) {
      expect(await sandbox().refusal(`/orders/${id}`, coSign(as))).toMatchObject({
        status: 403,
        error: 'forbidden',
      });
    }
  });

  it('refuses co-signing your own order (409)', async () => {
    const own = (await seeded('Cold Reserve', 'co-sign-require')).find(
      (entry) => entry.createdBy === 'user-marcus-chen',
    );
    const id = own?.orderId ?? '';
    expect(await sandbox().refusal(`/orders/${id}`, coSign('approver-1'))).toMatchObject({
      status: 409,
      error: 'self-co-sign',
      message: 'You created this order, so you cannot co-sign it.',
    });
  });

  it('answers 404 for an unknown order and 415 for a plain JSON body', async () => {
    expect(await sandbox().refusal('/orders/nope', coSign('approver-1'))).toMatchObject({
      status: 404,
      error: 'not-found',
      message: 'Order nope does not exist.',
    });
    const response = await sandbox().call('/orders/nope', {
      method: 'PATCH',
      as: 'approver-1',
      body: {},
      contentType: 'application/json',
    });
    expect(response.status).toBe(415);
  });

  it('refuses a malformed master password hash (400)', async () => {
    expect(
      await sandbox().refusal('/orders/x', coSign('approver-1', { masterPassword: 'plain' })),
    ).toMatchObject({ status: 400, error: 'bad-request' });
  });
});

describe('master password (Cold Reserve)', () => {
  it('asks for it after the last approval, refuses a wrong one (409) and accepts the right one', async () => {
    const waiting = (await seeded('Cold Reserve', 'co-sign-require')).find(
      (entry) => entry.createdBy === 'user-olivia-grant',
    );
    const id = waiting?.orderId ?? '';
    const approved = wireOrderSchema.parse(
      await sandbox().json(`/orders/${id}`, coSign('approver-2')),
    );
    expect(approved.status).toBe('master-password-required');

    expect(await sandbox().refusal(`/orders/${id}`, coSign('approver-1'))).toMatchObject({
      status: 400,
      error: 'bad-request',
      message: 'masterPassword: this order needs the master password',
    });
    expect(
      await sandbox().refusal(
        `/orders/${id}`,
        coSign('approver-1', { masterPassword: WRONG_PASSWORD }),
      ),
    ).toMatchObject({
      status: 409,
      error: 'wrong-master-password',
      message: 'masterPassword: the master password is wrong',
    });
    const done = wireOrderSchema.parse(
      await sandbox().json(
        `/orders/${id}`,
        coSign('approver-1', { masterPassword: RIGHT_PASSWORD }),
      ),
    );
    expect(done.status).toBe('approved');
  });

  it('takes the password with a co-signature when the portfolio asks for no co-signers', async () => {
    const { rows } = await sandbox().db.query(
      `SELECT required_co_signers, allowed_co_signers FROM portfolios WHERE portfolio_name = 'Cold Reserve'`,
    );
    const row = Object(rows[0]) as object;
    await sandbox().db.query(
      `UPDATE portfolios SET required_co_signers = 0, allowed_co_signers = '{}' WHERE portfolio_name = 'Cold Reserve'`,
    );
    try {
      const created = await placeWithdrawal('Cold Reserve');
      await tick();
      const waiting = await order(created.orderId);
      expect(waiting.status).toBe('master-password-required');
      expect(waiting.extra?.availableCoSigners).toBeUndefined();
      const done = wireOrderSchema.parse(
        await sandbox().json(
          `/orders/${created.orderId}`,
          coSign('approver-2', { masterPassword: RIGHT_PASSWORD }),
        ),
      );
      expect(done.status).toBe('approved');
      // The password is not an approval: nobody is recorded as a co-signer.
      expect(done.extra?.coSigners).toEqual([]);
    } finally {
      await sandbox().db.query(
        `UPDATE portfolios SET required_co_signers = $1, allowed_co_signers = $2 WHERE portfolio_name = 'Cold Reserve'`,
        [Reflect.get(row, 'required_co_signers'), Reflect.get(row, 'allowed_co_signers')],
      );
    }
  });

  it('approves in one step when the last co-signer sends the right password', async () => {
    const created = await placeWithdrawal('Cold Reserve');
    await tick();
    expect(
      await sandbox().refusal(
        `/orders/${created.orderId}`,
        coSign('approver-1', { masterPassword: WRONG_PASSWORD }),
      ),
    ).toMatchObject({ status: 409, error: 'wrong-master-password' });
    const done = wireOrderSchema.parse(
      await sandbox().json(
        `/orders/${created.orderId}`,
        coSign('approver-1', { masterPassword: RIGHT_PASSWORD }),
      ),
    );
    expect(done.status).toBe('approved');
  });
});

describe('lifecycle outcomes', () => {
  it('releases the reservation of an order rejected at approval', async () => {
    const before = await sandbox().wallet('Client Payments', 'BTC', 'BTC');
    const created = await placeWithdrawal('Client Payments', {
      description: 'Dormant account sweep [sandbox:reject]',
    });
    expect((await sandbox().wallet('Client Payments', 'BTC', 'BTC')).reserve).not.toBe(
      before.reserve,
    );
    await tick();
    const rejected = await order(created.orderId);
    expect(rejected.status).toBe('rejected');
    expect(await sandbox().wallet('Client Payments', 'BTC', 'BTC')).toEqual(before);
  });

  it('ends in error while processing and releases the funds', async () => {
    const before = await sandbox().wallet('Client Payments', 'BTC', 'BTC');
    const created = await placeWithdrawal('Client Payments', {
      description: 'Node outage drill [sandbox:error]',
    });
    const statuses: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      await tick();
      statuses.push((await order(created.orderId)).status);
    }
    expect(statuses).toEqual(['approved', 'processing', 'error']);
    expect(await sandbox().wallet('Client Payments', 'BTC', 'BTC')).toEqual(before);
  });

  it('settles an undelegation: ClearLoop debited, trading account credited', async () => {
    const clearLoopBefore = await sandbox().wallet('ClearLoop Bybit', 'USDT', 'ETH');
    const tradingBefore = await sandbox().wallet('Prime Trading', 'USDT', 'ETH');
    sequence += 1;
    const withdrawal = wireOrderSchema.parse(
      await sandbox().json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: `co-sign-test-${sequence}`,
          portfolioId: sandbox().portfolioId('ClearLoop Bybit'),
          baseCurrency: 'USDT',
          mainCurrency: 'ETH',
          amount: '75.5',
          toPortfolioId: sandbox().portfolioId('Prime Trading'),
        },
      }),
    );
    for (let step = 0; step < 4; step += 1) await tick();
    expect((await order(withdrawal.orderId)).status).toBe('executed');
    expect((await order(withdrawal.extra?.depositOrderId ?? '')).status).toBe('executed');
    const clearLoopAfter = await sandbox().wallet('ClearLoop Bybit', 'USDT', 'ETH');
    const tradingAfter = await sandbox().wallet('Prime Trading', 'USDT', 'ETH');
    expect(new Decimal(clearLoopBefore.balance).minus(clearLoopAfter.balance).toFixed()).toBe(
      '75.5',
    );
    expect(new Decimal(tradingAfter.balance).minus(tradingBefore.balance).toFixed()).toBe('75.5');
  });
});
