import type { DryRunOrderRequest, WireDryRunOrderResponse } from '../../shared/contracts/dry-run';
import { getPortfolioRecord } from '../db/portfolios-repository';
import type { SqlClient } from '../../store/sql-client';
import { listWallets } from '../db/wallets-repository';
import { withinDecimals } from './amount-precision';
import { addDecimals, isGreater, quoteFee } from './fee-schedule';
import { coSignFields } from './order-documents';
import { resolveCurrency } from './order-plan';
import { accept, badRequest, type Outcome } from './refusal';

/**
 * POST /dry-run-orders: the fee and estimated time of an order at the
 * requested level (flat per currency), without placing it. A shortfall is a
 * warning here, not a refusal: nothing is reserved by a dry run.
 */
export async function dryRunOrder(
  db: SqlClient,
  request: DryRunOrderRequest,
): Promise<Outcome<WireDryRunOrderResponse>> {
  const portfolio = await getPortfolioRecord(db, request.portfolioId);
  if (portfolio === undefined)
    return badRequest(`portfolioId: no portfolio ${request.portfolioId}`);
  const currency = await resolveCurrency(db, {
    baseCurrency: request.baseCurrency,
    mainCurrency: request.mainCurrency,
  });
  if (!currency.ok) return currency;
  const precise = withinDecimals(request.amount, currency.value);
  if (!precise.ok) return precise;
  const { currency: code, mainCurrency } = currency.value;
  const quote = quoteFee(code, mainCurrency, request.feeLevel);
  if (quote === undefined) return badRequest(`baseCurrency: ${code} has no fee schedule`);
  const response: WireDryRunOrderResponse = {
    orderType: request.orderType,
    portfolioId: request.portfolioId,
    baseCurrency: code,
    mainCurrency,
    ...(request.amount === undefined ? {} : { amount: request.amount }),
    extra: {
      // Who would have to approve it: the portfolio's co-sign policy, as the order would carry.
      ...coSignFields(portfolio.policy),
      feeLevel: quote.feeLevel,
      withdrawFee: quote.fee,
      includeFeeInWithdraw: request.includeFeeInWithdraw ?? false,
      estimatedFees: quote.estimatedFees,
      fees: [quote.estimatedFees],
      ...(request.blockchainTransactionType === undefined
        ? {}
        : { blockchainTransactionType: request.blockchainTransactionType }),
    },
  };
  if (request.amount === undefined || request.orderType !== 'withdraw') return accept(response);
  const needed =
    request.includeFeeInWithdraw === true ? request.amount : addDecimals(request.amount, quote.fee);
  const [wallet] = await listWallets(db, {
    portfolioId: request.portfolioId,
    currency: code,
    mainCurrency,
  });
  const available = wallet?.available ?? '0';
  if (!isGreater(needed, available)) return accept(response);
  return accept({
    ...response,
    warning: {
      code: 'insufficient-funds',
      message: `${needed} ${code} needed, ${available} ${code} available in ${portfolio.portfolio.portfolioName}`,
    },
  });
}
