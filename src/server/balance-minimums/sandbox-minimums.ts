import Decimal from 'decimal.js';
import { walletsResponseSchema, type Wallet } from '../../shared/contracts/wallets';
import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';
import { walletsToJudge } from './wallets-to-judge';
import { listMinimums, setMinimum } from './minimums-repository';

/** How far from the balance the seeded minimums sit: above the re-arm band, under a step. */
const NEAR = '0.02';
const PLACES = 8;

/**
 * The sandbox's believable minimums: two wallets just above theirs and one just below, picked
 * in a stable order among wallets that hold something. Set by no one, so they tell no one
 * until treasury sets its own; Today lists the one below from the first sample on.
 */
export function sandboxMinimumsFor(wallets: readonly Wallet[]) {
  const holding = walletsToJudge(wallets, new Map())
    .filter((wallet) => new Decimal(wallet.balance).greaterThan(1))
    .sort((a, b) => a.walletId.localeCompare(b.walletId))
    .slice(0, 3);
  return holding.map((wallet, index) => {
    const below = index === holding.length - 1;
    const factor = below ? new Decimal(1).plus(NEAR) : new Decimal(1).minus(NEAR);
    const amount = new Decimal(wallet.balance)
      .times(factor)
      .toDecimalPlaces(PLACES, below ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
      .toFixed();
    return {
      target: { scope: 'wallet', walletId: wallet.walletId, currency: wallet.currency } as const,
      amount,
    };
  });
}

/**
 * At start in sandbox mode, when the store holds no minimum: seeds a few through the same
 * store function people use, reading the wallets as any other client would.
 */
export async function seedSandboxMinimums(deps: {
  db: Database;
  target: PlatformTarget;
  key: Credentials;
  now: () => number;
}): Promise<number> {
  if ((await listMinimums(deps.db)).length > 0) return 0;
  const read = await providerRead(deps.target, deps.key, {
    endpoint: endpoints.listWallets,
    path: '/platform/wallets',
    schema: walletsResponseSchema,
  });
  if (!read.ok) throw new Error(`Sandbox minimums not seeded: ${read.message}`);
  const seeded = sandboxMinimumsFor(read.data.wallets);
  for (const { target, amount } of seeded) {
    await setMinimum(deps.db, null, target, amount, deps.now());
  }
  return seeded.length;
}
