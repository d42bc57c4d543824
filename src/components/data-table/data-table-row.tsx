import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type MouseEvent } from 'react';
import classes from './data-table.module.css';

export interface DataTableRowProps<T> {
  row: Row<T>;
  index: number;
  height: number;
  active: boolean;
  highlighted: boolean;
  /** Changes when the visible columns change, so memoized rows re-render then. */
  columnsKey: string;
  /** The column definitions: new definitions (e.g. new lookup data in a cell) re-render rows. */
  columns: unknown;
  onRowClick: (index: number, event: MouseEvent<HTMLTableRowElement>) => void;
}

function DataTableRowView<T>({
  row,
  index,
  height,
  active,
  highlighted,
  onRowClick,
}: DataTableRowProps<T>) {
  return (
    <tr
      data-row-index={index}
      data-highlighted={highlighted || undefined}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      className={`mantine-focus-auto ${classes.row}`}
      onClick={(event) => onRowClick(index, event)}
      style={{ height }}
    >
      {row.getVisibleCells().map((cell) => (
        // By column, not by cell id (which holds the row id): a recycled row keeps its cells.
        <td
          key={cell.column.id}
          className={classes.cell}
          data-align={cell.column.columnDef.meta?.align}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

/**
 * A row re-renders only when its data object, its position, its columns or its
 * active/highlighted state change: a refresh that leaves a row's data untouched
 * (structural sharing keeps the same object) does not repaint it.
 */
export const DataTableRow = memo(
  DataTableRowView,
  (prev, next) =>
    prev.row.original === next.row.original &&
    prev.index === next.index &&
    prev.height === next.height &&
    prev.active === next.active &&
    prev.highlighted === next.highlighted &&
    prev.columnsKey === next.columnsKey &&
    prev.columns === next.columns &&
    prev.onRowClick === next.onRowClick,
) as typeof DataTableRowView;
