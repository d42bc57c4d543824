import type { Context } from 'hono';
import { z } from 'zod';
import type { DashboardOperationName } from '../../shared/dashboard-endpoints';
import {
  alertRulePatchSchema,
  channelsInWords,
  conditionInWords,
  watchedLoanOf,
  newAlertRuleSchema,
  type AlertRule,
  type AlertRulesResponse,
} from '../../shared/risk-alerts';
import { type RiskAlertsResponse } from '../../shared/risk-alert-list';
import type { Database } from '../../store/sql-client';
import type { SignedInSession } from '../auth/session-store';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import { bodyIssuesText } from '../http/request-issues';
import { addRule, changeRule, removeRule, rulesOf } from './alert-rules-repository';
import { alertForPerson, dismissAlert, openAlertsOf } from './risk-alerts-repository';

/** A change to a person's alert rules (or a refused one), for the audit log. */
export interface AlertRuleAct {
  who: Pick<SignedInSession, 'subject' | 'email' | 'name' | 'roles'>;
  action: 'alert-rule.add' | 'alert-rule.change' | 'alert-rule.remove';
  outcome: 'succeeded' | 'refused';
  detail: string;
}

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A rule in words, as the audit log keeps it before and after a change. */
function ruleInWords(rule: AlertRule): string {
  const watched = watchedLoanOf(rule.condition);
  const loan = watched === null ? '' : ` (loan ${watched.loanId})`;
  return `rule ${rule.id}: ${conditionInWords(rule.condition)}${loan}, ${
    rule.enabled ? 'on' : 'off'
  }, to ${channelsInWords(rule.channels)}`;
}

/**
 * /api/alert-rules (GET, POST, PATCH and DELETE /{id}): a person's own risk alert rules;
 * /api/risk-alerts (GET, POST /{id}/dismiss): the alerts they raised. For people with risk
 * oversight only; each change to a rule goes on the record with the rule before and after.
 */
export function alertRulesRoutes(deps: {
  db: Database;
  hysteresisPoints: string;
  emailAvailable: boolean;
  now: () => number;
  acted?: (act: AlertRuleAct, c: Context) => Promise<unknown>;
}) {
  const acted = (act: AlertRuleAct, c: Context) => deps.acted?.(act, c);
  const refusedActions: Partial<Record<DashboardOperationName, AlertRuleAct['action']>> = {
    addAlertRule: 'alert-rule.add',
    changeAlertRule: 'alert-rule.change',
    removeAlertRule: 'alert-rule.remove',
  };
  const { app, serve } = dashboardRouter(async (c, { operation, session, message }) => {
    const action = refusedActions[operation];
    if (action !== undefined) {
      await acted({ who: session, action, outcome: 'refused', detail: message }, c);
    }
  });

  serve('listAlertRules', async (c) => {
    const body: AlertRulesResponse = {
      rules: await rulesOf(deps.db, signedInSession(c).subject),
      hysteresisPoints: deps.hysteresisPoints,
      emailAvailable: deps.emailAvailable,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  serve('addAlertRule', async (c) => {
    const session = signedInSession(c);
    const parsed = newAlertRuleSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: bodyIssuesText(parsed.error) }, 400);
    }
    const rule = await addRule(deps.db, session.subject, parsed.data, deps.now());
    await acted(
      {
        who: session,
        action: 'alert-rule.add',
        outcome: 'succeeded',
        detail: `After: ${ruleInWords(rule)}`,
      },
      c,
    );
    return c.json(rule, 201);
  });

  serve('changeAlertRule', async (c) => {
    const session = signedInSession(c);
    const id = idSchema.safeParse(c.req.param('id'));
    const patch = alertRulePatchSchema.safeParse(await c.req.json().catch(() => null));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown rule id.' }, 400);
    if (!patch.success) {
      return c.json({ error: 'bad-request', message: bodyIssuesText(patch.error) }, 400);
    }
    const changed = await changeRule(deps.db, session.subject, id.data, patch.data, deps.now());
    if (changed === undefined) {
      return c.json({ error: 'not-found', message: 'You have no such alert rule.' }, 404);
    }
    await acted(
      {
        who: session,
        action: 'alert-rule.change',
        outcome: 'succeeded',
        detail: `Before: ${ruleInWords(changed.before)}. After: ${ruleInWords(changed.after)}`,
      },
      c,
    );
    return c.json(changed.after);
  });

  serve('removeAlertRule', async (c) => {
    const session = signedInSession(c);
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown rule id.' }, 400);
    const removed = await removeRule(deps.db, session.subject, id.data);
    if (removed === undefined) {
      return c.json({ error: 'not-found', message: 'You have no such alert rule.' }, 404);
    }
    await acted(
      {
        who: session,
        action: 'alert-rule.remove',
        outcome: 'succeeded',
        detail: `Before: ${ruleInWords(removed)}`,
      },
      c,
    );
    return c.body(null, 204);
  });

  serve('listRiskAlerts', async (c) => {
    const alerts = await openAlertsOf(deps.db, signedInSession(c).subject, 50);
    const body: RiskAlertsResponse = { alerts: alerts.map(alertForPerson) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  serve('dismissRiskAlert', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown alert id.' }, 400);
    if (!(await dismissAlert(deps.db, signedInSession(c).subject, id.data, deps.now()))) {
      return c.json({ error: 'not-found', message: 'You have no such open alert.' }, 404);
    }
    return c.json({ ok: true });
  });

  return app;
}
