/** An ERC-20 token a reviewer knows by its symbol, with the decimals its amounts are kept in. */
export interface KnownToken {
  symbol: string;
  name: string;
  decimals: number;
  /** The token contract on Ethereum mainnet, checksummed (EIP-55). */
  address: string;
}

/**
 * Well-known Ethereum tokens, by their published contract addresses: a call to one of these is
 * named and its amount shown in whole tokens. Anything else is named from the address book or
 * shown as an address, never guessed.
 */
export const knownTokens: readonly KnownToken[] = [
  {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  },
  {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  },
];

/** The known token at `address` (compared case-blind), if any. */
export function knownTokenAt(address: string | undefined): KnownToken | undefined {
  if (address === undefined) return undefined;
  const wanted = address.toLowerCase();
  return knownTokens.find((token) => token.address.toLowerCase() === wanted);
}
