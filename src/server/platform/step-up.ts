import type { OrderStepUpAction } from '../../shared/step-up';
import { STEP_UP_HEADER } from '../../shared/step-up';
import type { Signer } from './choose-signer';
import type { PlatformTarget } from './forward-request';
import type { ProxyCall } from './proxy-call';
import type { Actor, Refusal, StepUpGate } from './proxy-ports';
import { readOrder } from './read-order';

/** The writes that need a fresh passkey, by operation. */
const moneyMoments: Partial<Record<ProxyCall['operation']['name'], OrderStepUpAction>> = {
  coSignOrder: 'co-sign',
  enterMasterPassword: 'master-password',
  cancelOrder: 'cancel',
};

function decoded(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * The step-up step: a money moment signed with a person's own key goes on only with a fresh
 * passkey assertion for exactly this action, checked by the gate against the provider's own
 * order. A script signing with its own key is the provider's caller, not a browser session,
 * and is left to the provider, as it would be without the dashboard.
 */
export async function stepUp(
  call: ProxyCall,
  actor: Actor,
  signer: Signer,
  target: PlatformTarget,
  gate: StepUpGate | undefined,
): Promise<Refusal | undefined> {
  const action = moneyMoments[call.operation.name];
  if (gate === undefined || action === undefined || signer.kind !== 'own-key') return undefined;
  const orderId = decoded(call.operation.params.orderId ?? '');
  return gate.check(
    {
      actor,
      action,
      orderId,
      body: call.body,
      assertion: call.c.req.header(STEP_UP_HEADER),
      readOrder: () => readOrder(target, signer.credentials, orderId),
    },
    call.c,
  );
}
