import { useMemo } from 'react';
import { defaultOrderColumnVisibility } from '../../../src/features/orders/components/order-columns';
import { OrdersTable } from '../../../src/features/orders/components/orders-table';
import type { Order } from '../../../src/shared/contracts/orders';
import { amountText, requireElement, type GridAdapter } from './grid-adapter';
import { filterOrders, portfolioNames } from './order-rows';

const none: ReadonlySet<string> = new Set();
const ignore = () => undefined;

/** Our orders table exactly as the orders page uses it; the quick filter narrows its rows. */
function OursGrid({ orders, filterText }: { orders: Order[]; filterText: string }) {
  const shown = useMemo(() => filterOrders(orders, filterText), [orders, filterText]);
  return (
    <OrdersTable
      orders={shown}
      portfolios={portfolioNames}
      columnVisibility={defaultOrderColumnVisibility}
      highlightedIds={none}
      onOpen={ignore}
    />
  );
}

export const oursAdapter: GridAdapter = {
  Grid: OursGrid,
  scroller: () => document.querySelector('[data-testid="data-table-scroll"]'),
  // The header row counts too.
  shownCount: () =>
    Number(
      document.querySelector('table[aria-label="Orders"]')?.getAttribute('aria-rowcount') ?? 0,
    ) - 1,
  firstRow: () => {
    const row = document.querySelector('table[aria-label="Orders"] tbody tr[data-row-index="0"]');
    const orderId = row?.querySelector('a[title]')?.getAttribute('title');
    if (!row || !orderId) return null;
    return { orderId, amount: amountText(row.querySelectorAll('td')[4]) };
  },
  sortByAmount: () => requireElement('table[aria-label="Orders"] th:nth-child(5) button').click(),
};
