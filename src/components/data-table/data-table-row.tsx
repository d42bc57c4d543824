import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type MouseEvent } from 'react';

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
    <Table.Tr
      data-row-index={index}
      data-highlighted={highlighted || undefined}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      className="mantine-focus-auto"
      onClick={(event) => onRowClick(index, event)}
      style={{
        height,
        cursor: 'pointer',
        outlineOffset: -2,
        backgroundColor: highlighted ? 'var(--mantine-color-yellow-light)' : undefined,
        transition: 'background-color 1.2s ease-out',
      }}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td
          key={cell.id}
          ta={cell.column.columnDef.meta?.align}
          style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
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
