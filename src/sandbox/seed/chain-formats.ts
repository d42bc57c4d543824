import type { Random } from './prng';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A well-formed (not checksummed) address for the network. */
export function addressFor(mainCurrency: string, random: Random): string {
  switch (mainCurrency) {
    case 'BTC':
      return `bc1q${random.chars(BECH32, 38)}`;
    case 'ETH':
    case 'AVAX':
    case 'BNB':
      return `0x${random.chars('0123456789abcdefABCDEF', 40)}`;
    case 'SOL':
      return random.chars(BASE58, 44);
    case 'ADA':
      return `addr1q${random.chars(BECH32, 98)}`;
    case 'ALGO':
      return random.chars(BASE32, 58);
    case 'ATOM':
      return `cosmos1${random.chars(BECH32, 38)}`;
    case 'AXL':
      return `axelar1${random.chars(BECH32, 38)}`;
    case 'BLD':
      return `agoric1${random.chars(BECH32, 38)}`;
    case 'INJ':
      return `inj1${random.chars(BECH32, 38)}`;
    case 'ROSE':
      return `oasis1${random.chars(BECH32, 40)}`;
    case 'ZIL':
      return `zil1${random.chars(BECH32, 38)}`;
    case 'DOT':
      return `1${random.chars(BASE58, 47)}`;
    case 'KSM':
      return `${random.pick(['C', 'D', 'E', 'F', 'G', 'H', 'J'])}${random.chars(BASE58, 46)}`;
    case 'HNT':
      return `13${random.chars(BASE58, 49)}`;
    case 'DIVI':
      return `D${random.chars(BASE58, 33)}`;
    case 'CCD':
      return `${random.int(3, 4)}${random.chars(BASE58, 49)}`;
    case 'NEAR':
    case 'POKT':
      return random.hex(mainCurrency === 'NEAR' ? 64 : 40);
    default:
      return random.hex(40);
  }
}

/** A well-formed transaction hash for the network. */
export function transactionIdFor(mainCurrency: string, random: Random): string {
  if (mainCurrency === 'ETH' || mainCurrency === 'AVAX' || mainCurrency === 'BNB')
    return `0x${random.hex(64)}`;
  if (mainCurrency === 'SOL') return random.chars(BASE58, 88);
  if (['ATOM', 'AXL', 'BLD', 'INJ'].includes(mainCurrency)) return random.hex(64).toUpperCase();
  return random.hex(64);
}
