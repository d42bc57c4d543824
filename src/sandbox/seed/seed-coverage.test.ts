import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { settlementStatuses } from '../../shared/contracts/clearloop';
import { loanStatuses, loanTypes } from '../../shared/contracts/loans';
import {
  orderStatuses,
  orderTypes,
  portfolioTypes,
  reserveHoldingStatuses,
  type WireOrder,
} from '../../shared/contracts/orders';
import { isKnownValue } from '../../shared/contracts/primitives';
import { listExchanges } from '../db/clearloop-repository';
import { inMemory, openSandboxDatabase } from '../db/open-database';
import { listLoans } from '../db/loans-repository';
import { listPortfolioRecords } from '../db/portfolios-repository';
import { listCryptoAddresses, listCurrencies } from '../db/reference-repository';
import type { Database } from '../../store/sql-client';
import { listWallets } from '../db/wallets-repository';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { stakingCurrencies } from './currency-catalog';
import { HUGE_AMOUNT, TINY_AMOUNT } from './seed-order-fixtures';
import {
  wireCryptoAddressSchema,
  wireCurrencySchema,
  wireLoanSchema,
  wireOrderSchema,
  wireOrganizationSchema,
  wirePortfolioSchema,
  wireSettlementSchema,
} from '../../shared/contracts/wire-schemas';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let db: Database;

async function documents<T>(table: string, schema: z.ZodType<T>): Promise<T[]> {
  // Table names are test constants; the rows go through the contract schema.
  const { rows } = await db.query(`SELECT document FROM ${table}`);
  return rows.map((row) => z.object({ document: schema }).parse(row).document);
}

let orders: WireOrder[];

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  orders = await documents('orders', wireOrderSchema);
});
afterAll(async () => db.close());

describe('seeded data covers what the sandbox needs', () => {
  it('has organizations, and portfolios of every type with wallets', async () => {
    const organizations = await documents('organizations', wireOrganizationSchema);
    expect(organizations.map((entry) => entry.organizationId)).toContain(SANDBOX_ORGANIZATION_ID);
    expect(organizations.length).toBeGreaterThanOrEqual(3);
    const portfolios = await documents('portfolios', wirePortfolioSchema);
    expect(new Set(portfolios.map((entry) => entry.portfolioType))).toEqual(
      new Set(portfolioTypes),
    );
    const wallets = await listWallets(db);
    for (const portfolio of portfolios)
      expect(wallets.some((wallet) => wallet.portfolioId === portfolio.portfolioId)).toBe(true);
  });

  it('has custody portfolios needing one or two co-signers and one needing the master password', async () => {
    const custody = (await listPortfolioRecords(db)).filter(
      (entry) => entry.portfolio.portfolioType === 'custody',
    );
    const required = custody.map((entry) => entry.policy.requiredCoSigners);
    expect(required).toContain(1);
    expect(required).toContain(2);
    const master = custody.filter((entry) => entry.policy.masterPasswordRequired);
    expect(master).toHaveLength(1);
    expect(master[0]?.policy.masterPasswordSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has every staking currency plus BTC, USDC and USDT, with networks, decimals and defi tags', async () => {
    const currencies = await listCurrencies(db);
    currencies.forEach((entry) => wireCurrencySchema.parse(entry));
    const codes = new Set(currencies.map((entry) => entry.currency));
    for (const code of [...stakingCurrencies, 'BTC', 'USDC', 'USDT']) expect(codes).toContain(code);
    const decimalOf = (code: string, main = code) =>
      currencies.find((entry) => entry.currency === code && entry.mainCurrency === main)?.decimal;
    expect([
      decimalOf('BTC'),
      decimalOf('ETH'),
      decimalOf('USDC', 'ETH'),
      decimalOf('SOL'),
      decimalOf('DOT'),
    ]).toEqual(['8', '18', '6', '9', '10']);
    expect(
      currencies
        .filter((entry) => entry.currency === 'USDC')
        .map((entry) => entry.mainCurrency)
        .sort(),
    ).toEqual(['ETH', 'SOL']);
    const defi = currencies
      .filter((entry) => entry.tags?.includes('defi-allowed'))
      .map((entry) => entry.currency);
    expect(defi).toEqual(expect.arrayContaining(['ETH', 'USDC']));
  });

  it('has address-book entries with Travel Rule passed, pending and failed, and a look-alike pair', async () => {
    const entries = await listCryptoAddresses(db);
    entries.forEach((entry) => wireCryptoAddressSchema.parse(entry));
    expect(new Set(entries.map((entry) => entry.travelRuleStatus))).toEqual(
      new Set(['passed', 'pending', 'failed']),
    );
    for (const entry of entries.filter((item) => item.travelRuleStatus !== 'passed'))
      expect(entry.travelRuleReason).toBeTruthy();
    const lookAlikes = entries.filter((a) =>
      entries.some(
        (b) =>
          a !== b &&
          a.address !== b.address &&
          a.address.slice(0, 6) === b.address.slice(0, 6) &&
          a.address.slice(-4) === b.address.slice(-4),
      ),
    );
    expect(lookAlikes).toHaveLength(2);
  });

  it('has at least 2,000 orders of every type and every status, with known enum values', () => {
    expect(orders.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(orders.map((order) => order.orderType))).toEqual(new Set(orderTypes));
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatuses));
    for (const order of orders) {
      expect(isKnownValue(portfolioTypes, order.portfolioType)).toBe(true);
      expect(Number(order.createdAt)).toBeLessThanOrEqual(ANCHOR);
      expect(Number(order.createdAt)).toBeGreaterThan(ANCHOR - 91 * 86_400_000);
    }
  });

  it('has orders waiting for co-signers, the master password and approval', () => {
    const coSign = orders.filter((order) => order.status === 'co-sign-require');
    expect(coSign.length).toBeGreaterThanOrEqual(5);
    for (const order of coSign) {
      expect(order.extra?.coSigners?.length ?? 0).toBeLessThan(
        Number(order.extra?.coSignersNumber),
      );
      expect(order.extra?.availableCoSigners).toBeDefined();
      expect(order.extra?.coSigners).not.toContain(order.createdBy);
    }
    expect(
      orders.filter((order) => order.status === 'master-password-required').length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      orders.filter((order) => order.status === 'waiting-approve').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('links withdraw/deposit pairs both ways, including ClearLoop undelegations', () => {
    const byId = new Map(orders.map((order) => [order.orderId, order]));
    const undelegations = orders.filter((order) => order.extra?.isClearLoopUnDelegation === true);
    expect(undelegations.length).toBeGreaterThanOrEqual(1);
    for (const incoming of undelegations) {
      expect(incoming.orderType).toBe('deposit');
      expect(incoming.portfolioType).toBe('trading');
      const outgoing = byId.get(incoming.extra?.withdrawOrderId ?? '');
      expect(outgoing?.portfolioType).toBe('clearloop');
      expect(outgoing?.extra?.depositOrderId).toBe(incoming.orderId);
    }
    for (const order of orders.filter((entry) => entry.extra?.depositOrderId !== undefined)) {
      expect(byId.get(order.extra?.depositOrderId ?? '')?.extra?.withdrawOrderId).toBe(
        order.orderId,
      );
    }
  });

  it('sends withdrawals only to entries whose Travel Rule check passed', async () => {
    const passed = new Set(
      (await listCryptoAddresses(db))
        .filter((entry) => entry.travelRuleStatus === 'passed')
        .map((entry) => entry.cryptoAddressId),
    );
    const targeted = orders.filter((order) => order.extra?.toCryptoAddressId !== undefined);
    expect(targeted.length).toBeGreaterThan(100);
    for (const order of targeted)
      expect(passed.has(order.extra?.toCryptoAddressId ?? '')).toBe(true);
  });

  it('never gives an amount more decimals than its currency has', async () => {
    const decimals = new Map(
      (await listCurrencies(db)).map((entry) => [
        `${entry.currency}-${entry.mainCurrency}`,
        Number(entry.decimal),
      ]),
    );
    for (const order of orders) {
      const places = order.amount.split('.')[1]?.length ?? 0;
      expect(places).toBeLessThanOrEqual(
        decimals.get(`${order.baseCurrency}-${order.mainCurrency}`) ?? -1,
      );
    }
  });

  it('has withdrawals to addresses, deposits with senders, fee estimates and the extreme amounts', () => {
    expect(
      orders.some(
        (order) =>
          order.orderType === 'withdraw' && order.extra?.toCryptoAddressId && order.extra.toAddress,
      ),
    ).toBe(true);
    expect(
      orders.some(
        (order) =>
          order.orderType === 'deposit' &&
          order.extra?.fromAddresses?.length &&
          order.extra.transactionId,
      ),
    ).toBe(true);
    expect(orders.some((order) => order.extra?.estimatedFees !== undefined)).toBe(true);
    expect(orders.some((order) => order.extra?.fromCryptoAddress !== undefined)).toBe(true);
    expect(orders.find((order) => order.amount === TINY_AMOUNT)?.baseCurrency).toBe('ETH');
    expect(orders.some((order) => order.amount === HUGE_AMOUNT)).toBe(true);
  });

  it('has at least 4 exchanges, one in deficit, with collateral and schedule', async () => {
    const exchanges = await listExchanges(db);
    expect(exchanges.length).toBeGreaterThanOrEqual(4);
    const deficit = exchanges.filter((exchange) =>
      exchange.collateralDetails?.currencies?.some((entry) =>
        entry.uPnLExcessDeficit?.startsWith('-'),
      ),
    );
    expect(deficit.length).toBeGreaterThanOrEqual(1);
    for (const exchange of exchanges) {
      expect(exchange.settlementDetails?.frequency).toMatch(/^\d+$/);
      expect(Number(exchange.settlementDetails?.nextSettlementTimestamp)).toBeGreaterThan(ANCHOR);
    }
  });

  it('has at least 200 settlements in every status, unique exchange settlement ids and linked orders', async () => {
    const settlements = await documents('settlements', wireSettlementSchema);
    expect(settlements.length).toBeGreaterThanOrEqual(200);
    expect(new Set(settlements.map((entry) => entry.settlementStatus))).toEqual(
      new Set(settlementStatuses),
    );
    const byId = new Map(orders.map((order) => [order.orderId, order]));
    const seen = new Set<string>();
    let linked = 0;
    for (const settlement of settlements) {
      for (const detail of settlement.settlementDetails ?? []) {
        const key = `${settlement.exchangeId}/${detail.exchangeSettlementId}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        for (const instruction of detail.settlementInstructions) {
          if (instruction.orderId === undefined) continue;
          linked += 1;
          expect(byId.get(instruction.orderId)?.status).toBe(instruction.orderStatus);
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
  });

  it('has at least 100 loans of every type and status, with LTV data and every embed', async () => {
    const loans = await documents('loans', wireLoanSchema);
    expect(loans.length).toBeGreaterThanOrEqual(100);
    expect(new Set(loans.map((loan) => loan.loanType))).toEqual(new Set(loanTypes));
    expect(new Set(loans.map((loan) => loan.status))).toEqual(new Set(loanStatuses));
    expect(new Set(loans.map((loan) => loan.debtRatioStatus).filter(Boolean))).toEqual(
      new Set(['healthy', 'margin-call', 'default']),
    );
    const nearMarginCall = loans.filter(
      (loan) =>
        loan.debtRatioStatus === 'healthy' &&
        Number(loan.extra?.marginCallThreshold) - Number(loan.debtRatio) <= 0.03,
    );
    expect(nearMarginCall.length).toBeGreaterThanOrEqual(3);
    const full = await listLoans(db, SANDBOX_ORGANIZATION_ID, {
      includeCollaterals: true,
      includeCounterparties: true,
      includeChildLoans: true,
      includeLoanAllocations: true,
      includeLoanInterest: true,
    });
    for (const key of [
      'collaterals',
      'counterparties',
      'childLoans',
      'loanAllocations',
      'loanInterest',
      'loanModifications',
      'marginCall',
    ] as const) {
      const present = full.filter((loan) => {
        const value = loan.embedded?.[key];
        return Array.isArray(value) ? value.length > 0 : value !== undefined;
      });
      expect(present.length, key).toBeGreaterThan(0);
    }
  });

  it('never seeds a margin call marked expired whose deadline is still ahead', async () => {
    const full = await listLoans(db, SANDBOX_ORGANIZATION_ID, { includeCollaterals: true });
    const calls = full.flatMap((loan) =>
      loan.embedded?.marginCall === undefined
        ? []
        : [z.object({ status: z.string(), expiresAt: z.string() }).parse(loan.embedded.marginCall)],
    );
    expect(calls.some((call) => call.status === 'expired')).toBe(true);
    for (const call of calls) {
      const expiresAt = Number(call.expiresAt);
      if (call.status === 'expired') expect(expiresAt).toBeLessThanOrEqual(ANCHOR);
      else expect(expiresAt).toBeGreaterThan(ANCHOR);
    }
  });

  it('reserves in each wallet exactly what its withdrawals in flight hold, and some wallets hold a reserve', async () => {
    const wallets = await listWallets(db);
    const held = new Map<string, Decimal>();
    for (const order of orders) {
      if (order.orderType !== 'withdraw') continue;
      if (!reserveHoldingStatuses.some((status) => status === order.status)) continue;
      const key = `${order.portfolioId}/${order.baseCurrency}/${order.mainCurrency ?? ''}`;
      const fee =
        order.extra?.includeFeeInWithdraw === true ? '0' : (order.extra?.withdrawFee ?? '0');
      held.set(key, (held.get(key) ?? new Decimal(0)).plus(order.amount).plus(fee));
    }
    let reserving = 0;
    for (const wallet of wallets) {
      const key = `${wallet.portfolioId}/${wallet.currency}/${wallet.mainCurrency}`;
      const expected = held.get(key) ?? new Decimal(0);
      expect(new Decimal(wallet.reserve ?? '0').equals(expected), key).toBe(true);
      expect(new Decimal(wallet.available).plus(wallet.reserve ?? '0').equals(wallet.balance)).toBe(
        true,
      );
      if (expected.greaterThan(0)) reserving += 1;
    }
    expect(reserving).toBeGreaterThanOrEqual(5);
  });
});
