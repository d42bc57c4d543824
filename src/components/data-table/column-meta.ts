import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaration merging must repeat the library's type parameters, used or not
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Words for the column in the column chooser (headers may be short or icons). */
    label?: string;
    /** Right-align numbers so their digits line up. */
    align?: 'left' | 'right';
    /**
     * Orders two rows for sorting by this column (ascending); without it, the column's values
     * compare as text, numbers in it by value.
     */
    compare?: (a: TData, b: TData) => number;
  }
}
