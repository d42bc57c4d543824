import { expect, it, vi } from 'vitest';
import { walletSchema, type WireWallet } from '../../shared/contracts/wallets';
import { describeEngines } from '../../store/testing/test-engines';
import { startLtvSampler } from '../ltv-history/ltv-sampler';
import { suiteServerStore } from '../testing/suite-store';
import { sampleBalancesOnce, type BalanceSamplingOptions } from './balance-sampler';
import { balanceSamplesOf } from './balance-samples-repository';
import type { WalletSource } from './wallet-source';

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = Date.parse('2026-11-23T08:00:00Z');

const wallet = (walletId: string, fields: Partial<WireWallet> = {}) =>
  walletSchema.parse({
    walletId,
    portfolioId: 'p-1',
    currency: 'BTC',
    mainCurrency: 'BTC',
    balance: '1.5',
    available: '1.25',
    reserve: '0.25',
    ...fields,
  });

const wallets =
  (...list: ReturnType<typeof wallet>[]): WalletSource =>
  () =>
    Promise.resolve({ ok: true, wallets: list, unreadableItems: 0 });

describeEngines('Balance sampling into the store, on $name', (engine) => {
  const suite = suiteServerStore(engine, 'balance_history');
  const options = (overrides: Partial<BalanceSamplingOptions> = {}): BalanceSamplingOptions => ({
    db: suite.db,
    wallets: wallets(wallet('w-a'), wallet('w-b', { stakeBalance: '2', totalBalance: '3.5' })),
    everyMs: 5 * MINUTE,
    retentionDays: 2,
    ...overrides,
  });
  const clear = () => suite.db.query('DELETE FROM balance_samples');

  it('records each wallet once per slot, exactly as sent, the total summed only when not sent', async () => {
    await clear();
    expect(await sampleBalancesOnce(options(), T0 + 2 * MINUTE)).toEqual({
      kind: 'sampled',
      at: T0,
      recorded: 2,
      unreadable: 0,
      pruned: 0,
    });
    expect(await sampleBalancesOnce(options(), T0 + 4 * MINUTE)).toEqual({ kind: 'not-due' });
    expect(await balanceSamplesOf(suite.db, 'w-a', 0)).toEqual([
      {
        at: T0,
        balance: '1.5',
        available: '1.25',
        reserve: '0.25',
        staked: null,
        total: '1.5',
        source: 'sampled',
      },
    ]);
    const [staking] = await balanceSamplesOf(suite.db, 'w-b', 0);
    expect(staking).toMatchObject({ staked: '2', total: '3.5' });
    await sampleBalancesOnce(options(), T0 + 5 * MINUTE);
    expect(await balanceSamplesOf(suite.db, 'w-a', T0 + MINUTE)).toHaveLength(1);
  });

  it('keeps an unreadable balance as unknown, never guessed, and keeps 18 decimals exactly', async () => {
    await clear();
    const source = wallets(
      wallet('garbled', { balance: 'lots', stakeBalance: '1' }),
      wallet('tiny', { balance: '123456789012345678901.5', available: '0.000000000000000001' }),
    );
    await sampleBalancesOnce(options({ wallets: source }), T0);
    const [garbled] = await balanceSamplesOf(suite.db, 'garbled', 0);
    expect(garbled).toMatchObject({ balance: null, staked: '1', total: null });
    const [tiny] = await balanceSamplesOf(suite.db, 'tiny', 0);
    expect(tiny).toMatchObject({
      balance: '123456789012345678901.5',
      available: '0.000000000000000001',
    });
  });

  it('says so when the wallets cannot be read, and records nothing', async () => {
    await clear();
    const outcome = await sampleBalancesOnce(
      options({ wallets: () => Promise.resolve({ ok: false, message: 'no key' }) }),
      T0,
    );
    expect(outcome).toEqual({ kind: 'unreadable-source', message: 'no key' });
    expect(await balanceSamplesOf(suite.db, 'w-a', 0)).toEqual([]);
  });

  it('stores a reading once however many instances record the same slot at once', async () => {
    await clear();
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => sampleBalancesOnce(options(), T0)),
    );
    const recorded = racing.map((one) => (one.kind === 'sampled' ? one.recorded : 0));
    expect(recorded.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await balanceSamplesOf(suite.db, 'w-a', 0)).toHaveLength(1);
  });

  it('forgets readings older than the retention', async () => {
    await clear();
    await sampleBalancesOnce(options(), T0);
    await sampleBalancesOnce(options(), T0 + DAY);
    expect(await sampleBalancesOnce(options(), T0 + 2 * DAY + MINUTE)).toMatchObject({
      pruned: 2,
    });
    expect((await balanceSamplesOf(suite.db, 'w-a', 0)).map((one) => one.at)).toEqual([
      T0 + DAY,
      T0 + 2 * DAY,
    ]);
  });

  it("seeds the sandbox's past into an empty history only, before the first live reading", async () => {
    await clear();
    const seedPast = vi.fn((from: number, _to: number, every: number) =>
      Promise.resolve([
        {
          walletId: 'w-a',
          at: Math.ceil(from / every) * every,
          balance: '1',
          available: '1',
          reserve: '0',
          staked: null,
          total: '1',
          source: 'sandbox-seed' as const,
        },
      ]),
    );
    await sampleBalancesOnce(options({ seedPast }), T0);
    await sampleBalancesOnce(options({ seedPast }), T0 + 5 * MINUTE);
    expect(seedPast).toHaveBeenCalledTimes(1);
    expect(seedPast).toHaveBeenCalledWith(T0 - 6 * 3_600_000, T0 - 5 * MINUTE, 5 * MINUTE);
    const history = await balanceSamplesOf(suite.db, 'w-a', 0);
    expect(history.map((one) => one.source)).toEqual(['sandbox-seed', 'sampled', 'sampled']);
  });

  it('is sampled by the LTV sampler’s leader in the same turn, and by no standby instance', async () => {
    await clear();
    await suite.db.query('DELETE FROM ltv_samples');
    const reads = { first: 0, second: 0 };
    const counting = (name: keyof typeof reads): WalletSource => {
      const inner = wallets(wallet('w-a'));
      return () => {
        reads[name] += 1;
        return inner();
      };
    };
    const noLoans = () => Promise.resolve({ ok: true as const, loans: [], unreadableItems: 0 });
    const sampler = (name: keyof typeof reads) =>
      startLtvSampler({
        db: suite.db,
        loans: noLoans,
        everyMs: 5 * MINUTE,
        retentionDays: 2,
        balances: { wallets: counting(name) },
        now: () => T0,
      });
    const first = sampler('first');
    await vi.waitFor(() => expect(reads.first).toBe(1));
    const second = sampler('second');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.leading).toBe(false);
    expect(reads.second).toBe(0);
    await first.stop();
    await second.stop();
    expect(await balanceSamplesOf(suite.db, 'w-a', 0)).toHaveLength(1);
  });
});
