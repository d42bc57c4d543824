/**
 * Checks one serialised unsigned transaction before it is sent. The API only accepts hex,
 * and for Ethereum only legacy (type 0) transactions: an RLP list, not an EIP-2718 envelope.
 */

export type PayloadCheck = { ok: true; bytes: number } | { ok: false; reason: string };

/** EIP-2718 type bytes the provider refuses, with the name an operator recognises. */
const typedTransactionNames: Readonly<Record<number, string>> = {
  1: 'an EIP-2930 (type 1, access list) transaction',
  2: 'an EIP-1559 (type 2, dynamic fee) transaction',
  3: 'an EIP-4844 (type 3, blob) transaction',
  4: 'an EIP-7702 (type 4, set code) transaction',
};

/** Networks whose payloads must be legacy Ethereum transactions. */
export function requiresLegacyEthereum(mainCurrency: string): boolean {
  return mainCurrency === 'ETH';
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

function readLength(bytes: Uint8Array, start: number, size: number): number | null {
  if (size === 0 || start + size > bytes.length || bytes[start] === 0) return null;
  let length = 0;
  for (let i = 0; i < size; i += 1) length = length * 256 + (bytes[start + i] ?? 0);
  return length;
}

interface RlpItem {
  /** Offset just past the item. */
  end: number;
  isList: boolean;
  payloadStart: number;
}

/** Reads the header of the RLP item at `offset`; null when it runs past the data. */
function readItem(bytes: Uint8Array, offset: number): RlpItem | null {
  const first = bytes[offset];
  if (first === undefined) return null;
  let header = 1;
  let length: number | null;
  if (first < 0x80) {
    header = 0;
    length = 1;
  } else if (first <= 0xb7) {
    length = first - 0x80;
  } else if (first <= 0xbf) {
    header = 1 + first - 0xb7;
    length = readLength(bytes, offset + 1, first - 0xb7);
  } else if (first <= 0xf7) {
    length = first - 0xc0;
  } else {
    header = 1 + first - 0xf7;
    length = readLength(bytes, offset + 1, first - 0xf7);
  }
  if (length === null) return null;
  const end = offset + header + length;
  if (end > bytes.length) return null;
  return { end, isList: first >= 0xc0, payloadStart: offset + header };
}

/**
 * The fields of a legacy transaction (nonce, gasPrice, gas, to, value, data, plus the
 * EIP-155 chainId, 0, 0), as their items; a string says why the bytes are not such a list.
 */
function legacyFields(bytes: Uint8Array): RlpItem[] | string {
  const list = readItem(bytes, 0);
  if (!list) return 'the RLP list is truncated: its length prefix is longer than the data';
  if (list.end !== bytes.length) return 'there are extra bytes after the RLP list';
  const fields: RlpItem[] = [];
  let offset = list.payloadStart;
  while (offset < list.end) {
    const item = readItem(bytes, offset);
    const number = fields.length + 1;
    if (!item || item.end > list.end) return `field ${number} of the RLP list is truncated`;
    if (item.isList) return `field ${number} is a list; legacy transaction fields are values`;
    fields.push(item);
    offset = item.end;
  }
  return fields;
}

/** An EIP-155 unsigned transaction carries empty r and s; values there mean it is signed. */
function isSigned(fields: readonly RlpItem[]): boolean {
  return fields.slice(7).some((field) => field.end > field.payloadStart);
}

/** Validates one payload for a network (`mainCurrency`). */
export function checkPayload(raw: string, mainCurrency: string): PayloadCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'Enter a serialised transaction' };
  if (!/^0x/i.test(text)) return { ok: false, reason: 'Hex must start with 0x' };
  const hex = text.slice(2);
  if (hex === '') return { ok: false, reason: 'There are no bytes after 0x' };
  const bad = /[^0-9a-fA-F]/.exec(hex);
  if (bad) return { ok: false, reason: `"${bad[0]}" is not a hex digit` };
  if (hex.length % 2 !== 0) {
    return { ok: false, reason: `Odd number of hex digits (${hex.length}): bytes need two each` };
  }
  const bytes = hexToBytes(hex);
  if (!requiresLegacyEthereum(mainCurrency)) return { ok: true, bytes: bytes.length };

  const first = bytes[0] ?? 0;
  const typed = typedTransactionNames[first];
  if (typed) {
    return {
      ok: false,
      reason: `This is ${typed}. Ethereum multi-smart-call orders accept only legacy (type 0) transactions: re-serialise it as legacy.`,
    };
  }
  if (first < 0xc0) {
    return {
      ok: false,
      reason: `Not a legacy transaction: it must start with an RLP list (first byte 0xc0 or above), not 0x${first.toString(16).padStart(2, '0')}.`,
    };
  }
  const fields = legacyFields(bytes);
  if (typeof fields === 'string') {
    return { ok: false, reason: `Malformed legacy transaction: ${fields}.` };
  }
  if (fields.length !== 6 && fields.length !== 9) {
    return {
      ok: false,
      reason: `A legacy transaction has 6 fields (9 with an EIP-155 chain id); this one has ${fields.length}.`,
    };
  }
  if (isSigned(fields)) {
    return { ok: false, reason: 'This transaction is signed; paste the unsigned transaction.' };
  }
  return { ok: true, bytes: bytes.length };
}

/** Splits pasted text into payloads: one per line, or separated by commas or spaces. */
export function splitPastedPayloads(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
