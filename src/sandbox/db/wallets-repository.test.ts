import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireWallet } from '../../shared/contracts/wallets';
import type { Database } from '../../store/sql-client';
import { inMemory, openSandboxDatabase } from './open-database';
import { listWallets, reserveWalletFunds, saveWallets } from './wallets-repository';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let db: Database;
let eth: WireWallet;

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const [wallet] = await listWallets(db, { currency: 'ETH', mainCurrency: 'ETH' });
  if (wallet === undefined) throw new Error('The seed has no ETH wallet');
  eth = wallet;
});
afterAll(async () => db.close());

const key = () => ({ portfolioId: eth.portfolioId, currency: 'ETH', mainCurrency: 'ETH' });

/** Sets the ETH wallet's balance and reserve, so each case starts from known figures. */
async function walletHolding(balance: string, reserve = '0'): Promise<void> {
  await saveWallets(db, [{ ...eth, balance, reserve }]);
}

/** The wallet's available balance, normalised (NUMERIC text may carry trailing zeros). */
async function available(): Promise<string | undefined> {
  const [wallet] = await listWallets(db, key());
  return wallet === undefined ? undefined : new Decimal(wallet.available).toFixed();
}

describe('reserving funds at the edge of the available balance', () => {
  it('reserves exactly the available balance, leaving zero', async () => {
    await walletHolding('10.5', '2.25');
    expect(await reserveWalletFunds(db, key(), '8.25', ANCHOR)).toBe(true);
    expect(await available()).toBe('0');
  });

  it('refuses one smallest unit (10^-18) more than is available and changes nothing', async () => {
    await walletHolding('10.5', '2.25');
    expect(await reserveWalletFunds(db, key(), '8.250000000000000001', ANCHOR)).toBe(false);
    expect(await available()).toBe('8.25');
  });

  it('reserves one smallest unit less than is available, leaving that unit', async () => {
    await walletHolding('10.5', '2.25');
    expect(await reserveWalletFunds(db, key(), '8.249999999999999999', ANCHOR)).toBe(true);
    expect(await available()).toBe('0.000000000000000001');
  });

  it('compares exact decimals: 0.3 - 0.1 leaves exactly 0.2, which floating point calls less', async () => {
    expect(0.3 - 0.1 >= 0.2).toBe(false);
    await walletHolding('0.3', '0.1');
    expect(await reserveWalletFunds(db, key(), '0.2', ANCHOR)).toBe(true);
    expect(await available()).toBe('0');
  });

  it('tells 18-decimal amounts apart where floating point sees them as equal', async () => {
    expect(Number('1.000000000000000002') > Number('1.000000000000000001')).toBe(false);
    await walletHolding('1.000000000000000001');
    expect(await reserveWalletFunds(db, key(), '1.000000000000000002', ANCHOR)).toBe(false);
    expect(await reserveWalletFunds(db, key(), '1.000000000000000001', ANCHOR)).toBe(true);
    expect(await available()).toBe('0');
  });

  it('keeps a large balance exact past the 15 digits a float holds', async () => {
    await walletHolding('123456789012345678.123456789012345678');
    expect(
      await reserveWalletFunds(db, key(), '123456789012345678.123456789012345679', ANCHOR),
    ).toBe(false);
    expect(
      await reserveWalletFunds(db, key(), '123456789012345678.123456789012345677', ANCHOR),
    ).toBe(true);
    expect(await available()).toBe('0.000000000000000001');
  });

  it('reserves only in the named wallet', async () => {
    await walletHolding('5');
    expect(
      await reserveWalletFunds(db, { ...key(), portfolioId: 'no-such-portfolio' }, '1', ANCHOR),
    ).toBe(false);
    expect(await reserveWalletFunds(db, { ...key(), mainCurrency: 'SOL' }, '1', ANCHOR)).toBe(
      false,
    );
    expect(await available()).toBe('5');
  });
});
