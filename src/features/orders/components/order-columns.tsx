import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { Link } from '@tanstack/react-router';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { OrderAmount } from '../../../components/order-amount';
import type { AddressNamer } from '../../../components/smart-call-words';
import { compareDecimalStrings } from '../../../components/data-table/decimal-sorting';
import text from '../../../components/text-styles.module.css';
import { Timestamp } from '../../../components/timestamp';
import type { AbiLookup } from '../../../shared/abi-lookup';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { CopyValueButton } from '../../../components/copy-value-button';
import { NamedId } from '../../../components/named-id';
import { nextStepOf } from '../../../shared/order-next-step';
import { nameOf, type UserNames } from '../../reference-data/api/user-names';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { orderDestination } from './order-destination';
import { orderKindInWords, portfolioTypeInWords } from '../../../components/order-type-words';

/** Epoch-ms strings compare by length first, then digit by digit: exact at any size. */
/** A value to sort on: an unreadable one sorts with the missing ones, first. */
function sortKey(value: Readable<string> | undefined): string {
  return value === undefined || isUnreadable(value) ? '' : value;
}

function compareEpoch(a: Readable<string> | undefined, b: Readable<string> | undefined): number {
  const left = sortKey(a);
  const right = sortKey(b);
  return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
}

/** The first block of an id is enough to tell rows apart; the full id is in the title and copy. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

const none = <span className={`${text.sm} ${text.dimmed}`}>—</span>;

/** Cells are plain spans (see text-styles.module.css): the table mounts them on every scroll. */
function IdCell({ value, what }: { value: string | undefined; what: string }) {
  if (!value) return none;
  return (
    <span className={text.group}>
      <span className={`${text.sm} ${text.mono}`} title={value}>
        {shortId(value)}
      </span>
      <CopyValueButton value={value} what={what} />
    </span>
  );
}

/**
 * Columns of the order list; portfolio names come from the portfolio reference data. The
 * default columns' widths are minimums that add up to 1,033 px, within the 1,038 px the page
 * gives the table at a 1,280 px window, so nothing is cut off there; wider windows share out the rest.
 * Each is at least its header's width (label, sort arrow and padding), or the header would
 * push the table wider than the page.
 */
export function orderColumns(
  portfolios: ReadonlyMap<string, Portfolio> | undefined,
  people: UserNames = new Map(),
  /** Names the contracts and recipients of smart-contract calls, from the address book. */
  nameOfAddress: AddressNamer = () => undefined,
  /** The registered ABIs those calls are decoded with. */
  abis: AbiLookup = () => [],
): ColumnDef<Order>[] {
  return [
    {
      id: 'createdAt',
      header: 'Created',
      meta: { label: 'Created', compare: (a, b) => compareEpoch(a.createdAt, b.createdAt) },
      size: 185,
      accessorFn: (order) => order.createdAt,
      cell: ({ row }) => <Timestamp value={row.original.createdAt} toMinute label="Created" />,
      enableHiding: false,
    },
    {
      id: 'orderId',
      header: 'Order',
      meta: { label: 'Order id' },
      size: 116,
      accessorFn: (order) => order.orderId,
      enableHiding: false,
      cell: ({ row }) => (
        <span className={text.group}>
          {/* The router's own link, styled as an anchor: a Mantine Anchor per row is slower to draw. */}
          <Link
            className={`mantine-focus-auto ${text.sm} ${text.mono} ${text.link}`}
            title={row.original.orderId}
            aria-label={`Order ${row.original.orderId}`}
            to="/orders/$orderId"
            params={{ orderId: row.original.orderId }}
          >
            {shortId(row.original.orderId)}
          </Link>
          <CopyValueButton value={row.original.orderId} what="order id" />
        </span>
      ),
    },
    {
      id: 'orderType',
      header: 'Type',
      meta: { label: 'Type' },
      size: 95,
      accessorFn: (order) => orderKindInWords(order),
      cell: ({ getValue }) => <span className={text.sm}>{String(getValue())}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      size: 165,
      accessorFn: (order) => order.status,
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: {
        label: 'Amount',
        align: 'right',
        compare: (a, b) => compareDecimalStrings(sortKey(a.amount), sortKey(b.amount)),
      },
      size: 144,
      accessorFn: (order) => order.amount,
      cell: ({ row }) => <OrderAmount order={row.original} nameOf={nameOfAddress} abis={abis} />,
    },
    {
      id: 'nextStep',
      // What the order waits on: a person by name, the provider, or nothing any more.
      header: 'Waiting on',
      meta: { label: 'Waiting on' },
      size: 100,
      enableSorting: false,
      accessorFn: (order) => nextStepOf(order, (userId) => nameOf(userId, people)).text,
      cell: ({ row }) => {
        const step = nextStepOf(row.original, (userId) => nameOf(userId, people));
        // Orders that wait on nobody stay quiet, so the ones waiting on someone stand out.
        const quiet = step.tone === 'done' || step.tone === 'working';
        return (
          <span className={quiet ? `${text.sm} ${text.dimmed}` : text.sm} title={step.text}>
            {step.brief}
          </span>
        );
      },
    },
    {
      id: 'mainCurrency',
      header: 'Network',
      meta: { label: 'Network' },
      size: 85,
      accessorFn: (order) => order.mainCurrency ?? '',
      cell: ({ row }) => <span className={text.sm}>{row.original.mainCurrency ?? '—'}</span>,
    },
    {
      id: 'portfolio',
      header: 'Portfolio',
      meta: { label: 'Portfolio' },
      size: 102,
      accessorFn: (order) => portfolios?.get(order.portfolioId)?.portfolioName ?? order.portfolioId,
      cell: ({ row, getValue }) => (
        <span
          className={text.sm}
          title={`${row.original.portfolioId} (${portfolioTypeInWords(row.original.portfolioType)})`}
        >
          {String(getValue())}
          <span
            className={text.dimmed}
            style={{ fontSize: 'var(--mantine-font-size-xs)', marginLeft: 6 }}
          >
            {portfolioTypeInWords(row.original.portfolioType)}
          </span>
        </span>
      ),
    },
    {
      id: 'destination',
      header: 'Destination',
      meta: { label: 'Destination' },
      size: 126,
      accessorFn: (order) => orderDestination(order)?.value ?? '',
      cell: ({ row }) => {
        const destination = orderDestination(row.original);
        return destination ? (
          <span
            className={`${text.sm} ${text.mono}`}
            title={`${destination.label}: ${destination.value}`}
          >
            {destination.value}
          </span>
        ) : (
          none
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
      meta: { label: 'Updated', compare: (a, b) => compareEpoch(a.updatedAt, b.updatedAt) },
      size: 190,
      accessorFn: (order) => order.updatedAt ?? '',
      cell: ({ row }) => <Timestamp value={row.original.updatedAt} label="Updated" />,
    },
    {
      id: 'terminatedAt',
      header: 'Terminated',
      meta: {
        label: 'Terminated',
        compare: (a, b) => compareEpoch(a.terminatedAt, b.terminatedAt),
      },
      size: 190,
      accessorFn: (order) => order.terminatedAt ?? '',
      cell: ({ row }) => <Timestamp value={row.original.terminatedAt} label="Terminated" />,
    },
    {
      id: 'createdBy',
      header: 'Created by',
      meta: { label: 'Created by' },
      size: 170,
      accessorFn: (order) => (order.createdBy ? nameOf(order.createdBy, people) : ''),
      cell: ({ row }) => {
        const createdBy = row.original.createdBy;
        return createdBy ? (
          <NamedId name={people.get(createdBy)} id={createdBy} what="user id" />
        ) : (
          <span className={text.sm}>—</span>
        );
      },
    },
  ];
}

/** Columns shown until the user chooses otherwise. */
export const defaultOrderColumnVisibility: VisibilityState = {
  // The amount already names its currency; the network is one click away in Columns.
  mainCurrency: false,
  externalOrderId: false,
  transactionId: false,
  updatedAt: false,
  terminatedAt: false,
  createdBy: false,
};
