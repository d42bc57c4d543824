import type { WireOrder } from '../../shared/contracts/orders';
import { lockOrder, saveOrders } from '../db/orders-repository';
import { getPortfolioRecord } from '../db/portfolios-repository';
import { getProgress, saveProgress } from '../db/progress-repository';
import type { Database } from '../../store/sql-client';
import type { SandboxIdentity } from '../identities';
import { sha256Matches } from './master-password';
import { accept, refuse, type Outcome } from './refusal';
import { reportOrderChange } from '../webhooks/order-events';

export interface CoSignOptions {
  identity: SandboxIdentity;
  /** SHA-256 hex of the master password, when sent. */
  masterPassword: string | undefined;
  nowMs: number;
  stepMs: number;
}

const awaitingStatuses = ['co-sign-require', 'master-password-required'];

/**
 * PATCH /orders/{id}: one approval. Checks run in the order a person would
 * expect the reasons (the permission was checked with the request): existence, state, four eyes, then the
 * master password. When the last needed approval arrives the order moves on:
 * to `master-password-required` if the policy wants the password and it was
 * not given, otherwise to `approved`, after which the clock takes over.
 */
export async function coSignOrder(
  db: Database,
  orderId: string,
  options: CoSignOptions,
): Promise<Outcome<WireOrder>> {
  const { identity } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) return refuse(404, 'not-found', `Order ${orderId} does not exist.`);
    if (!awaitingStatuses.includes(order.status)) {
      return refuse(
        409,
        'order-not-awaiting-co-sign',
        `Order ${orderId} is ${order.status}, not awaiting co-signature.`,
      );
    }
    if (order.createdBy === identity.userId) {
      return refuse(409, 'self-co-sign', 'You created this order, so you cannot co-sign it.');
    }
    const extra = order.extra ?? {};
    const available = extra.availableCoSigners ?? [];
    if (available.length > 0 && !available.includes(identity.userId)) {
      return refuse(
        403,
        'forbidden',
        `${identity.name} is not among this order's available co-signers.`,
      );
    }
    const coSigners = extra.coSigners ?? [];
    const needingPassword = order.status === 'master-password-required';
    if (!needingPassword && coSigners.includes(identity.userId)) {
      return refuse(409, 'already-co-signed', `${identity.name} has already co-signed this order.`);
    }
    const portfolio = await getPortfolioRecord(tx, order.portfolioId);
    const policy = portfolio?.policy;
    const progress = await getProgress(tx, orderId);
    const passwordWanted = policy?.masterPasswordRequired === true;
    if (needingPassword && options.masterPassword === undefined) {
      return refuse(400, 'bad-request', 'masterPassword: this order needs the master password');
    }
    let passwordGiven = progress?.masterPasswordGiven ?? false;
    if (passwordWanted && options.masterPassword !== undefined) {
      if (!sha256Matches(options.masterPassword, policy.masterPasswordSha256)) {
        return refuse(409, 'wrong-master-password', 'masterPassword: the master password is wrong');
      }
      passwordGiven = true;
    }

    const signers = needingPassword ? coSigners : [...coSigners, identity.userId];
    // Stryker disable next-line StringLiteral: equivalent, Number('') is 0 as well
    const needed = Number(extra.coSignersNumber ?? '0');
    const complete = signers.length >= needed;
    const status = !complete
      ? order.status
      : passwordWanted && !passwordGiven
        ? 'master-password-required'
        : 'approved';
    const updated: WireOrder = {
      ...order,
      status,
      updatedAt: String(options.nowMs),
      extra: { ...extra, coSigners: signers },
    };
    await saveOrders(tx, [updated]);
    await reportOrderChange(tx, updated, order.status, options.nowMs);
    await saveProgress(tx, {
      orderId,
      outcome: progress?.outcome ?? 'executed',
      masterPasswordGiven: passwordGiven,
      nextStepAt:
        status === 'approved' && options.stepMs > 0 ? options.nowMs + options.stepMs : undefined,
    });
    return accept(updated);
  });
}
