import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../seed/seed-portfolios';
import { sha256Matches } from './master-password';

describe('sha256Matches', () => {
  const stored = sha256Hex('the master password');

  it('accepts the same digest, in either case', () => {
    expect(sha256Matches(stored, stored)).toBe(true);
    expect(sha256Matches(stored.toUpperCase(), stored)).toBe(true);
  });

  it('refuses another digest of the same length', () => {
    expect(sha256Matches(sha256Hex('a guess'), stored)).toBe(false);
  });

  it('refuses a digest of another length without throwing', () => {
    expect(sha256Matches(stored.slice(0, 40), stored)).toBe(false);
    expect(sha256Matches('', stored)).toBe(false);
  });

  it('refuses everything when the portfolio has no master password', () => {
    expect(sha256Matches(stored, undefined)).toBe(false);
    expect(sha256Matches('', undefined)).toBe(false);
  });
});
