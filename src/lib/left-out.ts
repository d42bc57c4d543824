import { isUnreadable } from '../shared/contracts/readable';

/** How an item is counted in words: "1 order", "2 orders". */
export interface Noun {
  one: string;
  many: string;
}

export function countOf(count: number, noun: Noun): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? noun.one : noun.many}`;
}

/** The reason for an item of a list answer that could not be read at all (not an object, no id…). */
export const unreadableItem = 'could not be read';

/**
 * What a computation over items (a sum, a count, a ratio) could not use, by reason
 * ("amount unreadable"), in the order first met. Anything computed over provider data
 * carries one, so a total never pretends to cover what it left out.
 */
export class LeftOut {
  private readonly reasons = new Map<string, number>();

  /** Records `count` items (one unless said) left out for `reason`. */
  add(reason: string, count = 1): void {
    if (count <= 0) return;
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + count);
  }

  /** Items left out in all. */
  get count(): number {
    let total = 0;
    for (const count of this.reasons.values()) total += count;
    return total;
  }

  /** Each reason with how many items it left out. */
  entries(): { reason: string; count: number }[] {
    return [...this.reasons].map(([reason, count]) => ({ reason, count }));
  }

  /** Adds what `other` left out to this. */
  merge(other: LeftOut): void {
    for (const { reason, count } of other.entries()) this.add(reason, count);
  }

  /** "2 orders left out: amount unreadable; 1 order left out: currency unreadable", or undefined. */
  words(noun: Noun): string | undefined {
    const parts = this.entries().map(
      ({ reason, count }) => `${countOf(count, noun)} left out: ${reason}`,
    );
    return parts.length === 0 ? undefined : parts.join('; ');
  }
}

/**
 * The readable values among `fields`, or the reason the item must be left out: the first
 * field (by its label) that could not be read. `undefined` fields (absent, optional) are fine.
 */
export function firstUnreadable(fields: Readonly<Record<string, unknown>>): string | undefined {
  for (const [label, value] of Object.entries(fields)) {
    if (isUnreadable(value)) return `${label} unreadable`;
  }
  return undefined;
}
