import { Hono, type Context } from 'hono';
import type { MatchedOperation } from '../../shared/access';
import { authorise } from './authorise';
import { calledOrder } from './called-order';
import { checkAnswer } from './check-answer';
import { checkPathParams } from './check-path-params';
import { checkWriteBody } from './check-write-body';
import { chooseSigner } from './choose-signer';
import { forwardCall, type PlatformTarget } from './forward-request';
import { matchCall, notForwarded, type ProxyCall } from './proxy-call';
import type { Actor, ActorLookup, Refusal, StepUpGate, WriteObserver } from './proxy-ports';
import { recordWrite } from './record-write';
import type { SharedReads } from './shared-reads';
import type { Credentials } from './signing';
import { stepUp } from './step-up';

export interface PlatformRoutesOptions {
  target: PlatformTarget;
  /** The signed-in person (or signing script) behind a request. */
  actorOf: (c: Context) => Promise<ActorLookup>;
  /** Read-only key for people without their own: GET only, never a write. */
  serviceKey?: Credentials | undefined;
  /** Called once a request went out under an actor's own key. */
  signedAs?: (actor: Actor, call: ProxyCall) => Promise<void> | void;
  /** Keeps the record of writes and refusals. */
  writes?: WriteObserver;
  /** Asks for a fresh passkey assertion before the money moments. */
  stepUpGate?: StepUpGate;
  /** Shares reads between readers and spends each key's budget with care. */
  reads?: SharedReads;
  /**
   * Told of every write's answer (a copy), before the browser gets it, so that a change
   * reaches every open view at once whether or not the provider sends a webhook for it.
   */
  wrote?: (operation: MatchedOperation, answer: Response) => Promise<void>;
}

/**
 * /platform: not an open signing proxy. Each request passes the steps below in order, and any
 * step may refuse it: only the operations the dashboard uses are forwarded (anything else is
 * 404), each only for the roles the shared table allows, only with path parameters and a body
 * that keep to the operation's contract, every write only under the acting person's own key,
 * a money moment only with a fresh passkey for exactly it, and only once it is on the record.
 */
export function platformRoutes({
  target,
  actorOf,
  serviceKey,
  signedAs,
  writes,
  stepUpGate,
  reads,
  wrote,
}: PlatformRoutesOptions) {
  const app = new Hono();
  app.all('/*', async (c) => {
    const matched = await matchCall(c);
    if (matched === undefined) return notForwarded(c);
    const refuse = async ({ status, error, message }: Refusal, actor?: Actor) => {
      const refusal = { status, error, message, operation: matched.operation };
      await writes?.refused(actor ? { ...refusal, actor } : refusal, c);
      return c.json({ error, message }, status);
    };

    const found = await actorOf(c);
    if (!found.ok) return refuse(found);
    const { actor } = found;
    const denied = authorise(matched, actor);
    if (denied !== undefined) return refuse(denied, actor);
    const path = checkPathParams(matched);
    if (!path.ok) return refuse(path.refusal, actor);
    const call = { ...matched, pathAndQuery: path.pathAndQuery };
    const badBody = checkWriteBody(call);
    if (badBody !== undefined) return refuse(badBody, actor);
    const chosen = chooseSigner(call, actor, serviceKey);
    if (!chosen.ok) return refuse(chosen.refusal, actor);
    const order = calledOrder(call, chosen.signer, target);
    const unconfirmed = await stepUp(call, actor, order, stepUpGate);
    if (unconfirmed !== undefined) return refuse(unconfirmed, actor);
    const recorded = await recordWrite(call, actor, writes, order?.read);
    if (!recorded.ok) return recorded.response;

    const forward = () => forwardCall(call, chosen.signer, target);
    const answer = await (reads ? reads.answer(call, chosen.signer, forward) : forward());
    if (chosen.signer.kind !== 'service-key') await signedAs?.(actor, call);
    const completed = await recorded.complete(answer);
    if (!call.isRead && wrote !== undefined) {
      // The write happened whatever its publication does: a failure here is only logged.
      await wrote(call.operation, completed.clone()).catch((error: unknown) => {
        console.error(`Could not publish ${call.operation.name}`, error);
      });
    }
    // The record keeps what the API said; the browser gets it only in a shape it can read.
    return checkAnswer(call, completed, target.baseUrl);
  });
  return app;
}
