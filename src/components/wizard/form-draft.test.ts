import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from './form-draft';

const empty = { portfolioId: '', amount: '', payloads: [''], includeFee: false };

afterEach(() => window.sessionStorage.clear());

describe('wizard drafts', () => {
  it('bring back what was typed, field by field', () => {
    writeDraft('withdrawal', { ...empty, portfolioId: 'p-1', amount: '0.000000000000000001' });
    expect(readDraft('withdrawal', empty)).toEqual({
      ...empty,
      portfolioId: 'p-1',
      amount: '0.000000000000000001',
    });
  });

  it('ignore fields the form does not have, values of another kind, and broken storage', () => {
    writeDraft('withdrawal', { amount: 12, payloads: 'x', includeFee: true, masterPassword: 'x' });
    expect(readDraft('withdrawal', empty)).toEqual({ ...empty, includeFee: true });
    window.sessionStorage.setItem('custody-ops:draft:broken', '{not json');
    expect(readDraft('broken', empty)).toEqual(empty);
    expect(readDraft('never-written', empty)).toEqual(empty);
  });
});
