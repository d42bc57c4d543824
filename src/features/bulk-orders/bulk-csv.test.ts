import { describe, expect, it } from 'vitest';
import { bulkColumns } from './bulk-columns';
import { bulkCsvTemplate, parseBulkCsv } from './bulk-csv';

describe('parseBulkCsv', () => {
  it('reads rows, keeps given ids, generates missing ones and keeps cell text as typed', () => {
    const csv =
      '\uFEFFexternalOrderId,portfolioId,baseCurrency,amount,toCryptoAddressId,description\r\n' +
      'mine-1,ops,ETH,0.000000000000000001,addr,"=HYPERLINK(""x""), <b>bold</b>"\r\n' +
      ',ops,ETH,123456789012345678901.5,addr,\r\n\r\n';
    const result = parseBulkCsv(csv);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toHaveLength(2);
    const [first, second] = result.rows;
    expect(first?.cells).toMatchObject({
      externalOrderId: 'mine-1',
      amount: '0.000000000000000001',
      description: '=HYPERLINK("x"), <b>bold</b>',
      feeLevel: '',
    });
    expect(second?.cells.amount).toBe('123456789012345678901.5');
    expect(second?.cells.externalOrderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.key).not.toBe(second?.key);
  });

  it('refuses unknown and missing columns, empty files and other order types', () => {
    expect(parseBulkCsv('portfolioId,baseCurrency,amout\nops,ETH,1\n')).toEqual({
      ok: false,
      problems: ["Unknown column: amout. Use the template's headers.", 'Missing column: amount.'],
    });
    expect(parseBulkCsv('portfolioId,baseCurrency,amount\n')).toEqual({
      ok: false,
      problems: ['The file has no data rows under the header.'],
    });
    expect(
      parseBulkCsv(
        'orderType,portfolioId,baseCurrency,amount\nwithdraw,ops,ETH,1\nsell,ops,ETH,1\n',
      ),
    ).toEqual({
      ok: false,
      problems: ['Line 3: orderType sell cannot be placed here; only withdraw orders can.'],
    });
  });

  it('round-trips the template header', () => {
    const template = bulkCsvTemplate();
    expect(template.trim().split(',')).toEqual(['orderType', ...bulkColumns]);
    expect(parseBulkCsv(template)).toEqual({
      ok: false,
      problems: ['The file has no data rows under the header.'],
    });
  });
});
