import type {
  WireLoanAllocation,
  WireLoanModification,
} from '../../shared/contracts/loan-embedded-items';
import type { LoanEmbedRecord } from '../db/loan-embeds';
import type { LoanRecord } from '../db/loans-repository';
import { findCatalogCurrency, type CatalogCurrency } from './currency-catalog';
import { divide, multiply, subtract } from './exact-decimal';
import type { Random } from './prng';
import { DAY_MS, HOUR_MS, type SeedContext } from './seed-context';
import { TREASURY_USER_ID } from './seed-users';

/** Statuses before any collateral is posted or funds move. */
const preFundingStatuses = [
  'awaiting-approval',
  'awaiting-acceptance',
  'awaiting-collateral',
  'cancelled',
  'rejected',
];

/**
 * The embedded data of one loan: collateral for collateralised loans, the
 * transfers made so far, interest on bilateral loans, a pending rerate or
 * extension on some live loans, and the margin call when the LTV is past it.
 */
export function loanEmbeds(
  context: SeedContext,
  random: Random,
  record: LoanRecord,
  currency: CatalogCurrency,
): LoanEmbedRecord {
  const { loan } = record;
  const createdAt = Number(loan.createdAt);
  const startDate = Number(loan.startDate);
  const updatedAt = Number(loan.updatedAt);
  const funded = !preFundingStatuses.includes(loan.status);
  const embeds: LoanEmbedRecord = {};

  if (
    loan.debtRatio !== undefined &&
    loan.status !== 'awaiting-approval' &&
    loan.status !== 'awaiting-acceptance'
  ) {
    const collateralCurrencies = random.chance(0.3)
      ? [findCatalogCurrency('BTC'), findCatalogCurrency('ETH')]
      : [findCatalogCurrency(random.pick(['BTC', 'ETH']))];
    // Collateral worth loan value ÷ LTV, split across the collateral currencies.
    const totalUsd = divide(
      loan.originalLoanValue ?? '0',
      loan.debtRatio === '0.0000' ? '1' : loan.debtRatio,
      2,
    );
    embeds.collaterals = collateralCurrencies.map((collateral) => ({
      collateralId: random.uuid(),
      loanId: loan.loanId,
      amount: divide(
        divide(totalUsd, String(collateralCurrencies.length), 2),
        collateral.usdPrice,
        Math.min(collateral.decimals, 8),
      ),
      currency: collateral.currency,
      mainCurrency: collateral.mainCurrency,
      portfolioId: loan.borrowerPortfolioId,
      unrealisedAmount: '0',
      createdAt: String(createdAt + 2 * HOUR_MS),
      updatedAt: String(updatedAt),
    }));
    loan.extra = {
      ...loan.extra,
      initiallyRequiredCollateralUsd: totalUsd,
      requiredCollaterals: (embeds.collaterals ?? []).map((item) => ({
        amount: item.amount,
        currency: item.currency,
        mainCurrency: item.mainCurrency,
        amountInUsd: multiply(item.amount, findCatalogCurrency(item.currency).usdPrice, 2),
      })),
    };
  }

  if (funded) {
    const allocation = (
      allocationType: WireLoanAllocation['allocationType'],
      status: WireLoanAllocation['status'],
      at: number,
      amount = loan.amount,
    ): WireLoanAllocation => ({
      loanAllocationId: random.uuid(),
      loanId: loan.loanId,
      allocationType,
      status,
      amount,
      currency: loan.currency,
      mainCurrency: loan.mainCurrency,
      createdAt: String(at),
      createdBy: TREASURY_USER_ID,
      orderId: random.uuid(),
      fromPortfolioId:
        allocationType === 'repay' ? loan.borrowerPortfolioId : loan.lenderPortfolioId,
      toPortfolioId: allocationType === 'repay' ? loan.lenderPortfolioId : loan.borrowerPortfolioId,
      requestorCounterpartyId:
        allocationType === 'repay' ? loan.borrowerCounterpartyId : loan.lenderCounterpartyId,
      updatedAt: String(at + HOUR_MS),
      ...(status === 'completed' ? { terminatedAt: String(at + HOUR_MS) } : {}),
      extra: {
        acceptedAt: String(at + 10 * 60_000),
        acceptedBy: TREASURY_USER_ID,
        effectiveDate: String(at),
        ...(status === 'completed'
          ? { confirmedAt: String(at + HOUR_MS), confirmedBy: TREASURY_USER_ID }
          : {}),
      },
    });
    const allocations = [
      allocation(
        'disburse',
        loan.status === 'disbursing' ? 'awaiting-confirmation' : 'completed',
        startDate,
      ),
    ];
    if (loan.status === 'repaid' || loan.status === 'closed')
      allocations.push(allocation('repay', 'completed', updatedAt));
    if (loan.status === 'repaying')
      allocations.push(allocation('repay', 'awaiting-funds', updatedAt));
    if (loan.debtRatioStatus === 'margin-call') {
      allocations.push(
        allocation(
          'top-up',
          'new',
          Math.min(context.anchorMs, updatedAt),
          multiply(loan.amount, '0.1', Math.min(currency.decimals, 6)),
        ),
      );
    }
    embeds.loanAllocations = allocations;
  }

  if (loan.loanType.startsWith('bilateral') && funded) {
    const days = Math.max(
      1,
      Math.floor((Math.min(context.anchorMs, updatedAt) - startDate) / DAY_MS),
    );
    const decimals = Math.min(currency.decimals, 8);
    const accrued = divide(
      multiply(loan.amount, String(Number(loan.interestRate ?? '0') * days), decimals),
      '3650000',
      decimals,
    );
    const realised = divide(accrued, '2', decimals);
    embeds.loanInterest = {
      loanInterestId: random.uuid(),
      loanId: loan.loanId,
      interestCurrency: loan.currency,
      accruedInterest: accrued,
      realisedInterest: realised,
      unrealisedInterest: subtract(accrued, realised),
      lastPaymentAt: String(startDate + Math.floor(days / 2) * DAY_MS),
      createdAt: String(startDate),
      updatedAt: String(Math.min(context.anchorMs, updatedAt)),
    };
  }

  if (loan.status === 'active' && random.chance(0.2))
    embeds.loanModifications = [modification(context, random, record)];

  if (loan.debtRatioStatus === 'margin-call' || loan.debtRatioStatus === 'default') {
    // A call that ended in default has run past its 24-hour deadline; an active one has not.
    const hoursAgo = loan.debtRatioStatus === 'default' ? random.int(25, 72) : random.int(1, 20);
    const issuedAt = context.anchorMs - hoursAgo * HOUR_MS;
    embeds.marginCall = {
      marginCallId: random.uuid(),
      status: loan.debtRatioStatus === 'default' ? 'expired' : 'active',
      issuedAt: String(issuedAt),
      expiresAt: String(issuedAt + 24 * HOUR_MS),
      debtRatioAtIssue: loan.debtRatio,
      marginCallThreshold: loan.extra?.marginCallThreshold,
      requiredTopUpUsd: multiply(loan.originalLoanValue ?? '0', '0.1', 2),
    };
  }
  return embeds;
}

function modification(
  context: SeedContext,
  random: Random,
  record: LoanRecord,
): WireLoanModification {
  const { loan } = record;
  const createdAt = context.anchorMs - random.int(2, 72) * HOUR_MS;
  const rerate = random.chance(0.6);
  return {
    loanModificationId: random.uuid(),
    loanId: loan.loanId,
    modificationType: rerate ? 'rerate' : 'extend-term',
    status: rerate ? 'awaiting-acceptance' : 'accepted',
    createdAt: String(createdAt),
    createdBy: TREASURY_USER_ID,
    requestorCounterpartyId: loan.lenderCounterpartyId,
    updatedAt: String(createdAt + HOUR_MS),
    extra: rerate
      ? {
          currentInterestRate: loan.interestRate,
          newInterestRate: String(Number(loan.interestRate ?? '500') + random.int(1, 10) * 25),
        }
      : {
          currentMaturityDate: loan.maturityDate,
          newMaturityDate: String(
            Number(loan.maturityDate ?? String(context.anchorMs)) + 30 * DAY_MS,
          ),
          acceptedAt: String(createdAt + HOUR_MS),
          acceptedBy: TREASURY_USER_ID,
        },
  };
}
