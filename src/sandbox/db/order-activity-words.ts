import type { OrderType } from '../../shared/contracts/orders';

/** How the activity feed speaks of one type of order. */
export interface OrderWords {
  /** Starts the activity's name: "Withdrawal placed". */
  title: string;
  /** Every noun takes "a", so the sentences need no article logic. */
  noun: string;
  /** Links the amount to the portfolio: "from Treasury Vault". */
  preposition: string;
  /** What the order's creation did: "placed", "received". */
  verb: string;
}

/** Words for an order type the sandbox does not know (it writes none, but reads any). */
export const unknownOrderWords: OrderWords = {
  title: 'Transaction',
  noun: 'transaction',
  preposition: 'in',
  verb: 'placed',
};

export const orderActivityWords: Record<OrderType, OrderWords> = {
  withdraw: { title: 'Withdrawal', noun: 'withdrawal', preposition: 'from', verb: 'placed' },
  'multi-withdraw': {
    title: 'Multi-withdrawal',
    noun: 'multi-withdrawal',
    preposition: 'from',
    verb: 'placed',
  },
  'cross-chain-withdraw': {
    title: 'Cross-chain withdrawal',
    noun: 'cross-chain withdrawal',
    preposition: 'from',
    verb: 'placed',
  },
  deposit: { title: 'Deposit', noun: 'deposit', preposition: 'into', verb: 'received' },
  'cross-chain-deposit': {
    title: 'Cross-chain deposit',
    noun: 'cross-chain deposit',
    preposition: 'into',
    verb: 'received',
  },
  'retrieved-deposit': {
    title: 'Retrieved deposit',
    noun: 'retrieved deposit',
    preposition: 'into',
    verb: 'received',
  },
  buy: { title: 'Buy order', noun: 'buy order', preposition: 'in', verb: 'placed' },
  sell: { title: 'Sell order', noun: 'sell order', preposition: 'in', verb: 'placed' },
  'wallet-message': {
    title: 'Wallet message',
    noun: 'wallet message',
    preposition: 'from',
    verb: 'requested',
  },
  'earn-reward': {
    title: 'Staking reward',
    noun: 'staking reward',
    preposition: 'into',
    verb: 'received',
  },
  'earn-shared-reward': {
    title: 'Shared reward',
    noun: 'shared reward',
    preposition: 'into',
    verb: 'received',
  },
  'claim-shared-reward': {
    title: 'Reward claim',
    noun: 'reward claim',
    preposition: 'for',
    verb: 'placed',
  },
};
