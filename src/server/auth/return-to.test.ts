import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const ORIGIN = 'https://custody.example.com';
/** A fixed seed per run, printed by fast-check when a case fails, so the failure replays. */
const SEED = 20_260_301;

/** What a browser makes of a Location header holding `path`, sent by the dashboard. */
function whereABrowserGoes(path: string): URL {
  return new URL(path, `${ORIGIN}/auth/callback`);
}

describe('safeReturnTo', () => {
  it.each([
    '/\t/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/./%2fevil.example',
    '/%5c%5cevil.example',
    'https://evil.example',
    'https://custody.example.com/orders',
    'javascript:alert(1)',
    '/\r\nLocation: https://evil.example',
    '/orders\u0000',
    '/\u0085evil',
    `/${'a'.repeat(2_000)}`,
    '',
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe('/');
  });

  it.each([
    ['/orders?statuses=executed,rejected', '/orders?statuses=executed,rejected'],
    ['/co-sign/ord-1#review', '/co-sign/ord-1#review'],
    ['/activity?q=Zoë', '/activity?q=Zo%C3%AB'],
    ['/orders/../loans', '/loans'],
    ['/orders/\uD800', '/orders/%EF%BF%BD'],
  ])('keeps %j as %j', (value, kept) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(kept);
  });

  it('never yields anything a browser takes off the site, nor a header it cannot carry', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '.',
      '%2f',
      '%2F',
      '%5c',
      '%09',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'https:',
      '//',
      ' ',
      '\uD800',
      'é',
    );
    const candidate = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.array(pieces, { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        const kept = safeReturnTo(value, ORIGIN);
        expect(kept.startsWith('/')).toBe(true);
        expect(kept.startsWith('//')).toBe(false);
        expect(kept).toMatch(/^[\x21-\x7e]*$/);
        expect(whereABrowserGoes(kept).origin).toBe(ORIGIN);
      }),
      { numRuns: 2_000, seed: SEED },
    );
  });
});
