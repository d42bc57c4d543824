import type { Context } from 'hono';
import type { KeyChange } from '../auth/account-routes';
import type { AdminAct } from '../auth/admin-routes';
import type { AlertRuleAct } from '../risk-alerts/alert-rules-routes';
import type { BalanceMinimumAct } from '../balance-minimums/balance-minimums-routes';
import type { IdpEvents } from '../auth/idp/idp-routes';
import type { SignInEvents } from '../auth/sign-in-routes';
import type { SignedInSession } from '../auth/session-store';
import type { OrganizationChosen } from '../organization/organization-routes';
import { auditActor, type AuditRecorder } from './audit-recorder';

const keyActions: Record<KeyChange['action'], string> = {
  added: 'api-key.add',
  replaced: 'api-key.replace',
  removed: 'api-key.remove',
  refused: 'api-key.add',
};

function where(c: Context): string {
  return `${c.req.method} ${new URL(c.req.url).pathname}`;
}

/**
 * The hooks each part of the server calls, so sign-ins, key changes and refusals all land
 * in the one audit log with who, what and from where.
 */
export function auditEvents({ record }: AuditRecorder) {
  const signIn: SignInEvents = {
    signedIn: (who, c) =>
      record({ action: 'sign-in', outcome: 'succeeded', actor: auditActor(who) }, c),
    signInFailed: (reason, detail, c) =>
      record({ action: 'sign-in', outcome: 'refused', errorCode: reason, detail }, c),
    signedOut: (who, c) =>
      record({ action: 'sign-out', outcome: 'succeeded', actor: auditActor(who) }, c),
  };

  const idp: IdpEvents = {
    passwordRefused: (email, reason, detail, c) =>
      record(
        {
          action: 'sign-in.password',
          outcome: 'refused',
          errorCode: reason === 'throttled' ? 'throttled' : 'wrong-password',
          detail: `Sign-in as ${email}: ${detail}`,
        },
        c,
      ),
  };

  const keyChanged = (change: KeyChange, c: Context) =>
    record(
      {
        action: keyActions[change.action],
        outcome: change.action === 'refused' ? 'refused' : 'succeeded',
        actor: auditActor(change.who),
        detail: [
          change.keyLast4 === undefined ? undefined : `Key ending ${change.keyLast4}`,
          change.detail,
        ]
          .filter(Boolean)
          .join(': '),
      },
      c,
    );

  const webhookRefused = (
    refusal: { reason: string; status: number; message: string },
    c: Context,
  ) =>
    record(
      {
        action: 'webhook.receive',
        outcome: 'refused',
        statusCode: refusal.status,
        errorCode: refusal.reason,
        detail: refusal.message,
      },
      c,
    );

  const unauthenticated = (error: string, c: Context) =>
    record(
      {
        action: 'request',
        outcome: 'refused',
        statusCode: 401,
        errorCode: error,
        detail: where(c),
      },
      c,
    );

  /** A request refused for what it carried: the field and why, never the value itself. */
  const inputRefused = (problem: { field: string; problem: string }, c: Context) =>
    record(
      {
        action: 'request',
        outcome: 'refused',
        statusCode: 400,
        errorCode: 'bad-request',
        detail: `${where(c)}: ${problem.field} ${problem.problem}`,
      },
      c,
    );

  const acted = (act: AdminAct | AlertRuleAct | BalanceMinimumAct, c: Context) =>
    record(
      {
        action: act.action,
        outcome: act.outcome,
        actor: auditActor(act.who),
        ...(act.outcome === 'refused'
          ? ('refusedWith' in act && act.refusedWith) || {
              statusCode: 403,
              errorCode: 'forbidden',
            }
          : {}),
        detail: act.detail,
      },
      c,
    );

  const identityConfirmed = (
    who: SignedInSession,
    outcome: { userId: string | null; refused?: string },
    c: Context,
  ) =>
    record(
      {
        action: 'api-key.owner',
        outcome: outcome.refused === undefined ? 'succeeded' : 'refused',
        actor: auditActor(who),
        detail:
          outcome.refused ??
          (outcome.userId === null
            ? 'Forgot whose key it is'
            : `The key belongs to provider user ${outcome.userId}`),
      },
      c,
    );

  const organizationChosen = (who: SignedInSession, outcome: OrganizationChosen, c: Context) =>
    record(
      {
        action: 'organization.choose',
        outcome: outcome.refused === undefined ? 'succeeded' : 'refused',
        actor: auditActor(who),
        detail:
          outcome.refused ??
          `The dashboard serves ${outcome.chosen}; before: ${outcome.previous ?? 'none chosen'}`,
      },
      c,
    );

  return {
    signIn,
    idp,
    keyChanged,
    webhookRefused,
    unauthenticated,
    inputRefused,
    adminActed: acted,
    /** A person's risk alert rule added, changed or removed, with the rule before and after. */
    alertRuleChanged: acted,
    /** A balance minimum set or removed, with the minimum before and after. */
    balanceMinimumChanged: acted,
    identityConfirmed,
    organizationChosen,
  };
}
