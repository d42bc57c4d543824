import type { WireOrder } from '../../shared/contracts/orders';
import { lockOrder, saveOrders } from '../db/orders-repository';
import { getPortfolioRecord } from '../db/portfolios-repository';
import { getProgress, saveProgress } from '../db/progress-repository';
import type { Database } from '../../store/sql-client';
import type { SandboxIdentity } from '../identities';
import { sha256Matches } from './master-password';
import { accept, refuse, type Outcome } from './refusal';
import { reportOrderChange } from '../webhooks/order-events';

export interface EnterMasterPasswordOptions {
  identity: SandboxIdentity;
  /** SHA-256 hex of the master password. */
  masterPassword: string;
  nowMs: number;
  stepMs: number;
}

/**
 * PATCH /orders/{id} (`application/vnd.enter-master-password+json`): the master password for
 * an order waiting at `master-password-required`, whether co-signers came first or not.
 *
 * Who may give it follows what the provider documents: the password travels either with the
 * order's creation (its creator's request) or with a co-signature, so afterwards it is a
 * co-signer's step. The same four-eyes rules as a co-signature hold: never the creator, and
 * only someone in `availableCoSigners` when that list is set. The caller's permission to
 * co-sign was checked with the request.
 */
export async function enterMasterPassword(
  db: Database,
  orderId: string,
  options: EnterMasterPasswordOptions,
): Promise<Outcome<WireOrder>> {
  const { identity } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) return refuse(404, 'not-found', `Order ${orderId} does not exist.`);
    if (order.status !== 'master-password-required') {
      return refuse(
        409,
        'order-not-awaiting-master-password',
        `Order ${orderId} is ${order.status}, not waiting for the master password.`,
      );
    }
    if (order.createdBy === identity.userId) {
      return refuse(
        403,
        'forbidden',
        'You created this order, so under the four-eyes rule a co-signer must give the master password.',
      );
    }
    const available = order.extra?.availableCoSigners ?? [];
    if (available.length > 0 && !available.includes(identity.userId)) {
      return refuse(
        403,
        'forbidden',
        `${identity.name} is not among this order's available co-signers.`,
      );
    }
    const portfolio = await getPortfolioRecord(tx, order.portfolioId);
    if (!sha256Matches(options.masterPassword, portfolio?.policy.masterPasswordSha256)) {
      return refuse(409, 'wrong-master-password', 'masterPassword: the master password is wrong');
    }
    const updated: WireOrder = { ...order, status: 'approved', updatedAt: String(options.nowMs) };
    await saveOrders(tx, [updated]);
    await reportOrderChange(tx, updated, order.status, options.nowMs);
    const progress = await getProgress(tx, orderId);
    await saveProgress(tx, {
      orderId,
      outcome: progress?.outcome ?? 'executed',
      masterPasswordGiven: true,
      nextStepAt: options.stepMs > 0 ? options.nowMs + options.stepMs : undefined,
    });
    return accept(updated);
  });
}
