import './column-meta';
import { Box, Table } from '@mantine/core';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { DataTableHeader } from './data-table-header';
import { DataTableRow } from './data-table-row';
import { useRowNavigation } from './use-row-navigation';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  columnVisibility?: VisibilityState;
  /** Called with the row's data on click, Enter or Space. Clicks on links and buttons are theirs. */
  onRowActivate?: (row: T) => void;
  /** Ids of rows to highlight briefly (e.g. new or changed since the last refresh). */
  highlightedRowIds?: ReadonlySet<string>;
  /** Fixed row height in px; fixed heights keep scrolling cheap. */
  rowHeight?: number;
  /** Height limit of the scroll area; the header stays visible while rows scroll. */
  maxHeight?: string;
}

const noRows: ReadonlySet<string> = new Set();
const OVERSCAN = 12;

/**
 * A sortable table that renders only the rows in view (TanStack Table + TanStack Virtual with
 * Mantine Table parts), so a thousand rows or more scroll smoothly. Sorting is client-side,
 * over the rows it is given. Rows are keyboard-navigable (see `useRowNavigation`).
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  columnVisibility,
  onRowActivate,
  highlightedRowIds = noRows,
  rowHeight = 44,
  maxHeight = 'calc(100dvh - 260px)',
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // Rows cache their column values; new column definitions (new lookup data) need new rows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tableData = useMemo(() => data.slice(), [data, columns]);
  // TanStack Table returns fresh functions each render; rows below memoize on data instead.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: tableData,
    columns,
    state: { sorting, ...(columnVisibility ? { columnVisibility } : {}) },
    onSortingChange: setSorting,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnsKey = visibleColumns.map((column) => column.id).join(',');

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The sticky header covers the top of the scroll area.
    scrollPaddingStart: rowHeight,
  });

  const activate = useRef(onRowActivate);
  activate.current = onRowActivate;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const activateIndex = useCallback((index: number) => {
    const row = rowsRef.current[index];
    if (row) activate.current?.(row.original);
  }, []);

  const navigation = useRowNavigation({
    rowCount: rows.length,
    scrollToIndex: useCallback((index: number) => virtualizer.scrollToIndex(index), [virtualizer]),
    getRowElement: (index) =>
      scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null,
    onActivate: activateIndex,
  });
  const { setActiveIndex } = navigation;
  const onRowClick = useCallback(
    (index: number, event: MouseEvent<HTMLTableRowElement>) => {
      if (event.target instanceof Element && event.target.closest('a, button, input')) return;
      setActiveIndex(index);
      activateIndex(index);
    },
    [setActiveIndex, activateIndex],
  );

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const totalWidth = visibleColumns.reduce((sum, column) => sum + column.getSize(), 0);

  return (
    <Box
      ref={scrollRef}
      style={{ overflow: 'auto', maxHeight, overscrollBehavior: 'contain' }}
      data-testid="data-table-scroll"
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ minWidth: totalWidth }}
      >
        <colgroup>
          {visibleColumns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <DataTableHeader table={table} />
        <Table.Tbody onKeyDown={navigation.onKeyDown}>
          {paddingTop > 0 ? <SpacerRow height={paddingTop} span={visibleColumns.length} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <DataTableRow
                key={row.id}
                row={row}
                index={item.index}
                height={rowHeight}
                active={item.index === navigation.activeIndex}
                highlighted={highlightedRowIds.has(row.id)}
                columnsKey={columnsKey}
                columns={columns}
                onRowClick={onRowClick}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <SpacerRow height={paddingBottom} span={visibleColumns.length} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Stands in for the rows above or below the rendered window, keeping the scrollbar honest. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
