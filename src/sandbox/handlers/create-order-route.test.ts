import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteFee } from '../orders/fee-schedule';
import {
  LEGACY_TRANSACTION,
  openSandboxFixture,
  TYPE_2_TRANSACTION,
  type SandboxFixture,
} from '../testing/sandbox-fixture';
import { wireOrderSchema, wireOrdersResponseSchema } from '../../shared/contracts/wire-schemas';

let sandbox: SandboxFixture;
let sequence = 0;

beforeAll(async () => {
  sandbox = await openSandboxFixture();
});
afterAll(async () => {
  await sandbox.db.close();
});

function nextId(): string {
  sequence += 1;
  return `create-test-${sequence}`;
}

function usdcToHalcyon(overrides: Record<string, unknown> = {}) {
  return {
    orderType: 'withdraw',
    externalOrderId: nextId(),
    portfolioId: sandbox.portfolioId('Client Payments'),
    baseCurrency: 'USDC',
    mainCurrency: 'ETH',
    amount: '1250.123456',
    toCryptoAddressId: sandbox.addressId('Halcyon USDC treasury'),
    ...overrides,
  };
}

/**
 * A new address-book entry made from a seeded one, under another name and with some of its
 * fields changed (`undefined` removes a field): for cases the seed has no entry for.
 */
async function copyAddress(from: string, name: string, changes: Record<string, unknown>) {
  const id = `test-address-${nextId()}`;
  const removed = Object.keys(changes).filter((key) => changes[key] === undefined);
  const set: Record<string, unknown> = { cryptoAddressId: id, name };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) set[key] = value;
  await sandbox.db.query(
    `INSERT INTO crypto_addresses (crypto_address_id, organization_id, currency, main_currency,
       address, travel_rule_status, travel_rule_reason, created_at, document)
     SELECT $2, organization_id, currency, main_currency, address, travel_rule_status,
       travel_rule_reason, created_at, (document - $3::text[]) || $4::jsonb
     FROM crypto_addresses WHERE crypto_address_id = $1`,
    [sandbox.addressId(from), id, removed, JSON.stringify(set)],
  );
  return id;
}

async function create(body: unknown, as = 'treasury') {
  return wireOrderSchema.parse(await sandbox.json('/orders', { body, as }));
}

describe('POST /orders: address-book withdrawal', () => {
  it('creates the order with the creator, fee facts and description, and reserves amount plus fee', async () => {
    const before = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    const order = await create(
      usdcToHalcyon({ feeLevel: 'high', description: 'Invoice 2211 <b>bold</b>' }),
    );
    const fee = quoteFee('USDC', 'ETH', 'high')?.fee ?? '';
    expect(order).toMatchObject({
      status: 'new',
      orderType: 'withdraw',
      amount: '1250.123456',
      createdBy: 'user-olivia-grant',
      extra: {
        feeLevel: 'high',
        includeFeeInWithdraw: false,
        withdrawFee: fee,
        description: 'Invoice 2211 <b>bold</b>',
        blockchainTransactionType: 'send',
        estimatedFees: { fee, feeCurrency: 'USDC' },
      },
    });
    const after = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    expect(new Decimal(after.reserve).minus(before.reserve).toFixed()).toBe(
      new Decimal('1250.123456').plus(fee).toFixed(),
    );
    expect(after.balance).toBe(before.balance);
  });

  it('reserves only the amount when the fee is included in it', async () => {
    const before = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    await create(usdcToHalcyon({ amount: '0.000001', includeFeeInWithdraw: false }));
    const middle = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    const fee = quoteFee('USDC', 'ETH', 'medium')?.fee ?? '';
    expect(new Decimal(middle.reserve).minus(before.reserve).toFixed()).toBe(
      new Decimal('0.000001').plus(fee).toFixed(),
    );
    await create(usdcToHalcyon({ amount: '500', includeFeeInWithdraw: true }));
    const after = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    expect(new Decimal(after.reserve).minus(middle.reserve).toFixed()).toBe('500');
  });

  it('takes the co-sign fields from the portfolio policy', async () => {
    const order = await create(
      usdcToHalcyon({ portfolioId: sandbox.portfolioId('Treasury Vault'), amount: '10' }),
    );
    expect(order.extra).toMatchObject({
      coSignersNumber: '2',
      coSigners: [],
      availableCoSigners: ['user-marcus-chen', 'user-amara-okafor'],
    });
  });

  it('refuses a destination whose Travel Rule check is pending or failed (409)', async () => {
    const pending = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({
        baseCurrency: 'ETH',
        amount: '1',
        toCryptoAddressId: sandbox.addressId('New OTC desk ETH'),
      }),
    });
    expect(pending).toMatchObject({ status: 409, error: 'travel-rule-not-passed' });
    expect(pending.message).toMatch(
      /^Travel Rule check for New OTC desk ETH is pending: .*counterparty review in progress/,
    );
    const failed = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({
        baseCurrency: 'USDT',
        toCryptoAddressId: sandbox.addressId('Tron bridge USDT'),
      }),
    });
    expect(failed).toMatchObject({ status: 409, error: 'travel-rule-not-passed' });
  });

  it('sends a token to an entry on its network that accepts tokens, and nothing across networks (400)', async () => {
    const token = await create(
      usdcToHalcyon({
        amount: '1',
        toCryptoAddressId: sandbox.addressId('Coinbase Prime settlement'),
      }),
    );
    expect(token).toMatchObject({ baseCurrency: 'USDC', mainCurrency: 'ETH' });
    const acrossNetworks = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({
        amount: '1',
        toCryptoAddressId: sandbox.addressId('Kraken BTC deposit'),
      }),
    });
    expect(acrossNetworks).toMatchObject({ status: 400 });
    expect(acrossNetworks.message).toBe(
      'toCryptoAddressId: Kraken BTC deposit does not accept USDC on ETH',
    );
  });

  it('sends no token to an entry on its network that takes only the network coin (400)', async () => {
    const id = await copyAddress('Coinbase Prime settlement', 'ETH-only desk', {
      acceptTokens: false,
    });
    const refused = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({ amount: '1', toCryptoAddressId: id }),
    });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toBe('toCryptoAddressId: ETH-only desk does not accept USDC on ETH');
  });

  it('refuses an entry whose Travel Rule check was never done, and says so (409)', async () => {
    const id = await copyAddress('Halcyon USDC treasury', 'Unchecked USDC desk', {
      travelRuleStatus: undefined,
      travelRuleReason: undefined,
    });
    const refused = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({ amount: '1', toCryptoAddressId: id }),
    });
    expect(refused).toMatchObject({ status: 409, error: 'travel-rule-not-passed' });
    expect(refused.message).toBe(
      'Travel Rule check for Unchecked USDC desk is not done: the check has not passed',
    );
  });

  it('refuses an amount above the available balance (409), without reserving anything', async () => {
    const before = await sandbox.wallet('Client Payments', 'USDC', 'ETH');
    const refusal = await sandbox.refusal('/orders', {
      body: usdcToHalcyon({ amount: before.available }),
    });
    expect(refusal).toMatchObject({ status: 409, error: 'insufficient-funds' });
    expect(refusal.message).toContain(before.available);
    expect((await sandbox.wallet('Client Payments', 'USDC', 'ETH')).reserve).toBe(before.reserve);
  });

  it('refuses a duplicate externalOrderId in the portfolio (409), also when two requests race', async () => {
    const body = usdcToHalcyon({ amount: '1' });
    const first = await create(body);
    const duplicate = await sandbox.refusal('/orders', { body });
    expect(duplicate).toMatchObject({ status: 409, error: 'duplicate-external-order-id' });
    // The refusal names the order that already has the id, so a retry can find it.
    expect(duplicate.message).toContain(
      `externalOrderId ${body.externalOrderId} (${first.orderId})`,
    );
    const racing = usdcToHalcyon({ amount: '1' });
    const statuses = await Promise.all([
      sandbox.call('/orders', { body: racing }),
      sandbox.call('/orders', { body: racing }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 409]);
    const { orders } = wireOrdersResponseSchema.parse(
      await sandbox.json(`/orders?orderTypes=withdraw&externalOrderId=${racing.externalOrderId}`),
    );
    expect(orders).toHaveLength(1);
  });

  it('lets the read-only risk analyst create nothing (403), whatever the body', async () => {
    expect(await sandbox.refusal('/orders', { body: {}, as: 'risk' })).toMatchObject({
      status: 403,
      error: 'forbidden',
    });
    expect(await sandbox.refusal('/orders', { body: usdcToHalcyon(), as: 'risk' })).toMatchObject({
      status: 403,
      error: 'forbidden',
    });
  });

  it.each([
    ['a missing field', { amount: undefined }, 'amount'],
    ['an unknown field', { priority: 'urgent' }, 'priority'],
    ['an exponent amount', { amount: '1e5' }, 'amount'],
    ['a negative amount', { amount: '-5' }, 'amount'],
    ['a zero amount', { amount: '0.000' }, 'amount'],
    ['a fee level outside the spec', { feeLevel: 'urgent' }, 'feeLevel'],
    ['another order type', { orderType: 'deposit' }, 'orderType'],
    ['an unknown portfolio', { portfolioId: 'nope' }, 'portfolioId'],
    ['an unknown address', { toCryptoAddressId: 'nope' }, 'toCryptoAddressId'],
    ['an address on another network', { mainCurrency: 'SOL' }, 'toCryptoAddressId'],
    ['an ambiguous currency', { mainCurrency: undefined }, 'mainCurrency'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const refusal = await sandbox.refusal('/orders', { body: usdcToHalcyon(overrides) });
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
    expect(refusal.message).toContain(field);
  });

  it('answers 415 to a body sent as another content type', async () => {
    const response = await sandbox.call('/orders', {
      body: usdcToHalcyon(),
      contentType: 'text/plain',
    });
    expect(response.status).toBe(415);
  });
});

describe('POST /orders: the other variants', () => {
  it('withdraws to another portfolio', async () => {
    const order = await create({
      orderType: 'withdraw',
      externalOrderId: nextId(),
      portfolioId: sandbox.portfolioId('Client Payments'),
      baseCurrency: 'BTC',
      amount: '0.01',
      toPortfolioId: sandbox.portfolioId('Trading Vault'),
      feeLevel: 'low',
    });
    expect(order.extra).toMatchObject({
      toPortfolioId: sandbox.portfolioId('Trading Vault'),
      feeLevel: 'low',
    });
  });

  it('undelegates from ClearLoop into two linked orders, both findable', async () => {
    const clearLoop = sandbox.portfolioId('ClearLoop Bybit');
    const trading = sandbox.portfolioId('Prime Trading');
    const externalOrderId = nextId();
    const withdrawal = await create({
      orderType: 'withdraw',
      externalOrderId,
      portfolioId: clearLoop,
      baseCurrency: 'USDT',
      mainCurrency: 'ETH',
      amount: '100',
      toPortfolioId: trading,
    });
    const depositId = withdrawal.extra?.depositOrderId ?? '';
    const deposit = wireOrderSchema.parse(await sandbox.json(`/orders/${depositId}`));
    expect(deposit).toMatchObject({
      orderType: 'deposit',
      portfolioId: trading,
      extra: { isClearLoopUnDelegation: true, withdrawOrderId: withdrawal.orderId },
    });
    const { orders } = wireOrdersResponseSchema.parse(
      await sandbox.json(
        `/orders?orderTypes=withdraw,deposit&portfolioIds=${clearLoop},${trading}&limit=50`,
      ),
    );
    const ids = orders.map((order) => order.orderId);
    expect(ids).toEqual(expect.arrayContaining([withdrawal.orderId, deposit.orderId]));
  });

  it('refuses an undelegation to a non-trading account (400)', async () => {
    const refusal = await sandbox.refusal('/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: nextId(),
        portfolioId: sandbox.portfolioId('ClearLoop Bybit'),
        baseCurrency: 'USDT',
        mainCurrency: 'ETH',
        amount: '1',
        toPortfolioId: sandbox.portfolioId('Client Payments'),
      },
    });
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
  });

  it('accepts a staking operation from the currency row and refuses one outside it (400)', async () => {
    const staking = (currency: string, operation: string) => ({
      orderType: 'withdraw',
      externalOrderId: nextId(),
      portfolioId: sandbox.portfolioId('Staking Custody'),
      baseCurrency: currency,
      amount: '1',
      blockchainTransactionType: operation,
    });
    const order = await create(staking('SOL', 'stake-delegation'));
    expect(order.extra?.blockchainTransactionType).toBe('stake-delegation');
    // ALGO registers online as stake-delegation; the table's own name is not the provider's.
    await create(staking('ALGO', 'stake-delegation'));
    const unlisted = await sandbox.refusal('/orders', { body: staking('ALGO', 'register-online') });
    expect(unlisted).toMatchObject({ status: 400, error: 'bad-request' });
    const refusal = await sandbox.refusal('/orders', { body: staking('ETH', 'take-reward') });
    expect(refusal).toMatchObject({ status: 400, error: 'bad-request' });
    expect(refusal.message).toContain('blockchainTransactionType');
    expect(refusal.message).toContain('pool-creation, stake-delegation');
  });

  it('places a multi-smart-call with legacy Ethereum payloads', async () => {
    const order = await create({
      orderType: 'withdraw',
      externalOrderId: nextId(),
      portfolioId: sandbox.portfolioId('Client Payments'),
      baseCurrency: 'ETH',
      amount: '0.5',
      payloads: [LEGACY_TRANSACTION, LEGACY_TRANSACTION],
      externalBroadcast: true,
    });
    expect(order.extra).toMatchObject({
      blockchainTransactionType: 'multi-smart-call',
      payloads: [LEGACY_TRANSACTION, LEGACY_TRANSACTION],
      externalBroadcast: true,
    });
  });

  it('refuses a typed Ethereum transaction (400) and a currency without defi-allowed (409)', async () => {
    const body = {
      orderType: 'withdraw',
      portfolioId: sandbox.portfolioId('Client Payments'),
      baseCurrency: 'ETH',
      amount: '0.5',
    };
    const typed = await sandbox.refusal('/orders', {
      body: {
        ...body,
        externalOrderId: nextId(),
        payloads: [LEGACY_TRANSACTION, TYPE_2_TRANSACTION],
      },
    });
    expect(typed).toMatchObject({ status: 400, error: 'bad-request' });
    expect(typed.message).toContain('payloads.1');
    expect(typed.message).toContain('type 2');
    const notDefi = await sandbox.refusal('/orders', {
      body: {
        ...body,
        externalOrderId: nextId(),
        baseCurrency: 'USDT',
        mainCurrency: 'ETH',
        payloads: [LEGACY_TRANSACTION],
      },
    });
    expect(notDefi).toMatchObject({ status: 409, error: 'currency-not-defi-allowed' });
  });
});
