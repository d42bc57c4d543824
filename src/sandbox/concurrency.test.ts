import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api-error';
import { contentTypes } from '../shared/endpoint';
import { describeEngines } from '../store/testing/test-engines';
import { advanceOrders } from './lifecycle/advance-orders';
import { sandboxSuite } from './testing/sandbox-suite';
import { wireOrderSchema } from '../shared/contracts/wire-schemas';

const STEP_MS = 1000;

/**
 * Races a real PostgreSQL pool would expose and PGlite (one query at a time)
 * would hide: many requests at once against one order or one wallet.
 */
describeEngines('concurrent writes on $name', (engine) => {
  const { sandbox } = sandboxSuite({
    engine,
    schemaPrefix: 'sandbox_race',
    lifecycleStepMs: STEP_MS,
    rateLimitPer5Min: 1_000_000,
  });

  it('50 simultaneous approvals by two approvers record exactly the two the rules allow', async () => {
    const created = wireOrderSchema.parse(
      await sandbox().json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: `race-co-sign-${engine.name}`,
          portfolioId: sandbox().portfolioId('Treasury Vault'),
          baseCurrency: 'BTC',
          amount: '0.01',
          toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
        },
      }),
    );
    await advanceOrders(sandbox().db, Date.now() + STEP_MS, STEP_MS);
    const approvals = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        sandbox().call(`/orders/${created.orderId}`, {
          method: 'PATCH',
          as: index % 2 === 0 ? 'approver-1' : 'approver-2',
          body: {},
          contentType: contentTypes.coSignOrder,
        }),
      ),
    );
    const statuses = approvals.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
    const after = wireOrderSchema.parse(await sandbox().json(`/orders/${created.orderId}`));
    expect([...(after.extra?.coSigners ?? [])].sort()).toEqual([
      'user-amara-okafor',
      'user-marcus-chen',
    ]);
    expect(after.status).toBe('approved');
  });

  it('30 simultaneous orders with one externalOrderId make one order; each refusal names it', async () => {
    const externalOrderId = `race-same-id-${engine.name}`;
    const portfolioId = sandbox().portfolioId('Client Payments');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        sandbox().call('/orders', { body: sandbox().btcWithdrawal(externalOrderId) }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 200);
    expect(accepted).toHaveLength(1);
    const winner = wireOrderSchema.parse(await accepted[0]?.json());
    const refusals = await Promise.all(
      responses
        .filter((response) => response.status !== 200)
        .map(async (response) => ({
          status: response.status,
          ...errorBodySchema.parse(await response.json()),
        })),
    );
    expect(refusals).toHaveLength(29);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 409,
        error: 'duplicate-external-order-id',
        message: `externalOrderId: ${portfolioId} already has an order with externalOrderId ${externalOrderId} (${winner.orderId})`,
      });
    }
  });

  it('200 simultaneous orders against one wallet never reserve more than its balance', async () => {
    const before = await sandbox().wallet('Operations Hot Wallet', 'ETH', 'ETH');
    // Each order asks for a tenth of what is available: at most ten can fit.
    const amount = new Decimal(before.available).dividedBy(10).toDecimalPlaces(8, 1).toFixed();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        sandbox().call('/orders', {
          body: {
            orderType: 'withdraw',
            externalOrderId: `race-wallet-${engine.name}-${index}`,
            portfolioId: sandbox().portfolioId('Operations Hot Wallet'),
            baseCurrency: 'ETH',
            amount,
            blockchainTransactionType: 'send',
          },
        }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 200).length;
    const refused = responses.filter((response) => response.status === 409).length;
    expect(accepted + refused).toBe(200);
    const after = await sandbox().wallet('Operations Hot Wallet', 'ETH', 'ETH');
    // Each accepted order reserved its amount plus the flat fee.
    const reserved = new Decimal(after.reserve).minus(before.reserve);
    const perOrder = reserved.dividedBy(accepted);
    expect(perOrder.greaterThan(amount)).toBe(true);
    expect(accepted).toBe(
      new Decimal(before.available)
        .dividedBy(perOrder)
        .toDecimalPlaces(0, Decimal.ROUND_DOWN)
        .toNumber(),
    );
    expect(new Decimal(after.available).isNegative()).toBe(false);
    expect(new Decimal(after.reserve).lessThanOrEqualTo(after.balance)).toBe(true);
  });
});
