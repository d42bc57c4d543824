import { z } from 'zod';
import {
  alertConditionSchema,
  type AlertRule,
  type AlertRulePatch,
  type AlertCondition,
  type AlertChannels,
} from '../../shared/risk-alerts';
import { roles } from '../../shared/access';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';

const COLUMNS = 'id, condition, enabled, browser, email, created_at, updated_at';

const ruleRowSchema = z.object({
  id: z.coerce.number(),
  condition: alertConditionSchema,
  enabled: z.boolean(),
  browser: z.boolean(),
  email: z.boolean(),
  created_at: z.coerce.number(),
  updated_at: z.coerce.number(),
});

function toRule(row: z.infer<typeof ruleRowSchema>): AlertRule {
  return {
    id: row.id,
    condition: row.condition,
    enabled: row.enabled,
    channels: { browser: row.browser, email: row.email },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A person's own rules, oldest first. */
export async function rulesOf(db: SqlClient, subject: string): Promise<AlertRule[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM alert_rules WHERE subject = $1 ORDER BY id`,
    [subject],
  );
  return parseRows(ruleRowSchema, rows).map(toRule);
}

export async function addRule(
  db: SqlClient,
  subject: string,
  rule: { condition: AlertCondition; enabled: boolean; channels: AlertChannels },
  nowMs: number,
): Promise<AlertRule> {
  const { rows } = await db.query(
    `INSERT INTO alert_rules (subject, condition, enabled, browser, email, created_at, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [
      subject,
      JSON.stringify(rule.condition),
      rule.enabled,
      rule.channels.browser,
      rule.channels.email,
      nowMs,
    ],
  );
  const added = parseFirstRow(ruleRowSchema, rows);
  if (added === undefined) throw new Error('INSERT … RETURNING returned no rule');
  return toRule(added);
}

/**
 * Changes one of a person's rules under a lock on it (an evaluation judging it waits, and
 * sees the change whole). A changed condition forgets where the rule stood for each thing it
 * watched: the new condition starts armed, and takes its first look again. Undefined when the person has no such rule.
 */
export async function changeRule(
  db: Database,
  subject: string,
  id: number,
  patch: AlertRulePatch,
  nowMs: number,
): Promise<{ before: AlertRule; after: AlertRule } | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM alert_rules WHERE id = $1 AND subject = $2 FOR UPDATE`,
      [id, subject],
    );
    const row = parseFirstRow(ruleRowSchema, rows);
    if (row === undefined) return undefined;
    const before = toRule(row);
    const after: AlertRule = {
      ...before,
      condition: patch.condition ?? before.condition,
      enabled: patch.enabled ?? before.enabled,
      channels: patch.channels ?? before.channels,
      updatedAt: nowMs,
    };
    await tx.query(
      `UPDATE alert_rules SET condition = $2::jsonb, enabled = $3, browser = $4, email = $5,
         updated_at = $6 WHERE id = $1`,
      [
        id,
        JSON.stringify(after.condition),
        after.enabled,
        after.channels.browser,
        after.channels.email,
        nowMs,
      ],
    );
    if (JSON.stringify(after.condition) !== JSON.stringify(before.condition)) {
      await tx.query('DELETE FROM alert_states WHERE rule_id = $1', [id]);
      await tx.query('UPDATE alert_rules SET judged_at = NULL WHERE id = $1', [id]);
    }
    return { before, after };
  });
}

/** Removes one of a person's rules; the rule as it was, or undefined when there was none. */
export async function removeRule(
  db: SqlClient,
  subject: string,
  id: number,
): Promise<AlertRule | undefined> {
  const { rows } = await db.query(
    `DELETE FROM alert_rules WHERE id = $1 AND subject = $2 RETURNING ${COLUMNS}`,
    [id, subject],
  );
  const row = parseFirstRow(ruleRowSchema, rows);
  return row === undefined ? undefined : toRule(row);
}

const watchingRowSchema = ruleRowSchema.extend({
  subject: z.string(),
  roles: z.array(z.enum(roles)),
});

/** A rule that is on, with whose it is and the roles they hold now. */
export interface WatchingRule extends AlertRule {
  subject: string;
  roles: readonly (typeof roles)[number][];
}

/** Every rule that is on, of every person, oldest first. */
export async function enabledRules(db: SqlClient): Promise<WatchingRule[]> {
  const { rows } = await db.query(
    `SELECT r.id, r.condition, r.enabled, r.browser, r.email, r.created_at, r.updated_at,
       r.subject, p.roles
     FROM alert_rules r JOIN people p ON p.subject = r.subject
     WHERE r.enabled ORDER BY r.id`,
  );
  return parseRows(watchingRowSchema, rows).map((row) => ({
    ...toRule(row),
    subject: row.subject,
    roles: row.roles,
  }));
}
