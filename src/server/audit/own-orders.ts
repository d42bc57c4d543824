import { z } from 'zod';
import type { SqlClient } from '../../store/sql-client';

/**
 * The orders a person placed through this dashboard since `sinceMs` (their key's), newest
 * first: the record of writes knows them, so the provider's `createdBy` on each can say whose
 * key placed them.
 */
export async function ordersPlacedBy(
  db: SqlClient,
  subject: string,
  sinceMs: number,
  limit = 5,
): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT order_id FROM audit_log
     WHERE actor_subject = $1 AND action IN ('order.create', 'order.bulk-item')
       AND outcome = 'succeeded' AND order_id IS NOT NULL AND at >= $2
     GROUP BY order_id ORDER BY max(seq) DESC LIMIT $3`,
    [subject, sinceMs, limit],
  );
  return z
    .array(z.object({ order_id: z.string() }))
    .parse(rows)
    .map((row) => row.order_id);
}
