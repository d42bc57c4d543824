import { describe, expect, it } from 'vitest';
import { erc20Functions, readAbi } from './contract-abi';

const fn = (name: string, inputs: unknown[], stateMutability = 'nonpayable') => ({
  type: 'function',
  name,
  inputs,
  outputs: [],
  stateMutability,
});

describe('erc20Functions', () => {
  it('offers the three ERC-20 functions that move or allow tokens, not the reads', () => {
    expect(erc20Functions.map((entry) => entry.signature).sort()).toEqual([
      'approve(address,uint256)',
      'transfer(address,uint256)',
      'transferFrom(address,address,uint256)',
    ]);
  });
});

describe('readAbi', () => {
  it('reads the functions that change state, from an array or a build artifact', () => {
    const abi = [
      fn('deposit', [{ name: 'amount', type: 'uint256' }], 'payable'),
      fn('balanceOf', [{ name: 'owner', type: 'address' }], 'view'),
      { type: 'event', name: 'Deposited', inputs: [] },
    ];
    const read = readAbi(JSON.stringify(abi));
    expect(read.ok && read.functions.map((entry) => entry.signature)).toEqual(['deposit(uint256)']);
    const artifact = readAbi(JSON.stringify({ contractName: 'Vault', abi }));
    expect(artifact.ok).toBe(true);
  });

  it('marks a function taking a list or a structure as one the builder cannot fill', () => {
    const read = readAbi(
      JSON.stringify([
        fn('batch', [{ name: 'ids', type: 'uint256[]' }]),
        fn('swap', [
          { name: 'order', type: 'tuple', components: [{ name: 'to', type: 'address' }] },
        ]),
      ]),
    );
    expect(read.ok && read.functions.map((entry) => entry.unsupported)).toEqual([
      expect.stringContaining('list or a structure (uint256[])'),
      expect.stringContaining('list or a structure (tuple)'),
    ]);
  });

  it('still reads a function whose argument name the parser will not take', () => {
    const read = readAbi(JSON.stringify([fn('send', [{ name: 'address', type: 'address' }])]));
    expect(read.ok && read.functions[0]?.signature).toBe('send(address)');
  });

  it.each([
    ['', 'Paste the contract'],
    ['[{"type":', 'Not valid JSON'],
    ['{"name":"x"}', 'this is an object'],
    ['"abi"', 'this is a string'],
    ['[]', 'It lists no functions'],
    [
      JSON.stringify([fn('balanceOf', [], 'view'), fn('name', [], 'pure')]),
      'All 2 of its functions only read',
    ],
    [
      JSON.stringify([{ type: 'function', inputs: [] }]),
      'Entry 1 is a function without a well-formed name',
    ],
    [JSON.stringify([fn('pay', [{ name: 'x', type: 'uint7' }])]), 'Function pay (entry 1)'],
  ])('refuses %j and says why', (text, reason) => {
    const read = readAbi(text);
    expect(read.ok || read.reason).toContain(reason);
  });
});
