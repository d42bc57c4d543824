import type { SqlClient } from '../../store/sql-client';
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

/** Creations: the deposit half of a ClearLoop undelegation is an activity type of its own. */
const CREATED_EVENTS = `
SELECT order_id, created_at AS at, NULL::text AS outcome,
  CASE WHEN order_type = 'deposit' AND document->'extra'->>'isClearLoopUnDelegation' = 'true'
    THEN 'clearloop-delegation-undelegation' ELSE 'order-execution' END AS activity_type
FROM orders`;

/** Endings, at the moment the order stopped (its last update when it has no end time). */
const ENDED_EVENTS = `
SELECT order_id, COALESCE(terminated_at, updated_at, created_at) AS at,
  CASE status WHEN 'error' THEN 'failed' ELSE status END AS outcome,
  CASE status WHEN 'canceled' THEN 'order-cancellation' ELSE 'order-termination' END AS activity_type
FROM orders WHERE status IN ('canceled', 'rejected', 'error')`;

/**
 * Writes one feed entry per event: `events` yields (order_id, at, outcome, activity_type).
 * The wording lives only here, so an order placed through the API and a seeded one read
 * alike. Names replace ids where the sandbox knows them: its people ($1), the portfolios.
 * An order nobody placed (a deposit, a reward) was booked by the custodian, Copper; an
 * undelegation without its creator is told without one (Copper never undelegates).
 * Amounts are the document's exact strings. The id joins the type and the order id:
 * unique, since each type happens at most once to an order.
 */
function insertOrderActivities(events: string): string {
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
      COALESCE(t.person || ' undelegated ', 'Undelegated ') || t.money
        || ' from ' || t.source_name || ' to ' || t.portfolio_name
    WHEN e.outcome IS NULL THEN
      t.who || ' ' || words.verb || ' a ' || words.noun || t.of_money || ' '
        || words.preposition || ' ' || t.portfolio_name
    ELSE
      'The ' || words.noun || t.of_money || ' ' || words.preposition || ' ' || t.portfolio_name
        || CASE e.outcome WHEN 'failed' THEN ' failed' ELSE ' was ' || e.outcome END
  END,
  e.at, o.organization_id, o.portfolio_id, o.created_by
FROM (${events}) AS e
JOIN orders o ON o.order_id = e.order_id
LEFT JOIN portfolios p ON p.portfolio_id = o.portfolio_id
LEFT JOIN portfolios source ON source.portfolio_id = o.document->'extra'->>'fromPortfolioId'
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
    COALESCE(person.name, o.created_by, 'Copper') AS who,
    COALESCE(p.portfolio_name, o.portfolio_id) AS portfolio_name,
    COALESCE(source.portfolio_name, o.document->'extra'->>'fromPortfolioId', 'ClearLoop') AS source_name,
    (o.document->>'amount') || ' ' || o.base_currency AS money,
    -- A wallet message moves nothing: it has no amount to speak of.
    CASE WHEN o.amount = 0 THEN '' ELSE ' of ' || (o.document->>'amount') || ' ' || o.base_currency END AS of_money
) AS t`;
}

const RECORD_CREATED_SQL = insertOrderActivities(
  `SELECT * FROM (${CREATED_EVENTS}) AS created WHERE order_id = $4`,
);
const RECORD_ENDED_SQL = insertOrderActivities(
  `SELECT * FROM (${ENDED_EVENTS}) AS ended WHERE order_id = $4`,
);
const BACKFILL_SQL = insertOrderActivities(`${CREATED_EVENTS} UNION ALL ${ENDED_EVENTS}`);

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
  const sql = moment === 'created' ? RECORD_CREATED_SQL : RECORD_ENDED_SQL;
  await tx.query(sql, [...wordingParameters(), orderId]);
}

/** Every stored order's creation and ending, in one statement however many orders there are. */
export async function backfillOrderActivities(tx: SqlClient): Promise<void> {
  await tx.query(BACKFILL_SQL, wordingParameters());
}
