import { expect, it, vi } from 'vitest';
import { Unreadable } from '../../shared/contracts/readable';
import { describeEngines } from '../../store/testing/test-engines';
import { testLoanAt } from '../../testing/loan-fixture';
import { suiteServerStore } from '../testing/suite-store';
import type { LoanSource } from './loan-source';
import { sampleLtvOnce, startLtvSampler, type LtvSamplerOptions } from './ltv-sampler';
import { ltvMovementsSince, ltvSamplesOf, recordLtvReadings } from './ltv-samples-repository';

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = Date.parse('2026-11-23T08:00:00Z');

const loans =
  (ids: readonly string[]): LoanSource =>
  () =>
    Promise.resolve({
      ok: true,
      loans: ids.map((loanId, index) =>
        testLoanAt(`0.7${index}`, { loanId, originalLoanValue: '1000' }),
      ),
      unreadableItems: 0,
    });

async function clear(options: Pick<LtvSamplerOptions, 'db'>) {
  await options.db.query('DELETE FROM ltv_samples');
}

describeEngines('LTV sampling into the store, on $name', (engine) => {
  const suite = suiteServerStore(engine, 'ltv_history');
  const options = (overrides: Partial<LtvSamplerOptions> = {}): LtvSamplerOptions => ({
    db: suite.db,
    loans: loans(['loan-a', 'loan-b']),
    everyMs: 5 * MINUTE,
    retentionDays: 2,
    ...overrides,
  });

  it('records each loan once per slot, with its thresholds and implied collateral value', async () => {
    await clear(suite);
    const first = await sampleLtvOnce(options(), T0 + 2 * MINUTE);
    expect(first).toEqual({ kind: 'sampled', at: T0, recorded: 2, skipped: 0, pruned: 0 });
    expect(await sampleLtvOnce(options(), T0 + 4 * MINUTE)).toEqual({ kind: 'not-due' });
    const [sample] = await ltvSamplesOf(suite.db, 'loan-b', 0);
    expect(sample).toEqual({
      at: T0,
      ltv: '0.71',
      marginCallThreshold: '0.80',
      defaultThreshold: '0.90',
      rebalanceThreshold: null,
      collateralValueUsd: '1408.45',
      status: null,
      source: 'sampled',
    });
    await sampleLtvOnce(options(), T0 + 5 * MINUTE);
    expect((await ltvSamplesOf(suite.db, 'loan-a', 0)).map((one) => one.at)).toEqual([
      T0,
      T0 + 5 * MINUTE,
    ]);
    expect(await ltvSamplesOf(suite.db, 'loan-a', T0 + MINUTE)).toHaveLength(1);
  });

  it('skips a loan whose LTV cannot be read, and keeps sampling the others; a loan with no LTV is not a skip', async () => {
    await clear(suite);
    const source: LoanSource = () =>
      Promise.resolve({
        ok: true,
        loans: [
          testLoanAt('0.5', { loanId: 'fine' }),
          testLoanAt(undefined, { loanId: 'garbled', debtRatio: new Unreadable('n/a', 'bad') }),
          testLoanAt('1e3', { loanId: 'exponent' }),
          // Carries no LTV at all (uncollateralised): nothing to record, nothing skipped.
          testLoanAt(undefined, { loanId: 'uncollateralised' }),
          testLoanAt('0.6', {
            loanId: 'odd-threshold',
            extra: { marginCallThreshold: new Unreadable('x', 'bad') },
          }),
        ],
        unreadableItems: 1,
      });
    const outcome = await sampleLtvOnce(options({ loans: source }), T0);
    expect(outcome).toMatchObject({ kind: 'sampled', recorded: 2, skipped: 3 });
    expect(await ltvSamplesOf(suite.db, 'garbled', 0)).toEqual([]);
    const [odd] = await ltvSamplesOf(suite.db, 'odd-threshold', 0);
    expect(odd?.marginCallThreshold).toBeNull();
  });

  it('says so when the loans cannot be read, and records nothing', async () => {
    await clear(suite);
    const outcome = await sampleLtvOnce(
      options({ loans: () => Promise.resolve({ ok: false, message: 'no key' }) }),
      T0,
    );
    expect(outcome).toEqual({ kind: 'unreadable-source', message: 'no key' });
    expect(await ltvSamplesOf(suite.db, 'loan-a', 0)).toEqual([]);
  });

  it('stores a reading once however many instances record the same slot at once', async () => {
    await clear(suite);
    const readings = ['x', 'y', 'z'].map((loanId) => ({
      loanId,
      at: T0,
      ltv: '0.5',
      marginCallThreshold: null,
      defaultThreshold: null,
      rebalanceThreshold: null,
      collateralValueUsd: null,
      status: 'healthy',
      source: 'sampled' as const,
    }));
    const counts = await Promise.all(
      Array.from({ length: 8 }, () => recordLtvReadings(suite.db, readings)),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => sampleLtvOnce(options(), T0 + DAY)),
    );
    const recorded = racing.map((one) => (one.kind === 'sampled' ? one.recorded : 0));
    expect(recorded.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await ltvSamplesOf(suite.db, 'loan-a', 0)).toHaveLength(1);
  });

  it('forgets readings older than the retention', async () => {
    await clear(suite);
    await sampleLtvOnce(options(), T0);
    await sampleLtvOnce(options(), T0 + DAY);
    const later = await sampleLtvOnce(options(), T0 + 2 * DAY + MINUTE);
    expect(later).toMatchObject({ kind: 'sampled', pruned: 2 });
    expect((await ltvSamplesOf(suite.db, 'loan-a', 0)).map((one) => one.at)).toEqual([
      T0 + DAY,
      T0 + 2 * DAY,
    ]);
  });

  it("seeds the sandbox's past into an empty history only, before the first live reading", async () => {
    await clear(suite);
    const seedPast = vi.fn((from: number, to: number, every: number) =>
      Promise.resolve(
        [from, to].map((at) => ({
          loanId: 'loan-a',
          at: Math.ceil(at / every) * every,
          ltv: '0.6',
          marginCallThreshold: '0.8',
          defaultThreshold: '0.9',
          rebalanceThreshold: null,
          collateralValueUsd: null,
          status: 'healthy',
          source: 'sandbox-seed' as const,
        })),
      ),
    );
    await sampleLtvOnce(options({ seedPast }), T0);
    await sampleLtvOnce(options({ seedPast }), T0 + 5 * MINUTE);
    expect(seedPast).toHaveBeenCalledTimes(1);
    expect(seedPast).toHaveBeenCalledWith(T0 - 6 * 3_600_000, T0 - 5 * MINUTE, 5 * MINUTE);
    const history = await ltvSamplesOf(suite.db, 'loan-a', 0);
    expect(history.map((one) => one.source)).toEqual([
      'sandbox-seed',
      'sandbox-seed',
      'sampled',
      'sampled',
    ]);
  });

  it('samples on the one instance holding the lock; the other stands by', async () => {
    await clear(suite);
    const reads = { first: 0, second: 0 };
    const counting = (name: keyof typeof reads): LoanSource => {
      const inner = loans(['loan-a']);
      return () => {
        reads[name] += 1;
        return inner();
      };
    };
    const first = startLtvSampler(options({ loans: counting('first'), now: () => T0 }));
    await vi.waitFor(() => expect(first.leading).toBe(true));
    const second = startLtvSampler(options({ loans: counting('second'), now: () => T0 }));
    await vi.waitFor(() => expect(reads.first).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.leading).toBe(false);
    expect(reads.second).toBe(0);
    await first.stop();
    await second.stop();
    expect(await ltvSamplesOf(suite.db, 'loan-a', 0)).toHaveLength(1);
  });

  it('ranks movement since a moment, most moved first, with the highest reading per bucket', async () => {
    await clear(suite);
    const reading = (loanId: string, at: number, ltv: string) => ({
      loanId,
      at,
      ltv,
      marginCallThreshold: null,
      defaultThreshold: null,
      rebalanceThreshold: null,
      collateralValueUsd: null,
      status: null,
      source: 'sampled' as const,
    });
    await recordLtvReadings(suite.db, [
      reading('calm', T0 - DAY, '0.10'),
      reading('calm', T0, '0.50'),
      reading('calm', T0 + 30 * MINUTE, '0.52'),
      reading('calm', T0 + 90 * MINUTE, '0.51'),
      reading('falling', T0, '0.70'),
      reading('falling', T0 + 90 * MINUTE, '0.6450'),
    ]);
    const movers = await ltvMovementsSince(suite.db, T0, 60 * MINUTE);
    expect(movers).toEqual([
      {
        loanId: 'falling',
        first: { at: T0, ltv: '0.70' },
        last: { at: T0 + 90 * MINUTE, ltv: '0.6450' },
        change: '-0.055',
        points: [
          { at: T0, ltv: '0.70' },
          { at: T0 + 60 * MINUTE, ltv: '0.6450' },
        ],
      },
      {
        loanId: 'calm',
        first: { at: T0, ltv: '0.50' },
        last: { at: T0 + 90 * MINUTE, ltv: '0.51' },
        change: '0.01',
        points: [
          { at: T0, ltv: '0.52' },
          { at: T0 + 60 * MINUTE, ltv: '0.51' },
        ],
      },
    ]);
  });
});
