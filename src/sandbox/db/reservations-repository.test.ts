import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WireWallet } from '../../shared/contracts/wallets';
import { parseRows, type Database } from '../../store/sql-client';
import { inMemory, openSandboxDatabase } from './open-database';
import { recordReservation, settleReservation } from './reservations-repository';
import { listWallets, saveWallets } from './wallets-repository';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const SETTLED_AT = ANCHOR + 60_000;
let db: Database;
let eth: WireWallet;
let btc: WireWallet;
let unreserved: string[];

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const [ethWallet] = await listWallets(db, { currency: 'ETH', mainCurrency: 'ETH' });
  if (ethWallet === undefined) throw new Error('The seed has no ETH wallet');
  eth = ethWallet;
  const [btcWallet] = await listWallets(db, {
    portfolioId: eth.portfolioId,
    currency: 'BTC',
    mainCurrency: 'BTC',
  });
  if (btcWallet === undefined) throw new Error('The ETH portfolio has no BTC wallet');
  btc = btcWallet;
  // Orders that hold no reservation yet: each case reserves for one of its own.
  const { rows } = await db.query(
    `SELECT order_id FROM orders WHERE order_id NOT IN (SELECT order_id FROM order_reservations)
     ORDER BY order_id LIMIT 5`,
  );
  unreserved = parseRows(z.object({ order_id: z.string() }), rows).map((row) => row.order_id);
});
afterAll(async () => db.close());

const ethKey = () => ({ portfolioId: eth.portfolioId, currency: 'ETH', mainCurrency: 'ETH' });

function orderNumber(index: number): string {
  const orderId = unreserved[index];
  if (orderId === undefined) throw new Error('The seed has too few orders without a reservation');
  return orderId;
}

async function holding(balance: string, reserve: string): Promise<void> {
  await saveWallets(db, [
    { ...eth, balance, reserve },
    { ...btc, balance: '5', reserve: '1' },
  ]);
}

async function figures(wallet: WireWallet) {
  const [found] = await listWallets(db, {
    portfolioId: wallet.portfolioId,
    currency: wallet.currency,
    mainCurrency: wallet.mainCurrency,
  });
  return { balance: found?.balance, reserve: found?.reserve, updatedAt: found?.updatedAt };
}

describe('settling an order reservation', () => {
  it('on execution takes the reserved amount out of both balance and reserve, exactly', async () => {
    await holding('10.5', '3.000000000000000001');
    const orderId = orderNumber(0);
    await recordReservation(db, orderId, ethKey(), '3.000000000000000001');
    await settleReservation(db, orderId, 'debit', SETTLED_AT);
    expect(await figures(eth)).toEqual({
      balance: '7.499999999999999999',
      reserve: '0',
      updatedAt: String(SETTLED_AT),
    });
    // Only the reserving wallet moved.
    expect(await figures(btc)).toMatchObject({ balance: '5', reserve: '1' });
  });

  it('on rejection, cancellation or error returns the amount to the available balance', async () => {
    await holding('10.5', '4');
    const orderId = orderNumber(1);
    await recordReservation(db, orderId, ethKey(), '2.5');
    await settleReservation(db, orderId, 'release', SETTLED_AT);
    expect(await figures(eth)).toMatchObject({ balance: '10.5', reserve: '1.5' });
  });

  it('settles a reservation once: a second end of the same order changes nothing', async () => {
    await holding('10', '2');
    const orderId = orderNumber(2);
    await recordReservation(db, orderId, ethKey(), '2');
    await settleReservation(db, orderId, 'debit', SETTLED_AT);
    await settleReservation(db, orderId, 'debit', SETTLED_AT + 1);
    await settleReservation(db, orderId, 'release', SETTLED_AT + 2);
    expect(await figures(eth)).toEqual({
      balance: '8',
      reserve: '0',
      updatedAt: String(SETTLED_AT),
    });
  });

  it('does nothing for an order that reserved nothing', async () => {
    await holding('10', '2');
    await settleReservation(db, orderNumber(3), 'debit', SETTLED_AT);
    await settleReservation(db, 'no-such-order', 'release', SETTLED_AT);
    expect(await figures(eth)).toMatchObject({ balance: '10', reserve: '2' });
  });

  it('refuses to record a reservation of nothing', async () => {
    await expect(recordReservation(db, orderNumber(4), ethKey(), '0')).rejects.toThrow();
  });
});
