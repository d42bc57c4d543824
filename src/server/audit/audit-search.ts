/**
 * The text free-text search reads in one record: its own people, ids, amounts, codes and
 * detail. A trigram index (migration 4) holds exactly this expression, so a search for a
 * rare string reads the index instead of the whole log; changing the list needs a new
 * migration with the new expression.
 */
const SEARCHED_COLUMNS = [
  'actor_name',
  'actor_email',
  'action',
  'order_id',
  'external_order_id',
  'portfolio_id',
  'currency',
  'amount',
  'destination',
  'error_code',
  'detail',
  'request_id',
  'ip',
] as const;

/** The searched text of the record at `alias` (empty: the table itself, as in the index). */
export function searchedText(alias = ''): string {
  const prefix = alias === '' ? '' : `${alias}.`;
  return `(${SEARCHED_COLUMNS.map((column) => `coalesce(${prefix}${column}, '')`).join(` || ' ' || `)})`;
}
