import { unstorableText } from '../../shared/contracts/request-limits';

/** The first string in `value` (a key or a value, at any depth) the database could not hold. */
export function findUnstorable(
  value: unknown,
  path: readonly (string | number)[] = [],
): { field: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    return problem === undefined ? undefined : { field: path.join('.'), problem };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unstorableText(key);
      if (keyProblem !== undefined) {
        return { field: [...path, 'key'].join('.'), problem: `a field name ${keyProblem}` };
      }
      const found = findUnstorable(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
