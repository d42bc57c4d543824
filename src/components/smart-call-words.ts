import { formatUnits } from 'viem';
import { formatDecimal } from '../lib/format-decimal';
import { addressBody } from '../shared/address-body';
import type { CryptoAddress } from '../shared/contracts/crypto-addresses';
import { knownTokenAt } from '../shared/known-tokens';
import type { SmartCall } from '../shared/smart-calls';

/** Names an address from the address book (or the known tokens); undefined when nobody knows it. */
export type AddressNamer = (address: string) => string | undefined;

/**
 * Names an address from the address book (compared case-blind), for decoded calls; `otherwise`
 * names what the book does not (a contract by the name its ABI was registered under).
 */
export function addressBookNamer(
  addressBook: readonly CryptoAddress[],
  otherwise: AddressNamer = () => undefined,
): AddressNamer {
  return (address) => {
    const body = addressBody(address);
    return (
      addressBook.find((entry) => addressBody(entry.address) === body)?.name ?? otherwise(address)
    );
  };
}

/** An address as a reviewer reads it: its name when known, otherwise the address itself. */
export function addressInWords(address: string, nameOf: AddressNamer): string {
  return nameOf(address) ?? knownTokenAt(address)?.symbol ?? address;
}

/** A token amount in whole tokens when its contract is known; otherwise in base units, said so. */
export function tokenAmountInWords(baseUnits: string, contract: string | undefined): string {
  const token = knownTokenAt(contract);
  if (token === undefined) return `${formatDecimal(baseUnits) ?? baseUnits} base units`;
  const whole = formatUnits(BigInt(baseUnits), token.decimals);
  return `${formatDecimal(whole) ?? whole} ${token.symbol}`;
}

const argumentLabels: Readonly<Record<string, string>> = {
  recipient: 'Recipient',
  spender: 'Allowed to spend',
  sender: 'Taken from',
  amount: 'Amount',
};

/** An argument's label in words; a registered ABI's own names are shown as they are. */
export function argumentLabel(name: string): string {
  return argumentLabels[name] ?? name;
}

/** The chain's own coin sent with a call (every EVM chain the provider serves counts in 18 decimals). */
export function nativeAmountInWords(wei: string, currency: string): string {
  const whole = formatUnits(BigInt(wei), 18);
  return `${formatDecimal(whole) ?? whole} ${currency}`;
}

/** What one call moves, in a line: "1,250 USDC to Halcyon", or what it does when it moves nothing known. */
export function smartCallInWords(call: SmartCall, nameOf: AddressNamer, native: string): string {
  switch (call.kind) {
    case 'unreadable':
      return 'A transaction that could not be read';
    case 'plain-transfer':
      return `${nativeAmountInWords(call.value, native)} to ${call.to === undefined ? 'no address' : addressInWords(call.to, nameOf)}`;
    case 'unknown-function':
      return `Unknown function ${call.selector} on ${call.to === undefined ? 'no contract' : addressInWords(call.to, nameOf)}`;
    case 'function': {
      const arg = (name: string) => call.args.find((entry) => entry.name === name)?.value;
      const amount = arg('amount');
      if (call.erc20 && amount !== undefined) {
        const moved = tokenAmountInWords(amount, call.to);
        if (call.functionName === 'transfer' || call.functionName === 'transferFrom') {
          return `${moved} to ${addressInWords(arg('recipient') ?? '', nameOf)}`;
        }
        if (call.functionName === 'approve') {
          return `Allows ${addressInWords(arg('spender') ?? '', nameOf)} to spend ${moved}`;
        }
      }
      return `${call.functionName} on ${call.to === undefined ? 'no contract' : addressInWords(call.to, nameOf)}`;
    }
  }
}
