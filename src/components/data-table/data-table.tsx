import './column-meta';
import { Box, Table } from '@mantine/core';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import sticky from '../sticky-first-column.module.css';
import { DataTableHeader } from './data-table-header';
import { DataTableRow } from './data-table-row';
import { initialSize, observeSizeAfterLayout } from './observe-size-after-layout';
import { sortRows } from './row-order';
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
  /** Keeps the first column in view while a table wider than its box scrolls sideways. */
  stickyFirstColumn?: boolean;
}

const noRows: ReadonlySet<string> = new Set();
/**
 * Rows drawn beyond each edge of the view. Rows render in the scroll event, before the frame is
 * painted, so the view is never short of rows; each extra row is work on every frame of a fast
 * scroll (a jump draws them all anew), and keyboard moves scroll their row into view first.
 */
const OVERSCAN = 1;

/**
 * A sortable table that renders only the rows in view (TanStack Virtual over Mantine's Table),
 * so 100,000 rows scroll smoothly. Sorting is client-side, over the rows it is given: the
 * table sorts the rows itself (see `sortRows`), and TanStack Table, which keeps the columns,
 * their visibility and the sort state, builds row objects only for the rows on screen. Rows
 * are keyboard-navigable (see `useRowNavigation`).
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
  stickyFirstColumn = false,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const shownRows = useMemo(() => sortRows(data, columns, sorting), [data, columns, sorting]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions each render; the rows below memoize on data, not on it
  const virtualizer = useVirtualizer({
    count: shownRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The sticky header covers the top of the scroll area.
    scrollPaddingStart: rowHeight,
    observeElementRect: observeSizeAfterLayout,
    initialRect: initialSize(),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  // New columns (say, portfolio names that arrived after the orders) need a new array here:
  // TanStack Table caches each row's values until its data changes, and would keep the ids.
  const windowRows = useMemo(
    () => shownRows.slice(first, last + 1),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: columns invalidate the cache
    [shownRows, first, last, columns],
  );

  const table = useReactTable({
    data: windowRows,
    columns,
    state: { sorting, ...(columnVisibility ? { columnVisibility } : {}) },
    onSortingChange: setSorting,
    // The rows arrive sorted (all of them, not just these): the table keeps the sort state only.
    manualSorting: true,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnsKey = visibleColumns.map((column) => column.id).join(',');

  const activate = useRef(onRowActivate);
  activate.current = onRowActivate;
  const shown = useRef(shownRows);
  shown.current = shownRows;
  const activateIndex = useCallback((index: number) => {
    const row = shown.current[index];
    if (row !== undefined) activate.current?.(row);
  }, []);

  const navigation = useRowNavigation({
    rowCount: shownRows.length,
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

  // Row keys cycle through as many slots as rows ever drawn at once at this size (see below),
  // so every slot is in every window and a focused line stays. The count starts again when the
  // size changes, its first report included: until then the area is assumed taller.
  const slots = useRef({ height: -1, count: 0 });
  const height = virtualizer.scrollRect?.height ?? -1;
  if (slots.current.height !== height) slots.current = { height, count: 0 };
  slots.current.count = Math.max(slots.current.count, items.length);
  const slotCount = slots.current.count;

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const totalWidth = visibleColumns.reduce((sum, column) => sum + column.getSize(), 0);

  return (
    <Box
      ref={scrollRef}
      // Layout containment: rows changing while scrolling never lay out the page around them.
      style={{ overflow: 'auto', maxHeight, overscrollBehavior: 'contain', contain: 'content' }}
      data-testid="data-table-scroll"
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        // 8 px a side (Mantine's default is 10): the orders list's eight columns fit 1,280 px.
        horizontalSpacing={8}
        aria-label={label}
        aria-rowcount={shownRows.length + 1}
        className={stickyFirstColumn ? sticky.table : undefined}
        style={{ minWidth: totalWidth }}
      >
        <colgroup>
          {visibleColumns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <DataTableHeader
          table={table}
          sorting={sorting}
          columnsKey={columnsKey}
          columns={columns}
        />
        <Table.Tbody onKeyDown={navigation.onKeyDown}>
          {paddingTop > 0 ? <SpacerRow height={paddingTop} span={visibleColumns.length} /> : null}
          {items.map((item, position) => {
            const row = rows[position];
            if (!row) return null;
            return (
              // Keyed by index modulo the slot count, not by row id: a row that stays in view
              // keeps its key (and skips rendering), and the row scrolling in takes the key and
              // the <tr> of the one scrolling out. A jump, a sort or a filter updates the same
              // <tr> elements in place instead of tearing all down and building them again.
              <DataTableRow
                key={item.index % slotCount}
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
