import { describe, expect, it } from 'vitest';
import { checkPayload, splitPastedPayloads } from './payload-rules';

// EIP-155's worked example: the unsigned legacy transaction (nonce 9, 20 gwei, 21000 gas,
// 1 ether, chain id 1) as it is serialised for signing.
const legacyEip155 =
  '0xec098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080018080';
// The same transaction without the chain id fields (pre-EIP-155, 6 fields).
const legacyPlain =
  '0xe9098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080';

describe('checkPayload on Ethereum', () => {
  it('accepts legacy (type 0) unsigned transactions, with or without a chain id', () => {
    expect(checkPayload(legacyEip155, 'ETH')).toEqual({ ok: true, bytes: 45 });
    expect(checkPayload(legacyPlain, 'ETH')).toEqual({ ok: true, bytes: 42 });
    expect(checkPayload(`  ${legacyEip155.toUpperCase().replace('0X', '0x')}\n`, 'ETH').ok).toBe(
      true,
    );
  });

  it.each([
    ['01', 'EIP-2930 (type 1'],
    ['02', 'EIP-1559 (type 2'],
    ['03', 'EIP-4844 (type 3'],
    ['04', 'EIP-7702 (type 4'],
  ])('refuses a typed transaction starting with 0x%s and names it', (type, name) => {
    const result = checkPayload(`0x${type}${legacyEip155.slice(2)}`, 'ETH');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain(name);
      expect(result.reason).toContain('only legacy (type 0)');
    }
  });

  it('refuses bytes that are not an RLP list', () => {
    const result = checkPayload('0x8001', 'ETH');
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.reason).toContain('(first byte 0xc0 or above), not 0x80');
  });

  it('refuses a truncated list, trailing bytes and a wrong field count', () => {
    const truncated = checkPayload(legacyEip155.slice(0, -4), 'ETH');
    const trailing = checkPayload(`${legacyEip155}00`, 'ETH');
    const threeFields = checkPayload('0xc3010203', 'ETH');
    expect(truncated.ok || truncated.reason).toContain('truncated');
    expect(trailing.ok || trailing.reason).toContain('extra bytes');
    expect(threeFields.ok || threeFields.reason).toContain('this one has 3');
  });

  it('refuses a signed transaction (r and s filled in)', () => {
    const signed = `0xee${legacyEip155.slice(4, -4)}81018102`;
    const result = checkPayload(signed, 'ETH');
    expect(result.ok || result.reason).toContain('is signed');
  });
});

describe('checkPayload hex rules (every network)', () => {
  it.each([
    ['', 'Enter a serialised transaction'],
    ['ec09', 'must start with 0x'],
    ['0x', 'no bytes after 0x'],
    ['0xec0', 'Odd number of hex digits (3)'],
    ['0xzz', '"z" is not a hex digit'],
    ['0x12 34', '" " is not a hex digit'],
  ])('refuses %j', (payload, reason) => {
    for (const network of ['ETH', 'SOL']) {
      const result = checkPayload(payload, network);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toContain(reason);
    }
  });

  it('accepts any well-formed hex on networks other than Ethereum, typed or not', () => {
    expect(checkPayload('0x02abcd', 'SOL')).toEqual({ ok: true, bytes: 3 });
    expect(checkPayload('0x02abcd', 'ETH').ok).toBe(false);
  });
});

describe('splitPastedPayloads', () => {
  it('splits on new lines, commas, semicolons and spaces and drops blanks', () => {
    expect(splitPastedPayloads('0x01\n\n0x02, 0x03;0x04\t0x05\r\n')).toEqual([
      '0x01',
      '0x02',
      '0x03',
      '0x04',
      '0x05',
    ]);
  });
});
