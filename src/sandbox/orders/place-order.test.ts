import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireWallet } from '../../shared/contracts/wallets';
import type { Database } from '../../store/sql-client';
import { inMemory, openSandboxDatabase } from '../db/open-database';
import { listPortfolios } from '../db/portfolios-repository';
import { listWallets, saveWallets } from '../db/wallets-repository';
import { findIdentityById, type SandboxIdentity } from '../identities';
import { currencyCatalog } from '../seed/currency-catalog';
import { quoteFee } from './fee-schedule';
import type { OrderInput } from './order-input';
import { placeOrder } from './place-order';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const UNIT = '0.000000000000000001';
let db: Database;
let identity: SandboxIdentity;
let source: WireWallet;
let destinationId: string;
let fee: string;
let sequence = 0;

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const portfolios = await listPortfolios(db);
  const idOf = (name: string) => {
    const found = portfolios.find((portfolio) => portfolio.portfolioName === name);
    if (found === undefined) throw new Error(`The seed has no portfolio ${name}`);
    return found.portfolioId;
  };
  const [wallet] = await listWallets(db, {
    portfolioId: idOf('Client Payments'),
    currency: 'ETH',
    mainCurrency: 'ETH',
  });
  if (wallet === undefined) throw new Error('Client Payments has no ETH wallet');
  source = wallet;
  destinationId = idOf('Trading Vault');
  const treasury = findIdentityById('treasury');
  if (treasury === undefined) throw new Error('No treasury identity');
  identity = treasury;
  fee = quoteFee('ETH', 'ETH', 'low')?.fee ?? '';
});
afterAll(async () => db.close());

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
const minus = (a: string, b: string) => new Decimal(a).minus(b).toFixed();

/** Places a low-fee ETH withdrawal to another portfolio from a wallet holding exactly `available`. */
async function withdraw(available: string, amount: string, includeFeeInWithdraw?: boolean) {
  await saveWallets(db, [{ ...source, balance: available, reserve: '0' }]);
  sequence += 1;
  const input: OrderInput = {
    externalOrderId: `edge-${sequence}`,
    portfolioId: source.portfolioId,
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    amount,
    toPortfolioId: destinationId,
    feeLevel: 'low',
    ...(includeFeeInWithdraw === undefined ? {} : { includeFeeInWithdraw }),
  };
  const placed = await placeOrder(db, input, { identity, nowMs: ANCHOR, stepMs: 0 });
  const [wallet] = await listWallets(db, {
    portfolioId: source.portfolioId,
    currency: 'ETH',
    mainCurrency: 'ETH',
  });
  return {
    accepted: placed.ok,
    error: placed.ok ? undefined : placed.refusal.error,
    message: placed.ok ? undefined : placed.refusal.message,
    left: new Decimal(wallet?.available ?? 'NaN').toFixed(),
  };
}

describe('a withdrawal at the edge of the available balance', () => {
  it('has a fee to add (the cases below depend on it)', () => {
    expect(new Decimal(fee).isPositive()).toBe(true);
  });

  describe('with the fee added on top', () => {
    it('accepts an amount that, with the fee, is exactly the available balance', async () => {
      expect(await withdraw('2.5', minus('2.5', fee))).toEqual({
        accepted: true,
        error: undefined,
        message: undefined,
        left: '0',
      });
    });

    it('refuses one smallest unit more, as insufficient funds, reserving nothing', async () => {
      expect(await withdraw('2.5', plus(minus('2.5', fee), UNIT))).toEqual({
        accepted: false,
        error: 'insufficient-funds',
        message: `amount: 2.500000000000000001 ETH (amount plus the ${fee} fee) exceeds the available 2.5 ETH in Client Payments`,
        left: '2.5',
      });
    });

    it('accepts one smallest unit less, leaving that unit', async () => {
      expect(await withdraw('2.5', minus(minus('2.5', fee), UNIT))).toEqual({
        accepted: true,
        error: undefined,
        message: undefined,
        left: UNIT,
      });
    });

    it('refuses the whole balance, because the fee does not fit beside it', async () => {
      expect(await withdraw('2.5', '2.5', false)).toMatchObject({
        accepted: false,
        error: 'insufficient-funds',
      });
    });
  });

  describe('with the fee taken out of the amount', () => {
    it('accepts exactly the available balance', async () => {
      expect(await withdraw('2.5', '2.5', true)).toEqual({
        accepted: true,
        error: undefined,
        message: undefined,
        left: '0',
      });
    });

    it('refuses one smallest unit more', async () => {
      expect(await withdraw('2.5', plus('2.5', UNIT), true)).toEqual({
        accepted: false,
        error: 'insufficient-funds',
        message:
          'amount: 2.500000000000000001 ETH exceeds the available 2.5 ETH in Client Payments',
        left: '2.5',
      });
    });

    it('accepts one smallest unit less', async () => {
      expect(await withdraw('2.5', minus('2.5', UNIT), true)).toEqual({
        accepted: true,
        error: undefined,
        message: undefined,
        left: UNIT,
      });
    });

    it('needs an amount above the fee: refuses the fee itself and accepts one unit more', async () => {
      expect(await withdraw('2.5', fee, true)).toMatchObject({
        accepted: false,
        error: 'bad-request',
        message: `amount: must be greater than the ${fee} ETH fee when includeFeeInWithdraw is true`,
      });
      expect(await withdraw('2.5', plus(fee, UNIT), true)).toMatchObject({ accepted: true });
    });
  });

  it('compares exactly: 0.1 + 0.2 of a 0.3 balance (fee included) fits, where floats say no', async () => {
    expect(0.1 + 0.2 <= 0.3).toBe(false);
    await saveWallets(db, [{ ...source, balance: '0.3', reserve: '0.1' }]);
    sequence += 1;
    const placed = await placeOrder(
      db,
      {
        externalOrderId: `edge-${sequence}`,
        portfolioId: source.portfolioId,
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        amount: '0.2',
        toPortfolioId: destinationId,
        feeLevel: 'low',
        includeFeeInWithdraw: true,
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok).toBe(true);
  });

  it('names the amount, the fee and what is available when it refuses', async () => {
    await saveWallets(db, [{ ...source, balance: '1', reserve: '0' }]);
    const placed = await placeOrder(
      db,
      {
        externalOrderId: 'edge-message',
        portfolioId: source.portfolioId,
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        amount: '1',
        toPortfolioId: destinationId,
        feeLevel: 'low',
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok ? undefined : placed.refusal).toEqual({
      status: 409,
      error: 'insufficient-funds',
      message: `amount: ${plus('1', fee)} ETH (amount plus the ${fee} fee) exceeds the available 1 ETH in Client Payments`,
    });
  });

  it('names no fee in the refusal when the fee is taken out of the amount', async () => {
    await saveWallets(db, [{ ...source, balance: '1', reserve: '0' }]);
    const placed = await placeOrder(
      db,
      {
        externalOrderId: 'edge-message-fee-included',
        portfolioId: source.portfolioId,
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        amount: '1.5',
        toPortfolioId: destinationId,
        feeLevel: 'low',
        includeFeeInWithdraw: true,
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok ? undefined : placed.refusal.message).toBe(
      'amount: 1.5 ETH exceeds the available 1 ETH in Client Payments',
    );
  });

  it('counts a currency the portfolio holds no wallet of as nothing available', async () => {
    const held = await listWallets(db, { portfolioId: source.portfolioId });
    const missing = currencyCatalog.find(
      (entry) =>
        !held.some(
          (wallet) =>
            wallet.currency === entry.currency && wallet.mainCurrency === entry.mainCurrency,
        ),
    );
    if (missing === undefined) throw new Error('Client Payments holds every currency');
    const placed = await placeOrder(
      db,
      {
        externalOrderId: 'edge-no-wallet',
        portfolioId: source.portfolioId,
        baseCurrency: missing.currency,
        mainCurrency: missing.mainCurrency,
        amount: '1',
        toPortfolioId: destinationId,
        feeLevel: 'low',
        includeFeeInWithdraw: true,
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok ? undefined : placed.refusal.message).toBe(
      `amount: 1 ${missing.currency} exceeds the available 0 ${missing.currency} in Client Payments`,
    );
  });

  it('refuses a currency the sandbox lists but has no fee table for, naming it', async () => {
    await db.query(
      `INSERT INTO currencies (currency, main_currency, decimals, tags, document)
       SELECT 'NOFEE', main_currency, decimals, tags, jsonb_set(document, '{currency}', '"NOFEE"')
       FROM currencies WHERE currency = 'ETH' AND main_currency = 'ETH'`,
    );
    const placed = await placeOrder(
      db,
      {
        externalOrderId: 'edge-no-fee',
        portfolioId: source.portfolioId,
        baseCurrency: 'NOFEE',
        mainCurrency: 'ETH',
        amount: '1',
        toPortfolioId: destinationId,
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok ? undefined : placed.refusal).toEqual({
      status: 400,
      error: 'bad-request',
      message: 'baseCurrency: NOFEE has no fee schedule',
    });
  });

  it('reserves nothing for an operation that moves no funds, whatever its amount', async () => {
    await saveWallets(db, [{ ...source, balance: '1', reserve: '0' }]);
    const placed = await placeOrder(
      db,
      {
        externalOrderId: 'edge-no-funds-moved',
        portfolioId: source.portfolioId,
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        amount: '5',
        blockchainTransactionType: 'activate',
      },
      { identity, nowMs: ANCHOR, stepMs: 0 },
    );
    expect(placed.ok).toBe(true);
    const [wallet] = await listWallets(db, {
      portfolioId: source.portfolioId,
      currency: 'ETH',
      mainCurrency: 'ETH',
    });
    expect(new Decimal(wallet?.available ?? 'NaN').toFixed()).toBe('1');
  });
});
