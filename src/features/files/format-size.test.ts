import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize', () => {
  it('names small sizes in bytes and larger ones in binary units', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
  });

  it('does not pretend to know an impossible size', () => {
    expect(formatFileSize(-1)).toBe('unknown size');
    expect(formatFileSize(Number.NaN)).toBe('unknown size');
  });
});
