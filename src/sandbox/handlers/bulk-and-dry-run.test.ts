import { describe, expect, it } from 'vitest';
import { isFailedBulkOrder } from '../../shared/contracts/create-order';
import { contentTypes } from '../../shared/endpoint';
import { quoteFee } from '../orders/fee-schedule';
import { sandboxSuite } from '../testing/sandbox-suite';
import {
  wireBulkCreateOrdersResponseSchema,
  wireDryRunOrderResponseSchema,
} from '../../shared/contracts/wire-schemas';

const { sandbox } = sandboxSuite();

const bulk = (orders: unknown[], as = 'treasury') =>
  ({ body: { orders }, contentType: contentTypes.createOrders, as }) as const;

describe('POST /orders/ (bulk)', () => {
  it('places each item on its own and returns failed items with their reason, in order', async () => {
    const response = wireBulkCreateOrdersResponseSchema.parse(
      await sandbox().json(
        '/orders/',
        bulk([
          sandbox().btcWithdrawal('bulk-1'),
          sandbox().btcWithdrawal('bulk-2', {
            toCryptoAddressId: sandbox().addressId('Bitstamp BTC'),
            mainCurrency: 'BTC',
            description: 'Refused payout',
          }),
          sandbox().btcWithdrawal('bulk-3', { amount: '99999999' }),
          { ...sandbox().btcWithdrawal('bulk-4'), orderType: 'sell' },
          sandbox().btcWithdrawal('bulk-1'),
          sandbox().btcWithdrawal('bulk-6', { quoteCurrency: 'USD' }),
          sandbox().btcWithdrawal('bulk-7', { description: 'Second payout' }),
        ]),
      ),
    );
    const summary = response.orders.map((entry) =>
      isFailedBulkOrder(entry) ? `${entry.externalOrderId}:${entry.error}` : entry.externalOrderId,
    );
    expect(summary).toEqual([
      'bulk-1',
      'bulk-2:travel-rule-not-passed',
      'bulk-3:insufficient-funds',
      'bulk-4:bad-request',
      'bulk-1:duplicate-external-order-id',
      'bulk-6:bad-request',
      'bulk-7',
    ]);
    const failed = response.orders
      .filter(isFailedBulkOrder)
      .find((entry) => entry.externalOrderId === 'bulk-2');
    // A full order, as the provider returns it, ended at once in `error`.
    expect(failed).toMatchObject({
      status: 'error',
      amount: '0.001',
      portfolioId: sandbox().portfolioId('Client Payments'),
      portfolioType: 'custody',
      createdBy: 'user-olivia-grant',
    });
    expect(failed?.orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed?.createdAt).toMatch(/^\d+$/);
    expect(failed?.message).toContain('Travel Rule');
    // What the item said of itself comes back with it; what it did not say stays absent.
    expect(failed).toMatchObject({ mainCurrency: 'BTC', extra: { description: 'Refused payout' } });
    const bare = response.orders
      .filter(isFailedBulkOrder)
      .find((entry) => entry.externalOrderId === 'bulk-3');
    expect(bare).not.toHaveProperty('mainCurrency');
    expect(bare).not.toHaveProperty('extra');
  });

  it("returns a refused item that had no amount with the amount 0, as the provider's Order needs one", async () => {
    const withoutAmount = Object.fromEntries(
      Object.entries(sandbox().btcWithdrawal('bulk-no-amount')).filter(([key]) => key !== 'amount'),
    );
    const response = wireBulkCreateOrdersResponseSchema.parse(
      await sandbox().json('/orders/', bulk([withoutAmount])),
    );
    const [only] = response.orders;
    expect(only !== undefined && isFailedBulkOrder(only)).toBe(true);
    expect(only).toMatchObject({ externalOrderId: 'bulk-no-amount', status: 'error', amount: '0' });
  });

  it('refuses the whole bulk (400) when an item names no portfolio, placing nothing', async () => {
    const refusal = await sandbox().refusal(
      '/orders/',
      bulk([
        sandbox().btcWithdrawal('bulk-known'),
        { ...sandbox().btcWithdrawal('bulk-nowhere'), portfolioId: 'pf-missing' },
      ]),
    );
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
    expect(refusal.message).toContain('orders.1.portfolioId');
    const placed = await sandbox().json('/orders?orderTypes=withdraw&externalOrderId=bulk-known');
    expect(placed).toEqual({ orders: [] });
  });

  it('refuses 50 or more items (400), a read-only identity (403) and a plain JSON body (415)', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) =>
      sandbox().btcWithdrawal(`bulk-many-${index}`),
    );
    expect(await sandbox().refusal('/orders/', bulk(fifty))).toMatchObject({
      status: 400,
      error: 'bad-request',
    });
    // The permission belongs to the request, as with one order: nothing is placed.
    expect(
      await sandbox().refusal('/orders/', bulk([sandbox().btcWithdrawal('bulk-risk')], 'risk')),
    ).toEqual({
      status: 403,
      error: 'forbidden',
      message: 'Henrik Larsen may not create orders (read-only).',
    });
    const plain = await sandbox().call('/orders/', {
      body: { orders: [sandbox().btcWithdrawal('bulk-plain')] },
    });
    expect(plain.status).toBe(415);
  });

  it('accepts 49 items', async () => {
    const items = Array.from({ length: 49 }, (_, index) =>
      sandbox().btcWithdrawal(`bulk-49-${index}`, { amount: '0.00001' }),
    );
    const response = wireBulkCreateOrdersResponseSchema.parse(
      await sandbox().json('/orders/', bulk(items)),
    );
    expect(response.orders.filter((entry) => !isFailedBulkOrder(entry))).toHaveLength(49);
  });
});

describe('POST /dry-run-orders', () => {
  const dryRun = (overrides: Record<string, unknown> = {}) => ({
    body: {
      orderType: 'withdraw',
      portfolioId: sandbox().portfolioId('Client Payments'),
      baseCurrency: 'BTC',
      amount: '0.5',
      ...overrides,
    },
  });

  it('quotes a flat fee and an estimated time per level, higher level faster and dearer', async () => {
    const quotes = [];
    for (const feeLevel of ['low', 'medium', 'high'] as const) {
      const response = wireDryRunOrderResponseSchema.parse(
        await sandbox().json('/dry-run-orders', dryRun({ feeLevel })),
      );
      expect(response.extra?.withdrawFee).toBe(quoteFee('BTC', 'BTC', feeLevel)?.fee);
      quotes.push(response.extra?.estimatedFees);
    }
    const [low, medium, high] = quotes;
    expect(Number(low?.estimatedTime)).toBeGreaterThan(Number(medium?.estimatedTime));
    expect(Number(medium?.estimatedTime)).toBeGreaterThan(Number(high?.estimatedTime));
    expect(low?.fee).not.toBe(high?.fee);
    // Flat: the amount does not change the fee.
    const bigger = wireDryRunOrderResponseSchema.parse(
      await sandbox().json('/dry-run-orders', dryRun({ feeLevel: 'high', amount: '2' })),
    );
    expect(bigger.extra?.withdrawFee).toBe(high?.fee);
  });

  it("says who would have to approve, from the portfolio's co-sign policy", async () => {
    const vault = wireDryRunOrderResponseSchema.parse(
      await sandbox().json(
        '/dry-run-orders',
        dryRun({ portfolioId: sandbox().portfolioId('Treasury Vault') }),
      ),
    );
    expect(vault.extra?.coSignersNumber).toBe('2');
    const open = wireDryRunOrderResponseSchema.parse(
      await sandbox().json(
        '/dry-run-orders',
        dryRun({ portfolioId: sandbox().portfolioId('Client Payments') }),
      ),
    );
    expect(open.extra?.coSignersNumber).toBeUndefined();
  });

  it('warns about a shortfall without refusing, and refuses bad input (400)', async () => {
    const short = wireDryRunOrderResponseSchema.parse(
      await sandbox().json('/dry-run-orders', dryRun({ amount: '100000' })),
    );
    expect(short.warning?.code).toBe('insufficient-funds');
    const refusal = await sandbox().refusal('/dry-run-orders', dryRun({ feeLevel: 'turbo' }));
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
    expect(refusal.message).toContain('feeLevel');
  });
});
