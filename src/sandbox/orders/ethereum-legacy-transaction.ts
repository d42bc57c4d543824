/**
 * Checks that a multi-smart-call payload for Ethereum is an unsigned legacy
 * (type 0) transaction: the RLP list [nonce, gasPrice, gasLimit, to, value,
 * data], or its EIP-155 form with [chainId, 0, 0] appended. Typed envelopes
 * (EIP-2930, EIP-1559, …) start with a type byte below 0xc0 and are refused,
 * as the provider refuses them.
 *
 * Returns the reason the payload is refused, or undefined when it is accepted.
 */
export function legacyTransactionProblem(payload: string): string | undefined {
  const hex = payload.startsWith('0x') ? payload.slice(2) : payload;
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    return 'is not a hex-encoded transaction';
  }
  const bytes = Buffer.from(hex, 'hex');
  const first = bytes[0] ?? 0;
  if (first < 0xc0) {
    return first <= 0x7f
      ? `is a typed (type ${first}) transaction; only legacy (type 0) transactions are supported`
      : 'is not an RLP-encoded transaction';
  }
  const list = readItem(bytes, 0);
  if (list === undefined || !list.isList || list.end !== bytes.length) {
    return 'is not a well-formed RLP transaction';
  }
  const fields: RlpItem[] = [];
  for (let offset = list.start; offset < list.end;) {
    const item = readItem(bytes, offset);
    if (item === undefined || item.end > list.end) return 'is not a well-formed RLP transaction';
    if (item.isList) return 'has a nested list where a transaction field belongs';
    fields.push(item);
    offset = item.end;
  }
  if (fields.length === 9) {
    const [r, s] = fields.slice(7);
    if (r === undefined || s === undefined || r.end > r.start || s.end > s.start) {
      return 'is signed; send the unsigned transaction';
    }
    return undefined;
  }
  return fields.length === 6
    ? undefined
    : `has ${fields.length} fields; a legacy transaction has 6 (or 9 with the EIP-155 chain id)`;
}

interface RlpItem {
  isList: boolean;
  /** First byte of the payload. */
  start: number;
  /** One past the last byte of the item. */
  end: number;
}

function readItem(bytes: Buffer, offset: number): RlpItem | undefined {
  const prefix = bytes[offset];
  if (prefix === undefined) return undefined;
  if (prefix <= 0x7f) return { isList: false, start: offset, end: offset + 1 };
  const isList = prefix >= 0xc0;
  const base = isList ? 0xc0 : 0x80;
  const shortLimit = base + 55;
  if (prefix <= shortLimit) {
    const start = offset + 1;
    return within(bytes, { isList, start, end: start + (prefix - base) });
  }
  const lengthOfLength = prefix - shortLimit;
  const lengthBytes = bytes.subarray(offset + 1, offset + 1 + lengthOfLength);
  if (lengthBytes.length !== lengthOfLength || lengthBytes[0] === 0) return undefined;
  const length = lengthBytes.reduce((total, byte) => total * 256 + byte, 0);
  const start = offset + 1 + lengthOfLength;
  return within(bytes, { isList, start, end: start + length });
}

function within(bytes: Buffer, item: RlpItem): RlpItem | undefined {
  return item.end <= bytes.length ? item : undefined;
}
