import { describe, expect, it } from 'vitest';
import { historySince, samplingWords } from './history-periods';

describe('history periods', () => {
  it('starts a period its length before now, and "all kept" nowhere', () => {
    expect(historySince('6h', 10 * 3_600_000)).toBe(4 * 3_600_000);
    expect(historySince('all', 10 * 3_600_000)).toBeUndefined();
  });

  it('says how often the server samples', () => {
    expect(samplingWords(1)).toBe('every minute');
    expect(samplingWords(5)).toBe('every 5 minutes');
  });
});
