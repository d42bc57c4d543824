import { describe, expect, it } from 'vitest';
import { prefersCsv } from './content-negotiation';

describe('prefersCsv', () => {
  it.each([
    ['text/csv', true],
    ['Text/CSV; charset=utf-8', true],
    ['text/csv, application/json', true],
    ['application/json;q=0.4, text/csv;q=0.9', true],
    ['application/json, text/csv', false],
    ['text/csv;q=0.5, application/json', false],
    ['text/csv;q=0', false],
    ['*/*', false],
    ['text/html', false],
    [undefined, false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersCsv(accept)).toBe(expected);
  });
});
