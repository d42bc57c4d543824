import { z } from 'zod';
import type { CounterpartiesQuery } from '../../shared/contracts/counterparties';
import { type WireLoanCounterparty } from '../../shared/contracts/loan-embedded-items';
import { parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { wireLoanCounterpartySchema } from '../../shared/contracts/wire-schemas';

const rowSchema = z.object({ document: wireLoanCounterpartySchema });

/** Participants of the network by name, with the API's filters and paging. */
export async function listCounterparties(
  db: SqlClient,
  query: CounterpartiesQuery,
): Promise<WireLoanCounterparty[]> {
  const where = new SqlFilter();
  if (query.counterpartyIds !== undefined) {
    // Given but empty asks for none, not for all.
    where.where(`counterparty_id = ANY(${where.add(query.counterpartyIds)}::text[])`);
  }
  where.contains(["document->>'counterpartyName'", "document->>'networkTag'"], query.search);
  const result = await db.query(
    `SELECT document FROM counterparties ${where.clause()}
     ORDER BY document->>'counterpartyName', counterparty_id
     LIMIT ${where.add(query.limit ?? '1000')}::bigint OFFSET ${where.add(query.offset ?? '0')}::bigint`,
    where.values,
  );
  return parseRows(rowSchema, result.rows).map((row) => row.document);
}
