import { z } from 'zod';
import { mayUseDashboard } from '../../shared/access';
import type { ClearLoopExchange, Settlement } from '../../shared/contracts/clearloop';
import { alertConditionSchema, type AlertCondition } from '../../shared/risk-alerts';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';
import { enabledRules, type WatchingRule } from './alert-rules-repository';
import { nextCrossing, type CrossingState } from './crossing';
import type { AlertWorld, JudgingContext, Observation } from './observation';
import { observeExchange, observeSettlement } from './observe-clearloop';
import { observeLoans } from './observe-loans';
import { addAlerts, type NewRiskAlert, type RaisedAlert } from './risk-alerts-repository';

/** What a rule sees of the world this turn; undefined when its source could not be read. */
function observe(
  condition: AlertCondition,
  world: AlertWorld,
  context: JudgingContext,
): Observation[] | undefined {
  switch (condition.kind) {
    case 'exchange-deficit':
      return world.exchanges?.map(observeExchange);
    case 'settlement-failed':
      return world.settlements?.map((settlement) => observeSettlement(settlement, context));
    default:
      return observeLoans(condition, world, context);
  }
}

const ruleRowSchema = z.object({
  condition: alertConditionSchema,
  judged_at: z.coerce.number().nullable(),
});
const stateRowSchema = z.object({ item_key: z.string(), fired: z.boolean() });

/**
 * Judges one rule against what it watches in one transaction that holds the rule's row:
 * whoever else judges or changes the rule at the same time waits, then sees where it stands
 * now, so a crossing fires once however many instances judge it.
 */
async function judgeRule(
  tx: SqlClient,
  rule: WatchingRule,
  world: AlertWorld,
  bandPoints: string,
  nowMs: number,
): Promise<NewRiskAlert[]> {
  const { rows } = await tx.query(
    'SELECT condition, judged_at FROM alert_rules WHERE id = $1 AND enabled FOR UPDATE',
    [rule.id],
  );
  const row = parseFirstRow(ruleRowSchema, rows);
  if (row === undefined) return [];
  const context = { bandPoints, nowMs, firstLook: row.judged_at === null };
  const observed = observe(row.condition, world, context);
  if (observed === undefined) return [];
  await tx.query('UPDATE alert_rules SET judged_at = $2 WHERE id = $1', [rule.id, nowMs]);
  if (observed.length === 0) return [];
  const stored = await tx.query(
    'SELECT item_key, fired FROM alert_states WHERE rule_id = $1 AND item_key = ANY($2::text[])',
    [rule.id, observed.map((observation) => observation.key)],
  );
  const states = new Map(
    parseRows(stateRowSchema, stored.rows).map((state) => [state.item_key, state.fired] as const),
  );
  const changed: { key: string; fired: boolean }[] = [];
  const alerts: NewRiskAlert[] = [];
  for (const observation of observed) {
    const known = states.get(observation.key);
    const state: CrossingState = known === true ? 'fired' : 'armed';
    const next = nextCrossing(state, observation);
    if (next.fire && !(known === undefined && observation.quietIfNew)) {
      alerts.push({
        subject: rule.subject,
        ruleId: rule.id,
        kind: row.condition.kind,
        targetId: observation.targetId,
        text: observation.text,
        browser: rule.channels.browser,
        email: rule.channels.email,
      });
    }
    if (known !== (next.state === 'fired')) {
      changed.push({ key: observation.key, fired: next.state === 'fired' });
    }
  }
  if (changed.length > 0) {
    await tx.query(
      `INSERT INTO alert_states (rule_id, item_key, fired, changed_at)
       SELECT $1, s->>'key', (s->>'fired')::boolean, $3 FROM jsonb_array_elements($2::jsonb) AS s
       ON CONFLICT (rule_id, item_key) DO UPDATE
         SET fired = EXCLUDED.fired, changed_at = EXCLUDED.changed_at`,
      [rule.id, JSON.stringify(changed), nowMs],
    );
  }
  return alerts;
}

/** What one turn judges: the sample's loans, and ClearLoop read only when a rule needs it. */
export interface AlertSources {
  readings: AlertWorld['readings'];
  loans: AlertWorld['loans'];
  /** Undefined when the exchanges could not be read. */
  exchanges: () => Promise<readonly ClearLoopExchange[] | undefined>;
  /** Undefined when the settlements could not be read. */
  settlements: () => Promise<readonly Settlement[] | undefined>;
}

/**
 * Judges every rule that is on, of everyone who still has risk oversight, against one turn's
 * sources (read once, before any rule's row is locked); returns the alerts raised, stored and
 * ready to deliver.
 */
export async function judgeRules(
  db: Database,
  sources: AlertSources,
  bandPoints: string,
  nowMs: number,
): Promise<RaisedAlert[]> {
  const rules = (await enabledRules(db)).filter((rule) =>
    mayUseDashboard(rule.roles, 'listAlertRules'),
  );
  const needs = (kind: AlertCondition['kind']) =>
    rules.some((rule) => rule.condition.kind === kind);
  const world: AlertWorld = {
    readings: sources.readings,
    loans: sources.loans,
    exchanges: needs('exchange-deficit') ? await sources.exchanges() : undefined,
    settlements: needs('settlement-failed') ? await sources.settlements() : undefined,
  };
  const raised: RaisedAlert[] = [];
  for (const rule of rules) {
    raised.push(
      ...(await db.transaction(async (tx) =>
        addAlerts(tx, await judgeRule(tx, rule, world, bandPoints, nowMs), nowMs),
      )),
    );
  }
  return raised;
}
