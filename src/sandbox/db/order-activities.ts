import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';
import { peopleRecordset } from './activity-people';
import { orderActivityWords, unknownOrderWords } from './order-activity-words';

/** The moments of an order's life the feed reports. */
export type OrderMoment = 'created' | 'ended';

/** Statuses that end an order with an entry in the feed: `canceled`, or `rejected` and `error`. */
const feedEndings = new Set(['canceled', 'rejected', 'error']);

/** Which moment, if any, a change of an order (`previous` undefined: just created) adds to the feed. */
export function orderMoment(status: string, previous: string | undefined): OrderMoment | undefined {
  if (previous === undefined) return 'created';
  return status !== previous && feedEndings.has(status) ? 'ended' : undefined;
}

/**
 * Writes one feed entry per moment of each order that `where` selects (over `o`, the
 * order, and `e`, its moment). The wording lives only here, so an order placed through
 * the API and a seeded one read alike. Names replace ids where the sandbox knows them:
 * its people ($1), the portfolios. An order nobody placed (a deposit, a reward) was booked
 * by the custodian, Copper; an undelegation without its creator is told without one
 * (Copper never undelegates). Amounts are the document's exact strings. The id joins
 * the type and the order id: unique, since each type happens at most once to an order.
 * One pass over the orders, for the seed's sake: the moments come from the row itself.
 */
function insertOrderActivities(where: string): string {
  return `
INSERT INTO activities (
  activity_id, activity_type, name, description, created_at, organization_id, portfolio_id, user_id
)
SELECT
  e.activity_type || ':' || o.order_id,
  e.activity_type,
  CASE
    WHEN e.activity_type = 'clearloop-delegation-undelegation' THEN 'ClearLoop undelegation'
    WHEN e.outcome IS NULL THEN words.title || ' ' || words.verb
    ELSE words.title || ' ' || e.outcome
  END,
  CASE
    WHEN e.activity_type = 'clearloop-delegation-undelegation' THEN
      COALESCE(t.person || ' undelegated ', 'Undelegated ') || t.money || ' from '
        || COALESCE(
          (SELECT portfolio_name FROM portfolios WHERE portfolio_id = o.document->'extra'->>'fromPortfolioId'),
          o.document->'extra'->>'fromPortfolioId',
          'ClearLoop'
        )
        || ' to ' || t.portfolio_name
    WHEN e.outcome IS NULL THEN
      COALESCE(t.person, 'Copper') || ' ' || words.verb || ' a ' || words.noun || t.of_money || ' '
        || words.preposition || ' ' || t.portfolio_name
    ELSE
      'The ' || words.noun || t.of_money || ' ' || words.preposition || ' ' || t.portfolio_name
        || CASE e.outcome WHEN 'failed' THEN ' failed' ELSE ' was ' || e.outcome END
  END,
  e.at, o.organization_id, o.portfolio_id, o.created_by
FROM orders o
CROSS JOIN LATERAL (
  -- Its creation: the deposit half of a ClearLoop undelegation is a type of its own.
  SELECT 'created' AS moment, o.created_at AS at, NULL::text AS outcome,
    CASE WHEN o.order_type = 'deposit' AND o.document->'extra'->>'isClearLoopUnDelegation' = 'true'
      THEN 'clearloop-delegation-undelegation' ELSE 'order-execution' END AS activity_type
  UNION ALL
  -- Its end, when it did not go through: dated when it stopped (or last changed).
  SELECT 'ended', COALESCE(o.terminated_at, o.updated_at, o.created_at),
    CASE o.status WHEN 'error' THEN 'failed' ELSE o.status END,
    CASE o.status WHEN 'canceled' THEN 'order-cancellation' ELSE 'order-termination' END
  WHERE o.status IN ('canceled', 'rejected', 'error')
) AS e
LEFT JOIN portfolios p ON p.portfolio_id = o.portfolio_id
LEFT JOIN jsonb_to_recordset($1::jsonb) AS person(user_id text, name text)
  ON person.user_id = o.created_by
LEFT JOIN jsonb_to_recordset($2::jsonb) AS known(order_type text, title text, noun text, preposition text, verb text)
  ON known.order_type = o.order_type
CROSS JOIN LATERAL (
  SELECT
    COALESCE(known.title, $3::jsonb->>'title') AS title,
    COALESCE(known.noun, $3::jsonb->>'noun') AS noun,
    COALESCE(known.preposition, $3::jsonb->>'preposition') AS preposition,
    COALESCE(known.verb, $3::jsonb->>'verb') AS verb
) AS words
CROSS JOIN LATERAL (
  SELECT
    COALESCE(person.name, o.created_by) AS person,
    COALESCE(p.portfolio_name, o.portfolio_id) AS portfolio_name,
    (o.document->>'amount') || ' ' || o.base_currency AS money,
    -- A wallet message moves nothing: it has no amount to speak of.
    CASE WHEN o.amount = 0 THEN '' ELSE ' of ' || (o.document->>'amount') || ' ' || o.base_currency END AS of_money
) AS t
${where}`;
}

const RECORD_SQL = insertOrderActivities('WHERE o.order_id = $4 AND e.moment = $5');
const BACKFILL_SQL = insertOrderActivities(
  'WHERE o.order_id > $4 AND ($5::text IS NULL OR o.order_id <= $5::text)',
);

/**
 * Orders per backfill statement. A million orders in one statement would outlast the
 * statement timeout a PostgreSQL sandbox runs under (15 s by default); batches of this
 * size take about a second each on a slow machine.
 */
const BACKFILL_BATCH = 20_000;

/** The last order id of the batch that starts after `$1`; none when fewer remain. */
const BATCH_END_SQL =
  'SELECT order_id FROM orders WHERE order_id > $1 ORDER BY order_id OFFSET $2 LIMIT 1';

function wordingParameters(): unknown[] {
  return [
    peopleRecordset(),
    JSON.stringify(
      Object.entries(orderActivityWords).map(([orderType, words]) => ({
        order_type: orderType,
        ...words,
      })),
    ),
    JSON.stringify(unknownOrderWords),
  ];
}

/**
 * Adds an order's moment to the feed, in the transaction that changed the order and
 * after it was saved: the entry is read from the stored order, as the seed's are.
 */
export async function recordOrderActivity(
  tx: SqlClient,
  orderId: string,
  moment: OrderMoment,
): Promise<void> {
  await tx.query(RECORD_SQL, [...wordingParameters(), orderId, moment]);
}

/** Every stored order's creation and ending: set-based, one batch of orders per statement. */
export async function backfillOrderActivities(
  tx: SqlClient,
  batchSize = BACKFILL_BATCH,
): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await tx.query(BATCH_END_SQL, [after, batchSize - 1]);
    const end = parseFirstRow(z.object({ order_id: z.string() }), rows)?.order_id;
    await tx.query(BACKFILL_SQL, [...wordingParameters(), after, end ?? null]);
    if (end === undefined) return;
    after = end;
  }
}
