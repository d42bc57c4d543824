import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractAbiKeys } from '../../../lib/query-keys';
import { callDashboard } from '../../../lib/call-dashboard';
import type { AddressNamer } from '../../../components/smart-call-words';
import { abiLookup, registeredContractName, type AbiLookup } from '../../../shared/abi-lookup';
import type { ContractAbi } from '../../../shared/contract-abis';

/** GET /api/contract-abis: every ABI an administrator registered, newest first. */
export const contractAbisQueryOptions = queryOptions({
  queryKey: contractAbiKeys.all,
  queryFn: async ({ signal }) => {
    // Checking ABIs takes abitype and viem's address checks: loaded with the answer, beside it,
    // rather than with every page that might show a decoded call.
    const { contractAbiEndpoints } =
      await import('../../../shared/dashboard-api/contract-abi-endpoints');
    return (await callDashboard(contractAbiEndpoints.listContractAbis, { signal })).contractAbis;
  },
  // They change when an administrator registers one; a minute's delay elsewhere is harmless.
  staleTime: 60_000,
});

/** What decoding calls takes from the registered ABIs. */
export interface RegisteredAbis {
  /** The ABIs a call's contract is decoded with, beyond ERC-20. */
  abis: AbiLookup;
  /** A contract's name as its ABI was registered, when the address book has none. */
  contractName: AddressNamer;
}

const noneRegistered: RegisteredAbis = { abis: () => [], contractName: () => undefined };

function registeredAbis(list: readonly ContractAbi[]): RegisteredAbis {
  return { abis: abiLookup(list), contractName: registeredContractName(list) };
}

/**
 * The registered ABIs, read once for every view that decodes calls. Until they load (or if
 * they cannot), calls are decoded with the ERC-20 functions alone, and others say "unknown".
 */
export function useRegisteredAbis(): RegisteredAbis {
  const registered = useQuery({ ...contractAbisQueryOptions, select: registeredAbis });
  return registered.data ?? noneRegistered;
}
