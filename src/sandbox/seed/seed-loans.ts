import {
  loanStatuses,
  loanTypes,
  type WireLoan,
  type LoanStatus,
  type LoanType,
} from '../../shared/contracts/loans';
import { closedLoanStatuses, type LoanRecord } from '../db/loans-repository';
import { pickCatalogCurrency, unitsForUsd } from './currency-catalog';
import { multiply } from './exact-decimal';
import { lifecycleExtra } from './loan-lifecycle';
import { ltvFor } from './loan-risk';
import type { Random } from './prng';
import { DAY_MS, randomPast, type SeedContext } from './seed-context';
import { loanEmbeds } from './seed-loan-embeds';
import type { SeededPortfolio } from './seed-portfolios';
import type { SeedOrganization } from './seed-reference';
import { TREASURY_USER_ID } from './seed-users';

const childTypes: readonly LoanType[] = [
  'agency-lending-collateralised-child-loan',
  'agency-lending-uncollateralised-child-loan',
  'agency-lending-first-lien-child-loan',
  'agency-lending-pledge-collateralised-child-loan',
];
const standaloneTypes = loanTypes.filter(
  (type) => type !== 'agency-lending-parent-loan' && !childTypes.includes(type),
);

const statusWeights: readonly (readonly [LoanStatus, number])[] = [
  ['active', 40],
  ['repaid', 10],
  ['closed', 6],
  ['awaiting-approval', 3],
  ['awaiting-acceptance', 3],
  ['awaiting-collateral', 2],
  ['disbursing', 2],
  ['repaying', 3],
  ['collateral-secured', 2],
  ['cancelled', 2],
  ['rejected', 2],
  ['defaulted', 1],
];

/** Shows the other side's ids as the provider does: obfuscated. */
function obfuscate(id: string): string {
  return `****${id.slice(-4)}`;
}

export interface LoanParties {
  context: SeedContext;
  organizations: readonly SeedOrganization[];
  portfolios: readonly SeededPortfolio[];
}

/**
 * At least 100 loans: agency lending parents with child loans, then every
 * other loan type and every status at least once, then a weighted mix. LTVs
 * put some loans just under their margin-call threshold, some in margin call.
 */
export function seedLoans(parties: LoanParties): LoanRecord[] {
  const random = parties.context.random('loans');
  const records: LoanRecord[] = [];
  let statusIndex = 0;
  const nextStatus = (): LoanStatus => {
    const status = loanStatuses[statusIndex] ?? random.weighted(statusWeights);
    statusIndex += 1;
    return status;
  };
  for (let parentIndex = 0; parentIndex < 6; parentIndex += 1) {
    const parent = makeLoan(
      parties,
      random,
      'agency-lending-parent-loan',
      parentIndex < 5 ? 'active' : 'repaid',
      'lend',
      'agency-desk',
    );
    records.push(parent);
    for (let child = 0; child < random.int(2, 4); child += 1) {
      const childStatus =
        parentIndex < 5
          ? random.weighted<LoanStatus>([
              ['active', 6],
              ['repaying', 1],
              ['awaiting-collateral', 1],
            ])
          : 'repaid';
      const record = makeLoan(
        parties,
        random,
        random.pick(childTypes),
        childStatus,
        'lend',
        random.pick(['meridian', 'blue-harbor'] as const),
      );
      records.push({ ...record, parentLoanId: parent.loan.loanId });
    }
  }
  const targetCount = 120;
  let typeIndex = 0;
  while (records.length < targetCount) {
    const type = standaloneTypes[typeIndex] ?? random.pick(standaloneTypes);
    typeIndex += 1;
    const side = random.chance(0.55) ? 'lend' : 'borrow';
    const other = side === 'borrow' ? 'halcyon' : random.pick(['meridian', 'blue-harbor'] as const);
    records.push(makeLoan(parties, random, type, nextStatus(), side, other));
  }
  return records;
}

function makeLoan(
  parties: LoanParties,
  random: Random,
  loanType: LoanType,
  status: LoanStatus,
  side: 'lend' | 'borrow',
  otherKey: SeedOrganization['key'],
): LoanRecord {
  const { context } = parties;
  const us = findOrganization(parties, 'northwind');
  const other = findOrganization(parties, otherKey);
  const ourPortfolio = random.pick(
    parties.portfolios.filter((entry) =>
      ['treasury-vault', 'trading-vault', 'prime-trading'].includes(entry.key),
    ),
  );
  const theirPortfolioId = random.uuid();
  const [lender, borrower] = side === 'lend' ? [us, other] : [other, us];
  const currency = pickCatalogCurrency(random, [
    ['USDC', 'ETH'],
    ['USDT', 'ETH'],
    ['BTC', 'BTC'],
    ['ETH', 'ETH'],
  ]);
  const amount = random.amount(
    ...unitsForUsd(currency, 250_000, 25_000_000),
    Math.min(currency.decimals, 6),
  );
  const createdAt = randomPast(context, random, 170 * DAY_MS, 5 * DAY_MS);
  const startDate = createdAt + random.int(1, 3) * DAY_MS;
  const updatedAt = Math.min(context.anchorMs, createdAt + random.int(1, 40) * DAY_MS);
  const closed = closedLoanStatuses.includes(status);
  const loanId = random.uuid();
  const ltv = ltvFor(random, status, loanType);
  const counterpartyUser = `user-${random.hex(8)}`;
  const loan: WireLoan = {
    loanId,
    externalId: `LN-${new Date(createdAt).getUTCFullYear()}-${random.int(100000, 999999)}`,
    loanType,
    status,
    amount,
    currency: currency.currency,
    mainCurrency: currency.mainCurrency,
    lenderOrganizationId:
      side === 'lend'
        ? lender.organization.organizationId
        : obfuscate(lender.organization.organizationId),
    borrowerOrganizationId:
      side === 'borrow'
        ? borrower.organization.organizationId
        : obfuscate(borrower.organization.organizationId),
    lenderCounterpartyId: lender.counterparty.counterpartyId,
    borrowerCounterpartyId: borrower.counterparty.counterpartyId,
    lenderPortfolioId:
      side === 'lend' ? ourPortfolio.portfolio.portfolioId : obfuscate(theirPortfolioId),
    borrowerPortfolioId:
      side === 'borrow' ? ourPortfolio.portfolio.portfolioId : obfuscate(theirPortfolioId),
    createdBy: side === 'lend' ? TREASURY_USER_ID : counterpartyUser,
    createdAt: String(createdAt),
    startDate: String(startDate),
    maturityDate: String(startDate + random.pick([30, 60, 90, 180, 365]) * DAY_MS),
    updatedAt: String(updatedAt),
    ...(closed ? { terminatedAt: String(updatedAt) } : {}),
    interestRate: String(random.int(25, 140) * 10),
    originalLoanAmount: amount,
    originalLoanValue: multiply(amount, currency.usdPrice, 2),
    unrealisedAmount: status === 'disbursing' ? amount : status === 'repaying' ? `-${amount}` : '0',
    ...(ltv === undefined
      ? {}
      : {
          debtRatio: ltv.debtRatio,
          debtRatioStatus: ltv.debtRatioStatus,
          debtRatioUpdatedAt: String(context.anchorMs - random.int(1, 55) * 60_000),
        }),
    ...(status === 'defaulted' || status === 'defaulting' || status === 'partially-defaulting'
      ? { defaultReason: 'Margin call not met within the expiry period.' }
      : {}),
    extra: {
      ...lifecycleExtra(random, {
        status,
        side,
        loanType,
        amount,
        createdAt,
        startDate,
        updatedAt,
        counterpartyUser,
      }),
      ...(ltv === undefined ? {} : ltv.thresholds),
    },
  };
  const record: LoanRecord = {
    loan,
    lenderOrganizationId: lender.organization.organizationId,
    borrowerOrganizationId: borrower.organization.organizationId,
    lenderPortfolioId: side === 'lend' ? ourPortfolio.portfolio.portfolioId : theirPortfolioId,
    borrowerPortfolioId: side === 'borrow' ? ourPortfolio.portfolio.portfolioId : theirPortfolioId,
  };
  return { ...record, ...loanEmbeds(context, random, record, currency) };
}

function findOrganization(parties: LoanParties, key: SeedOrganization['key']): SeedOrganization {
  const found = parties.organizations.find((entry) => entry.key === key);
  if (found === undefined) throw new Error(`Seed organization ${key} is missing`);
  return found;
}
