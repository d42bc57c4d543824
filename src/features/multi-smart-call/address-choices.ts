import type { AddressNamer } from '../../components/smart-call-words';
import { addressBody } from '../../shared/address-body';
import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import { knownTokens } from '../../shared/known-tokens';

/** One address a person can pick by name. */
export interface AddressChoice {
  address: string;
  label: string;
  /** Why it cannot be picked (a Travel Rule check that has not passed); undefined when it can. */
  unavailable?: string | undefined;
}

const sameAddress = (a: string, b: string) => addressBody(a) === addressBody(b);

/** The address-book entries on this network, by name. */
export function addressBookChoices(
  entries: readonly CryptoAddress[],
  mainCurrency: string,
  travelRulePassedOnly: boolean,
): AddressChoice[] {
  return entries
    .filter((entry) => (entry.mainCurrency ?? entry.currency) === mainCurrency)
    .map((entry) => ({
      address: entry.address,
      label: entry.name,
      unavailable:
        travelRulePassedOnly && entry.travelRuleStatus !== 'passed'
          ? (entry.travelRuleReason ?? 'its Travel Rule check has not passed')
          : undefined,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The well-known Ethereum tokens, by symbol and name. */
export const knownTokenChoices: readonly AddressChoice[] = knownTokens.map((token) => ({
  address: token.address,
  label: `${token.symbol} · ${token.name}`,
}));

/** What an address is, in words: a known token, an address-book entry, or neither. */
export function addressInWords(address: string, nameOf: AddressNamer): string | undefined {
  const token = knownTokens.find((candidate) => sameAddress(candidate.address, address));
  if (token !== undefined)
    return `${token.name} (${token.symbol}), ${token.decimals} decimal places`;
  const name = nameOf(address);
  return name === undefined ? undefined : `${name} (address book)`;
}
