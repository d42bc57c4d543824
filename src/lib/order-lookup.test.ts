import { describe, expect, it } from 'vitest';
import { classifyFindTerm } from './order-lookup';

const orderId = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';

describe('classifyFindTerm', () => {
  it('reads a whole order id, whatever its case and surrounding spaces', () => {
    expect(classifyFindTerm(`  ${orderId.toUpperCase()} `)).toEqual({ kind: 'order-id', orderId });
  });

  it('reads the 8 characters a table shows as the start of an order id, with or without its ellipsis', () => {
    expect(classifyFindTerm('3f2b8c1e')).toEqual({ kind: 'order-id-prefix', prefix: '3f2b8c1e' });
    expect(classifyFindTerm('3f2b8c1e…')).toEqual({ kind: 'order-id-prefix', prefix: '3f2b8c1e' });
    expect(classifyFindTerm('3F2B8C1E-9a4d')).toEqual({
      kind: 'order-id-prefix',
      prefix: '3f2b8c1e-9a4d',
    });
  });

  it('takes anything else as an external order id, a transaction id or an address', () => {
    expect(classifyFindTerm('payroll-2026-11')).toEqual({ kind: 'text', text: 'payroll-2026-11' });
    expect(classifyFindTerm('0xAbC123')).toEqual({ kind: 'text', text: '0xAbC123' });
    // Too short to be a shown prefix, and a 64-character hash is not an order id.
    expect(classifyFindTerm('3f2b8c')).toEqual({ kind: 'text', text: '3f2b8c' });
    const hash = 'a'.repeat(64);
    expect(classifyFindTerm(hash)).toEqual({ kind: 'text', text: hash });
  });

  it('finds nothing to search in an empty box', () => {
    expect(classifyFindTerm('   ')).toBeUndefined();
  });
});
