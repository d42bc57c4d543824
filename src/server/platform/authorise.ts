import { heldRolesInWords, mayCall, requiredRolesText } from '../../shared/access';
import type { ProxyCall } from './proxy-call';
import type { Actor, Refusal } from './proxy-ports';

/** The roles step: the shared table decides, and a refusal names the missing role. */
export function authorise(call: ProxyCall, actor: Actor): Refusal | undefined {
  if (mayCall(actor.roles, call.operation.name)) return undefined;
  return {
    status: 403,
    error: 'forbidden',
    message: `This needs the ${requiredRolesText(call.operation.name)} role; ${actor.name} has ${heldRolesInWords(actor.roles)}.`,
  };
}
