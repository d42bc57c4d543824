import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LoanIncludeQuery, LoansQuery } from '../../shared/contracts/loans-query';
import { type WireLoan } from '../../shared/contracts/loans';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { closedLoanStatuses, getLoan, listLoans, loanStatusRelevance } from './loans-repository';
import { inMemory, openSandboxDatabase } from './open-database';
import type { Database } from '../../store/sql-client';
import { wireLoanSchema } from '../../shared/contracts/wire-schemas';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const ORG = SANDBOX_ORGANIZATION_ID;
let db: Database;

interface StoredLoan {
  loan: WireLoan;
  lender: string;
  borrower: string;
  lenderPortfolio: string | null;
  borrowerPortfolio: string | null;
  parent: string | null;
}
let all: StoredLoan[];

const storedLoanSchema = z.object({
  document: wireLoanSchema,
  lender_organization_id: z.string(),
  borrower_organization_id: z.string(),
  lender_portfolio_id: z.string().nullable(),
  borrower_portfolio_id: z.string().nullable(),
  parent_loan_id: z.string().nullable(),
});

const sorted = (values: readonly string[]) => [...values].sort();
const idsOf = (loans: readonly WireLoan[]) => sorted(loans.map((loan) => loan.loanId));
const expected = (predicate: (loan: StoredLoan) => boolean) =>
  sorted(all.filter(predicate).map((entry) => entry.loan.loanId));
const list = (query: LoansQuery) => listLoans(db, ORG, query);

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const { rows } = await db.query(
    'SELECT document, lender_organization_id, borrower_organization_id, lender_portfolio_id, borrower_portfolio_id, parent_loan_id FROM loans',
  );
  all = rows.map((row) => {
    const parsed = storedLoanSchema.parse(row);
    return {
      loan: parsed.document,
      lender: parsed.lender_organization_id,
      borrower: parsed.borrower_organization_id,
      lenderPortfolio: parsed.lender_portfolio_id,
      borrowerPortfolio: parsed.borrower_portfolio_id,
      parent: parsed.parent_loan_id,
    };
  });
});
afterAll(async () => db.close());

describe('listLoans filters', () => {
  it('lists the organization’s loans and nothing for another organization', async () => {
    expect(idsOf(await list({}))).toEqual(expected(() => true));
    expect(await listLoans(db, 'org-someone-else', {})).toEqual([]);
  });

  it('filters by side: lend means we are the lender, borrow the borrower', async () => {
    const lend = await list({ loanSide: 'lend' });
    expect(idsOf(lend)).toEqual(expected((entry) => entry.lender === ORG));
    expect(
      lend.every(
        (loan) =>
          loan.lenderOrganizationId === ORG && loan.borrowerOrganizationId.startsWith('****'),
      ),
    ).toBe(true);
    expect(idsOf(await list({ loanSide: 'borrow' }))).toEqual(
      expected((entry) => entry.borrower === ORG),
    );
  });

  it('filters by portfolio, loan ids, type, types and statuses', async () => {
    const portfolio = all.find((entry) => entry.lender === ORG)?.lenderPortfolio ?? '';
    expect(idsOf(await list({ portfolioId: portfolio }))).toEqual(
      expected(
        (entry) => entry.lenderPortfolio === portfolio || entry.borrowerPortfolio === portfolio,
      ),
    );
    const two = all.slice(0, 2).map((entry) => entry.loan.loanId);
    expect(idsOf(await list({ loanIds: two }))).toEqual(sorted(two));
    expect(idsOf(await list({ loanType: 'agency-lending-parent-loan' }))).toEqual(
      expected((entry) => entry.loan.loanType === 'agency-lending-parent-loan'),
    );
    const types = ['bilateral-pledge-collateralised-loan', 'agency-inventory'] as const;
    expect(idsOf(await list({ loanTypes: [...types] }))).toEqual(
      expected((entry) => types.some((type) => type === entry.loan.loanType)),
    );
    expect(idsOf(await list({ statuses: ['active', 'repaid'] }))).toEqual(
      expected((entry) => ['active', 'repaid'].includes(entry.loan.status)),
    );
  });

  it('keeps only open loans with isOpen', async () => {
    const open = await list({ isOpen: true });
    expect(idsOf(open)).toEqual(
      expected((entry) => !closedLoanStatuses.some((status) => status === entry.loan.status)),
    );
    expect(open.length).toBeGreaterThan(0);
    expect(idsOf(await list({ isOpen: false }))).toEqual(expected(() => true));
  });

  it('orders by status relevance by default and by updatedAt on request', async () => {
    const rank = (loan: WireLoan) =>
      loanStatusRelevance.findIndex((status) => status === loan.status);
    const byRelevance = (await list({})).map(rank);
    expect(byRelevance).toEqual([...byRelevance].sort((a, b) => a - b));
    const descending = (await list({ sortBy: 'updatedAt' })).map((loan) => Number(loan.updatedAt));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const ascending = (await list({ sortBy: 'updatedAt', sortDirection: 'ASC' })).map((loan) =>
      Number(loan.updatedAt),
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('pages with limit and offset', async () => {
    const everything = (await list({ sortBy: 'updatedAt' })).map((loan) => loan.loanId);
    const page = await list({ sortBy: 'updatedAt', limit: '10', offset: '20' });
    expect(page.map((loan) => loan.loanId)).toEqual(everything.slice(20, 30));
  });
});

describe('include flags', () => {
  // Each flag's own keys; the margin call and modifications have no flag of their own.
  const flagKeys = {
    includeCollaterals: ['collaterals', 'marginCall'],
    includeCounterparties: ['counterparties', 'loanModifications'],
    includeChildLoans: ['childLoans'],
    includeLoanAllocations: ['loanAllocations'],
    includeLoanInterest: ['loanInterest'],
  } as const;

  it.each(Object.entries(flagKeys))('%s fills only %s', async (flag, keys) => {
    const loans = await list({ [flag]: true });
    for (const key of keys) {
      expect(
        loans.some((loan) => loan.embedded?.[key] !== undefined),
        key,
      ).toBe(true);
    }
    for (const loan of loans) {
      expect(
        Object.keys(loan.embedded ?? {}).filter((key) => !keys.some((own) => own === key)),
      ).toEqual([]);
    }
  });

  it('embeds nothing without flags; margin calls only on loans that are not healthy', async () => {
    expect((await list({})).filter((loan) => loan.embedded !== undefined)).toEqual([]);
    const loans = await list({ includeCollaterals: true, includeCounterparties: true });
    expect(loans.some((loan) => (loan.embedded?.loanModifications?.length ?? 0) > 0)).toBe(true);
    expect(
      loans
        .filter((loan) => loan.embedded?.marginCall !== undefined)
        .every((loan) => loan.debtRatioStatus !== 'healthy'),
    ).toBe(true);
  });

  it('embeds child loans only under agency lending parents, and interest only on bilateral loans', async () => {
    const loans = await list({ includeChildLoans: true, includeLoanInterest: true });
    const typesWith = (key: 'childLoans' | 'loanInterest') =>
      new Set(
        loans.filter((loan) => loan.embedded?.[key] !== undefined).map((loan) => loan.loanType),
      );
    // Both embeds occur, so the rule about them is checked on real loans, not on none.
    expect([...typesWith('childLoans')]).toEqual(['agency-lending-parent-loan']);
    expect(typesWith('loanInterest').size).toBeGreaterThan(0);
    expect([...typesWith('loanInterest')].every((type) => type.startsWith('bilateral'))).toBe(true);
    const parent = loans.find((loan) => loan.loanType === 'agency-lending-parent-loan');
    expect(idsOf(parent?.embedded?.childLoans ?? [])).toEqual(
      expected((entry) => entry.parent === parent?.loanId),
    );
  });

  it('embeds both parties as counterparties and the loan’s own collaterals', async () => {
    const loans = await list({ includeCounterparties: true, includeCollaterals: true });
    for (const loan of loans) {
      expect(
        sorted(loan.embedded?.counterparties?.map((party) => party.counterpartyId) ?? []),
      ).toEqual(sorted([loan.lenderCounterpartyId, loan.borrowerCounterpartyId]));
      expect(
        loan.embedded?.collaterals?.every((collateral) => collateral.loanId === loan.loanId),
      ).toBe(true);
    }
  });
});

describe('getLoan', () => {
  const include: LoanIncludeQuery = {
    includeCollaterals: true,
    includeCounterparties: true,
    includeChildLoans: true,
    includeLoanAllocations: true,
    includeLoanInterest: true,
  };

  it('returns one loan with its embeds, but never loan interest (list endpoint only)', async () => {
    const bilateral = all.find(
      (entry) => entry.loan.loanType.startsWith('bilateral') && entry.loan.status === 'active',
    );
    const loan = await getLoan(db, ORG, bilateral?.loan.loanId ?? '', include);
    expect(loan?.loanId).toBe(bilateral?.loan.loanId);
    expect(loan?.embedded?.counterparties).toHaveLength(2);
    expect(loan?.embedded?.loanInterest).toBeUndefined();
    const [listed] = await list({
      loanIds: [bilateral?.loan.loanId ?? ''],
      includeLoanInterest: true,
    });
    expect(listed?.embedded?.loanInterest?.loanId).toBe(bilateral?.loan.loanId);
  });

  it('returns nothing for an unknown loan or another organization', async () => {
    const any = all[0]?.loan.loanId ?? '';
    expect(await getLoan(db, ORG, 'missing')).toBeUndefined();
    expect(await getLoan(db, 'org-someone-else', any)).toBeUndefined();
    expect((await getLoan(db, ORG, any))?.loanId).toBe(any);
  });
});
