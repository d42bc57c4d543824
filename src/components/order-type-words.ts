import { isKnownValue } from '../shared/contracts/primitives';
import { isUnreadable, readableText, type Readable } from '../shared/contracts/readable';
import {
  blockchainTransactionTypes,
  orderTypes,
  portfolioTypes,
  type BlockchainTransactionType,
  type OrderType,
  type PortfolioType,
} from '../shared/contracts/orders';

/** Each order type as an operator says it ("Withdrawal", not `withdraw`). */
const orderTypeWords: Readonly<Record<OrderType, string>> = {
  sell: 'Sale',
  buy: 'Purchase',
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  'multi-withdraw': 'Multi-withdrawal',
  'wallet-message': 'Wallet message',
  'retrieved-deposit': 'Retrieved deposit',
  'earn-reward': 'Reward',
  'earn-shared-reward': 'Shared reward',
  'claim-shared-reward': 'Shared reward claim',
  'cross-chain-deposit': 'Cross-chain deposit',
  'cross-chain-withdraw': 'Cross-chain withdrawal',
};

const portfolioTypeWords: Readonly<Record<PortfolioType, string>> = {
  custody: 'Custody',
  'trading-vault': 'Trading vault',
  trading: 'Trading',
  external: 'External',
  clearloop: 'ClearLoop',
};

/** An order type in words; one this version does not know is shown as the API sent it. */
export function orderTypeInWords(orderType: Readable<string>): string {
  if (isUnreadable(orderType)) return readableText(orderType, 'Order type');
  return isKnownValue(orderTypes, orderType) ? orderTypeWords[orderType] : orderType;
}

/** A portfolio type in words; one this version does not know is shown as the API sent it. */
export function portfolioTypeInWords(portfolioType: Readable<string>): string {
  if (isUnreadable(portfolioType)) return readableText(portfolioType, 'Portfolio type');
  return isKnownValue(portfolioTypes, portfolioType)
    ? portfolioTypeWords[portfolioType]
    : portfolioType;
}

/**
 * What a withdrawal-type order does on chain, when it is more than sending funds. Staking and
 * smart-contract calls travel as `withdraw` orders (often of amount 0), and "Withdrawal of 0
 * AVAX" would tell an approver the wrong story.
 */
const transactionTypeWords: Readonly<Record<BlockchainTransactionType, string | undefined>> = {
  send: undefined,
  'multi-withdraw': 'Multi-withdrawal',
  'account-set': 'Account settings change',
  allowance: 'Token allowance',
  'smart-call': 'Smart-contract call',
  'multi-smart-call': 'Smart-contract calls',
  activate: 'Account activation',
  'stake-delegation': 'Stake delegation',
  'stake-nomination': 'Validator nomination',
  'stake-undelegation': 'Stake undelegation',
  'complete-withdrawal': 'Staking withdrawal completion',
  'stake-complete-deposit': 'Stake deposit completion',
  'take-reward': 'Reward claim',
  'pool-creation': 'Staking pool creation',
  'edit-pool': 'Staking pool change',
  'governance-vote': 'Governance vote',
  unjail: 'Validator unjail',
  'importance-transfer': 'Importance transfer',
  'transfer-stake': 'Stake transfer',
  'rebond-stake': 'Stake rebond',
  chill: 'Nomination stop (chill)',
  'cross-chain-send': 'Cross-chain send',
  'accept-deposit': 'Deposit acceptance',
  'reject-deposit': 'Deposit rejection',
};

/** An order as an operator names it: its on-chain operation when that says more than its type. */
export function orderKindInWords(order: {
  orderType: Readable<string>;
  extra?: { blockchainTransactionType?: Readable<string> | undefined } | undefined;
}): string {
  const transactionType = order.extra?.blockchainTransactionType;
  if (transactionType !== undefined && isKnownValue(blockchainTransactionTypes, transactionType)) {
    return transactionTypeWords[transactionType] ?? orderTypeInWords(order.orderType);
  }
  return orderTypeInWords(order.orderType);
}
