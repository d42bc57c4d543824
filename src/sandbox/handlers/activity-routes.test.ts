import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type WireActivity } from '../../shared/contracts/activities';
import { type WireOrder } from '../../shared/contracts/orders';
import { recordActivities } from '../db/activities-repository';
import { saveOrders } from '../db/orders-repository';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { sandboxSuite } from '../testing/sandbox-suite';
import { reportOrderChange } from '../webhooks/order-events';
import { wireActivitiesResponseSchema, wireOrderSchema } from '../../shared/contracts/wire-schemas';

const FEED = `/organizations/${SANDBOX_ORGANIZATION_ID}/activities`;
const STEP_MS = 3000;
const { sandbox, tick } = sandboxSuite({ lifecycleStepMs: STEP_MS });
let sequence = 0;

async function feed(query = ''): Promise<WireActivity[]> {
  return wireActivitiesResponseSchema.parse(await sandbox().json(`${FEED}${query}`)).activities;
}

/** The feed's entries about one order, oldest first. */
async function entriesAbout(orderId: string): Promise<WireActivity[]> {
  const found = await feed('?limit=1000');
  return found.filter((entry) => entry.activityId.endsWith(`:${orderId}`)).reverse();
}

async function place(body: Record<string, unknown>): Promise<WireOrder> {
  sequence += 1;
  return wireOrderSchema.parse(
    await sandbox().json('/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: `activity-test-${sequence}`,
        ...body,
      },
    }),
  );
}

const bitcoinWithdrawal = (description: string) => ({
  portfolioId: sandbox().portfolioId('Client Payments'),
  baseCurrency: 'BTC',
  amount: '0.25',
  toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
  description,
});

describe('GET /organizations/{id}/activities', () => {
  it('answers the seeded feed newest first, 1000 by default', async () => {
    const activities = await feed();
    expect(activities).toHaveLength(1000);
    const times = activities.map((entry) => Number(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(activities.map((entry) => entry.organizationId))).toEqual(
      new Set([SANDBOX_ORGANIZATION_ID]),
    );
  });

  it('refuses another organization with 403, for every reader', async () => {
    for (const as of ['treasury', 'risk', 'admin']) {
      expect(await sandbox().refusal('/organizations/org-elsewhere/activities', { as })).toEqual({
        status: 403,
        error: 'forbidden',
        message: 'You are not a member of organization org-elsewhere.',
      });
    }
  });

  it.each([
    ['an unknown type', '?activityTypes=order-execution,teleport'],
    ['a time that is not epoch ms', '?createdFrom=yesterday'],
    ['a negative limit', '?limit=-1'],
    ['an unknown parameter', '?orderTypes=withdraw'],
    ['a repeated parameter', '?userIds=a&userIds=b'],
  ])('refuses %s with 400', async (_, query) => {
    expect(await sandbox().refusal(`${FEED}${query}`)).toMatchObject({
      status: 400,
      error: 'bad-request',
    });
  });
});

describe('orders in the feed', () => {
  it('records a placed withdrawal in operator words, then its rejection', async () => {
    const order = await place(bitcoinWithdrawal('Dormant account sweep [sandbox:reject]'));
    expect(await entriesAbout(order.orderId)).toEqual([
      {
        activityId: `order-execution:${order.orderId}`,
        activityType: 'order-execution',
        name: 'Withdrawal placed',
        description: 'Olivia Grant placed a withdrawal of 0.25 BTC from Client Payments',
        createdAt: order.createdAt,
        organizationId: SANDBOX_ORGANIZATION_ID,
        portfolioId: order.portfolioId,
        userId: 'user-olivia-grant',
      },
    ]);
    await tick();
    const rejected = wireOrderSchema.parse(await sandbox().json(`/orders/${order.orderId}`));
    expect(rejected.status).toBe('rejected');
    expect((await entriesAbout(order.orderId))[1]).toMatchObject({
      activityId: `order-termination:${order.orderId}`,
      activityType: 'order-termination',
      name: 'Withdrawal rejected',
      description: 'The withdrawal of 0.25 BTC from Client Payments was rejected',
      createdAt: rejected.terminatedAt,
      userId: 'user-olivia-grant',
    });
  });

  it('records a withdrawal that fails while processing as a termination', async () => {
    const order = await place(bitcoinWithdrawal('Node outage drill [sandbox:error]'));
    for (let step = 0; step < 3; step += 1) await tick();
    expect((await entriesAbout(order.orderId)).map((entry) => entry.name)).toEqual([
      'Withdrawal placed',
      'Withdrawal failed',
    ]);
  });

  it('records an undelegation, and the cancellation of its deposit when the withdrawal is rejected', async () => {
    const withdrawal = await place({
      portfolioId: sandbox().portfolioId('ClearLoop Bybit'),
      baseCurrency: 'USDT',
      mainCurrency: 'ETH',
      amount: '75.50',
      toPortfolioId: sandbox().portfolioId('Prime Trading'),
      description: 'Refused unwind [sandbox:reject]',
    });
    const depositId = withdrawal.extra?.depositOrderId ?? '';
    expect(await entriesAbout(depositId)).toMatchObject([
      {
        activityId: `clearloop-delegation-undelegation:${depositId}`,
        activityType: 'clearloop-delegation-undelegation',
        name: 'ClearLoop undelegation',
        description: 'Olivia Grant undelegated 75.50 USDT from ClearLoop Bybit to Prime Trading',
        portfolioId: sandbox().portfolioId('Prime Trading'),
        userId: 'user-olivia-grant',
      },
    ]);
    for (let step = 0; step < 3; step += 1) await tick();
    expect((await entriesAbout(withdrawal.orderId)).map((entry) => entry.activityType)).toEqual([
      'order-execution',
      'order-termination',
    ]);
    expect((await entriesAbout(depositId))[1]).toMatchObject({
      activityId: `order-cancellation:${depositId}`,
      activityType: 'order-cancellation',
      name: 'Deposit canceled',
      description: 'The deposit of 75.50 USDT into Prime Trading was canceled',
    });
  });

  it('writes the entry in the transaction that changed the order: a rollback leaves none', async () => {
    const placed = await place(bitcoinWithdrawal('Template'));
    const order: WireOrder = {
      ...placed,
      orderId: `${placed.orderId}-rolled-back`,
      externalOrderId: `${placed.externalOrderId}-rolled-back`,
    };
    const seenInside = await sandbox()
      .db.transaction(async (tx) => {
        await saveOrders(tx, [order]);
        await reportOrderChange(tx, order, undefined, Date.now());
        const { rows } = await tx.query('SELECT 1 FROM activities WHERE activity_id = $1', [
          `order-execution:${order.orderId}`,
        ]);
        throw new Error(`rolled back with ${rows.length} entry`);
      })
      .catch((error: unknown) => (error instanceof Error ? error.message : ''));
    expect(seenInside).toBe('rolled back with 1 entry');
    expect(await entriesAbout(order.orderId)).toEqual([]);
  });
});

describe('the feed as CSV', () => {
  it('answers text/csv with the API fields, one record per activity, formulas neutralised', async () => {
    await sandbox().db.transaction((tx) =>
      recordActivities(tx, [
        {
          activityId: 'csv-check',
          activityType: 'new-crypto-address',
          name: '=HYPERLINK("http://evil")',
          description: 'Payroll, "March"\nsecond line',
          createdAt: '1000',
          organizationId: SANDBOX_ORGANIZATION_ID,
        },
      ]),
    );
    const response = await sandbox().call(`${FEED}?search=HYPERLINK`, { accept: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(
      'activityId,activityType,name,description,createdAt,organizationId,portfolioId,userId',
    );
    expect(Papa.parse(text, { header: true }).data).toEqual([
      {
        activityId: 'csv-check',
        activityType: 'new-crypto-address',
        name: `'=HYPERLINK("http://evil")`,
        description: 'Payroll, "March"\nsecond line',
        createdAt: '1000',
        organizationId: SANDBOX_ORGANIZATION_ID,
        portfolioId: '',
        userId: '',
      },
    ]);
  });

  it('answers JSON by default and when JSON is preferred', async () => {
    for (const accept of ['application/json', 'application/json, text/csv;q=0.5', '*/*']) {
      const response = await sandbox().call(`${FEED}?limit=1`, { accept });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(wireActivitiesResponseSchema.parse(await response.json()).activities).toHaveLength(1);
    }
  });
});
