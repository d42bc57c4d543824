import { describe, expect, it } from 'vitest';
import { labelApiFields } from './api-field-labels';

describe('labelApiFields', () => {
  it('names a refused field by its form label', () => {
    expect(labelApiFields('amount: must be a positive decimal')).toBe(
      'Amount: must be a positive decimal',
    );
    expect(labelApiFields('externalOrderId: at most 255 characters')).toBe(
      'Order reference: at most 255 characters',
    );
  });

  it('counts list items from 1 and labels the field inside them', () => {
    expect(labelApiFields('payloads.2.data: not hex; orders.0.portfolioId: unknown')).toBe(
      'Transaction 3, data: not hex; Row 1, Portfolio: unknown',
    );
  });

  it('leaves a message that names no known field as it came', () => {
    expect(labelApiFields('Insufficient funds in the wallet')).toBe(
      'Insufficient funds in the wallet',
    );
    expect(labelApiFields('somethingElse: odd')).toBe('somethingElse: odd');
    expect(labelApiFields('Unknown field: foo')).toBe('Unknown field: foo');
  });
});
