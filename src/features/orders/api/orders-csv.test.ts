import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../testing/order-fixture';
import type { Order } from '../../../shared/contracts/orders';
import { ordersCsvHeader, ordersCsvRows } from './orders-csv';

/** The file an export of `orders` in one page writes. */
const ordersToCsv = (orders: readonly Order[]) => ordersCsvHeader() + ordersCsvRows(orders);

describe('orders CSV', () => {
  it('writes pages one after another as one file, every line ending in CRLF', () => {
    const file =
      ordersCsvHeader() +
      ordersCsvRows([testOrder(1)]) +
      ordersCsvRows([]) +
      ordersCsvRows([testOrder(2)]);
    expect(file.endsWith('\r\n')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((row) => row.orderId)).toEqual(['order-1', 'order-2']);
  });

  it('exports amounts as the exact strings the API sent', () => {
    const csv = ordersToCsv([
      testOrder(1, { amount: '0.000000000000000001' }),
      testOrder(2, { amount: '123456789012345678901.5' }),
      testOrder(3, { amount: '-12.50' }),
    ]);
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((row) => row.amount)).toEqual([
      '0.000000000000000001',
      '123456789012345678901.5',
      '-12.50',
    ]);
  });

  it('escapes commas, quotes and line breaks so every order stays one record', () => {
    const description = 'Payroll, "March"\nsecond line';
    const csv = ordersToCsv([testOrder(1, { extra: { description } })]);
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.description).toBe(description);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = ordersToCsv([
      testOrder(1, {
        externalOrderId: '=HYPERLINK("http://evil")',
        extra: { description: '@SUM(A1)' },
      }),
    ]);
    const row = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true })
      .data[0];
    expect(row?.externalOrderId).toBe(`'=HYPERLINK("http://evil")`);
    expect(row?.description).toBe(`'@SUM(A1)`);
  });

  it('writes timestamps as UTC ISO times', () => {
    const csv = ordersToCsv([testOrder(1)]);
    const row = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true })
      .data[0];
    expect(row?.['createdAt (UTC)']).toBe('2023-11-14T22:13:20.000Z');
  });
});
