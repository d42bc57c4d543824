import type { Abi } from 'viem';
import type { ContractAbi } from './contract-abis';

/*
 * Looking ABIs up needs none of the ABI parsing in contract-abis.ts (abitype and viem's
 * address checks), so the views that decode calls import this without downloading that.
 */

/** What a call's contract is decoded with: the ABIs registered for it first, then those for any. */
export type AbiLookup = (contract: string | undefined) => readonly Abi[];

/** The name an administrator registered a contract's ABI under, for naming that contract. */
export function registeredContractName(
  registered: readonly ContractAbi[],
): (address: string) => string | undefined {
  return (address) =>
    registered.find((entry) => entry.address?.toLowerCase() === address.toLowerCase())?.name;
}

export function abiLookup(registered: readonly ContractAbi[]): AbiLookup {
  return (contract) => {
    const wanted = contract?.toLowerCase();
    const own = registered.filter(
      (entry) => wanted !== undefined && entry.address?.toLowerCase() === wanted,
    );
    const general = registered.filter((entry) => entry.address === null);
    return [...own, ...general].map((entry) => entry.abi);
  };
}
