import { encodeFunctionData, erc20Abi, parseAbi, serializeTransaction, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressesOf, decodeSmartCall } from './smart-calls';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const halcyon = '0x1111111111111111111111111111111111111111';
const spender = '0x2222222222222222222222222222222222222222';

/** A legacy (type 0) unsigned transaction, the only kind the provider takes for Ethereum. */
function legacy(to: Hex, data: Hex | undefined, value = 0n): Hex {
  return serializeTransaction({
    to,
    data,
    value,
    nonce: 7,
    gas: 90_000n,
    gasPrice: 20n * 10n ** 9n,
  });
}

describe('decodeSmartCall', () => {
  it('decodes an ERC-20 transfer: the token contract, the recipient and the amount in base units', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [halcyon, 1_250_000_000n],
    });
    expect(decodeSmartCall(legacy(usdc, data))).toEqual({
      kind: 'function',
      to: usdc,
      value: '0',
      selector: '0xa9059cbb',
      functionName: 'transfer',
      args: [
        { name: 'recipient', type: 'address', value: halcyon },
        { name: 'amount', type: 'uint256', value: '1250000000' },
      ],
      erc20: true,
    });
  });

  it('decodes an approve, and an amount past 2^53 stays exact', () => {
    const unlimited = 2n ** 256n - 1n;
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, unlimited],
    });
    const call = decodeSmartCall(legacy(usdc, data));
    expect(call).toMatchObject({
      kind: 'function',
      functionName: 'approve',
      selector: '0x095ea7b3',
    });
    expect(call.kind === 'function' ? call.args : []).toEqual([
      { name: 'spender', type: 'address', value: spender },
      { name: 'amount', type: 'uint256', value: unlimited.toString() },
    ]);
    expect(addressesOf(call)).toEqual([
      { role: 'contract', address: usdc },
      { role: 'spender', address: spender },
    ]);
  });

  it('decodes a transferFrom with both addresses', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [spender, halcyon, 5n],
    });
    const call = decodeSmartCall(legacy(usdc, data));
    expect(call.kind === 'function' ? call.functionName : undefined).toBe('transferFrom');
    expect(addressesOf(call).map((entry) => entry.role)).toEqual([
      'contract',
      'sender',
      'recipient',
    ]);
  });

  it('says an unknown function is unknown, with its selector, and decodes it with a registered ABI', () => {
    const abi = parseAbi(['function deposit(uint256 assets, address receiver)']);
    const data = encodeFunctionData({ abi, functionName: 'deposit', args: [42n, halcyon] });
    const payload = legacy(usdc, data, 3n);
    expect(decodeSmartCall(payload)).toEqual({
      kind: 'unknown-function',
      to: usdc,
      value: '3',
      selector: data.slice(0, 10),
    });
    expect(decodeSmartCall(payload, [abi])).toMatchObject({
      kind: 'function',
      functionName: 'deposit',
      erc20: false,
      args: [
        { name: 'assets', type: 'uint256', value: '42' },
        { name: 'receiver', type: 'address', value: halcyon },
      ],
    });
  });

  it('asks a lookup for the ABIs of the contract called, and decodes with those alone', () => {
    const abi = parseAbi(['function deposit(uint256 assets, address receiver)']);
    const data = encodeFunctionData({ abi, functionName: 'deposit', args: [42n, halcyon] });
    const onlyFor = (contract: string) => (to: string | undefined) =>
      to === contract ? [abi] : [];
    expect(decodeSmartCall(legacy(usdc, data), onlyFor(usdc))).toMatchObject({
      kind: 'function',
      functionName: 'deposit',
    });
    expect(decodeSmartCall(legacy(usdc, data), onlyFor(spender))).toMatchObject({
      kind: 'unknown-function',
    });
  });

  it('reads a call without data as a plain transfer of the native asset', () => {
    expect(decodeSmartCall(legacy(halcyon, undefined, 10n ** 18n))).toEqual({
      kind: 'plain-transfer',
      to: halcyon,
      value: '1000000000000000000',
    });
  });

  it('says what cannot be read, never guessing: not hex, not a transaction, a cut-off selector', () => {
    expect(decodeSmartCall('hello')).toMatchObject({ kind: 'unreadable' });
    expect(decodeSmartCall('0xf8de01ab')).toMatchObject({ kind: 'unreadable' });
    expect(decodeSmartCall(legacy(usdc, '0xa905'))).toMatchObject({
      kind: 'unreadable',
      explanation: 'Its call data is shorter than a function selector.',
    });
    expect(addressesOf({ kind: 'unreadable', explanation: 'x' })).toEqual([]);
  });
});
