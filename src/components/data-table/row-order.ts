import type { ColumnDef, SortingState } from '@tanstack/react-table';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type Compare = (a: number, b: number) => number;

/** How two rows (by index into `data`) compare on one column, ascending. */
function columnCompare<T>(data: readonly T[], column: ColumnDef<T> | undefined): Compare {
  const compare = column?.meta?.compare;
  if (compare) {
    return (a, b) => {
      const left = data[a];
      const right = data[b];
      return left === undefined || right === undefined ? 0 : compare(left, right);
    };
  }
  const accessor = column && 'accessorFn' in column ? column.accessorFn : undefined;
  if (!accessor) return () => 0;
  // Each row's value is read once, not once per comparison.
  const values = data.map((row, index) => {
    const value = accessor(row, index);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  return (a, b) => collator.compare(values[a] ?? '', values[b] ?? '');
}

/**
 * The display order of `data` as indices, sorted by `sorting` (several columns in turn). Ties
 * keep the data's own order. Sorting indices, rather than building a row object for every row
 * as TanStack Table's sorted row model does, keeps 100,000 rows cheap in time and memory.
 */
export function rowOrder<T>(
  data: readonly T[],
  columns: readonly ColumnDef<T>[],
  sorting: SortingState,
): number[] {
  const order = Array.from({ length: data.length }, (_, index) => index);
  if (sorting.length === 0) return order;
  const compares = sorting.map(({ id, desc }) => {
    const compare = columnCompare(
      data,
      columns.find((column) => column.id === id),
    );
    return desc ? (a: number, b: number) => compare(b, a) : compare;
  });
  return order.sort((a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  });
}
