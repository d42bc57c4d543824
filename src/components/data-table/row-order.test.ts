import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import './column-meta';
import { compareDecimalStrings } from './decimal-sorting';
import { sortRows } from './row-order';

interface Item {
  name: string;
  amount: string;
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorFn: (item) => item.name },
  {
    id: 'amount',
    accessorFn: (item) => item.amount,
    meta: { compare: (a, b) => compareDecimalStrings(a.amount, b.amount) },
  },
];

const items: Item[] = [
  { name: 'item 10', amount: '2.5' },
  { name: 'Item 9', amount: '123456789012345678901.5' },
  { name: 'item 2', amount: '0.000000000000000001' },
  { name: 'item 9', amount: '2.50' },
];

/** The rows as indices into `items`, to read the expectations at a glance. */
const order = (rows: readonly Item[]) => rows.map((row) => items.indexOf(row));
const names = (rows: readonly Item[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('keeps the data itself when nothing is sorted', () => {
    expect(sortRows(items, columns, [])).toBe(items);
  });

  it("sorts by a column's own comparison, both ways, ties in data order", () => {
    expect(order(sortRows(items, columns, [{ id: 'amount', desc: false }]))).toEqual([2, 0, 3, 1]);
    expect(order(sortRows(items, columns, [{ id: 'amount', desc: true }]))).toEqual([1, 0, 3, 2]);
  });

  it('sorts other columns as text, numbers in it by value and case aside', () => {
    expect(names(sortRows(items, columns, [{ id: 'name', desc: false }]))).toEqual([
      'item 2',
      'Item 9',
      'item 9',
      'item 10',
    ]);
  });

  it('breaks ties on the first column with the next one', () => {
    const sorted = sortRows(items, columns, [
      { id: 'name', desc: false },
      { id: 'amount', desc: true },
    ]);
    expect(order(sorted)).toEqual([2, 1, 3, 0]);
  });
});
