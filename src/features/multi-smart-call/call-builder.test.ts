import { describe, expect, it } from 'vitest';
import { parseAbi } from 'viem';
import { decodeSmartCall } from '../../shared/smart-calls';
import { buildCall, emptyCallDraft, type CallDraft } from './call-builder';
import { checkPayload } from './payload-rules';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const halcyon = '0x1111111111111111111111111111111111111111';
const unknownToken = '0x2222222222222222222222222222222222222222';
const ethereum = { chainId: 1, coin: 'ETH' };

const transfer = (overrides: Partial<CallDraft> = {}): CallDraft => ({
  ...emptyCallDraft,
  contract: usdc,
  functionSignature: 'transfer(address,uint256)',
  args: [halcyon, '1250'],
  ...overrides,
});

function built(draft: CallDraft) {
  const result = buildCall(draft, ethereum);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.payload;
}

function issues(draft: CallDraft) {
  const result = buildCall(draft, ethereum);
  return result.ok ? {} : Object.fromEntries(result.issues.map((i) => [i.field, i.message]));
}

describe('buildCall round trip', () => {
  it('builds an ERC-20 transfer in whole tokens that decodes to the same function and arguments', () => {
    const payload = built(transfer());
    expect(decodeSmartCall(payload)).toMatchObject({
      kind: 'function',
      to: usdc,
      value: '0',
      functionName: 'transfer',
      erc20: true,
      args: [
        { name: 'recipient', type: 'address', value: halcyon },
        { name: 'amount', type: 'uint256', value: '1250000000' },
      ],
    });
  });

  it('is a legacy (type 0) unsigned transaction for chain 1, as the provider accepts', () => {
    const payload = built(transfer());
    expect(checkPayload(payload, 'ETH').ok).toBe(true);
    expect(payload.startsWith('0xf8') || payload.startsWith('0xf9')).toBe(true);
  });

  it('carries the native value exactly, to the wei', () => {
    const payload = built(transfer({ nativeValue: '0.000000000000000001' }));
    expect(decodeSmartCall(payload)).toMatchObject({ value: '1' });
  });

  it('uses the typed decimals for a token it does not know', () => {
    const payload = built(
      transfer({ contract: unknownToken, decimals: '18', args: [halcyon, '0.5'] }),
    );
    expect(decodeSmartCall(payload)).toMatchObject({
      args: [{ value: halcyon }, { value: '500000000000000000' }],
    });
  });

  it('builds an approve and a transferFrom with every argument in place', () => {
    const approve = decodeSmartCall(
      built(transfer({ functionSignature: 'approve(address,uint256)', args: [halcyon, '1'] })),
    );
    expect(approve).toMatchObject({
      functionName: 'approve',
      args: [{ name: 'spender' }, { value: '1000000' }],
    });
    const from = decodeSmartCall(
      built(
        transfer({
          functionSignature: 'transferFrom(address,address,uint256)',
          args: [unknownToken, halcyon, '0.000001'],
        }),
      ),
    );
    expect(from).toMatchObject({
      functionName: 'transferFrom',
      args: [{ value: unknownToken }, { value: halcyon }, { value: '1' }],
    });
  });

  it('builds a call from a pasted ABI, its integers in the contract’s own units', () => {
    const abiText = JSON.stringify([
      {
        type: 'function',
        name: 'deposit',
        stateMutability: 'payable',
        inputs: [
          { name: 'shares', type: 'uint128' },
          { name: 'onBehalf', type: 'address' },
        ],
      },
    ]);
    const payload = built({
      ...emptyCallDraft,
      contract: unknownToken,
      abiSource: 'pasted',
      abiText,
      functionSignature: 'deposit(uint128,address)',
      args: ['42', halcyon],
      nativeValue: '1.5',
    });
    const abi = parseAbi(['function deposit(uint128 shares, address onBehalf) payable']);
    expect(decodeSmartCall(payload, [abi])).toMatchObject({
      functionName: 'deposit',
      value: '1500000000000000000',
      args: [
        { name: 'shares', value: '42' },
        { name: 'onBehalf', value: halcyon },
      ],
    });
  });
});

describe('buildCall refusals, each on its own field', () => {
  it.each([
    ['1,250', 'Commas are ambiguous'],
    ['1.2345678', 'USDC has 6 decimal places; this amount has 7'],
    ['-5', 'cannot be negative'],
    ['1e6', 'Use digits'],
    ['1 250', 'without spaces'],
    ['', 'Enter an amount'],
    ['abc', 'Use digits'],
  ])('refuses the token amount %j', (amount, reason) => {
    expect(issues(transfer({ args: [halcyon, amount] }))['args.1']).toContain(reason);
  });

  it('refuses an amount above what a uint256 holds', () => {
    expect(issues(transfer({ args: [halcyon, '9'.repeat(80)] }))['args.1']).toContain('Too large');
  });

  it('refuses a malformed or mis-checksummed address, and says which', () => {
    expect(issues(transfer({ contract: '0x1234' })).contract).toContain('40 hexadecimal digits');
    const badChecksum = usdc.replace('A0b', 'a0B');
    expect(issues(transfer({ contract: badChecksum })).contract).toContain('checksum');
    expect(issues(transfer({ args: ['', '1'] }))['args.0']).toContain('Enter or choose');
    expect(issues(transfer({ contract: usdc.toLowerCase() }))).toEqual({});
  });

  it('asks for the decimals of an unknown token, and refuses ones a token cannot have', () => {
    expect(issues(transfer({ contract: unknownToken })).decimals).toContain('decimal places');
    expect(issues(transfer({ contract: unknownToken, decimals: '256' })).decimals).toContain(
      '0 to 255',
    );
    expect(issues(transfer({ contract: unknownToken, decimals: '6.5' })).decimals).toContain(
      '0 to 255',
    );
  });

  it('asks for a function, and refuses a bad native value', () => {
    expect(issues(transfer({ functionSignature: '' })).functionSignature).toContain('Choose');
    expect(issues(transfer({ nativeValue: '0.0000000000000000001' })).nativeValue).toContain(
      'ETH has 18 decimal places',
    );
    expect(issues(transfer({ nativeValue: '-1' })).nativeValue).toContain('negative');
  });

  it('refuses an integer outside its type and a malformed boolean or bytes argument', () => {
    const abiText = JSON.stringify([
      {
        type: 'function',
        name: 'set',
        inputs: [
          { name: 'small', type: 'uint8' },
          { name: 'on', type: 'bool' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ]);
    const draft = {
      ...transfer(),
      abiSource: 'pasted' as const,
      abiText,
      functionSignature: 'set(uint8,bool,bytes)',
    };
    expect(issues({ ...draft, args: ['256', 'yes', '0xabc'] })).toEqual({
      'args.0': 'Too large for a uint8',
      'args.1': 'Choose true or false',
      'args.2': 'Enter bytes as hex: 0x followed by pairs of hexadecimal digits',
    });
    expect(issues({ ...draft, args: ['255', 'true', '0xab'] })).toEqual({});
  });
});
