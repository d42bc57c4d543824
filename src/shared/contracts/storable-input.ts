import { unstorableText } from './request-limits';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest real request (a bulk
 * order's items) nests 4 deep; far past that, a parser or a walk over the value recurses until
 * the stack runs out (10,000 levels did, a 500).
 */
export const maxJsonDepth = 64;

/**
 * Whether `text`, read as JSON, nests deeper than `max`. It scans the characters once and never
 * recurses, so it is safe to run before parsing anything.
 */
export function jsonNestsDeeperThan(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}

/** Characters a single-line field (a key, an email, a URL) cannot hold. */
const notOnOneLine = [
  ['\u0000', 'U+0000'],
  ['\r', 'U+000D'],
  ['\n', 'U+000A'],
] as const;

/** Why `value` cannot stand in a single-line field, or undefined when it can. */
export function unsingleLineText(value: string): string | undefined {
  const found = notOnOneLine.find(([char]) => value.includes(char));
  return found === undefined
    ? undefined
    : `contains a control character (${found[1]}), which a single-line value cannot hold`;
}

/** A name a message may repeat: a field name that is itself hostile is not echoed. */
export function fieldName(name: string): string {
  return unstorableText(name) === undefined && unsingleLineText(name) === undefined
    ? name
    : '(a field name)';
}

/** A place in a value: its key and the place of its parent, so no path is copied on the way down. */
interface Place {
  key: string;
  parent: Place | undefined;
}

function pathOf(place: Place | undefined, last?: string): string {
  const keys = last === undefined ? [] : [last];
  for (let at = place; at !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first string in `value` (a key or a value, at any depth) the database could not hold,
 * with the path to it. It walks with a stack of its own, never recursion, so no depth of input
 * can overflow it, and in time proportional to the value's size.
 */
export function findUnstorable(value: unknown): { field: string; problem: string } | undefined {
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      const problem = unstorableText(current);
      if (problem !== undefined) return { field: pathOf(place), problem };
    } else if (typeof current === 'object' && current !== null) {
      const entries = Array.isArray(current)
        ? current.map((item, index): [string, unknown] => [String(index), item])
        : Object.entries(current);
      // Reversed onto the stack, so the first field is looked at first.
      for (const [key, item] of entries.reverse()) {
        const keyProblem = unstorableText(key);
        if (keyProblem !== undefined) {
          return { field: pathOf(place, 'key'), problem: `a field name ${keyProblem}` };
        }
        pending.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return undefined;
}
