import { z } from 'zod';
import type { CounterpartiesQuery } from '../../shared/contracts/counterparties';
import { type WireLoanCounterparty } from '../../shared/contracts/loan-embedded-items';
import { parseRows, type SqlClient } from '../../store/sql-client';
import { wireLoanCounterpartySchema } from '../../shared/contracts/wire-schemas';

const rowSchema = z.object({ document: wireLoanCounterpartySchema });

/** `search` is plain text: its `%`, `_` and `\` match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Participants of the network by name, with the API's filters and paging. */
export async function listCounterparties(
  db: SqlClient,
  query: CounterpartiesQuery,
): Promise<WireLoanCounterparty[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.counterpartyIds !== undefined) {
    params.push(query.counterpartyIds);
    conditions.push(`counterparty_id = ANY($${params.length}::text[])`);
  }
  if (query.search !== undefined) {
    params.push(containsPattern(query.search));
    conditions.push(
      `(document->>'counterpartyName' ILIKE $${params.length} OR document->>'networkTag' ILIKE $${params.length})`,
    );
  }
  params.push(query.limit ?? '1000', query.offset ?? '0');
  const result = await db.query(
    `SELECT document FROM counterparties
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY document->>'counterpartyName', counterparty_id
     LIMIT $${params.length - 1}::bigint OFFSET $${params.length}::bigint`,
    params,
  );
  return parseRows(rowSchema, result.rows).map((row) => row.document);
}
