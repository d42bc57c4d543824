import { afterAll, beforeAll, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  wireActiveStakesResponseSchema,
  wireOutstandingStakesResponseSchema,
  wirePendingStakesResponseSchema,
  wireWalletsResponseSchema,
} from '../../shared/contracts/wire-schemas';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../store/testing/test-engines';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import { runLifecycleTick } from './lifecycle-clock';
import { BONDING_STEPS, UNBONDING_STEPS } from './stake-positions';

const STEP_MS = 1000;
const PORTFOLIO = 'Staking Custody';

/**
 * The stake reads follow the staking orders the sandbox executes: a delegation bonds, then
 * earns; an undelegation unbonds, then waits for its complete-withdrawal, which returns the
 * funds to the balance. At every point the wallet's stake balance is what its stakes add up to.
 */
describeEngines('stake positions on $name', (engine) => {
  const schema = uniqueSchema('sandbox_stakes');
  let sandbox: SandboxFixture;
  let clock = 0;

  beforeAll(async () => {
    sandbox = await openSandboxFixture({
      location: engine.location,
      schema,
      lifecycleStepMs: STEP_MS,
      rateLimitPer5Min: 1_000_000,
    });
  });
  afterAll(async () => {
    await sandbox.db.close();
    await dropTestSchema(engine, schema);
  });

  async function tick(times = 1): Promise<void> {
    for (let step = 0; step < times; step += 1) {
      clock = Math.max(clock, Date.now()) + STEP_MS;
      await runLifecycleTick(sandbox.db, clock, STEP_MS);
    }
  }

  const scope = () => `portfolioId=${sandbox.portfolioId(PORTFOLIO)}&currency=SOL&mainCurrency=SOL`;

  async function stakes() {
    const [active, pending, outstanding] = await Promise.all([
      sandbox.json(`/staking/active-stakes?${scope()}`),
      sandbox.json(`/staking/pending-stakes?${scope()}`),
      sandbox.json(`/staking/outstanding-stakes?${scope()}`),
    ]);
    return {
      active: wireActiveStakesResponseSchema.parse(active).activeStakes,
      pending: wirePendingStakesResponseSchema.parse(pending).pendingStakes,
      outstanding: wireOutstandingStakesResponseSchema.parse(outstanding).outstandingStakes,
    };
  }

  async function solWallet() {
    const { wallets } = wireWalletsResponseSchema.parse(
      await sandbox.json(`/wallets?portfolioId=${sandbox.portfolioId(PORTFOLIO)}`),
    );
    const wallet = wallets.find((entry) => entry.currency === 'SOL');
    if (wallet === undefined) throw new Error('Staking Custody holds no SOL');
    return wallet;
  }

  /** The wallet's stake balance is exactly the sum of its stakes in every state. */
  async function expectStakeBalanceAddsUp() {
    const all = await stakes();
    const sum = [
      ...all.active.map((stake) => stake.activeStake?.activeStakedAmount ?? '0'),
      ...all.pending.map((stake) => stake.pendingStake?.pendingAmount ?? '0'),
      ...all.outstanding.map((stake) => stake.outstandingOperation?.outstandingAmount ?? '0'),
    ].reduce((total, amount) => total.plus(amount), new Decimal(0));
    expect(sum.toFixed()).toBe(new Decimal((await solWallet()).stakeBalance ?? '0').toFixed());
    return all;
  }

  async function place(operation: string, amount: string) {
    await sandbox.json('/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: `${engine.name}-${operation}-${amount}`,
        portfolioId: sandbox.portfolioId(PORTFOLIO),
        baseCurrency: 'SOL',
        amount,
        blockchainTransactionType: operation,
      },
    });
  }

  it('seeds stakes in every state, adding up to each wallet’s stake balance', async () => {
    const states = await Promise.all([
      sandbox.json('/staking/active-stakes?limit=1000'),
      sandbox.json('/staking/pending-stakes?limit=1000'),
      sandbox.json('/staking/outstanding-stakes?limit=1000'),
    ]);
    const pending = wirePendingStakesResponseSchema.parse(states[1]).pendingStakes;
    expect(wireActiveStakesResponseSchema.parse(states[0]).activeStakes.length).toBeGreaterThan(0);
    expect(new Set(pending.map((stake) => stake.pendingStake?.pendingStakeStatus))).toEqual(
      new Set(['bonding', 'unbonding']),
    );
    expect(
      wireOutstandingStakesResponseSchema.parse(states[2]).outstandingStakes.length,
    ).toBeGreaterThan(0);
    // Every pending and outstanding stake names its validator.
    expect(pending.every((stake) => (stake.pendingStake?.pool?.poolName ?? '') !== '')).toBe(true);
    // Orders in flight hold funds: some wallets have a reserve.
    const { wallets } = wireWalletsResponseSchema.parse(await sandbox.json('/wallets'));
    expect(wallets.some((wallet) => new Decimal(wallet.reserve ?? '0').gt(0))).toBe(true);
    await expectStakeBalanceAddsUp();
  });

  it('a delegation bonds then earns; an undelegation unbonds, then completes into the balance', async () => {
    const before = await expectStakeBalanceAddsUp();
    const walletBefore = await solWallet();
    await place('stake-delegation', '2.5');
    // new → approved → processing → executed, then bonding for its bonding steps.
    await tick(4);
    const bonding = await expectStakeBalanceAddsUp();
    const fresh = bonding.pending.filter(
      (stake) =>
        stake.pendingStake?.pendingAmount === '2.5' &&
        stake.pendingStake.pendingStakeStatus === 'bonding',
    );
    expect(fresh).toHaveLength(1);
    expect(new Decimal((await solWallet()).stakeBalance ?? '0').toFixed()).toBe(
      new Decimal(walletBefore.stakeBalance ?? '0').plus('2.5').toFixed(),
    );
    await tick(BONDING_STEPS);
    const earning = await expectStakeBalanceAddsUp();
    expect(earning.active.length).toBe(before.active.length + 1);
    expect(earning.pending.some((stake) => stake.pendingStakeId === fresh[0]?.pendingStakeId)).toBe(
      false,
    );

    await place('stake-undelegation', '1');
    await tick(4);
    const unbonding = await expectStakeBalanceAddsUp();
    expect(
      unbonding.pending.filter(
        (stake) =>
          stake.pendingStake?.pendingAmount === '1' &&
          stake.pendingStake.pendingStakeStatus === 'unbonding',
      ),
    ).toHaveLength(1);
    await tick(UNBONDING_STEPS);
    const waiting = await expectStakeBalanceAddsUp();
    const withdrawable = waiting.outstanding.filter(
      (stake) => stake.outstandingOperation?.outstandingAmount === '1',
    );
    expect(withdrawable[0]?.outstandingOperation?.outstandingOperationType).toBe(
      'complete-withdrawal',
    );

    const beforeRelease = await solWallet();
    await place('complete-withdrawal', '1');
    await tick(4);
    await expectStakeBalanceAddsUp();
    const after = await solWallet();
    expect(new Decimal(after.stakeBalance ?? '0').toFixed()).toBe(
      new Decimal(beforeRelease.stakeBalance ?? '0').minus('1').toFixed(),
    );
    expect(new Decimal(after.balance).toFixed()).toBe(
      new Decimal(beforeRelease.balance).plus('1').toFixed(),
    );
  });

  it('filters by portfolio and pages as the provider does', async () => {
    const other = await sandbox.json(
      `/staking/active-stakes?portfolioId=${sandbox.portfolioId('Client Payments')}`,
    );
    expect(wireActiveStakesResponseSchema.parse(other).activeStakes).toEqual([]);
    const page = await sandbox.json('/staking/active-stakes?limit=1&offset=1');
    expect(wireActiveStakesResponseSchema.parse(page).activeStakes).toHaveLength(1);
    await sandbox.json('/staking/active-stakes?limit=abc', {}, 400);
  });
});
