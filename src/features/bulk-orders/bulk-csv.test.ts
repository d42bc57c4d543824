import { describe, expect, it } from 'vitest';
import { bulkColumns, columnLabels } from './bulk-columns';
import { parseBulkCsv } from './bulk-csv';
import { bulkCsvTemplate } from './bulk-template';
import type { BulkContext } from './bulk-row-rules';

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
      problems: ["Unknown column: amout. Use the template's headers.", 'Missing column: Amount.'],
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
      problems: ['Line 3: Order type sell cannot be placed here; only withdraw orders can.'],
    });
  });

  it('reads the template’s labels and the old field names, in any case, in any order', () => {
    const csv =
      'AMOUNT,From portfolio,currency,To (address book name or address),fee included,Order Type\n' +
      '"1,250.5",Treasury Vault,eth,Coinbase Prime settlement,yes,WITHDRAW\n';
    expect(parseBulkCsv(csv)).toMatchObject({
      ok: true,
      rows: [
        {
          cells: {
            amount: '1,250.5',
            portfolioId: 'Treasury Vault',
            baseCurrency: 'eth',
            toCryptoAddressId: 'Coinbase Prime settlement',
            includeFeeInWithdraw: 'yes',
          },
        },
      ],
    });
    expect(parseBulkCsv('PortfolioId,baseCurrency,amount\nops,ETH,1\n').ok).toBe(true);
  });

  it('refuses a column given twice, under its label and its field name', () => {
    expect(parseBulkCsv('From portfolio,portfolioId,Currency,Amount\na,b,ETH,1\n')).toEqual({
      ok: false,
      problems: ['From portfolio is given twice (From portfolio, portfolioId); keep one.'],
    });
  });

  it('refuses a row with more cells than headers, rather than drop what they hold', () => {
    const result = parseBulkCsv('portfolioId,baseCurrency,amount\nops,ETH,1\nops,ETH,1,0xdead\n');
    expect(result).toEqual({
      ok: false,
      problems: ['Line 3 has more cells than the header has columns.'],
    });
  });

  it('skips empty lines, blank or only separators, and refuses a file of nothing else', () => {
    const result = parseBulkCsv('portfolioId,baseCurrency,amount\n\n ,, \nops,ETH,1\n,,\n');
    expect(result.ok ? result.rows.map((row) => row.cells.portfolioId) : result).toEqual(['ops']);
    expect(parseBulkCsv('portfolioId,baseCurrency,amount\n,,\n  \n').ok).toBe(false);
  });

  it('keeps hostile text as inert cell text: formulas, markup, quotes and control characters', () => {
    const hostile = [
      "=cmd|' /C calc'!A0",
      '@SUM(1+1)',
      '<img src=x onerror=alert(1)>',
      '\u202Eevil',
    ];
    const csv = `portfolioId,baseCurrency,amount,description\n${hostile
      .map((text) => `"${text.replaceAll('"', '""')}",ETH,+1,"${text}"`)
      .join('\n')}\n`;
    const result = parseBulkCsv(csv);
    expect(result.ok ? result.rows.map((row) => row.cells.portfolioId) : result).toEqual(hostile);
    expect(result.ok ? result.rows.map((row) => row.cells.amount) : []).toEqual(
      hostile.map(() => '+1'),
    );
  });

  it('round-trips the template header', () => {
    const template = bulkCsvTemplate();
    expect(template.trim().split(',')).toEqual([
      'Order type',
      ...bulkColumns.map((column) => columnLabels[column]),
    ]);
    expect(parseBulkCsv(template)).toEqual({
      ok: false,
      problems: ['The file has no data rows under the header.'],
    });
  });

  describe('with the person’s reference data', () => {
    const portfolio = (portfolioId: string, portfolioName: string, portfolioType = 'custody') =>
      [
        portfolioId,
        {
          portfolioId,
          portfolioName,
          portfolioType,
          isActive: true,
          createdAt: '1',
          createdBy: 'u',
        },
      ] as const;
    const ctx: BulkContext = {
      currencies: [{ currency: 'ETH', mainCurrency: 'ETH', name: 'Ether', decimal: '18' }],
      portfolios: new Map([
        portfolio('pf-ext', 'Broker account', 'external'),
        portfolio('pf-1', 'Treasury Vault'),
        portfolio('pf-2', 'Cold Reserve'),
      ]),
      addresses: [
        {
          cryptoAddressId: 'a-held',
          name: 'Held entry',
          address: '0x1',
          addressType: 'externally-owned-account',
          createdAt: '1',
          createdBy: 'u',
          currency: 'ETH',
          mainCurrency: 'ETH',
          travelRuleStatus: 'pending',
        },
        {
          cryptoAddressId: 'a-ok',
          name: 'Coinbase Prime settlement',
          address: '0x2',
          addressType: 'externally-owned-account',
          createdAt: '1',
          createdBy: 'u',
          currency: 'ETH',
          mainCurrency: 'ETH',
          travelRuleStatus: 'passed',
        },
      ],
    };

    it('carries example rows by name, from the person’s own portfolios and a passed entry', () => {
      const lines = bulkCsvTemplate(ctx).trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toBe(
        'example,,Treasury Vault,ETH,ETH,0.01,Coinbase Prime settlement,,,low,no,Example: copy this row and set Order type to withdraw',
      );
      expect(lines[2]).toContain(',Treasury Vault,ETH,ETH,0.01,,Cold Reserve,,low,');
    });

    it('never imports the examples: the template as downloaded adds nothing', () => {
      const result = parseBulkCsv(bulkCsvTemplate(ctx));
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems[0]).toContain('only the template');
    });

    it('imports an example once it is made an order, next to the examples left as they are', () => {
      const template = bulkCsvTemplate(ctx);
      const [, example = ''] = template.trim().split('\r\n');
      const result = parseBulkCsv(`${template}${example.replace(/^example,/, 'withdraw,')}\r\n`);
      expect(result).toMatchObject({
        ok: true,
        rows: [
          {
            cells: {
              portfolioId: 'Treasury Vault',
              toCryptoAddressId: 'Coinbase Prime settlement',
            },
          },
        ],
      });
    });
  });
});
