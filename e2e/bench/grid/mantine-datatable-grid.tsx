import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { AmountText } from '../../../src/components/amount-text';
import { compareDecimalStrings } from '../../../src/components/data-table/decimal-sorting';
import { OrderStatusBadge } from '../../../src/components/order-status-badge';
import { Timestamp } from '../../../src/components/timestamp';
import { shortId } from '../../../src/features/orders/components/order-columns';
import { orderDestination } from '../../../src/features/orders/components/order-destination';
import type { Order } from '../../../src/shared/contracts/orders';
import { amountText, requireElement, type GridAdapter } from './grid-adapter';
import { amountOf, filterOrders, portfolioNames } from './order-rows';

/** Rows per page in the paginated setup, which mantine-datatable recommends for large data. */
export const MANTINE_DATATABLE_PAGE_SIZE = 100;

const columns: DataTableColumn<Order>[] = [
  {
    accessor: 'createdAt',
    title: 'Created',
    width: 190,
    render: (o) => <Timestamp value={o.createdAt} />,
  },
  {
    accessor: 'orderId',
    title: 'Order',
    width: 150,
    render: (o) => (
      <Text span size="sm" ff="monospace" title={o.orderId}>
        {shortId(o.orderId)}
      </Text>
    ),
  },
  { accessor: 'orderType', title: 'Type', width: 100 },
  {
    accessor: 'status',
    title: 'Status',
    width: 210,
    render: (o) => <OrderStatusBadge status={o.status} />,
  },
  {
    accessor: 'amount',
    title: 'Amount',
    width: 240,
    textAlign: 'right',
    sortable: true,
    render: (o) => <AmountText value={o.amount} currency={o.baseCurrency} />,
  },
  { accessor: 'mainCurrency', title: 'Network', width: 90 },
  {
    accessor: 'portfolioId',
    title: 'Portfolio',
    width: 220,
    render: (o) => portfolioNames.get(o.portfolioId)?.portfolioName ?? o.portfolioId,
  },
  {
    accessor: 'extra.toAddress',
    title: 'Destination',
    width: 200,
    render: (o) => orderDestination(o)?.value ?? '—',
  },
];

/** The rows are made oldest first: sorted by creation is the order they come in. */
const unsorted: DataTableSortStatus<Order> = { columnAccessor: 'createdAt', direction: 'asc' };

/** mantine-datatable sorts and filters nothing itself: the records it gets are already so. */
function useShownOrders(orders: Order[], filterText: string, sort: DataTableSortStatus<Order>) {
  const filtered = useMemo(() => filterOrders(orders, filterText), [orders, filterText]);
  return useMemo(() => {
    if (sort.columnAccessor !== 'amount') return filtered;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...filtered].sort((a, b) => sign * compareDecimalStrings(amountOf(a), amountOf(b)));
  }, [filtered, sort]);
}

function PagedGrid({ orders, filterText }: { orders: Order[]; filterText: string }) {
  const [sort, setSort] = useState(unsorted);
  const [page, setPage] = useState(1);
  const shown = useShownOrders(orders, filterText, sort);
  const from = (page - 1) * MANTINE_DATATABLE_PAGE_SIZE;
  return (
    <DataTable
      height={700}
      idAccessor="orderId"
      columns={columns}
      records={shown.slice(from, from + MANTINE_DATATABLE_PAGE_SIZE)}
      totalRecords={shown.length}
      recordsPerPage={MANTINE_DATATABLE_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      sortStatus={sort}
      onSortStatusChange={(status) => {
        setSort(status);
        setPage(1);
      }}
    />
  );
}

function AllRowsGrid({ orders, filterText }: { orders: Order[]; filterText: string }) {
  const [sort, setSort] = useState(unsorted);
  const shown = useShownOrders(orders, filterText, sort);
  return (
    <DataTable
      height={700}
      idAccessor="orderId"
      columns={columns}
      records={shown}
      sortStatus={sort}
      onSortStatusChange={setSort}
    />
  );
}

const dom: Omit<GridAdapter, 'Grid' | 'shownCount'> = {
  scroller: () => document.querySelector('.mantine-datatable .mantine-ScrollArea-viewport'),
  firstRow: () => {
    const row = document.querySelector('.mantine-datatable tbody tr');
    const cells = row?.querySelectorAll('td');
    const orderId = cells?.[1]?.querySelector('[title]')?.getAttribute('title');
    if (!orderId) return null;
    return { orderId, amount: amountText(cells?.[4]) };
  },
  sortByAmount: () => requireElement('.mantine-datatable th[data-accessor="amount"]').click(),
};

export const mantineDatatableAdapter: GridAdapter = {
  Grid: PagedGrid,
  ...dom,
  // "1 - 100 / 5,000": the total after the slash.
  shownCount: () =>
    Number(
      (document.querySelector('.mantine-datatable-pagination-text')?.textContent ?? '')
        .split('/')[1]
        ?.replace(/\D/g, '') ?? -1,
    ),
};
export const mantineDatatableAllRowsAdapter: GridAdapter = {
  Grid: AllRowsGrid,
  ...dom,
  shownCount: () =>
    document.querySelectorAll('.mantine-datatable tbody tr.mantine-datatable-row').length,
};
