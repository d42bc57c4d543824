import { describe, expect, it } from 'vitest';
import type { Loan } from '../../shared/contracts/loans';
import { Unreadable } from '../../shared/contracts/readable';
import { testLoan } from '../../testing/loan-fixture';
import {
  daysLeft,
  inWords,
  isObfuscatedId,
  loanSideOf,
  loanStatusTone,
  ltvHealthTone,
  otherCounterpartyId,
  totalsByCurrency,
} from './loan-facts';

const ORG = 'org-northwind-capital';

function loan(overrides: Partial<Loan>): Loan {
  return testLoan({
    borrowerCounterpartyId: 'cp-borrower',
    lenderCounterpartyId: 'cp-lender',
    lenderOrganizationId: ORG,
    ...overrides,
  });
}

describe('loan facts', () => {
  it('puts loan types in words', () => {
    expect(inWords('agency-lending-parent-loan')).toBe('Agency lending parent loan');
    expect(inWords('quantum-loan')).toBe('Quantum loan');
  });

  it('recognises obfuscated ids', () => {
    expect(isObfuscatedId('****abcd')).toBe(true);
    expect(isObfuscatedId('org-northwind-capital')).toBe(false);
  });

  it('knows our side and the other counterparty', () => {
    const lent = loan({});
    const borrowed = loan({ lenderOrganizationId: '****1234', borrowerOrganizationId: ORG });
    expect(loanSideOf(lent, ORG)).toBe('lend');
    expect(loanSideOf(borrowed, ORG)).toBe('borrow');
    expect(loanSideOf(lent, 'org-other')).toBeNull();
    expect(otherCounterpartyId(lent, ORG)).toBe('cp-borrower');
    expect(otherCounterpartyId(borrowed, ORG)).toBe('cp-lender');
  });

  it('counts days to maturity, negative once past', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(daysLeft(String(now + 10 * 86_400_000), now)).toBe(10);
    expect(daysLeft(String(now + 1), now)).toBe(1);
    expect(daysLeft(String(now - 3 * 86_400_000), now)).toBe(-3);
    expect(daysLeft(undefined, now)).toBeNull();
    expect(daysLeft('soon', now)).toBeNull();
  });

  it('gives unknown statuses no tone, so they show neutral', () => {
    expect(loanStatusTone('active')).toBe('success');
    expect(loanStatusTone('defaulted')).toBe('failure');
    expect(loanStatusTone('quantum-frozen')).toBeUndefined();
    expect(ltvHealthTone('margin-call')).toBe('action');
    expect(ltvHealthTone('teetering')).toBeUndefined();
  });
});

describe('totals by currency', () => {
  it('sums each side exactly, beyond what a float holds', () => {
    const { totals } = totalsByCurrency(
      [
        loan({ amount: '0.000000000000000001' }),
        loan({ amount: '123456789012345678901.5' }),
        loan({
          amount: '0.1',
          lenderOrganizationId: '****1234',
          borrowerOrganizationId: ORG,
        }),
        loan({ amount: '0.2', lenderOrganizationId: '****1234', borrowerOrganizationId: ORG }),
        loan({ amount: '7', currency: 'BTC' }),
      ],
      ORG,
    );
    expect(totals).toEqual([
      { currency: 'BTC', lent: '7', borrowed: '0', loanCount: 1 },
      {
        currency: 'USDC',
        lent: '123456789012345678901.500000000000000001',
        borrowed: '0.3',
        loanCount: 4,
      },
    ]);
  });

  it('leaves out loans that are not ours and malformed amounts', () => {
    const { totals, leftOut } = totalsByCurrency(
      [
        loan({ amount: '1,000' }),
        loan({ amount: new Unreadable('lots', 'not a decimal') }),
        loan({ currency: new Unreadable(7, 'not text') }),
        loan({ lenderOrganizationId: 'org-else' }),
      ],
      ORG,
    );
    expect(totals).toEqual([]);
    // Not ours is no omission; an amount or currency that could not be read is, and says so.
    expect(leftOut.words({ one: 'loan', many: 'loans' })).toBe(
      '2 loans left out: amount unreadable; 1 loan left out: currency unreadable',
    );
  });
});
