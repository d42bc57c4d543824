import { randomUUID } from 'node:crypto';
import type { WireOrder, WireOrderExtra } from '../../shared/contracts/orders';
import type { SandboxIdentity } from '../identities';
import type { PortfolioPolicy } from '../db/portfolios-repository';
import type { OrderPlan } from './order-plan';

/** Approval facts a new order takes from its portfolio's co-sign policy. */
export function coSignFields(policy: PortfolioPolicy): WireOrderExtra {
  if (policy.requiredCoSigners === 0) return {};
  return {
    coSignersNumber: String(policy.requiredCoSigners),
    coSigners: [],
    availableCoSigners: [...policy.allowedCoSigners],
  };
}

/**
 * The orders a plan creates, as the API returns them: one withdrawal, or for
 * an undelegation the withdrawal from the ClearLoop account plus the deposit
 * into the trading account, linked both ways.
 */
export function buildOrders(
  plan: OrderPlan,
  identity: SandboxIdentity,
  nowMs: number,
): WireOrder[] {
  const { input, portfolio, currency } = plan;
  const now = String(nowMs);
  const withdrawal: WireOrder = {
    orderId: randomUUID(),
    externalOrderId: input.externalOrderId,
    orderType: 'withdraw',
    status: 'new',
    portfolioId: portfolio.portfolio.portfolioId,
    portfolioType: portfolio.portfolio.portfolioType,
    amount: input.amount,
    baseCurrency: currency.currency,
    mainCurrency: currency.mainCurrency,
    organizationId: portfolio.portfolio.organizationId,
    createdBy: identity.userId,
    createdAt: now,
    updatedAt: now,
    extra: withdrawalExtra(plan),
  };
  if (plan.variant !== 'undelegation' || plan.destination === undefined) return [withdrawal];

  const transferChainId = randomUUID();
  const deposit: WireOrder = {
    ...withdrawal,
    orderId: randomUUID(),
    // The deposit lives in the trading portfolio, where the client id is free to reuse.
    externalOrderId: `${input.externalOrderId}-deposit`,
    orderType: 'deposit',
    portfolioId: plan.destination.portfolio.portfolioId,
    portfolioType: plan.destination.portfolio.portfolioType,
    organizationId: plan.destination.portfolio.organizationId,
    extra: {
      isClearLoopUnDelegation: true,
      clearLoop: true,
      fromPortfolioId: portfolio.portfolio.portfolioId,
      withdrawOrderId: withdrawal.orderId,
      transferChainId,
      ...clientAccount(portfolio.portfolio.extra?.clientAccountId),
      ...description(input.description),
    },
  };
  withdrawal.extra = { ...withdrawal.extra, depositOrderId: deposit.orderId, transferChainId };
  return [withdrawal, deposit];
}

function withdrawalExtra(plan: OrderPlan): WireOrderExtra {
  const { input, portfolio, fee } = plan;
  const fees: WireOrderExtra = fee
    ? { feeLevel: fee.feeLevel, withdrawFee: fee.fee, estimatedFees: fee.estimatedFees }
    : {};
  const common: WireOrderExtra = {
    ...description(input.description),
    ...coSignFields(portfolio.policy),
    ...(fee ? { reportingCurrencyRate: fee.estimatedFees.reportingCurrencyRate } : {}),
  };
  switch (plan.variant) {
    case 'address-book':
      return {
        ...common,
        ...fees,
        blockchainTransactionType: 'send',
        includeFeeInWithdraw: input.includeFeeInWithdraw ?? false,
        toCryptoAddressId: plan.address?.cryptoAddressId,
        toAddress: plan.address?.address,
      };
    case 'portfolio':
      return {
        ...common,
        ...fees,
        blockchainTransactionType: 'send',
        includeFeeInWithdraw: input.includeFeeInWithdraw ?? false,
        toPortfolioId: plan.destination?.portfolio.portfolioId,
      };
    case 'undelegation':
      return {
        ...common,
        clearLoop: true,
        toPortfolioId: plan.destination?.portfolio.portfolioId,
        ...clientAccount(portfolio.portfolio.extra?.clientAccountId),
      };
    case 'blockchain-operation':
      return { ...common, ...fees, blockchainTransactionType: input.blockchainTransactionType };
    case 'multi-smart-call':
      return {
        ...common,
        ...fees,
        blockchainTransactionType: 'multi-smart-call',
        payloads: input.payloads,
        externalBroadcast: input.externalBroadcast ?? false,
      };
  }
}

const description = (text: string | undefined): WireOrderExtra =>
  text === undefined || text === '' ? {} : { description: text };

const clientAccount = (id: string | undefined): WireOrderExtra =>
  id === undefined ? {} : { clientAccountId: id };
