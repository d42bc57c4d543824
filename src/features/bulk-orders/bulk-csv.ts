import Papa from 'papaparse';
import { newExternalOrderId } from '../order-writing/api/use-order-submission';
import type { BulkContext } from './bulk-row-rules';
import {
  acceptedExtraColumns,
  bulkColumns,
  emptyCells,
  type BulkCells,
  type BulkColumn,
  type BulkRow,
} from './bulk-columns';

/** Rows one import may hold: enough for real batches, small enough to review on one page. */
export const maxImportRows = 1000;

export type CsvImport = { ok: true; rows: BulkRow[] } | { ok: false; problems: string[] };

function isBulkColumn(name: string): name is BulkColumn {
  return bulkColumns.some((column) => column === name);
}

/**
 * A new grid row, with the CSV's `externalOrderId` or a new one: the id of the row's content
 * as imported (see `useBulkBatch` for what an edit does to it).
 */
export function newRow(cells: Partial<BulkCells> = {}): BulkRow {
  const externalOrderId = cells.externalOrderId?.trim() || newExternalOrderId();
  return { key: newExternalOrderId(), cells: { ...emptyCells, ...cells, externalOrderId } };
}

/**
 * Reads CSV text (header row first) into grid rows. Cell text is kept as typed, untrusted,
 * for validation; unknown columns refuse the whole file, so a typo in a header cannot drop
 * a field silently.
 */
export function parseBulkCsv(text: string): CsvImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const problems: string[] = [];
  const unknown = headers.filter(
    (header) => !isBulkColumn(header) && !acceptedExtraColumns.some((extra) => extra === header),
  );
  if (unknown.length > 0) {
    problems.push(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Use the template's headers.`,
    );
  }
  for (const required of ['portfolioId', 'baseCurrency', 'amount'] as const) {
    if (!headers.includes(required)) problems.push(`Missing column: ${required}.`);
  }
  for (const error of parsed.errors.slice(0, 5)) {
    const where = error.row === undefined ? '' : ` (line ${error.row + 2})`;
    problems.push(`${error.message}${where}.`);
  }
  if (parsed.data.length === 0) problems.push('The file has no data rows under the header.');
  if (parsed.data.length > maxImportRows) {
    problems.push(
      `The file has ${parsed.data.length} rows; import at most ${maxImportRows} at a time.`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };

  const rows = parsed.data.map((record) => {
    const cells: Partial<BulkCells> = {};
    for (const column of bulkColumns) cells[column] = (record[column] ?? '').trim();
    const orderType = (record.orderType ?? '').trim();
    return { row: newRow(cells), orderType };
  });
  // The template's example rows say `example` in orderType: never placed, whatever they hold.
  const placed = rows.filter(({ orderType }) => orderType !== exampleOrderType);
  if (placed.length === 0) {
    return {
      ok: false,
      problems: [
        `The file holds only the template's example rows. Add rows of your own, with orderType withdraw or empty; rows marked ${exampleOrderType} are never imported.`,
      ],
    };
  }
  const wrongType = rows.findIndex(
    ({ orderType }) =>
      orderType !== '' && orderType !== 'withdraw' && orderType !== exampleOrderType,
  );
  if (wrongType >= 0) {
    return {
      ok: false,
      problems: [
        `Line ${wrongType + 2}: orderType ${rows[wrongType]?.orderType ?? ''} cannot be placed here; only withdraw orders can.`,
      ],
    };
  }
  return { ok: true, rows: placed.map(({ row }) => row) };
}

/** orderType of the template's example rows, which an import always skips. */
export const exampleOrderType = 'example';

/**
 * Example rows from the person's own reference data: a withdrawal to an address-book entry
 * whose Travel Rule check passed, and a transfer between two portfolios, each by name. Where
 * the data has no such entry or second portfolio, that example is left out.
 */
function exampleRows(ctx: BulkContext | undefined): string[][] {
  if (ctx === undefined) return [];
  const own = [...ctx.portfolios.values()].filter(
    (portfolio) => portfolio.portfolioType !== 'external',
  );
  const [from, to] = own;
  if (from === undefined) return [];
  const row = (cells: Partial<Record<(typeof bulkColumns)[number], string>>) => [
    exampleOrderType,
    ...bulkColumns.map((column) => cells[column] ?? ''),
  ];
  const rows: string[][] = [];
  const entry = ctx.addresses.find((address) => address.travelRuleStatus === 'passed');
  if (entry?.currency) {
    rows.push(
      row({
        portfolioId: from.portfolioName,
        baseCurrency: entry.currency,
        mainCurrency: entry.mainCurrency ?? entry.currency,
        amount: '0.01',
        toCryptoAddressId: entry.name,
        feeLevel: 'low',
        includeFeeInWithdraw: 'false',
        description: 'Example: copy this row and set orderType to withdraw',
      }),
    );
  }
  if (to !== undefined && entry?.currency) {
    rows.push(
      row({
        portfolioId: from.portfolioName,
        baseCurrency: entry.currency,
        mainCurrency: entry.mainCurrency ?? entry.currency,
        amount: '0.01',
        toPortfolioId: to.portfolioName,
        feeLevel: 'low',
        description: 'Example: a transfer between two of your portfolios',
      }),
    );
  }
  return rows;
}

/**
 * The template: the header row, then example rows built from `ctx` with orderType
 * `example`, which an import skips, so an example is never mistaken for an order.
 */
export function bulkCsvTemplate(ctx?: BulkContext): string {
  return `${Papa.unparse([['orderType', ...bulkColumns], ...exampleRows(ctx)])}\r\n`;
}
