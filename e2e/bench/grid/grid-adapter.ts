import type { ComponentType } from 'react';
import type { Order } from '../../../src/shared/contracts/orders';

export type GridName = 'ours' | 'ag-grid' | 'mantine-datatable' | 'mantine-datatable-all';

/** What the bench needs of each grid: the component, and how to read and drive its DOM. */
export interface GridAdapter {
  /** Renders `orders`, filtered by `filterText` the way this grid filters. */
  Grid: ComponentType<{ orders: Order[]; filterText: string }>;
  /** The element that scrolls the rows. */
  scroller: () => Element | null;
  /** How many rows the grid holds now (after its filter). */
  shownCount: () => number;
  /** The order id and the amount (formatted, without currency) shown in the first row. */
  firstRow: () => { orderId: string; amount: string } | null;
  /** Clicks the Amount header once, as a person sorts: ascending first. */
  sortByAmount: () => void;
}

/** The amount cell's text without the currency code after it. */
export function amountText(cell: Element | null | undefined): string {
  return (cell?.textContent ?? '').replace(/[A-Z]+$/, '').trim();
}

export function requireElement(selector: string, root: ParentNode = document): HTMLElement {
  const element = root.querySelector(selector);
  if (!(element instanceof HTMLElement)) throw new Error(`no element ${selector}`);
  return element;
}
