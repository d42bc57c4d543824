import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-error';
import { issueMessages } from '../../testing/issue-messages';
import type { Currency } from '../../shared/contracts/currencies';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { buildMscRequest, emptyMscForm, mscFormSchema, reachableMscStep } from './msc-form';
import { mscStepForError } from './msc-errors';
import { emptyCallDraft, type CallDraft } from './call-builder';
import { decodeSmartCall } from '../../shared/smart-calls';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const halcyon = '0x1111111111111111111111111111111111111111';
const pasted = (payload: string): CallDraft => ({
  ...emptyCallDraft,
  mode: 'paste',
  pasted: payload,
});
const usdcTransfer: CallDraft = {
  ...emptyCallDraft,
  contract: usdc,
  functionSignature: 'transfer(address,uint256)',
  args: [halcyon, '1250'],
};
const legacy =
  '0xec098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080018080';
const currencies: Currency[] = [
  { currency: 'ETH', mainCurrency: 'ETH', name: 'Ether', decimal: '18', tags: ['defi-allowed'] },
  { currency: 'BTC', mainCurrency: 'BTC', name: 'Bitcoin', decimal: '8', tags: ['show-custody'] },
];
const wallet = (portfolioId: string, currency: string, available: string): Wallet => ({
  walletId: `${portfolioId}-${currency}`,
  portfolioId,
  currency,
  mainCurrency: currency,
  balance: available,
  available,
});
const portfolio = (portfolioId: string, portfolioType: string): Portfolio => ({
  portfolioId,
  portfolioName: portfolioId,
  portfolioType,
  isActive: true,
  createdAt: '1',
  createdBy: 'u',
});
const ctx = {
  currencies,
  wallets: [wallet('ops', 'ETH', '2.5'), wallet('ledger', 'ETH', '9'), wallet('ops', 'BTC', '1')],
  portfolios: new Map([
    ['ops', portfolio('ops', 'custody')],
    ['ledger', portfolio('ledger', 'external')],
  ]),
};
const valid = {
  ...emptyMscForm,
  currencyKey: 'ETH:ETH',
  portfolioId: 'ops',
  calls: [pasted(legacy), pasted(` ${legacy} `)],
  amount: '0.000000000000000001',
};

function messages(values: typeof valid) {
  return issueMessages(mscFormSchema(ctx).safeParse(values));
}

describe('multi-smart-call form', () => {
  it('builds the exact multi-smart-call body for valid values', () => {
    expect(messages(valid)).toEqual({});
    expect(buildMscRequest(ctx, valid, 'ext-1')).toEqual({
      orderType: 'withdraw',
      portfolioId: 'ops',
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
      amount: '0.000000000000000001',
      blockchainTransactionType: 'multi-smart-call',
      payloads: [legacy, legacy],
      feeLevel: 'medium',
      externalBroadcast: false,
      externalOrderId: 'ext-1',
    });
    expect(reachableMscStep(ctx, valid)).toBe('review');
  });

  it('refuses a currency without the defi-allowed tag, with the reason', () => {
    expect(messages({ ...valid, currencyKey: 'BTC:BTC' }).currencyKey).toContain(
      'not enabled for DeFi',
    );
    expect(reachableMscStep(ctx, { ...valid, currencyKey: 'BTC:BTC' })).toBe('source');
  });

  it('refuses an external portfolio and flags each bad payload by position', () => {
    const result = messages({
      ...valid,
      portfolioId: 'ledger',
      calls: [pasted(legacy), pasted(`0x02${legacy.slice(2)}`), pasted('0xabc')],
    });
    expect(result.portfolioId).toContain('tracked only');
    expect(result['calls.0.pasted']).toBeUndefined();
    expect(result['calls.1.pasted']).toContain('EIP-1559');
    expect(result['calls.2.pasted']).toContain('Odd number');
  });

  it('checks the amount against precision and the available balance', () => {
    expect(messages({ ...valid, amount: '2.5000000000000000001' }).amount).toContain('18 decimal');
    expect(messages({ ...valid, amount: '2.500000000000000001' }).amount).toContain(
      'available balance (2.5 ETH)',
    );
    expect(reachableMscStep(ctx, { ...valid, amount: '' })).toBe('settings');
  });
});

describe('multi-smart-call form with built calls', () => {
  it('accepts a token call that sends no coin, with a zero amount, and sends the built payload', () => {
    const values = { ...valid, calls: [usdcTransfer, pasted(legacy)], amount: '0' };
    expect(messages(values)).toEqual({});
    const request = buildMscRequest(ctx, values, 'ext-2');
    expect(request?.amount).toBe('0');
    expect(request?.payloads[1]).toBe(legacy);
    expect(decodeSmartCall(request?.payloads[0] ?? '')).toMatchObject({
      functionName: 'transfer',
      args: [{ value: halcyon }, { value: '1250000000' }],
    });
  });

  it('reports a builder problem on the call and field that has it, and builds no request', () => {
    const values = {
      ...valid,
      calls: [pasted(legacy), { ...usdcTransfer, args: [halcyon, '1,250'] }],
    };
    expect(messages(values)['calls.1.args.1']).toContain('Commas are ambiguous');
    expect(buildMscRequest(ctx, values, 'ext-3')).toBeNull();
    expect(reachableMscStep(ctx, values)).toBe('payloads');
  });

  it('asks for a pasted transaction where the builder does not serve the network', () => {
    const solana: Currency = {
      currency: 'SOL',
      mainCurrency: 'SOL',
      name: 'Solana',
      decimal: '9',
      tags: ['defi-allowed'],
    };
    const sol = { ...ctx, currencies: [...currencies, solana] };
    const result = issueMessages(
      mscFormSchema(sol).safeParse({ ...valid, currencyKey: 'SOL:SOL', calls: [usdcTransfer] }),
    );
    expect(result['calls.0.mode']).toContain('paste the transaction under Advanced');
  });

  it('still refuses an empty call list and a negative amount', () => {
    expect(messages({ ...valid, calls: [] }).calls).toContain('at least one call');
    expect(messages({ ...valid, amount: '-1' }).amount).toContain('Use digits');
  });
});

describe('mscStepForError', () => {
  it('routes refusals to the step whose input caused them', () => {
    expect(
      mscStepForError(
        new ApiError(400, 'bad-request', 'payloads.1: is a typed (type 2) transaction'),
      ),
    ).toBe('payloads');
    expect(mscStepForError(new ApiError(409, 'currency-not-defi-allowed', 'BTC on BTC …'))).toBe(
      'source',
    );
    expect(mscStepForError(new ApiError(409, 'insufficient-funds', '3 ETH needed'))).toBe(
      'settings',
    );
    expect(mscStepForError(new ApiError(403, 'forbidden', 'read-only'))).toBe('review');
    expect(mscStepForError(new TypeError('offline'))).toBe('review');
  });
});
