import { describe, expect, it } from 'vitest';
import { multiply, subtract } from './exact-decimal';
import { createRandom } from './prng';

describe('createRandom', () => {
  it('repeats the same draws for the same seed', () => {
    const draws = (seed: number) => {
      const random = createRandom(seed);
      return [
        random.uuid(),
        random.amount(1, 100, 18),
        random.int(0, 9),
        random.hex(8),
        random.next(),
      ];
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('draws integers within bounds and uuids of version 4 shape', () => {
    const random = createRandom(1);
    for (let index = 0; index < 1000; index += 1) {
      const value = random.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('builds non-zero decimal amounts within the currency decimals', () => {
    const random = createRandom(9);
    for (let index = 0; index < 500; index += 1) {
      const amount = random.amount(0, 3, 6);
      expect(amount).toMatch(/^\d+(\.\d{1,6})?$/);
      expect(amount).not.toMatch(/^0(\.0*)?$/);
      expect(amount).not.toMatch(/\.\d*0$/);
    }
  });
});

describe('exact decimals in the seed', () => {
  it('keeps 18-decimal and 21-digit amounts exact', () => {
    expect(multiply('123456789012345678901.5', '1', 6)).toBe('123456789012345678901.5');
    expect(subtract('1', '0.000000000000000001')).toBe('0.999999999999999999');
  });
});
