import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { approvalCodeFromDigest, approvalCodeInput } from '../../../shared/approval-code';
import type { Order } from '../../../shared/contracts/orders';
import { isUnreadable } from '../../../shared/contracts/readable';
import type { OrderStepUpAction, StepUpAction, StepUpSummary } from '../../../shared/step-up';

/** An action a passkey is asked to confirm: the digest its challenge carries, and its words. */
export interface BoundAction {
  action: StepUpAction | 'register';
  digest: Buffer;
  summary: StepUpSummary;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The digest a challenge binds for a write's body: SHA-256 of its exact text, in hex. */
export const bodyDigestOf = (body: string) => sha256(body).toString('hex');

/**
 * The canonical form: labelled lines in a fixed order, each value JSON-quoted so one cannot
 * run into the next. Any difference in any field gives another digest, so another challenge.
 */
function bind(
  action: BoundAction['action'],
  subject: string,
  fields: [string, string][],
  summary: Omit<StepUpSummary, 'action'>,
): BoundAction {
  const lines = [['action', action], ['subject', subject], ...fields].map(
    ([name, value]) => `${name}=${JSON.stringify(value)}`,
  );
  const digest = sha256(['custody-ops step-up v1', ...lines].join('\n'));
  return {
    action,
    digest,
    summary: { ...summary, action: action === 'register' ? 'passkey-add' : action },
  };
}

/** An order whose amount, asset or fee level the provider sent in a form that cannot be read. */
export interface Unbindable {
  ok: false;
  status: 502;
  error: 'upstream-unreadable';
  message: string;
}

const unbindable: Unbindable = {
  ok: false,
  status: 502,
  error: 'upstream-unreadable',
  message:
    "The API sent this order's amount, asset or fee level in a form that cannot be read, so there is nothing exact for a passkey to confirm. Nothing was sent.",
};

/**
 * A write to an order, bound to what the provider says the order is: its id, its approval
 * code (which itself covers amount, asset, network, destination and fee level), the amount,
 * the destination, and the digest of the exact body that will be sent (a master password's
 * hash, a reason).
 */
export function orderAction(
  action: OrderStepUpAction,
  subject: string,
  order: Order,
  bodyDigest: string,
): BoundAction | Unbindable {
  const extra = order.extra ?? {};
  const codeInput = approvalCodeInput(order);
  const { amount: readAmount, baseCurrency: currency } = order;
  // A passkey must sign what the provider says: an amount or asset it sent out of format
  // cannot be bound, so the money moment stops here rather than sign something else.
  if (codeInput === undefined || isUnreadable(readAmount) || isUnreadable(currency)) {
    return unbindable;
  }
  const approvalCode = approvalCodeFromDigest(new Uint8Array(sha256(codeInput)));
  const amount = new Decimal(readAmount).toFixed();
  return bind(
    action,
    subject,
    [
      ['orderId', order.orderId],
      ['approvalCode', approvalCode],
      ['amount', amount],
      ['currency', currency],
      ['toAddress', extra.toAddress ?? ''],
      ['toCryptoAddressId', extra.toCryptoAddressId ?? ''],
      ['toPortfolioId', extra.toPortfolioId ?? ''],
      ['body', bodyDigest],
    ],
    {
      orderId: order.orderId,
      approvalCode,
      amount,
      currency,
      destination: {
        ...(extra.toAddress === undefined ? {} : { address: extra.toAddress }),
        ...(extra.toCryptoAddressId === undefined
          ? {}
          : { cryptoAddressId: extra.toCryptoAddressId }),
        ...(extra.toPortfolioId === undefined ? {} : { portfolioId: extra.toPortfolioId }),
      },
    },
  );
}

/** Adding or replacing the API key everything is signed with: bound to that key. */
export function apiKeyAction(subject: string, apiKey: string): BoundAction {
  return bind('api-key', subject, [['apiKey', apiKey]], { keyLast4: apiKey.slice(-4) });
}

/** Adding another passkey (once one is registered, only a passkey may add another). */
export function passkeyAddAction(subject: string): BoundAction {
  return bind('passkey-add', subject, [], {});
}

export function passkeyRemoveAction(
  subject: string,
  passkey: { id: string; name: string },
): BoundAction {
  return bind('passkey-remove', subject, [['passkeyId', passkey.id]], {
    passkeyName: passkey.name,
  });
}

/** A registration, bound to the name the new passkey will carry. */
export function registerAction(subject: string, name: string): BoundAction {
  return bind('register', subject, [['name', name]], { passkeyName: name });
}
