import { z } from 'zod';
import { alertKinds, type RiskAlert } from '../../shared/risk-alert-list';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

/** An alert a rule raised for a person, before it is delivered. */
export interface NewRiskAlert {
  subject: string;
  /** The rule that raised it; null for a balance minimum's alert. */
  ruleId: number | null;
  kind: RiskAlert['kind'];
  targetId: string;
  text: string;
  browser: boolean;
  email: boolean;
}

export interface RaisedAlert extends RiskAlert {
  subject: string;
  /** The rule that raised it; null once the rule is removed. */
  ruleId: number | null;
  email: boolean;
}

const COLUMNS = 'id, subject, rule_id, kind, target_id, text, browser, email, created_at';

const alertRowSchema = z.object({
  id: z.coerce.number(),
  subject: z.string(),
  rule_id: z.coerce.number().nullable(),
  kind: z.enum(alertKinds),
  target_id: z.string(),
  text: z.string(),
  browser: z.boolean(),
  email: z.boolean(),
  created_at: z.coerce.number(),
});

function toAlert(row: z.infer<typeof alertRowSchema>): RaisedAlert {
  return {
    id: row.id,
    subject: row.subject,
    ruleId: row.rule_id,
    kind: row.kind,
    targetId: row.target_id,
    text: row.text,
    browser: row.browser,
    email: row.email,
    createdAt: row.created_at,
  };
}

/** What the person's browser is told of an alert. */
export function alertForPerson(alert: RaisedAlert): RiskAlert {
  return {
    id: alert.id,
    kind: alert.kind,
    targetId: alert.targetId,
    text: alert.text,
    browser: alert.browser,
    createdAt: alert.createdAt,
  };
}

export async function addAlerts(
  db: SqlClient,
  alerts: readonly NewRiskAlert[],
  nowMs: number,
): Promise<RaisedAlert[]> {
  if (alerts.length === 0) return [];
  const { rows } = await db.query(
    `INSERT INTO risk_alerts (subject, rule_id, kind, target_id, text, browser, email, created_at)
     SELECT a->>'subject', (a->>'ruleId')::bigint, a->>'kind', a->>'targetId', a->>'text',
       (a->>'browser')::boolean, (a->>'email')::boolean, $2
     FROM jsonb_array_elements($1::jsonb) AS a
     RETURNING ${COLUMNS}`,
    [JSON.stringify(alerts), nowMs],
  );
  return parseRows(alertRowSchema, rows).map(toAlert);
}

/** A person's alerts not yet dismissed, newest first. */
export async function openAlertsOf(db: SqlClient, subject: string, limit: number) {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM risk_alerts WHERE subject = $1 AND dismissed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [subject, limit],
  );
  return parseRows(alertRowSchema, rows).map(toAlert);
}

export async function alertById(db: SqlClient, id: number): Promise<RaisedAlert | undefined> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM risk_alerts WHERE id = $1`, [id]);
  const row = parseFirstRow(alertRowSchema, rows);
  return row === undefined ? undefined : toAlert(row);
}

/** Dismisses one of a person's alerts; false when they have no such open alert. */
export async function dismissAlert(db: SqlClient, subject: string, id: number, nowMs: number) {
  const { rows } = await db.query(
    `UPDATE risk_alerts SET dismissed_at = $3
     WHERE id = $1 AND subject = $2 AND dismissed_at IS NULL RETURNING id`,
    [id, subject, nowMs],
  );
  return rows.length > 0;
}

/** Claims the one email of an alert; false when it was sent already. */
export async function claimAlertEmail(db: SqlClient, id: number, nowMs: number) {
  const { rows } = await db.query(
    'UPDATE risk_alerts SET emailed_at = $2 WHERE id = $1 AND emailed_at IS NULL RETURNING id',
    [id, nowMs],
  );
  return rows.length > 0;
}
