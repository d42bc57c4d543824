import { describe, expect, it } from 'vitest';
import { labelOf, marginCallLabels } from './loan-field-labels';

describe('labelOf', () => {
  it('labels a field by its meaning: the currency as a unit, "top-up" as a noun', () => {
    expect(labelOf('requiredTopUpUsd', marginCallLabels)).toBe('Top-up needed (USD)');
    expect(labelOf('requiredTopUpUsd')).toBe('Required top-up (USD)');
    expect(labelOf('collateralValueUsd')).toBe('Collateral value (USD)');
    expect(labelOf('liquidationPrice')).toBe('Liquidation price');
  });

  it('keeps a word that merely ends like a currency', () => {
    expect(labelOf('status')).toBe('Status');
    expect(labelOf('bonus')).toBe('Bonus');
  });
});
