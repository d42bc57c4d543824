import { describe, expect, it } from 'vitest';
import { findUnstorable, jsonNestsDeeperThan, unsingleLineText } from './storable-input';

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(`${'['.repeat(64)}${']'.repeat(64)}`)).toBe(false);
    expect(jsonNestsDeeperThan(`${'['.repeat(65)}${']'.repeat(65)}`)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(500)}\\"{"}`)).toBe(false);
    expect(jsonNestsDeeperThan('[{"a":[{"b":1}]}]', 3)).toBe(true);
  });
});

describe('findUnstorable', () => {
  it('names the first field a database cannot hold, a key included', () => {
    expect(findUnstorable({ a: 'ok', b: ['fine', 'x\u0000'] })?.field).toBe('b.1');
    expect(findUnstorable({ 'bad\uD800': 1 })).toMatchObject({ field: 'key' });
    expect(findUnstorable({ a: '😀', b: [1, null, true] })).toBeUndefined();
  });

  it('walks a value 100,000 levels deep without running out of stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorable(deep)?.problem).toMatch(/NUL/);
  });
});

describe('unsingleLineText', () => {
  it('refuses NUL and line breaks, and lets a tab or an emoji through', () => {
    expect(unsingleLineText('a\r\nb')).toMatch(/U\+000D/);
    expect(unsingleLineText('a\nb')).toMatch(/U\+000A/);
    expect(unsingleLineText('a\tb 😀')).toBeUndefined();
  });
});
