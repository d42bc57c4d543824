import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  type Header,
  type SortingState,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import { memo } from 'react';

interface DataTableHeaderProps<T> {
  table: TanstackTable<T>;
  /**
   * What the headers show besides the table object, which stays the same: they re-render only
   * when one of these changes, not on every scroll (each frame of a scroll re-renders the table).
   */
  sorting: SortingState;
  columnsKey: string;
  columns: unknown;
}

/** Column headers; sortable ones are buttons that cycle ascending, descending and unsorted. */
export const DataTableHeader = memo(DataTableHeaderView) as typeof DataTableHeaderView;

function DataTableHeaderView<T>({ table }: DataTableHeaderProps<T>) {
  return (
    <Table.Thead style={{ zIndex: 1 }}>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const align = column.columnDef.meta?.align;
  const content = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <Table.Th ta={align} style={{ whiteSpace: 'nowrap' }}>
        {content}
      </Table.Th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      ta={align}
      style={{ whiteSpace: 'nowrap' }}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={column.getToggleSortingHandler()}
        fw={700}
        fz="sm"
        className="mantine-focus-auto"
        w={align === 'right' ? '100%' : undefined}
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {content}
          <Icon size={14} aria-hidden style={{ opacity: sorted ? 1 : 0.5 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
