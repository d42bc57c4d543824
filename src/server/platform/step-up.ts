import type { OrderStepUpAction } from '../../shared/step-up';
import { STEP_UP_HEADER } from '../../shared/step-up';
import type { CalledOrder } from './called-order';
import type { ProxyCall } from './proxy-call';
import type { Actor, Refusal, StepUpGate } from './proxy-ports';

/** The writes that need a fresh passkey, by operation. */
const moneyMoments: Partial<Record<ProxyCall['operation']['name'], OrderStepUpAction>> = {
  coSignOrder: 'co-sign',
  enterMasterPassword: 'master-password',
  cancelOrder: 'cancel',
};

/**
 * The step-up step: a money moment signed with a person's own key goes on only with a fresh
 * passkey assertion for exactly this action, checked by the gate against the provider's own
 * order. A script signing with its own key is the provider's caller, not a browser session,
 * and is left to the provider, as it would be without the dashboard.
 */
export async function stepUp(
  call: ProxyCall,
  actor: Actor,
  order: CalledOrder | undefined,
  gate: StepUpGate | undefined,
): Promise<Refusal | undefined> {
  const action = moneyMoments[call.operation.name];
  // Only a person's own key has a called order: a script or the service key is not stepped up.
  if (gate === undefined || action === undefined || order === undefined) return undefined;
  return gate.check(
    {
      actor,
      action,
      orderId: order.orderId,
      body: call.body,
      assertion: call.c.req.header(STEP_UP_HEADER),
      readOrder: order.read,
    },
    call.c,
  );
}
