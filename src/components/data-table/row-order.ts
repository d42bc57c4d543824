import type { ColumnDef, SortingState } from '@tanstack/react-table';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type Compare<T> = (a: T, b: T) => number;

/** How two rows compare on one column, ascending. */
function columnCompare<T>(data: readonly T[], column: ColumnDef<T> | undefined): Compare<T> {
  const compare = column?.meta?.compare;
  if (compare) return compare;
  const accessor = column && 'accessorFn' in column ? column.accessorFn : undefined;
  if (!accessor) return () => 0;
  // Each row's value is read once, not once per comparison.
  const values = new Map<T, string>();
  data.forEach((row, index) => {
    const value = accessor(row, index);
    values.set(row, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  });
  return (a, b) => collator.compare(values.get(a) ?? '', values.get(b) ?? '');
}

/**
 * `data` in display order, sorted by `sorting` (several columns in turn; ties keep the data's
 * own order) and unchanged, not copied, when nothing is sorted. Sorting the rows themselves,
 * rather than building a row object for every row as TanStack Table's sorted row model does,
 * keeps 100,000 rows cheap in time and memory.
 */
export function sortRows<T>(
  data: readonly T[],
  columns: readonly ColumnDef<T>[],
  sorting: SortingState,
): readonly T[] {
  if (sorting.length === 0) return data;
  const compares = sorting.map(({ id, desc }): Compare<T> => {
    const compare = columnCompare(
      data,
      columns.find((column) => column.id === id),
    );
    return desc ? (a, b) => compare(b, a) : compare;
  });
  const [only] = compares;
  // Array.prototype.sort is stable: equal rows stay in the data's order.
  return [...data].sort(
    compares.length === 1 && only
      ? only
      : (a, b) => {
          for (const compare of compares) {
            const result = compare(a, b);
            if (result !== 0) return result;
          }
          return 0;
        },
  );
}
