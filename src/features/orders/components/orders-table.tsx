import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { VisibilityState } from '@tanstack/react-table';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useUserNames } from '../../reference-data/api/user-names';
import { orderColumns } from './order-columns';

const orderId = (order: Order) => order.orderId;

/** One page of orders in the shared virtualized table. */
export function OrdersTable({
  orders,
  portfolios,
  columnVisibility,
  highlightedIds,
  onOpen,
}: {
  orders: Order[];
  /** Names by id; while they load, ids are shown instead. */
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  columnVisibility: VisibilityState;
  highlightedIds: ReadonlySet<string>;
  onOpen: (order: Order) => void;
}) {
  const people = useUserNames();
  const columns = useMemo(() => orderColumns(portfolios, people), [portfolios, people]);
  return (
    <DataTable
      label="Orders"
      data={orders}
      columns={columns}
      getRowId={orderId}
      columnVisibility={columnVisibility}
      highlightedRowIds={highlightedIds}
      onRowActivate={onOpen}
    />
  );
}
