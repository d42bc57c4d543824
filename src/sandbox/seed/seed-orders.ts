import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import type { Random } from './prng';
import type { OrderWorld } from './seed-order-builders';
import {
  crossChainPair,
  multiSmartCall,
  multiWithdraw,
  retrievedDeposit,
  walletMessage,
} from './seed-order-chain-ops';
import { clearLoopMove, transferPair } from './seed-order-pairs';
import { reward, stakingOperation, trade } from './seed-order-trading';
import { deposit, withdrawToAddress } from './seed-order-transfers';

type Weighted = readonly (readonly [OrderStatus, number])[];

// Status mixes per family: mostly finished, with a believable tail of live and failed orders.
// Co-sign statuses are left to the fixtures so the approval queue stays a curated, readable size.
const withdrawStatuses: Weighted = [
  ['executed', 60],
  ['canceled', 5],
  ['rejected', 4],
  ['declined', 1.5],
  ['error', 1.5],
  ['processing', 4],
  ['new', 1.5],
  ['working', 1.5],
  ['reserving', 0.7],
  ['reserved', 1],
  ['queued', 1],
  ['validating-funds', 1],
  ['waiting-funds', 1],
  ['approved', 1],
  ['part-signed-tx-added', 1],
  ['full-signed-tx-added', 1],
  ['manual-resolving', 0.5],
  ['blocked', 0.4],
  ['suspending', 0.2],
  ['suspended', 0.4],
  ['action-required', 0.5],
  ['require-finalize', 0.3],
  ['rejecting', 0.2],
  ['declining', 0.2],
];
const depositStatuses: Weighted = [
  ['executed', 85],
  ['processing', 5],
  ['new', 1],
  ['waiting-accept-deposit', 1.5],
  ['waiting-reject-deposit', 0.5],
  ['blocked', 1],
  ['manual-resolving', 0.5],
  ['rejected', 0.7],
  ['error', 0.3],
];
const tradeStatuses: Weighted = [
  ['executed', 45],
  ['settled', 15],
  ['canceled', 8],
  ['rejected', 3],
  ['declined', 1],
  ['declining', 0.3],
  ['working', 3],
  ['new', 2],
  ['ready-for-settlement', 2],
  ['awaiting-settlement', 2],
  ['pending-atomic-settlement-confirmation', 1],
  ['atomic-settlement-reservation-completed', 1],
  ['waiting-counterparty-approve', 1],
  ['require-counterparty-approve', 1],
  ['require-initializer-approve', 1],
  ['accepting', 0.5],
  ['accepted', 1],
];
const signingStatuses: Weighted = [
  ['executed', 50],
  ['new', 5],
  ['part-signed-tx-added', 5],
  ['full-signed-tx-added', 5],
  ['accepted-part-signed-tx-added', 3],
  ['accepted-full-signed-tx-added', 3],
  ['rejected-part-signed-tx-added', 2],
  ['rejected-full-signed-tx-added', 2],
];
const rewardStatuses: Weighted = [
  ['executed', 92],
  ['processing', 5],
  ['error', 1],
];
const crossChainStatuses: Weighted = [
  ['executed', 80],
  ['processing', 8],
  ['error', 2],
  ['suspended', 1],
];

interface OrderKind {
  name: string;
  weight: number;
  statuses: Weighted;
  make: (world: OrderWorld, status: OrderStatus) => WireOrder[];
}

const kinds: readonly OrderKind[] = [
  {
    name: 'withdraw',
    weight: 22,
    statuses: withdrawStatuses,
    make: (world, status) => withdrawToAddress(world, status),
  },
  {
    name: 'transfer',
    weight: 6,
    statuses: withdrawStatuses,
    make: (world, status) => transferPair(world, status),
  },
  { name: 'staking', weight: 6, statuses: withdrawStatuses, make: stakingOperation },
  { name: 'deposit', weight: 28, statuses: depositStatuses, make: deposit },
  { name: 'trade', weight: 12, statuses: tradeStatuses, make: trade },
  { name: 'multi-withdraw', weight: 2, statuses: withdrawStatuses, make: multiWithdraw },
  { name: 'multi-smart-call', weight: 2, statuses: signingStatuses, make: multiSmartCall },
  { name: 'wallet-message', weight: 2, statuses: signingStatuses, make: walletMessage },
  { name: 'retrieved-deposit', weight: 1.5, statuses: depositStatuses, make: retrievedDeposit },
  {
    name: 'earn-reward',
    weight: 8,
    statuses: rewardStatuses,
    make: (world, status) => reward(world, status, 'earn-reward'),
  },
  {
    name: 'earn-shared-reward',
    weight: 2.5,
    statuses: rewardStatuses,
    make: (world, status) => reward(world, status, 'earn-shared-reward'),
  },
  {
    name: 'claim-shared-reward',
    weight: 1.5,
    statuses: rewardStatuses,
    make: (world, status) => reward(world, status, 'claim-shared-reward'),
  },
  { name: 'cross-chain', weight: 3, statuses: crossChainStatuses, make: crossChainPair },
  {
    name: 'clearloop-delegation',
    weight: 1.5,
    statuses: depositStatuses,
    make: (world, status) => clearLoopMove(world, status, false),
  },
  {
    name: 'clearloop-undelegation',
    weight: 1.5,
    statuses: depositStatuses,
    make: (world, status) => clearLoopMove(world, status, true),
  },
];

/**
 * Generates `count` background orders in chunks (for batched inserts), so a
 * 100,000-order seed never holds more than one chunk of documents. The first
 * orders walk every status of every family, so each status exists even in a
 * small seed; the rest are drawn by weight.
 */
export function* generateOrders(
  world: OrderWorld,
  count: number,
  chunkSize = 2000,
): Generator<WireOrder[]> {
  const coverage = kinds.flatMap((kind) =>
    kind.statuses.map(([status]) => [kind, status] as const),
  );
  let produced = 0;
  let chunk: WireOrder[] = [];
  let index = 0;
  while (produced < count) {
    const [kind, status] = coverage[index] ?? drawKind(world.random);
    index += 1;
    const orders = kind.make(world, status);
    // A linked pair that does not fit would leave a dangling link: draw again instead.
    if (orders.length > count - produced) continue;
    chunk.push(...orders);
    produced += orders.length;
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

function drawKind(random: Random): readonly [OrderKind, OrderStatus] {
  const kind = random.weighted(kinds.map((entry) => [entry, entry.weight] as const));
  return [kind, random.weighted(kind.statuses)];
}
