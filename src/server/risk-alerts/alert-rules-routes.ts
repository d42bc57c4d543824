import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { dashboardRolesInWords, mayUseDashboard } from '../../shared/access';
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
import type { AuthVariables } from '../auth/session-middleware';
import type { SignedInSession } from '../auth/session-store';
import { addRule, changeRule, removeRule, rulesOf } from './alert-rules-repository';
import { alertForPerson, dismissAlert, openAlertsOf } from './risk-alerts-repository';

/** A change to a person's alert rules (or a refused one), for the audit log. */
export interface AlertRuleAct {
  who: Pick<SignedInSession, 'subject' | 'email' | 'name' | 'roles'>;
  action: 'alert-rule.add' | 'alert-rule.change' | 'alert-rule.remove';
  outcome: 'succeeded' | 'refused';
  detail: string;
}

const writeActions: Partial<Record<string, AlertRuleAct['action']>> = {
  POST: 'alert-rule.add',
  PATCH: 'alert-rule.change',
  DELETE: 'alert-rule.remove',
};

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A rule in words, as the audit log keeps it before and after a change. */
function ruleInWords(rule: AlertRule): string {
  const watched = watchedLoanOf(rule.condition);
  const loan = watched === null ? '' : ` (loan ${watched.loanId})`;
  return `rule ${rule.id}: ${conditionInWords(rule.condition)}${loan}, ${
    rule.enabled ? 'on' : 'off'
  }, to ${channelsInWords(rule.channels)}`;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

function sessionOf(c: Context<{ Variables: AuthVariables }>): SignedInSession {
  const session = c.get('session');
  if (session === undefined) throw new Error('risk alerts run behind the session check');
  return session;
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
  const app = new Hono<{ Variables: AuthVariables }>();
  const acted = (act: AlertRuleAct, c: Context) => deps.acted?.(act, c);

  /** Refuses, and records a refused write to the rules, unless the person may `operation`. */
  const gate = (operation: 'useRiskAlerts' | 'readOwnAlerts') =>
    createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
      const session = sessionOf(c);
      if (mayUseDashboard(session.roles, operation)) return next();
      const message = `${operation === 'useRiskAlerts' ? 'Risk alert rules' : 'Alerts'} need the role ${dashboardRolesInWords(operation)}.`;
      const action = writeActions[c.req.method];
      if (action !== undefined && c.req.path.includes('/alert-rules')) {
        await acted({ who: session, action, outcome: 'refused', detail: message }, c);
      }
      return c.json({ error: 'forbidden', message }, 403);
    });
  for (const path of ['/alert-rules', '/alert-rules/*']) app.use(path, gate('useRiskAlerts'));
  // Balance minimums alert treasury too, so reading one's alerts is wider than setting rules.
  for (const path of ['/risk-alerts', '/risk-alerts/*']) app.use(path, gate('readOwnAlerts'));

  app.get('/alert-rules', async (c) => {
    const body: AlertRulesResponse = {
      rules: await rulesOf(deps.db, sessionOf(c).subject),
      hysteresisPoints: deps.hysteresisPoints,
      emailAvailable: deps.emailAvailable,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.post('/alert-rules', async (c) => {
    const session = sessionOf(c);
    const parsed = newAlertRuleSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: issuesText(parsed.error) }, 400);
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

  app.patch('/alert-rules/:id', async (c) => {
    const session = sessionOf(c);
    const id = idSchema.safeParse(c.req.param('id'));
    const patch = alertRulePatchSchema.safeParse(await c.req.json().catch(() => null));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown rule id.' }, 400);
    if (!patch.success) {
      return c.json({ error: 'bad-request', message: issuesText(patch.error) }, 400);
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

  app.delete('/alert-rules/:id', async (c) => {
    const session = sessionOf(c);
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

  app.get('/risk-alerts', async (c) => {
    const alerts = await openAlertsOf(deps.db, sessionOf(c).subject, 50);
    const body: RiskAlertsResponse = { alerts: alerts.map(alertForPerson) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.post('/risk-alerts/:id/dismiss', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown alert id.' }, 400);
    if (!(await dismissAlert(deps.db, sessionOf(c).subject, id.data, deps.now()))) {
      return c.json({ error: 'not-found', message: 'You have no such open alert.' }, 404);
    }
    return c.json({ ok: true });
  });

  return app;
}
