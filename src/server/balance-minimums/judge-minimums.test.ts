import { beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../../store/testing/test-engines';
import { upsertPerson } from '../auth/people-repository';
import { suiteServerStore } from '../testing/suite-store';
import { judgeMinimums, walletsBelowMinimum, type WalletBalanceToJudge } from './judge-minimums';
import { removeMinimum, setMinimum } from './minimums-repository';

const T0 = Date.parse('2026-11-27T08:00:00Z');
const MINUTE = 60_000;

const wallet = (walletId: string, currency: string, balance: string): WalletBalanceToJudge => ({
  walletId,
  portfolioId: `p-${walletId}`,
  portfolioName: `Desk ${walletId}`,
  currency,
  balance,
});

describeEngines('balance minimums judging each sample, on $name', (engine) => {
  const suite = suiteServerStore(engine, 'balance_minimums');
  const treasurer = { subject: 'treasury-1', email: 't@example.com', name: 'Tess Treasurer' };

  beforeEach(async () => {
    await suite.db.query('DELETE FROM balance_minimums');
    await suite.db.query('DELETE FROM risk_alerts');
    await upsertPerson(suite.db, { ...treasurer, roles: ['treasury'] }, T0);
  });

  const judgeAt = async (nowMs: number, ...wallets: WalletBalanceToJudge[]) =>
    (await judgeMinimums(suite.db, () => Promise.resolve(wallets), nowMs)).map(
      (alert) => `${alert.subject} ${alert.targetId}: ${alert.text}`,
    );
  const walletMinimum = (walletId: string, currency: string, amount: string) =>
    setMinimum(suite.db, treasurer.subject, { scope: 'wallet', walletId, currency }, amount, T0);

  it('alerts once per crossing, re-arming only a band above the minimum', async () => {
    await walletMinimum('a', 'BTC', '1000.5');
    expect(await judgeAt(T0, wallet('a', 'BTC', '1000.5'))).toEqual([]);
    expect(await judgeAt(T0 + MINUTE, wallet('a', 'BTC', '1000.49'))).toEqual([
      'treasury-1 a: BTC in Desk a below its minimum: 1,000.49 BTC, minimum 1,000.5 BTC, short 0.01 BTC',
    ]);
    expect(await judgeAt(T0 + 2 * MINUTE, wallet('a', 'BTC', '900'))).toEqual([]);
    // Back at the line, but not past the 1 % band: still the same crossing.
    expect(await judgeAt(T0 + 3 * MINUTE, wallet('a', 'BTC', '1010'))).toEqual([]);
    expect(await judgeAt(T0 + 4 * MINUTE, wallet('a', 'BTC', '999'))).toEqual([]);
    expect(await judgeAt(T0 + 5 * MINUTE, wallet('a', 'BTC', '1010.505'))).toEqual([]);
    expect(await judgeAt(T0 + 6 * MINUTE, wallet('a', 'BTC', '999'))).toHaveLength(1);
  });

  it("judges a currency's minimum on every wallet of it without its own", async () => {
    await setMinimum(suite.db, treasurer.subject, { scope: 'currency', currency: 'ETH' }, '10', T0);
    await walletMinimum('own', 'ETH', '2');
    const raised = await judgeAt(
      T0,
      wallet('x', 'ETH', '9.999999999999999999'),
      wallet('y', 'ETH', '10'),
      wallet('own', 'ETH', '5'),
      wallet('z', 'BTC', '0'),
    );
    expect(raised).toEqual([
      'treasury-1 x: ETH in Desk x below its minimum: 9.999999999999999999 ETH, minimum 10 ETH, short 0.000000000000000001 ETH',
    ]);
    expect(await walletsBelowMinimum(suite.db)).toEqual([
      {
        walletId: 'x',
        portfolioId: 'p-x',
        currency: 'ETH',
        balance: '9.999999999999999999',
        minimum: '10',
        shortfall: '0.000000000000000001',
        sampledAt: T0,
      },
    ]);
  });

  it('alerts a crossing once however many judges take the same sample at once', async () => {
    await walletMinimum('a', 'BTC', '5');
    await setMinimum(suite.db, treasurer.subject, { scope: 'currency', currency: 'BTC' }, '5', T0);
    const sample = [wallet('a', 'BTC', '4'), wallet('b', 'BTC', '1'), wallet('c', 'BTC', '6')];
    const together = await Promise.all(Array.from({ length: 4 }, () => judgeAt(T0, ...sample)));
    expect(
      together
        .flat()
        .map((text) => text.split(':')[0])
        .sort(),
    ).toEqual(['treasury-1 a', 'treasury-1 b']);
    expect(await judgeAt(T0 + MINUTE, ...sample)).toEqual([]);
  });

  it('tells no one once the setter may no longer read alerts, and a new amount re-arms', async () => {
    const { after } = await walletMinimum('a', 'BTC', '5');
    await upsertPerson(suite.db, { ...treasurer, roles: ['approver'] }, T0);
    expect(await judgeAt(T0, wallet('a', 'BTC', '4'))).toEqual([]);
    await upsertPerson(suite.db, { ...treasurer, roles: ['treasury'] }, T0);
    expect(await judgeAt(T0 + MINUTE, wallet('a', 'BTC', '4'))).toEqual([]);
    const changed = await walletMinimum('a', 'BTC', '4.5');
    expect(changed.before?.amount).toBe('5');
    expect(await judgeAt(T0 + 2 * MINUTE, wallet('a', 'BTC', '4'))).toHaveLength(1);
    expect(await removeMinimum(suite.db, after.id)).toMatchObject({ amount: '4.5' });
    expect(await walletsBelowMinimum(suite.db)).toEqual([]);
  });
});
