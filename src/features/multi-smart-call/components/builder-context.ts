import type { AddressNamer } from '../../../components/smart-call-words';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';

/** What the call builder reads besides the form: the network and the address book. */
export interface BuilderContext {
  /** The order's network, e.g. ETH. */
  mainCurrency: string;
  entries: readonly CryptoAddress[];
  nameOf: AddressNamer;
}
