/**
 * A tiny seeded pseudo-random generator (mulberry32). The seed must be
 * reproducible: the same seed always yields the same store, so tests, demos
 * and bug reports see identical data. Math.random cannot be seeded, and a
 * 15-line generator is cheaper than a dependency. Not for cryptography.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A version-4-shaped UUID built from the generator, so ids are stable too. */
  uuid(): string;
  /** Lowercase hex of the given length. */
  hex(length: number): string;
  /** Characters drawn from an alphabet. */
  chars(alphabet: string, length: number): string;
  /**
   * A decimal string between min and max whole units with at most `decimals`
   * fractional digits, built digit by digit so it never passes through a
   * floating-point amount.
   */
  amount(minUnits: number, maxUnits: number, decimals: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const chars = (alphabet: string, length: number): string => {
    let out = '';
    for (let index = 0; index < length; index += 1)
      out += alphabet.charAt(int(0, alphabet.length - 1));
    return out;
  };
  const hex = (length: number): string => chars('0123456789abcdef', length);

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new Error('weighted() needs a non-empty list');
      return last[0];
    },
    uuid: () => {
      const variant = pick(['8', '9', 'a', 'b']);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    hex,
    chars,
    amount: (minUnits, maxUnits, decimals) => {
      const whole = String(int(minUnits, maxUnits));
      if (decimals === 0) return whole === '0' ? '1' : whole;
      let fraction = chars('0123456789', int(0, Math.min(decimals, 8))).replace(/0+$/, '');
      // A zero amount is not a believable order or balance.
      if (whole === '0' && fraction.length === 0)
        fraction = `${'0'.repeat(Math.min(decimals, 4) - 1)}1`;
      return fraction.length > 0 ? `${whole}.${fraction}` : whole;
    },
  };
}
