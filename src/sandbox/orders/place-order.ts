import type { WireOrder } from '../../shared/contracts/orders';
import { findOrderByExternalId, saveOrders } from '../db/orders-repository';
import { saveProgress, type OrderOutcome } from '../db/progress-repository';
import { recordReservation } from '../db/reservations-repository';
import type { Database } from '../../store/sql-client';
import { isUniqueViolation } from '../../store/sql-errors';
import { listWallets, reserveWalletFunds } from '../db/wallets-repository';
import type { SandboxIdentity } from '../identities';
import { buildOrders } from './order-documents';
import type { OrderInput } from './order-input';
import { planOrder, type OrderPlan } from './order-plan';
import { accept, refuse, type Outcome } from './refusal';
import { sha256Matches } from './master-password';
import { reportOrderChange } from '../webhooks/order-events';

export interface PlaceOrderOptions {
  identity: SandboxIdentity;
  nowMs: number;
  /** Delay before the lifecycle clock takes an order's first step. */
  stepMs: number;
}

/**
 * Documented markers that make an order placed through the API fail on
 * purpose, so failure views can be exercised: a description containing
 * `[sandbox:reject]` ends `rejected` at approval, `[sandbox:error]` ends in
 * `error` while processing. Every other order is executed.
 */
export function outcomeFor(description: string | undefined): OrderOutcome {
  if (description?.includes('[sandbox:reject]')) return 'rejected';
  if (description?.includes('[sandbox:error]')) return 'error';
  return 'executed';
}

/**
 * Places one withdrawal: applies the rules, then reserves the funds and
 * stores the order(s) in one transaction. The (portfolio, externalOrderId)
 * unique index is the last word on duplicates, so two identical requests
 * racing each other still produce one order and one 409.
 */
export async function placeOrder(
  db: Database,
  input: OrderInput,
  options: PlaceOrderOptions,
): Promise<Outcome<WireOrder[]>> {
  const plan = await planOrder(db, input);
  if (!plan.ok) return plan;
  const { policy } = plan.value.portfolio;
  if (
    input.masterPassword !== undefined &&
    policy.masterPasswordRequired &&
    !sha256Matches(input.masterPassword, policy.masterPasswordSha256)
  ) {
    return refuse(409, 'wrong-master-password', 'masterPassword: the master password is wrong');
  }
  try {
    return await db.transaction(async (tx) => {
      const existing = await findOrderByExternalId(tx, input.portfolioId, input.externalOrderId);
      if (existing !== undefined) return duplicate(input, existing.orderId);
      const orders = buildOrders(plan.value, options.identity, options.nowMs);
      const [withdrawal] = orders;
      if (withdrawal === undefined) throw new Error('An order plan produced no order');
      const reserved = await reserve(tx, plan.value, options.nowMs);
      if (!reserved.ok) return reserved;
      await saveOrders(tx, orders);
      for (const order of orders) await reportOrderChange(tx, order, undefined, options.nowMs);
      if (plan.value.reserve !== undefined) {
        await recordReservation(tx, withdrawal.orderId, walletOf(plan.value), plan.value.reserve);
      }
      for (const order of orders) {
        await saveProgress(tx, {
          orderId: order.orderId,
          nextStepAt: options.stepMs > 0 ? options.nowMs + options.stepMs : undefined,
          outcome: outcomeFor(input.description),
          masterPasswordGiven: input.masterPassword !== undefined,
        });
      }
      return accept(orders);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A racing request with the same id committed first: name its order, as a retry needs it.
    const winner = await findOrderByExternalId(db, input.portfolioId, input.externalOrderId);
    if (winner === undefined) throw error;
    return duplicate(input, winner.orderId);
  }
}

function walletOf(plan: OrderPlan) {
  return {
    portfolioId: plan.portfolio.portfolio.portfolioId,
    currency: plan.currency.currency,
    mainCurrency: plan.currency.mainCurrency,
  };
}

async function reserve(
  tx: Parameters<typeof reserveWalletFunds>[0],
  plan: OrderPlan,
  nowMs: number,
): Promise<Outcome<true>> {
  if (plan.reserve === undefined) return accept(true);
  const wallet = walletOf(plan);
  if (await reserveWalletFunds(tx, wallet, plan.reserve, nowMs)) return accept(true);
  const [found] = await listWallets(tx, wallet);
  const available = found?.available ?? '0';
  const feeNote =
    plan.fee !== undefined && plan.input.includeFeeInWithdraw !== true
      ? ` (amount plus the ${plan.fee.fee} fee)`
      : '';
  return refuse(
    409,
    'insufficient-funds',
    `amount: ${plan.reserve} ${wallet.currency}${feeNote} exceeds the available ${available} ${wallet.currency} in ${plan.portfolio.portfolio.portfolioName}`,
  );
}

function duplicate(input: OrderInput, orderId: string): Outcome<never> {
  return refuse(
    409,
    'duplicate-external-order-id',
    `externalOrderId: ${input.portfolioId} already has an order with externalOrderId ${input.externalOrderId} (${orderId})`,
  );
}
