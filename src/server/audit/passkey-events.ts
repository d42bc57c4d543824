import type { Context } from 'hono';
import type { BoundAction } from '../auth/passkeys/bound-actions';
import type { PasskeyEvents, Who } from '../auth/passkeys/step-up-service';
import { auditActor, type AuditRecorder } from './audit-recorder';

const actionWords: Record<BoundAction['summary']['action'], string> = {
  'co-sign': 'approve (co-sign) the order',
  'master-password': 'give the master password',
  cancel: 'cancel the order',
  'api-key': 'add or replace the API key',
  'passkey-add': 'add a passkey',
  'passkey-remove': 'remove a passkey',
};

function targetOf(bound: BoundAction | undefined) {
  const summary = bound?.summary;
  if (summary?.orderId === undefined) return {};
  const destination = summary.destination;
  return {
    orderId: summary.orderId,
    amount: summary.amount,
    currency: summary.currency,
    destination: destination?.address ?? destination?.cryptoAddressId ?? destination?.portfolioId,
  };
}

function described(bound: BoundAction | undefined): string {
  const summary = bound?.summary;
  if (summary === undefined) return 'a money moment';
  const parts = [actionWords[summary.action]];
  if (summary.approvalCode !== undefined) parts.push(`approval code ${summary.approvalCode}`);
  if (summary.keyLast4 !== undefined) parts.push(`key ending ${summary.keyLast4}`);
  if (summary.passkeyName !== undefined) parts.push(`passkey "${summary.passkeyName}"`);
  return parts.join(', ');
}

/** Passkey registrations, removals, assertions and refusals, on the one audit log. */
export function passkeyEvents({ record }: AuditRecorder): PasskeyEvents {
  const actor = (who: Who) => auditActor(who);
  return {
    asserted: (who, bound, passkeyName, c: Context) =>
      record(
        {
          action: 'passkey.assert',
          outcome: 'succeeded',
          actor: actor(who),
          target: targetOf(bound),
          detail: `Confirmed with passkey "${passkeyName}": ${described(bound)}`,
        },
        c,
      ),
    refused: (who, bound, refusal, c) =>
      record(
        {
          action: bound?.action === 'register' ? 'passkey.register' : 'passkey.assert',
          outcome: 'refused',
          actor: actor(who),
          target: targetOf(bound),
          statusCode: 403,
          errorCode: refusal.error,
          detail: `${described(bound)}: ${refusal.message}`,
        },
        c,
      ),
    registered: (who, passkeyName, c) =>
      record(
        {
          action: 'passkey.register',
          outcome: 'succeeded',
          actor: actor(who),
          detail: `Passkey "${passkeyName}"`,
        },
        c,
      ),
    removed: (who, passkeyName, c) =>
      record(
        {
          action: 'passkey.remove',
          outcome: 'succeeded',
          actor: actor(who),
          detail: `Passkey "${passkeyName}"`,
        },
        c,
      ),
  };
}
