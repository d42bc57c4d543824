import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../testing/order-fixture';
import {
  readableOrdersCsvHeader,
  readableOrdersCsvRows,
  type ExportNames,
} from './readable-orders-csv';

const names: ExportNames = {
  portfolios: new Map([
    ['p1', 'Client Payments'],
    ['p2', '=HYPERLINK("http://evil")'],
  ]),
  addresses: new Map([['a1', 'Coinbase Prime settlement']]),
  people: new Map([
    ['u1', 'Dana Treasury'],
    ['u2', 'Ari Approver'],
  ]),
};

const read = (text: string) =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

describe('readable orders CSV', () => {
  it('names portfolios, destinations and people, says status and type in words, times in ISO', () => {
    const order = testOrder(1, {
      status: 'co-sign-require',
      amount: '1234.5',
      createdBy: 'u1',
      updatedAt: '1700000060000',
      extra: { toCryptoAddressId: 'a1', coSigners: ['u2', 'u9'], feeLevel: 'low' },
    });
    const [row] = read(
      readableOrdersCsvHeader() +
        readableOrdersCsvRows([{ order, approvalCode: 'K7F-2QX' }], names),
    );
    expect(row).toMatchObject({
      'Created (UTC)': '2023-11-14T22:13:20.000Z',
      'Updated (UTC)': '2023-11-14T22:14:20.000Z',
      'Order id': 'order-1',
      Type: 'Withdrawal',
      Status: 'Awaiting co-signers',
      Amount: '1234.5',
      Currency: 'BTC',
      Portfolio: 'Client Payments',
      'Portfolio type': 'Custody',
      To: 'Coinbase Prime settlement',
      'Fee level': 'low',
      'Approval code': 'K7F-2QX',
      'Created by': 'Dana Treasury',
      // An approver the organization does not name stays an id rather than vanish.
      'Approved by': 'Ari Approver; u9',
    });
  });

  it('keeps ids the reference data does not name, and neutralises formula text in names', () => {
    const rows = read(
      readableOrdersCsvHeader() +
        readableOrdersCsvRows(
          [
            { order: testOrder(1, { portfolioId: 'p2' }), approvalCode: undefined },
            {
              order: testOrder(2, { portfolioId: 'p-unknown', extra: { toPortfolioId: 'p1' } }),
              approvalCode: undefined,
            },
            { order: testOrder(3, { amount: '-12.50' }), approvalCode: undefined },
          ],
          names,
        ),
    );
    expect(rows.map((row) => row.Portfolio)).toEqual([
      `'=HYPERLINK("http://evil")`,
      'p-unknown',
      'Client Payments',
    ]);
    expect(rows[1]?.To).toBe('Client Payments');
    expect(rows[0]?.['Approval code']).toBe('');
    expect(rows[2]?.Amount).toBe('-12.50');
  });
});
