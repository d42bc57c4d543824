import { isAddress, parseUnits } from 'viem';

/** A value typed into the call builder, read exactly; or why it cannot be. */
export type ReadValue<T> = { ok: true; value: T } | { ok: false; reason: string };

const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/**
 * An amount typed in whole units (tokens, or the network's coin) in the contract's base units,
 * exactly (viem `parseUnits`, never a JS number). Separators are refused rather than guessed:
 * "1,250" is 1250 to some readers and 1.25 to others.
 */
export function readWholeUnits(text: string, decimals: number, unit: string): ReadValue<bigint> {
  const amount = text.trim();
  if (amount === '') return refused('Enter an amount');
  if (amount.startsWith('-')) return refused('An amount cannot be negative');
  if (amount.includes(',')) {
    return refused(
      'Commas are ambiguous (1,250 reads as 1250 or as 1.25): write 1250 or 1.25, without separators',
    );
  }
  if (/[\s_']/.test(amount)) return refused('Write the amount without spaces or separators');
  if (!/^\d+(\.\d+)?$/.test(amount)) {
    return refused('Use digits with an optional decimal point, e.g. 1250.5 (no sign or exponent)');
  }
  const places = amount.split('.')[1]?.length ?? 0;
  if (places > decimals) {
    return refused(
      decimals === 0
        ? `${unit} has no decimal places: enter a whole number`
        : `${unit} has ${decimals} decimal places; this amount has ${places}`,
    );
  }
  return { ok: true, value: parseUnits(amount, decimals) };
}

/** A token's decimal places as typed: a whole number an ERC-20 `decimals()` can return. */
export function readDecimals(text: string): ReadValue<number> {
  const digits = text.trim();
  if (digits === '') return refused("Enter the token's decimal places (6 for USDC, 18 for most)");
  if (!/^\d{1,3}$/.test(digits) || Number(digits) > 255) {
    return refused('Decimal places are a whole number from 0 to 255');
  }
  return { ok: true, value: Number(digits) };
}

/** `uint8`…`uint256`, `int8`…`int256`: the bounds a typed integer must fall within. */
function integerBounds(type: string): { min: bigint; max: bigint } | undefined {
  const match = /^(u?)int(\d*)$/.exec(type);
  if (!match) return undefined;
  const bits = BigInt(match[2] === '' ? 256 : Number(match[2]));
  return match[1] === 'u'
    ? { min: 0n, max: 2n ** bits - 1n }
    : { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

/** Whether an ABI type is a Solidity integer. */
export function isIntegerType(type: string): boolean {
  return integerBounds(type) !== undefined;
}

/** Checks an integer against its Solidity type's range. */
export function fitsInteger(value: bigint, type: string): ReadValue<bigint> {
  const bounds = integerBounds(type);
  if (bounds === undefined) return refused(`${type} is not an integer type`);
  if (value < bounds.min) return refused(`Below the smallest ${type} (${bounds.min})`);
  if (value > bounds.max) return refused(`Too large for a ${type}`);
  return { ok: true, value };
}

/** An integer argument typed in the contract's own units (no decimals applied). */
export function readInteger(text: string, type: string): ReadValue<bigint> {
  const digits = text.trim();
  if (digits === '') return refused('Enter a whole number');
  if (!/^-?\d+$/.test(digits)) {
    return refused('Use a whole number in digits, without separators or a decimal point');
  }
  return fitsInteger(BigInt(digits), type);
}

/**
 * An address as typed: 0x and 40 hex digits. Mixed case is an EIP-55 checksum, so a wrong
 * capital means a typo somewhere, and the address is refused rather than trusted.
 */
export function readAddress(text: string): ReadValue<`0x${string}`> {
  const address = text.trim();
  if (address === '') return refused('Enter or choose an address');
  if (!isAddress(address, { strict: false })) {
    return refused('Not an address: it needs 0x followed by 40 hexadecimal digits');
  }
  if (!isAddress(address)) {
    return refused(
      "Its capital letters do not match the address's checksum: a character is probably mistyped",
    );
  }
  return { ok: true, value: address };
}
