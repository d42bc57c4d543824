import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './csv-cells';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@x', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('tr-0000908')).toBe('tr-0000908');
  });
});
