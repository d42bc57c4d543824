import { parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { registerContractAbiRequestSchema } from './contract-abis';

const settle = JSON.stringify(parseAbi(['function settle(uint256 id, address to)']));
const problemOf = (body: unknown) =>
  registerContractAbiRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);

describe('registerContractAbiRequestSchema', () => {
  it('accepts an ABI with a function, for one contract (checksummed) or for any', () => {
    const parsed = registerContractAbiRequestSchema.parse({
      name: ' Settlement ',
      address: '0x1111111111111111111111111111111111111111',
      abi: settle,
    });
    expect(parsed).toMatchObject({ name: 'Settlement' });
    expect(parsed.abi[0]).toMatchObject({ type: 'function', name: 'settle' });
    expect(
      registerContractAbiRequestSchema.parse({ name: 'Any', address: null, abi: settle }).address,
    ).toBeNull();
  });

  it('refuses what is not an ABI, with the reason', () => {
    const body = { name: 'X', address: null };
    expect(problemOf({ ...body, abi: '{not json' })).toEqual(['The ABI is not valid JSON.']);
    expect(problemOf({ ...body, abi: '{"type":"function"}' })).toEqual([
      'The ABI must be a JSON array of ABI items.',
    ]);
    const badType = JSON.stringify([
      JSON.parse(settle.slice(1, -1)),
      {
        type: 'function',
        name: 'f',
        inputs: [{ name: 'a', type: 'uint7' }],
        outputs: [],
        stateMutability: 'view',
      },
    ]);
    expect(problemOf({ ...body, abi: badType })).toEqual([
      'Item 2 is not a valid ABI item (a function, event, error or constructor with Solidity types).',
    ]);
    const eventsOnly = JSON.stringify(parseAbi(['event Settled(uint256 id)']));
    expect(problemOf({ ...body, abi: eventsOnly })).toEqual([
      'The ABI declares no function to decode.',
    ]);
    expect(problemOf({ ...body, address: '0x1234', abi: settle })).toEqual([
      'Not an Ethereum address (0x and 40 hex digits).',
    ]);
    expect(problemOf({ name: '', address: null, abi: settle })).toEqual(['Name the contract.']);
  });
});
