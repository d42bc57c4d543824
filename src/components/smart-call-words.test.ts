import { encodeFunctionData, erc20Abi, serializeTransaction, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeSmartCall } from '../shared/smart-calls';
import { smartCallInWords } from './smart-call-words';
import { smartCallsSummary } from './smart-calls-summary';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const halcyon = '0x1111111111111111111111111111111111111111';
const unknownToken = '0x3333333333333333333333333333333333333333';
const nameOf = (address: string) => (address === halcyon ? 'Halcyon' : undefined);

function legacy(to: Hex, data: Hex | undefined, value = 0n): Hex {
  return serializeTransaction({ to, data, value, nonce: 1, gas: 90_000n, gasPrice: 1n });
}
const transfer = (to: Hex, amount: bigint) =>
  legacy(
    to,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [halcyon, amount] }),
  );

describe('smart calls in words', () => {
  it('says what a token transfer moves, in whole tokens, to whom by name', () => {
    expect(smartCallInWords(decodeSmartCall(transfer(usdc, 1_250_000_000n)), nameOf, 'ETH')).toBe(
      '1,250 USDC to Halcyon',
    );
  });

  it('keeps base units, and says so, for a token it does not know', () => {
    expect(smartCallInWords(decodeSmartCall(transfer(unknownToken, 5n)), nameOf, 'ETH')).toBe(
      '5 base units to Halcyon',
    );
  });

  it('says an approval allows spending, an unknown call its selector, and a plain send its coin', () => {
    const approve = legacy(
      usdc,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [halcyon, 1n] }),
    );
    expect(smartCallInWords(decodeSmartCall(approve), nameOf, 'ETH')).toBe(
      'Allows Halcyon to spend 0.000001 USDC',
    );
    expect(smartCallInWords(decodeSmartCall(legacy(usdc, '0xdeadbeef')), nameOf, 'ETH')).toBe(
      'Unknown function 0xdeadbeef on USDC',
    );
    expect(
      smartCallInWords(decodeSmartCall(legacy(halcyon, undefined, 10n ** 17n)), nameOf, 'ETH'),
    ).toBe('0.1 ETH to Halcyon');
  });

  it('sums up an order for a queue row: its first call and how many more', () => {
    expect(smartCallsSummary([transfer(usdc, 1_250_000_000n), '0x00'], nameOf, 'ETH')).toBe(
      '1,250 USDC to Halcyon, and 1 more call',
    );
    expect(smartCallsSummary(['not hex'], nameOf, 'ETH')).toBe(
      'A transaction that could not be read',
    );
  });
});
