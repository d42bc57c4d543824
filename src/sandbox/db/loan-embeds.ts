import { z } from 'zod';
import {
  type WireLoanAllocation,
  type WireLoanCollateral,
  type WireLoanCounterparty,
  type WireLoanInterest,
  type WireLoanModification,
} from '../../shared/contracts/loan-embedded-items';
import type { LoanIncludeQuery } from '../../shared/contracts/loans-query';
import { type WireLoan, type WireLoanEmbedded } from '../../shared/contracts/loans';
import { parseRows, type SqlClient } from '../../store/sql-client';
import {
  wireLoanAllocationSchema,
  wireLoanCollateralSchema,
  wireLoanCounterpartySchema,
  wireLoanInterestSchema,
  wireLoanModificationSchema,
  wireLoanSchema,
} from '../../shared/contracts/wire-schemas';

/** Embedded data of one loan, as stored beside the loan row. */
export interface LoanEmbedRecord {
  collaterals?: WireLoanCollateral[];
  loanAllocations?: WireLoanAllocation[];
  loanInterest?: WireLoanInterest;
  loanModifications?: WireLoanModification[];
  marginCall?: Record<string, unknown>;
}

/** Which side of the API is asking: loan interest is only embedded by the list endpoint. */
export type LoanEndpoint = 'list' | 'get';

export async function saveCounterparties(
  db: SqlClient,
  counterparties: readonly { organizationId?: string; counterparty: WireLoanCounterparty }[],
): Promise<void> {
  await db.query(
    `INSERT INTO counterparties (counterparty_id, organization_id, document)
     SELECT d->'counterparty'->>'counterpartyId', d->>'organizationId', d->'counterparty'
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (counterparty_id) DO UPDATE SET document = EXCLUDED.document`,
    [JSON.stringify(counterparties)],
  );
}

/** Stores each loan's embedded items; `payload` is the JSON array `saveLoans` received. */
export async function saveLoanEmbeds(db: SqlClient, payload: string): Promise<void> {
  const perItem = (
    table: string,
    idColumn: string,
    key: string,
    idKey: string,
    withCreatedAt: boolean,
  ): string =>
    `INSERT INTO ${table} (${idColumn}, loan_id, ${withCreatedAt ? 'created_at, ' : ''}document)
     SELECT e->>'${idKey}', d->'loan'->>'loanId', ${withCreatedAt ? "(e->>'createdAt')::bigint, " : ''}e
     FROM jsonb_array_elements($1::jsonb) AS d, jsonb_array_elements(COALESCE(d->'${key}', '[]'::jsonb)) AS e
     ON CONFLICT (${idColumn}) DO UPDATE SET document = EXCLUDED.document`;
  // Table and key names above are constants of this module, never input.
  await db.query(
    perItem('loan_collaterals', 'collateral_id', 'collaterals', 'collateralId', false),
    [payload],
  );
  await db.query(
    perItem('loan_allocations', 'loan_allocation_id', 'loanAllocations', 'loanAllocationId', true),
    [payload],
  );
  await db.query(
    perItem(
      'loan_modifications',
      'loan_modification_id',
      'loanModifications',
      'loanModificationId',
      true,
    ),
    [payload],
  );
  await db.query(
    `INSERT INTO loan_interest (loan_interest_id, loan_id, document)
     SELECT d->'loanInterest'->>'loanInterestId', d->'loan'->>'loanId', d->'loanInterest'
     FROM jsonb_array_elements($1::jsonb) AS d WHERE d->'loanInterest' IS NOT NULL
     ON CONFLICT (loan_interest_id) DO UPDATE SET document = EXCLUDED.document`,
    [payload],
  );
  await db.query(
    `INSERT INTO loan_margin_calls (loan_id, document)
     SELECT d->'loan'->>'loanId', d->'marginCall' FROM jsonb_array_elements($1::jsonb) AS d
     WHERE d->'marginCall' IS NOT NULL
     ON CONFLICT (loan_id) DO UPDATE SET document = EXCLUDED.document`,
    [payload],
  );
}

const rowOf = <T extends z.ZodType>(document: T) => z.object({ loan_id: z.string(), document });
const counterpartyRowSchema = z.object({
  loan_id: z.string(),
  document: wireLoanCounterpartySchema,
});
const childRowSchema = z.object({ loan_id: z.string(), document: wireLoanSchema });
const marginCallRowSchema = z.object({
  loan_id: z.string(),
  document: z.record(z.string(), z.unknown()),
});

/**
 * Fills `embedded` for a page of loans. Each include flag adds its own keys and
 * nothing else; without a flag a loan has no `embedded`. WireLoan modifications and
 * the margin call have no flag of their own in the API: the margin call comes
 * with the collaterals (it calls for more), modifications with the
 * counterparties (one proposes, the other accepts).
 */
export async function attachEmbeds(
  db: SqlClient,
  loans: readonly WireLoan[],
  include: LoanIncludeQuery,
  endpoint: LoanEndpoint,
): Promise<WireLoan[]> {
  const ids = loans.map((loan) => loan.loanId);
  if (ids.length === 0) return [];
  const byLoan = async <T>(sql: string, schema: z.ZodType<{ loan_id: string; document: T }>) => {
    const { rows } = await db.query(sql, [ids]);
    const grouped = new Map<string, T[]>();
    for (const row of parseRows(schema, rows))
      grouped.set(row.loan_id, [...(grouped.get(row.loan_id) ?? []), row.document]);
    return grouped;
  };

  const collaterals = include.includeCollaterals
    ? await byLoan(
        'SELECT loan_id, document FROM loan_collaterals WHERE loan_id = ANY($1::text[]) ORDER BY collateral_id',
        rowOf(wireLoanCollateralSchema),
      )
    : undefined;
  const counterparties = include.includeCounterparties
    ? await byLoan(
        `SELECT l.loan_id, c.document FROM loans AS l
         JOIN counterparties AS c ON c.counterparty_id IN (l.lender_counterparty_id, l.borrower_counterparty_id)
         WHERE l.loan_id = ANY($1::text[]) ORDER BY l.loan_id, c.counterparty_id = l.borrower_counterparty_id`,
        counterpartyRowSchema,
      )
    : undefined;
  const childLoans = include.includeChildLoans
    ? await byLoan(
        `SELECT parent_loan_id AS loan_id, document FROM loans
         WHERE parent_loan_id = ANY($1::text[]) ORDER BY created_at, loan_id`,
        childRowSchema,
      )
    : undefined;
  const allocations = include.includeLoanAllocations
    ? await byLoan(
        'SELECT loan_id, document FROM loan_allocations WHERE loan_id = ANY($1::text[]) ORDER BY created_at, loan_allocation_id',
        rowOf(wireLoanAllocationSchema),
      )
    : undefined;
  const interest =
    include.includeLoanInterest && endpoint === 'list'
      ? await byLoan(
          'SELECT loan_id, document FROM loan_interest WHERE loan_id = ANY($1::text[])',
          rowOf(wireLoanInterestSchema),
        )
      : undefined;
  const modifications = include.includeCounterparties
    ? await byLoan(
        'SELECT loan_id, document FROM loan_modifications WHERE loan_id = ANY($1::text[]) ORDER BY created_at, loan_modification_id',
        rowOf(wireLoanModificationSchema),
      )
    : undefined;
  const marginCalls = include.includeCollaterals
    ? await byLoan(
        'SELECT loan_id, document FROM loan_margin_calls WHERE loan_id = ANY($1::text[])',
        marginCallRowSchema,
      )
    : undefined;

  return loans.map((loan) => {
    const embedded: WireLoanEmbedded = {};
    const id = loan.loanId;
    if (collaterals) embedded.collaterals = collaterals.get(id) ?? [];
    if (counterparties) embedded.counterparties = counterparties.get(id) ?? [];
    if (allocations) embedded.loanAllocations = allocations.get(id) ?? [];
    // Child loans exist only under agency lending parent loans; interest only on bilateral loans.
    if (childLoans && loan.loanType === 'agency-lending-parent-loan')
      embedded.childLoans = childLoans.get(id) ?? [];
    const loanInterest = interest?.get(id)?.[0];
    if (loanInterest !== undefined) embedded.loanInterest = loanInterest;
    const loanModifications = modifications?.get(id);
    if (loanModifications !== undefined) embedded.loanModifications = loanModifications;
    const marginCall = marginCalls?.get(id)?.[0];
    if (marginCall !== undefined) embedded.marginCall = marginCall;
    return Object.keys(embedded).length === 0 ? loan : { ...loan, embedded };
  });
}
