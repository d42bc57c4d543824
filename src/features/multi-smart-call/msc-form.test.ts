import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-error';
import { issueMessages } from '../../testing/issue-messages';
import type { Currency } from '../../shared/contracts/currencies';
import type { Portfolio } from '../../shared/contracts/portfolios';
import type { Wallet } from '../../shared/contracts/wallets';
import { buildMscRequest, emptyMscForm, mscFormSchema, reachableMscStep } from './msc-form';
import { mscStepForError } from './msc-errors';

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
  payloads: [{ value: legacy }, { value: ` ${legacy} ` }],
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
      payloads: [{ value: legacy }, { value: `0x02${legacy.slice(2)}` }, { value: '0xabc' }],
    });
    expect(result.portfolioId).toContain('tracked only');
    expect(result['payloads.0.value']).toBeUndefined();
    expect(result['payloads.1.value']).toContain('EIP-1559');
    expect(result['payloads.2.value']).toContain('Odd number');
  });

  it('checks the amount against precision and the available balance', () => {
    expect(messages({ ...valid, amount: '2.5000000000000000001' }).amount).toContain('18 decimal');
    expect(messages({ ...valid, amount: '2.500000000000000001' }).amount).toContain(
      'available balance (2.5 ETH)',
    );
    expect(reachableMscStep(ctx, { ...valid, amount: '' })).toBe('settings');
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
