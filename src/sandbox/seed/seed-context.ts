import { createRandom, type Random } from './prng';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** How far back the seeded history reaches. */
export const HISTORY_DAYS = 90;

/**
 * Shared state of one seed run. Timestamps are offsets back from `anchorMs`
 * (by default "now", see `seedDatabase`), so a fresh sandbox always shows
 * recent activity; everything else depends only on the PRNG seed.
 */
export interface SeedContext {
  readonly seed: number;
  readonly anchorMs: number;
  /**
   * An independent generator per concern: adding orders (a bigger
   * `orderCount`) must not reshuffle the loans or the address book.
   */
  random(concern: string): Random;
}

export function createSeedContext(seed: number, anchorMs: number): SeedContext {
  return {
    seed,
    anchorMs,
    random: (concern) => createRandom(seed ^ hashLabel(concern)),
  };
}

/** Epoch-ms string `ms` before the anchor. */
export function msAgo(context: SeedContext, ms: number): string {
  return String(context.anchorMs - Math.round(ms));
}

/** A random instant within the last `maxMs`, as epoch ms (number). */
export function randomPast(context: SeedContext, random: Random, maxMs: number, minMs = 0): number {
  return context.anchorMs - random.int(Math.round(minMs), Math.round(maxMs));
}

/** FNV-1a: a stable 32-bit number per label, to derive per-concern seeds. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
