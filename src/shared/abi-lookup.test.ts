import { parseAbi, type Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { abiLookup } from './abi-lookup';
import type { ContractAbi } from './contract-abis';

describe('abiLookup', () => {
  const entry = (id: string, address: string | null): ContractAbi => ({
    id,
    name: id,
    address,
    abi: parseAbi([`function ${id}()`]),
    createdAt: 1,
    createdBy: 'Priya',
  });

  it('gives a contract its own ABIs first, then those for any contract, never another’s', () => {
    const own = entry('own', '0x1111111111111111111111111111111111111111');
    const other = entry('other', '0x2222222222222222222222222222222222222222');
    const any = entry('any', null);
    const lookup = abiLookup([any, other, own]);
    const names = (abis: readonly Abi[]) =>
      abis.map((abi) => abi[0]?.type === 'function' && abi[0].name);
    expect(names(lookup('0x1111111111111111111111111111111111111111'))).toEqual(['own', 'any']);
    expect(names(lookup(undefined))).toEqual(['any']);
  });
});
