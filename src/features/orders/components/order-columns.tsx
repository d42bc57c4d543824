import { Group, Text } from '@mantine/core';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { AmountText } from '../../../components/amount-text';
import { decimalSortingFn } from '../../../components/data-table/decimal-sorting';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { CopyValueButton } from './copy-value-button';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { orderDestination } from './order-destination';

/** Epoch-ms strings compare by length first, then digit by digit: exact at any size. */
function compareEpoch(a: string | undefined, b: string | undefined): number {
  const left = a ?? '';
  const right = b ?? '';
  return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
}

/** The first block of an id is enough to tell rows apart; the full id is in the title and copy. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

function IdCell({ value, what }: { value: string | undefined; what: string }) {
  if (!value)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={2} wrap="nowrap">
      <Text span size="sm" ff="monospace" title={value}>
        {shortId(value)}
      </Text>
      <CopyValueButton value={value} what={what} />
    </Group>
  );
}

/** Columns of the order list; portfolio names come from the portfolio reference data. */
export function orderColumns(
  portfolios: ReadonlyMap<string, Portfolio> | undefined,
): ColumnDef<Order>[] {
  return [
    {
      id: 'createdAt',
      header: 'Created',
      meta: { label: 'Created' },
      size: 190,
      accessorFn: (order) => order.createdAt,
      sortingFn: (a, b) => compareEpoch(a.original.createdAt, b.original.createdAt),
      cell: ({ row }) => <Timestamp value={row.original.createdAt} />,
      enableHiding: false,
    },
    {
      id: 'orderId',
      header: 'Order',
      meta: { label: 'Order id' },
      size: 150,
      accessorFn: (order) => order.orderId,
      enableHiding: false,
      cell: ({ row }) => (
        <Group gap={2} wrap="nowrap">
          <RouterAnchor
            title={row.original.orderId}
            aria-label={`Order ${row.original.orderId}`}
            to="/orders/$orderId"
            params={{ orderId: row.original.orderId }}
            ff="monospace"
            size="sm"
          >
            {shortId(row.original.orderId)}
          </RouterAnchor>
          <CopyValueButton value={row.original.orderId} what="order id" />
        </Group>
      ),
    },
    {
      id: 'orderType',
      header: 'Type',
      meta: { label: 'Type' },
      size: 100,
      accessorFn: (order) => order.orderType,
      cell: ({ row }) => (
        <Text span size="sm">
          {row.original.orderType}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      size: 210,
      accessorFn: (order) => order.status,
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { label: 'Amount', align: 'right' },
      size: 240,
      accessorFn: (order) => order.amount,
      sortingFn: decimalSortingFn,
      cell: ({ row }) => (
        <AmountText value={row.original.amount} currency={row.original.baseCurrency} />
      ),
    },
    {
      id: 'mainCurrency',
      header: 'Network',
      meta: { label: 'Network' },
      size: 90,
      accessorFn: (order) => order.mainCurrency ?? '',
      cell: ({ row }) => (
        <Text span size="sm">
          {row.original.mainCurrency ?? '—'}
        </Text>
      ),
    },
    {
      id: 'portfolio',
      header: 'Portfolio',
      meta: { label: 'Portfolio' },
      size: 220,
      accessorFn: (order) => portfolios?.get(order.portfolioId)?.portfolioName ?? order.portfolioId,
      cell: ({ row, getValue }) => (
        <Text span size="sm" title={`${row.original.portfolioId} (${row.original.portfolioType})`}>
          {String(getValue())}
          <Text span size="xs" c="dimmed" ml={6}>
            {row.original.portfolioType}
          </Text>
        </Text>
      ),
    },
    {
      id: 'destination',
      header: 'Destination',
      meta: { label: 'Destination' },
      size: 200,
      accessorFn: (order) => orderDestination(order)?.value ?? '',
      cell: ({ row }) => {
        const destination = orderDestination(row.original);
        return destination ? (
          <Text span size="sm" ff="monospace" title={`${destination.label}: ${destination.value}`}>
            {destination.value}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        );
      },
    },
    {
      id: 'externalOrderId',
      header: 'External id',
      meta: { label: 'External order id' },
      size: 150,
      accessorFn: (order) => order.externalOrderId,
      cell: ({ row }) => <IdCell value={row.original.externalOrderId} what="external order id" />,
    },
    {
      id: 'transactionId',
      header: 'Transaction',
      meta: { label: 'Blockchain transaction id' },
      size: 150,
      accessorFn: (order) => order.extra?.transactionId ?? '',
      cell: ({ row }) => <IdCell value={row.original.extra?.transactionId} what="transaction id" />,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      meta: { label: 'Updated' },
      size: 190,
      accessorFn: (order) => order.updatedAt ?? '',
      sortingFn: (a, b) => compareEpoch(a.original.updatedAt, b.original.updatedAt),
      cell: ({ row }) => <Timestamp value={row.original.updatedAt} />,
    },
    {
      id: 'terminatedAt',
      header: 'Terminated',
      meta: { label: 'Terminated' },
      size: 190,
      accessorFn: (order) => order.terminatedAt ?? '',
      sortingFn: (a, b) => compareEpoch(a.original.terminatedAt, b.original.terminatedAt),
      cell: ({ row }) => <Timestamp value={row.original.terminatedAt} />,
    },
    {
      id: 'createdBy',
      header: 'Created by',
      meta: { label: 'Created by' },
      size: 170,
      accessorFn: (order) => order.createdBy ?? '',
      cell: ({ row }) => (
        <Text span size="sm">
          {row.original.createdBy ?? '—'}
        </Text>
      ),
    },
  ];
}

/** Columns shown until the user chooses otherwise. */
export const defaultOrderColumnVisibility: VisibilityState = {
  externalOrderId: false,
  transactionId: false,
  updatedAt: false,
  terminatedAt: false,
  createdBy: false,
};
