import type { Context } from 'hono';
import type { MatchedOperation, Role } from '../../shared/access';
import type { Order } from '../../shared/contracts/orders';
import type { OrderStepUpAction } from '../../shared/step-up';
import type { Credentials } from './signing';

/** Who a /platform request acts for. */
export interface Actor {
  subject: string;
  email: string;
  name: string;
  roles: readonly Role[];
  /** The person's own API key, when they have stored one. */
  credentials: Credentials | undefined;
  /**
   * Sandbox only: a script that signed the request itself with its own key. It
   * is forwarded as it came, for the sandbox to verify as the provider would.
   */
  signedByScript: boolean;
}

/** Why a request is not forwarded, as the browser is told. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 413 | 502;
  error: string;
  message: string;
}

/** What auth implements: the signed-in person (or signing script) behind a request. */
export type ActorLookup = { ok: true; actor: Actor } | ({ ok: false } & Refusal);

/** Completes a write's record with the API's answer. */
export type WriteCompletion = (answer: Response) => Promise<void>;

/**
 * What audit implements. Told of every write before it is sent (so a crash in between leaves
 * a record of the attempt) and of every refusal. `attempt` throwing stops the write: nothing
 * goes out unrecorded.
 */
export interface WriteObserver {
  attempt(
    actor: Actor,
    operation: MatchedOperation,
    body: string,
    c: Context,
    /** For a write to one order: the provider's order, so the record says what it moves. */
    readOrder?: () => Promise<OrderRead>,
  ): Promise<WriteCompletion>;
  refused(
    refusal: Refusal & { actor?: Actor; operation: MatchedOperation },
    c: Context,
  ): Promise<void>;
}

/** The provider's own order, as read under the acting person's key. */
export type OrderRead =
  { ok: true; order: Order } | ({ ok: false } & Refusal & { status: 404 | 502 });

/** One write of a money moment (co-sign, master password, cancel), as the step-up check sees it. */
export interface StepUpCheck {
  actor: Actor;
  action: OrderStepUpAction;
  orderId: string;
  /** The body exactly as it will be forwarded. */
  body: string;
  /** The passkey assertion the request carries, if any (the `x-passkey-assertion` header). */
  assertion: string | undefined;
  /** Reads the order from the API: what the challenge binds comes from it, not from the browser. */
  readOrder: () => Promise<OrderRead>;
}

/**
 * What auth implements: whether a money moment may go on. Undefined lets it; a refusal stops
 * it before anything is signed. It is told of every assertion, so it puts them on the record.
 */
export interface StepUpGate {
  check(call: StepUpCheck, c: Context): Promise<Refusal | undefined>;
}
