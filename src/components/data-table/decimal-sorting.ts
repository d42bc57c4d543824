import type { Row } from '@tanstack/react-table';
import { Money } from '../../lib/decimal';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Compares two decimal strings exactly (JS numbers would lose digits beyond 2^53).
 * Malformed values sort before every number so they are easy to spot.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const aValid = DECIMAL.test(a);
  const bValid = DECIMAL.test(b);
  if (!aValid || !bValid) return Number(aValid) - Number(bValid);
  return new Money(a).comparedTo(new Money(b));
}

/** TanStack Table sorting function for columns whose values are decimal strings. */
export function decimalSortingFn<T>(rowA: Row<T>, rowB: Row<T>, columnId: string): number {
  return compareDecimalStrings(
    String(rowA.getValue(columnId) ?? ''),
    String(rowB.getValue(columnId) ?? ''),
  );
}
