import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addressBookNamer } from '../../../components/smart-call-words';
import { DataTable } from '../../../components/data-table/data-table';
import type { VisibilityState } from '@tanstack/react-table';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useRegisteredAbis } from '../../reference-data/api/contract-abis';
import { cryptoAddressesQueryOptions } from '../../reference-data/api/reference-queries';
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
  const book = useQuery(cryptoAddressesQueryOptions);
  const addresses = book.data?.cryptoAddresses;
  const { abis, contractName } = useRegisteredAbis();
  const columns = useMemo(
    () => orderColumns(portfolios, people, addressBookNamer(addresses ?? [], contractName), abis),
    [portfolios, people, addresses, abis, contractName],
  );
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
