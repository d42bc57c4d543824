import {
  decodeFunctionData,
  erc20Abi,
  getAddress,
  isHex,
  parseTransaction,
  size,
  slice,
  type Abi,
  type AbiParameter,
  type Hex,
} from 'viem';

/** One decoded argument of a contract call, as a reviewer reads it. */
export interface CallArgument {
  /** The ABI's name for it ("recipient", "amount"), or its position when it has none. */
  name: string;
  /** Its Solidity type ("address", "uint256"). */
  type: string;
  /** The value in full: an address as given, an integer in base units, never rounded. */
  value: string;
}

/** What one serialised unsigned transaction of a multi-smart-call order does. */
export type SmartCall =
  | {
      kind: 'function';
      /** The contract called, checksummed (EIP-55). */
      to: string | undefined;
      /** Native value sent with the call, in the chain's smallest unit (wei). */
      value: string;
      selector: Hex;
      /** The function's name, e.g. "transfer". */
      functionName: string;
      args: CallArgument[];
      /** True when the call matched the built-in ERC-20 set, so its amount is in token units. */
      erc20: boolean;
    }
  | {
      kind: 'unknown-function';
      to: string | undefined;
      value: string;
      /** The first four bytes of the call data: what a reviewer can look up. */
      selector: Hex;
    }
  | { kind: 'plain-transfer'; to: string | undefined; value: string }
  | { kind: 'unreadable'; explanation: string };

function argumentsOf(inputs: readonly AbiParameter[], values: readonly unknown[]): CallArgument[] {
  return inputs.map((input, index) => {
    const value = values[index];
    return {
      name: input.name === undefined || input.name === '' ? `argument ${index + 1}` : input.name,
      type: input.type,
      value:
        typeof value === 'bigint' || typeof value === 'string' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value, (_key, inner: unknown) =>
              typeof inner === 'bigint' ? inner.toString() : inner,
            ),
    };
  });
}

/** Decodes call data against one ABI; undefined when none of its functions matches. */
function decodeWith(abi: Abi, data: Hex) {
  try {
    const decoded = decodeFunctionData({ abi, data });
    const entry = abi.find(
      (item) => item.type === 'function' && item.name === decoded.functionName,
    );
    const inputs = entry !== undefined && entry.type === 'function' ? entry.inputs : [];
    return { functionName: decoded.functionName, args: argumentsOf(inputs, decoded.args ?? []) };
  } catch {
    return undefined;
  }
}

/**
 * Reads one serialised unsigned transaction and decodes what it calls: the ERC-20 functions
 * (`transfer`, `approve`, `transferFrom`) always, and any ABI given (those an administrator
 * registered), or those a lookup gives for the contract called. A call no ABI knows is said to be unknown, with its selector; a payload that is
 * not a transaction at all is said to be unreadable, never guessed at.
 */
export function decodeSmartCall(
  payload: string,
  extraAbis: readonly Abi[] | ((contract: string | undefined) => readonly Abi[]) = [],
): SmartCall {
  if (!isHex(payload, { strict: true })) {
    return { kind: 'unreadable', explanation: 'It is not hexadecimal.' };
  }
  let transaction: ReturnType<typeof parseTransaction>;
  try {
    transaction = parseTransaction(payload);
  } catch {
    return {
      kind: 'unreadable',
      explanation: 'It is not a serialised Ethereum transaction that can be read.',
    };
  }
  // Checksummed, as decoded address arguments are: one spelling to compare and show.
  const to = transaction.to == null ? undefined : getAddress(transaction.to);
  const value = (transaction.value ?? 0n).toString();
  const data = transaction.data;
  if (data === undefined || data === '0x' || size(data) === 0) {
    return { kind: 'plain-transfer', to, value };
  }
  if (size(data) < 4) {
    return {
      kind: 'unreadable',
      explanation: 'Its call data is shorter than a function selector.',
    };
  }
  const selector = slice(data, 0, 4);
  const erc20 = decodeWith(erc20Abi, data);
  if (erc20 !== undefined) return { kind: 'function', to, value, selector, ...erc20, erc20: true };
  for (const abi of typeof extraAbis === 'function' ? extraAbis(to) : extraAbis) {
    const decoded = decodeWith(abi, data);
    if (decoded !== undefined) {
      return { kind: 'function', to, value, selector, ...decoded, erc20: false };
    }
  }
  return { kind: 'unknown-function', to, value, selector };
}

/** Every address a call sends to or lets spend: the contract and each address argument. */
export function addressesOf(call: SmartCall): { role: string; address: string }[] {
  if (call.kind === 'unreadable') return [];
  const contract = call.to === undefined ? [] : [{ role: 'contract', address: call.to }];
  if (call.kind !== 'function') return contract;
  return [
    ...contract,
    ...call.args
      .filter((arg) => arg.type === 'address')
      .map((arg) => ({ role: arg.name, address: arg.value })),
  ];
}
