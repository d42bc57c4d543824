import { describe, expect, it } from 'vitest';
import { orderKindInWords, orderTypeInWords, portfolioTypeInWords } from './order-type-words';

describe('order and portfolio types in words', () => {
  it('says what an operator says', () => {
    expect(orderTypeInWords('withdraw')).toBe('Withdrawal');
    expect(orderTypeInWords('cross-chain-withdraw')).toBe('Cross-chain withdrawal');
    expect(portfolioTypeInWords('trading-vault')).toBe('Trading vault');
    expect(portfolioTypeInWords('clearloop')).toBe('ClearLoop');
  });

  it('shows a value this version does not know as the API sent it, never a blank', () => {
    expect(orderTypeInWords('future-order-type')).toBe('future-order-type');
    expect(portfolioTypeInWords('new-kind')).toBe('new-kind');
  });

  it('names a withdrawal by what it does on chain when that is more than sending funds', () => {
    const calls = {
      orderType: 'withdraw',
      extra: { blockchainTransactionType: 'multi-smart-call' },
    };
    expect(orderKindInWords(calls)).toBe('Smart-contract calls');
    const staking = {
      orderType: 'withdraw',
      extra: { blockchainTransactionType: 'stake-delegation' },
    };
    expect(orderKindInWords(staking)).toBe('Stake delegation');
  });

  it('keeps the order type for a plain send, no transaction type, or one it does not know', () => {
    const send = { orderType: 'withdraw', extra: { blockchainTransactionType: 'send' } };
    expect(orderKindInWords(send)).toBe('Withdrawal');
    expect(orderKindInWords({ orderType: 'deposit' })).toBe('Deposit');
    const unknown = { orderType: 'withdraw', extra: { blockchainTransactionType: 'teleport' } };
    expect(orderKindInWords(unknown)).toBe('Withdrawal');
  });
});
