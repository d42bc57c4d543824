import { z } from 'zod';
import type { ActivitiesQuery, WireActivity } from '../../shared/contracts/activities';
import { parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
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

/**
 * GET /organizations/{id}/activities: the organization's feed, newest first, ties broken
 * by id so pages never overlap or skip; every filter of the query, `limit` 1000 by default.
 */
export async function listActivities(
  db: SqlClient,
  organizationId: string,
  query: ActivitiesQuery,
): Promise<WireActivity[]> {
  const where = new SqlFilter();
  where.equals('organization_id', organizationId);
  where.anyOf('activity_type', query.activityTypes);
  where.noneOf('activity_type', query.excludedActivityTypes);
  where.anyOf('user_id', query.userIds);
  where.compare('created_at', '>=', query.createdFrom);
  where.compare('created_at', '<=', query.createdTo);
  where.contains(['name', 'description'], query.search);
  const limit = where.add(toCount(query.limit, DEFAULT_ACTIVITY_LIMIT));
  const offset = where.add(toCount(query.offset, 0));
  const { rows } = await db.query(
    `SELECT activity_id, activity_type, name, description, created_at::text AS created_at_text,
       organization_id, portfolio_id, user_id
     FROM activities ${where.clause()}
     ORDER BY created_at DESC, activity_id DESC LIMIT ${limit} OFFSET ${offset}`,
    where.values,
  );
  return parseRows(activityRowSchema, rows).map(toActivity);
}
