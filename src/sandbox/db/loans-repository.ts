import { z } from 'zod';
import type { LoanIncludeQuery, LoansQuery } from '../../shared/contracts/loans-query';
import { type WireLoan, type LoanStatus } from '../../shared/contracts/loans';
import { attachEmbeds, saveLoanEmbeds, type LoanEmbedRecord } from './loan-embeds';
import { parseFirstRow, parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { toCount } from './page-counts';
import { wireLoanSchema } from '../../shared/contracts/wire-schemas';

/**
 * A loan as stored. `loan` is the document as the sandbox organization sees
 * it (the other side's organization and portfolio ids obfuscated); the real
 * ids sit beside it so the side and account filters work.
 */
export interface LoanRecord extends LoanEmbedRecord {
  loan: WireLoan;
  lenderOrganizationId: string;
  borrowerOrganizationId: string;
  lenderPortfolioId?: string;
  borrowerPortfolioId?: string;
  /** The agency lending parent loan this child loan belongs to. */
  parentLoanId?: string;
}

/** Statuses after which a loan is no longer open (`isOpen=true` leaves them out). */
export const closedLoanStatuses: readonly LoanStatus[] = [
  'early-termination-completed',
  'defaulted',
  'default-resolved',
  'cancelled',
  'rejected',
  'repaid',
  'collateral-released',
  'closed',
];

/**
 * Default order of the list: loans needing someone's action first, then live
 * loans, then pending set-up, then finished ones (the provider orders "by
 * status relevance" without defining it).
 */
export const loanStatusRelevance: readonly LoanStatus[] = [
  'defaulting',
  'partially-defaulting',
  'awaiting-collateral',
  'awaiting-interest-payment',
  'errored',
  'awaiting-approval',
  'awaiting-acceptance',
  'early-termination-in-progress',
  'disbursing',
  'securing-collateral',
  'repaying',
  'repaying-interest',
  'releasing-collateral',
  'active',
  'collateral-secured',
  'interest-repaid',
  'defaulted',
  'default-resolved',
  'early-termination-completed',
  'repaid',
  'collateral-released',
  'closed',
  'rejected',
  'cancelled',
];

const documentRowSchema = z.object({ document: wireLoanSchema });

export async function saveLoans(db: SqlClient, records: readonly LoanRecord[]): Promise<void> {
  if (records.length === 0) return;
  const payload = JSON.stringify(records);
  await db.query(
    `INSERT INTO loans (loan_id, external_id, loan_type, status, lender_organization_id, borrower_organization_id,
       lender_portfolio_id, borrower_portfolio_id, lender_counterparty_id, borrower_counterparty_id, parent_loan_id,
       created_at, updated_at, document)
     SELECT l->>'loanId', l->>'externalId', l->>'loanType', l->>'status', d->>'lenderOrganizationId',
       d->>'borrowerOrganizationId', d->>'lenderPortfolioId', d->>'borrowerPortfolioId', l->>'lenderCounterpartyId',
       l->>'borrowerCounterpartyId', d->>'parentLoanId', (l->>'createdAt')::bigint,
       COALESCE((l->>'updatedAt')::bigint, (l->>'createdAt')::bigint), l - 'embedded'
     FROM jsonb_array_elements($1::jsonb) AS d, LATERAL (SELECT d->'loan' AS l) AS loan
     ON CONFLICT (loan_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at,
       document = EXCLUDED.document`,
    [payload],
  );
  await saveLoanEmbeds(db, payload);
}

/** GET /organizations/{organizationId}/loans with every filter and include flag. */
export async function listLoans(
  db: SqlClient,
  organizationId: string,
  query: LoansQuery,
): Promise<WireLoan[]> {
  const where = new SqlFilter();
  const organization = where.add(organizationId);
  where.where(
    `(lender_organization_id = ${organization} OR borrower_organization_id = ${organization})`,
  );
  if (query.loanSide === 'lend') where.where(`lender_organization_id = ${organization}`);
  if (query.loanSide === 'borrow') where.where(`borrower_organization_id = ${organization}`);
  if (query.portfolioId !== undefined) {
    const portfolio = where.add(query.portfolioId);
    where.where(`(lender_portfolio_id = ${portfolio} OR borrower_portfolio_id = ${portfolio})`);
  }
  where.anyOf('loan_id', query.loanIds);
  where.anyOf('loan_type', query.loanTypes);
  where.anyOf('status', query.statuses);
  where.equals('loan_type', query.loanType);
  if (query.isOpen === true) where.noneOf('status', closedLoanStatuses);

  const direction = query.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const order =
    query.sortBy === 'updatedAt'
      ? `updated_at ${direction}, loan_id ${direction}`
      : `array_position(${where.add(loanStatusRelevance)}::text[], status) NULLS LAST, updated_at DESC, loan_id`;
  // A NULL limit means no limit: the provider documents no default page size for loans.
  const limit = query.limit === undefined ? null : toCount(query.limit, 0);
  const { rows } = await db.query(
    `SELECT document FROM loans ${where.clause()} ORDER BY ${order}
     LIMIT ${where.add(limit)} OFFSET ${where.add(toCount(query.offset, 0))}`,
    where.values,
  );
  const loans = parseRows(documentRowSchema, rows).map((row) => row.document);
  return attachEmbeds(db, loans, query, 'list');
}

/** GET /organizations/{organizationId}/loans/{loanId}; `undefined` when the loan is not the organization's. */
export async function getLoan(
  db: SqlClient,
  organizationId: string,
  loanId: string,
  include: LoanIncludeQuery = {},
): Promise<WireLoan | undefined> {
  const { rows } = await db.query(
    `SELECT document FROM loans WHERE loan_id = $1 AND (lender_organization_id = $2 OR borrower_organization_id = $2)`,
    [loanId, organizationId],
  );
  const loan = parseFirstRow(documentRowSchema, rows)?.document;
  if (loan === undefined) return undefined;
  const [withEmbeds] = await attachEmbeds(db, [loan], include, 'get');
  return withEmbeds;
}
