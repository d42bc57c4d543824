import {
  AllCommunityModule,
  ModuleRegistry,
  type ColDef,
  type GridApi,
  type ValueFormatterParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { shortId } from '../../../src/features/orders/components/order-columns';
import { orderDestination } from '../../../src/features/orders/components/order-destination';
import { compareDecimalStrings } from '../../../src/components/data-table/decimal-sorting';
import { formatDecimal } from '../../../src/lib/format-decimal';
import { formatLocalDateTime } from '../../../src/lib/time';
import type { Order } from '../../../src/shared/contracts/orders';
import { readOrUndefined } from '../../../src/shared/contracts/readable';
import { amountText, requireElement, type GridAdapter } from './grid-adapter';
import { portfolioNames } from './order-rows';

ModuleRegistry.registerModules([AllCommunityModule]);

const text = (params: ValueFormatterParams<Order>) => String(params.value ?? '');
const amountWithCurrency = (value: unknown, data: Order | undefined) =>
  `${formatDecimal(String(value)) ?? String(value)} ${readOrUndefined(data?.baseCurrency) ?? ''}`;

/** The same columns as ours, as AG Grid renders best: plain text from value formatters. */
const columnDefs: ColDef<Order>[] = [
  {
    colId: 'createdAt',
    headerName: 'Created',
    width: 190,
    valueGetter: ({ data }) => data?.createdAt,
    valueFormatter: (params) => formatLocalDateTime(Number(params.value)),
    // Our quick filter reads the visible text of every column but the dates.
    getQuickFilterText: () => '',
  },
  {
    colId: 'orderId',
    headerName: 'Order',
    width: 150,
    valueGetter: ({ data }) => data?.orderId,
    valueFormatter: (params) => shortId(text(params)),
    getQuickFilterText: (params) => text(params),
  },
  {
    colId: 'orderType',
    headerName: 'Type',
    width: 100,
    valueGetter: ({ data }) => data?.orderType,
  },
  { colId: 'status', headerName: 'Status', width: 210, valueGetter: ({ data }) => data?.status },
  {
    colId: 'amount',
    headerName: 'Amount',
    width: 240,
    type: 'rightAligned',
    valueGetter: ({ data }) => data?.amount,
    valueFormatter: ({ value, data }) => amountWithCurrency(value, data),
    // The quick filter reads what is shown (grouped digits), as ours does.
    getQuickFilterText: ({ value, data }) => amountWithCurrency(value, data),
    comparator: (a: string, b: string) => compareDecimalStrings(a, b),
  },
  {
    colId: 'mainCurrency',
    headerName: 'Network',
    width: 90,
    valueGetter: ({ data }) => data?.mainCurrency ?? '',
  },
  {
    colId: 'portfolio',
    headerName: 'Portfolio',
    width: 220,
    valueGetter: ({ data }) =>
      data ? (portfolioNames.get(data.portfolioId)?.portfolioName ?? data.portfolioId) : '',
  },
  {
    colId: 'destination',
    headerName: 'Destination',
    width: 200,
    valueGetter: ({ data }) => (data ? (orderDestination(data)?.value ?? '') : ''),
  },
];

/** The mounted grid's API, for the count of rows it shows. */
let gridApi: GridApi<Order> | undefined;

/** AG Grid Community: client-side row model, its own sorting and cached quick filter. */
function AgGrid({ orders, filterText }: { orders: Order[]; filterText: string }) {
  return (
    <div style={{ height: 700 }}>
      <AgGridReact<Order>
        rowData={orders}
        columnDefs={columnDefs}
        getRowId={({ data }) => data.orderId}
        quickFilterText={filterText}
        cacheQuickFilter
        // Its fastest setup: rows jump to their place instead of sliding there.
        animateRows={false}
        onGridReady={({ api }) => {
          gridApi = api;
        }}
      />
    </div>
  );
}

export const agGridAdapter: GridAdapter = {
  Grid: AgGrid,
  scroller: () => document.querySelector('.ag-grid-viewport'),
  shownCount: () => gridApi?.getDisplayedRowCount() ?? -1,
  firstRow: () => {
    const row = document.querySelector('.ag-row[row-index="0"]');
    const orderId = row?.getAttribute('row-id');
    if (!row || !orderId) return null;
    return { orderId, amount: amountText(row.querySelector('[col-id="amount"]')) };
  },
  sortByAmount: () =>
    requireElement('.ag-header-cell[col-id="amount"] .ag-header-cell-label').click(),
};
