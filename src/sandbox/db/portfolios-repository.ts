import { z } from 'zod';
import { type WirePortfolio } from '../../shared/contracts/portfolios';
import { parseFirstRow, parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { wirePortfolioSchema } from '../../shared/contracts/wire-schemas';

/**
 * The sandbox's co-sign policy of a portfolio. It is not part of the API's
 * portfolio document (the provider does not publish it); the order handlers
 * read it to decide between `co-sign-require`, `master-password-required` and
 * straight processing.
 */
export interface PortfolioPolicy {
  requiredCoSigners: number;
  /** Who may co-sign; empty means any member except the order's creator. */
  allowedCoSigners: string[];
  masterPasswordRequired: boolean;
  /** SHA-256 (lowercase hex) of the master password, when one is set. */
  masterPasswordSha256: string | undefined;
}

export interface PortfolioRecord {
  portfolio: WirePortfolio;
  policy: PortfolioPolicy;
}

const portfolioRowSchema = z.object({
  document: wirePortfolioSchema,
  required_co_signers: z.number(),
  allowed_co_signers: z.array(z.string()),
  master_password_required: z.boolean(),
  master_password_sha256: z.string().nullable(),
});

export async function savePortfolios(
  db: SqlClient,
  records: readonly PortfolioRecord[],
): Promise<void> {
  for (const { portfolio, policy } of records) {
    await db.query(
      `INSERT INTO portfolios (portfolio_id, organization_id, portfolio_type, portfolio_name, required_co_signers,
         allowed_co_signers, master_password_required, master_password_sha256, created_at, document)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9::bigint, $10::jsonb)
       ON CONFLICT (portfolio_id) DO UPDATE SET portfolio_name = EXCLUDED.portfolio_name,
         required_co_signers = EXCLUDED.required_co_signers, allowed_co_signers = EXCLUDED.allowed_co_signers,
         master_password_required = EXCLUDED.master_password_required,
         master_password_sha256 = EXCLUDED.master_password_sha256, document = EXCLUDED.document`,
      [
        portfolio.portfolioId,
        portfolio.organizationId,
        portfolio.portfolioType,
        portfolio.portfolioName,
        policy.requiredCoSigners,
        policy.allowedCoSigners,
        policy.masterPasswordRequired,
        policy.masterPasswordSha256 ?? null,
        portfolio.createdAt,
        JSON.stringify(portfolio),
      ],
    );
  }
}

export interface PortfolioFilter {
  portfolioTypes?: readonly string[];
  organizationId?: string;
}

/** Portfolios, ordered by type then name. */
export async function listPortfolios(
  db: SqlClient,
  filter: PortfolioFilter = {},
): Promise<WirePortfolio[]> {
  return (await listPortfolioRecords(db, filter)).map((record) => record.portfolio);
}

/** Portfolios with their co-sign policy. */
export async function listPortfolioRecords(
  db: SqlClient,
  filter: PortfolioFilter = {},
): Promise<PortfolioRecord[]> {
  const where = new SqlFilter();
  where.anyOf('portfolio_type', filter.portfolioTypes);
  where.equals('organization_id', filter.organizationId);
  const { rows } = await db.query(
    `SELECT document, required_co_signers, allowed_co_signers, master_password_required, master_password_sha256
     FROM portfolios ${where.clause()} ORDER BY portfolio_type, portfolio_name`,
    where.values,
  );
  return parseRows(portfolioRowSchema, rows).map(toRecord);
}

export async function getPortfolioRecord(
  db: SqlClient,
  portfolioId: string,
): Promise<PortfolioRecord | undefined> {
  const { rows } = await db.query(
    `SELECT document, required_co_signers, allowed_co_signers, master_password_required, master_password_sha256
     FROM portfolios WHERE portfolio_id = $1`,
    [portfolioId],
  );
  const row = parseFirstRow(portfolioRowSchema, rows);
  return row === undefined ? undefined : toRecord(row);
}

function toRecord(row: z.infer<typeof portfolioRowSchema>): PortfolioRecord {
  return {
    portfolio: row.document,
    policy: {
      requiredCoSigners: row.required_co_signers,
      allowedCoSigners: row.allowed_co_signers,
      masterPasswordRequired: row.master_password_required,
      masterPasswordSha256: row.master_password_sha256 ?? undefined,
    },
  };
}
