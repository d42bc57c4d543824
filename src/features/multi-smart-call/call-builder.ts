import {
  encodeFunctionData,
  serializeTransaction,
  type AbiFunction,
  type AbiParameter,
} from 'viem';
import { knownTokenAt } from '../../shared/known-tokens';
import { erc20Functions, readAbi, type AbiReading } from './contract-abi';
import {
  fitsInteger,
  isIntegerType,
  readAddress,
  readDecimals,
  readInteger,
  readWholeUnits,
  type ReadValue,
} from './call-values';

/** One call of the order as the person fills it in: built from its parts, or pasted whole. */
export interface CallDraft {
  mode: 'build' | 'paste';
  /** Advanced: a serialised unsigned transaction, as hex. */
  pasted: string;
  /** The contract's address (chosen by name, or typed). */
  contract: string;
  abiSource: 'erc20' | 'pasted';
  abiText: string;
  /** The chosen function's signature, e.g. `transfer(address,uint256)`. */
  functionSignature: string;
  /** One text per argument of the chosen function, in its order. */
  args: string[];
  /** The token's decimal places, asked only when the contract is not a known token. */
  decimals: string;
  /** Coin sent with the call, in whole units; empty is none. */
  nativeValue: string;
}

export const emptyCallDraft: CallDraft = {
  mode: 'build',
  pasted: '',
  contract: '',
  abiSource: 'erc20',
  abiText: '',
  functionSignature: '',
  args: [],
  decimals: '',
  nativeValue: '',
};

/** The network the transaction is built for: its EIP-155 chain id and its coin. */
export interface CallNetwork {
  chainId: number;
  coin: string;
}

/**
 * Networks the builder serialises for. The API asks only for an unsigned legacy (type 0)
 * transaction; the EIP-155 chain id binds it to its network. Nonce and gas are left empty:
 * the custodian's wallet signs the transaction and the order's fee level prices it.
 */
const networks: Readonly<Record<string, CallNetwork>> = { ETH: { chainId: 1, coin: 'ETH' } };

export function callNetworkOf(mainCurrency: string): CallNetwork | undefined {
  return networks[mainCurrency];
}

/** Every EVM coin the provider serves counts in 18 decimals (wei). */
const NATIVE_DECIMALS = 18;

/** A field of the draft a problem concerns: `contract`, or `args.1`. */
export type CallField = Exclude<keyof CallDraft, 'args'> | `args.${number}`;
export interface CallIssue {
  field: CallField;
  message: string;
}
export type BuiltCall = { ok: true; payload: string } | { ok: false; issues: CallIssue[] };

/** The functions the draft's ABI offers (ERC-20, or those of the pasted ABI). */
export function functionsOf(draft: Pick<CallDraft, 'abiSource' | 'abiText'>): AbiReading {
  return draft.abiSource === 'erc20'
    ? { ok: true, functions: [...erc20Functions] }
    : readAbi(draft.abiText);
}

/** An ERC-20 `amount` is typed in whole tokens; every other integer in the contract's units. */
export function isTokenAmount(draft: Pick<CallDraft, 'abiSource'>, input: AbiParameter): boolean {
  return draft.abiSource === 'erc20' && input.name === 'amount';
}

/** The token's decimal places: the known token's, else the typed ones. */
export function tokenDecimals(draft: Pick<CallDraft, 'contract' | 'decimals'>): ReadValue<number> {
  const known = knownTokenAt(draft.contract.trim());
  return known === undefined ? readDecimals(draft.decimals) : { ok: true, value: known.decimals };
}

function readArgument(draft: CallDraft, input: AbiParameter, text: string): ReadValue<unknown> {
  if (input.type === 'address') return readAddress(text);
  if (isTokenAmount(draft, input)) {
    const decimals = tokenDecimals(draft);
    if (!decimals.ok) return { ok: false, reason: 'Enter the token’s decimal places first' };
    const symbol = knownTokenAt(draft.contract.trim())?.symbol ?? 'This token';
    const amount = readWholeUnits(text, decimals.value, symbol);
    return amount.ok ? fitsInteger(amount.value, input.type) : amount;
  }
  if (isIntegerType(input.type)) return readInteger(text, input.type);
  if (input.type === 'bool') {
    return text === 'true' || text === 'false'
      ? { ok: true, value: text === 'true' }
      : { ok: false, reason: 'Choose true or false' };
  }
  if (input.type.startsWith('bytes')) {
    return /^0x([0-9a-fA-F]{2})*$/.test(text.trim())
      ? { ok: true, value: text.trim() }
      : { ok: false, reason: 'Enter bytes as hex: 0x followed by pairs of hexadecimal digits' };
  }
  return { ok: true, value: text };
}

function chosenFunction(draft: CallDraft, issues: CallIssue[]): AbiFunction | undefined {
  const functions = functionsOf(draft);
  if (!functions.ok) {
    issues.push({ field: 'abiText', message: functions.reason });
    return undefined;
  }
  const chosen = functions.functions.find((fn) => fn.signature === draft.functionSignature);
  if (chosen === undefined) {
    issues.push({ field: 'functionSignature', message: 'Choose the function to call' });
    return undefined;
  }
  if (chosen.unsupported !== undefined) {
    issues.push({ field: 'functionSignature', message: `This function ${chosen.unsupported}` });
    return undefined;
  }
  return chosen.abi;
}

/**
 * The call as the provider takes it: the function's call data (viem `encodeFunctionData`) in
 * an unsigned legacy transaction to the contract (viem `serializeTransaction`). Every problem
 * is reported against the field that has it, so the form shows them all at once.
 */
export function buildCall(draft: CallDraft, network: CallNetwork): BuiltCall {
  const issues: CallIssue[] = [];
  const contract = readAddress(draft.contract);
  if (!contract.ok) issues.push({ field: 'contract', message: contract.reason });
  const value: ReadValue<bigint> =
    draft.nativeValue.trim() === ''
      ? { ok: true, value: 0n }
      : readWholeUnits(draft.nativeValue, NATIVE_DECIMALS, network.coin);
  if (!value.ok) issues.push({ field: 'nativeValue', message: value.reason });
  const fn = chosenFunction(draft, issues);
  const needsDecimals = fn?.inputs.some((input) => isTokenAmount(draft, input)) ?? false;
  const decimals = tokenDecimals(draft);
  if (needsDecimals && !decimals.ok) issues.push({ field: 'decimals', message: decimals.reason });
  const args = (fn?.inputs ?? []).map((input, index) => {
    const read = readArgument(draft, input, draft.args[index] ?? '');
    if (!read.ok) issues.push({ field: `args.${index}`, message: read.reason });
    return read.ok ? read.value : undefined;
  });
  if (fn === undefined || !contract.ok || !value.ok || issues.length > 0) {
    return { ok: false, issues };
  }
  try {
    const data = encodeFunctionData({ abi: [fn], functionName: fn.name, args });
    const payload = serializeTransaction({
      type: 'legacy',
      chainId: network.chainId,
      to: contract.value,
      value: value.value,
      data,
    });
    return { ok: true, payload };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, issues: [{ field: 'functionSignature', message: message ?? '' }] };
  }
}
