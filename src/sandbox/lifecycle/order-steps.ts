import { randomBytes } from 'node:crypto';
import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import type { OrderProgress } from '../db/progress-repository';

/** What one clock step does to an order. */
export interface OrderStep {
  status: OrderStatus;
  /** Wait for people (co-signers, the master password) instead of scheduling the next step. */
  waits?: boolean;
  /** The order is over: debit or release its reservation, credit a deposit. */
  ends?: 'debit' | 'release';
  /** Facts the step adds to `extra` (e.g. the transaction hash once broadcast). */
  extra?: WireOrder['extra'];
  /** Not this time: look again on the next tick (a deposit waiting for its withdrawal). */
  retry?: boolean;
}

export interface StepFacts {
  order: WireOrder;
  progress: OrderProgress;
  masterPasswordRequired: boolean;
  /** Status of the withdrawal a deposit is linked to. */
  linkedWithdrawalStatus?: string | undefined;
}

/**
 * The believable path of an outgoing order: `new` → (`co-sign-require`) →
 * (`master-password-required`) → `approved` → `processing` → `executed`, or
 * `rejected` at approval / `error` while processing when its outcome says so.
 */
export function nextStep({
  order,
  progress,
  masterPasswordRequired,
  linkedWithdrawalStatus,
}: StepFacts): OrderStep | undefined {
  if (order.orderType === 'deposit') return nextDepositStep(order.status, linkedWithdrawalStatus);
  const extra = order.extra ?? {};
  switch (order.status) {
    case 'new': {
      const needed = Number(extra.coSignersNumber ?? '0');
      if ((extra.coSigners ?? []).length < needed)
        return { status: 'co-sign-require', waits: true };
      if (masterPasswordRequired && !progress.masterPasswordGiven) {
        return { status: 'master-password-required', waits: true };
      }
      return approval(progress);
    }
    case 'approved':
      return progress.outcome === 'rejected'
        ? { status: 'rejected', ends: 'release' }
        : { status: 'processing', extra: { transactionId: transactionHash(order.mainCurrency) } };
    case 'processing':
      return progress.outcome === 'error'
        ? { status: 'error', ends: 'release' }
        : { status: 'executed', ends: 'debit', extra: { confirmations: '12' } };
    default:
      return undefined;
  }
}

function approval(progress: OrderProgress): OrderStep {
  return progress.outcome === 'rejected'
    ? { status: 'rejected', ends: 'release' }
    : { status: 'approved' };
}

/** A deposit follows the withdrawal it is linked to (a ClearLoop undelegation). */
function nextDepositStep(status: string, withdrawal: string | undefined): OrderStep | undefined {
  if (withdrawal === 'rejected' || withdrawal === 'error' || withdrawal === 'canceled') {
    return { status: 'canceled', ends: 'release' };
  }
  if (status === 'new') {
    return withdrawal === 'processing' || withdrawal === 'executed'
      ? { status: 'processing' }
      : { status: 'new', retry: true };
  }
  if (status === 'processing') {
    return withdrawal === 'executed'
      ? { status: 'executed', ends: 'debit' }
      : { status: 'processing', retry: true };
  }
  return undefined;
}

const hexChains = new Set(['ETH', 'AVAX', 'BNB']);

function transactionHash(mainCurrency: string | undefined): string {
  const hex = randomBytes(32).toString('hex');
  return hexChains.has(mainCurrency ?? '') ? `0x${hex}` : hex;
}
