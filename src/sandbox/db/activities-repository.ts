import { z } from 'zod';
import type { ActivitiesQuery, WireActivity } from '../../shared/contracts/activities';
import { parseRows, SqlParameters, whereClause, type SqlClient } from '../../store/sql-client';
import { toCount } from './page-counts';

/** The provider's default page: 1000 activities. */
export const DEFAULT_ACTIVITY_LIMIT = 1000;

/** Entries known in advance (the sandbox's people and their keys), in one statement. */
export async function recordActivities(
  tx: SqlClient,
  activities: readonly WireActivity[],
): Promise<void> {
  await tx.query(
    `INSERT INTO activities (
       activity_id, activity_type, name, description, created_at, organization_id, portfolio_id, user_id
     )
     SELECT a->>'activityId', a->>'activityType', a->>'name', a->>'description',
       (a->>'createdAt')::bigint, a->>'organizationId', a->>'portfolioId', a->>'userId'
     FROM jsonb_array_elements($1::jsonb) AS a`,
    [JSON.stringify(activities)],
  );
}

const activityRowSchema = z.object({
  activity_id: z.string(),
  activity_type: z.string(),
  name: z.string(),
  description: z.string(),
  created_at_text: z.string(),
  organization_id: z.string().nullable(),
  portfolio_id: z.string().nullable(),
  user_id: z.string().nullable(),
});

function toActivity(row: z.infer<typeof activityRowSchema>): WireActivity {
  return {
    activityId: row.activity_id,
    activityType: row.activity_type,
    name: row.name,
    description: row.description,
    createdAt: row.created_at_text,
    ...(row.organization_id === null ? {} : { organizationId: row.organization_id }),
    ...(row.portfolio_id === null ? {} : { portfolioId: row.portfolio_id }),
    ...(row.user_id === null ? {} : { userId: row.user_id }),
  };
}

/** `search` is plain text: its `%`, `_` and `\` match themselves, not any characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * GET /organizations/{id}/activities: the organization's feed, newest first, ties broken
 * by id so pages never overlap or skip; every filter of the query, `limit` 1000 by default.
 */
export async function listActivities(
  db: SqlClient,
  organizationId: string,
  query: ActivitiesQuery,
): Promise<WireActivity[]> {
  const params = new SqlParameters();
  const conditions = [`organization_id = ${params.add(organizationId)}`];
  if (query.activityTypes !== undefined && query.activityTypes.length > 0) {
    conditions.push(`activity_type = ANY(${params.add(query.activityTypes)}::text[])`);
  }
  if (query.excludedActivityTypes !== undefined && query.excludedActivityTypes.length > 0) {
    conditions.push(
      `NOT (activity_type = ANY(${params.add(query.excludedActivityTypes)}::text[]))`,
    );
  }
  if (query.userIds !== undefined && query.userIds.length > 0) {
    conditions.push(`user_id = ANY(${params.add(query.userIds)}::text[])`);
  }
  if (query.createdFrom !== undefined) {
    conditions.push(`created_at >= ${params.add(query.createdFrom)}::bigint`);
  }
  if (query.createdTo !== undefined) {
    conditions.push(`created_at <= ${params.add(query.createdTo)}::bigint`);
  }
  if (query.search !== undefined) {
    const pattern = params.add(containsPattern(query.search));
    conditions.push(
      `(name ILIKE ${pattern} ESCAPE '\\' OR description ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const limit = params.add(toCount(query.limit, DEFAULT_ACTIVITY_LIMIT));
  const offset = params.add(toCount(query.offset, 0));
  const { rows } = await db.query(
    `SELECT activity_id, activity_type, name, description, created_at::text AS created_at_text,
       organization_id, portfolio_id, user_id
     FROM activities ${whereClause(conditions)}
     ORDER BY created_at DESC, activity_id DESC LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return parseRows(activityRowSchema, rows).map(toActivity);
}
