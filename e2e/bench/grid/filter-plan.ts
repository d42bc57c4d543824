import type { Order } from '../../../src/shared/contracts/orders';
import { searchTextOf } from './order-rows';

export interface Keystroke {
  /** The filter's text once this key is typed. */
  text: string;
  /** What the grid shows then: how many rows, and which comes first. */
  count: number;
  firstId: string;
  /**
   * Timed only when it changes the first row, so "painted" can be seen in the DOM; the other
   * keystrokes are typed too, untimed.
   */
  timed: boolean;
}

/**
 * Typing, key by key, the start of one row's destination address (from 80 % down the list):
 * each key narrows the rows. Unsorted rows keep their order, so the first row shown is the
 * first match.
 */
export function filterPlan(orders: Order[], keys = 8): Keystroke[] {
  const texts = orders.map(searchTextOf);
  const target = orders[Math.floor(orders.length * 0.8)];
  const address = (target?.extra?.toAddress ?? '').slice(2);
  const plan: Keystroke[] = [];
  let shownFirst = orders[0]?.orderId ?? '';
  for (let length = 1; length <= Math.min(keys, address.length); length += 1) {
    const text = address.slice(0, length);
    let count = 0;
    let firstIndex = -1;
    texts.forEach((haystack, index) => {
      if (!haystack.includes(text)) return;
      count += 1;
      if (firstIndex < 0) firstIndex = index;
    });
    const firstId = orders[firstIndex]?.orderId ?? '';
    plan.push({ text, count, firstId, timed: firstId !== shownFirst });
    shownFirst = firstId;
  }
  return plan;
}
