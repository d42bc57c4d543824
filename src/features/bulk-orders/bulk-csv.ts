import Papa from 'papaparse';
import { newExternalOrderId } from '../order-writing/api/use-order-submission';
import {
  bulkColumns,
  columnLabels,
  emptyCells,
  orderTypeLabel,
  type BulkCells,
  type BulkColumn,
  type BulkRow,
} from './bulk-columns';
import { exampleOrderType } from './bulk-template';

/** Rows one import may hold: enough for real batches, small enough to review on one page. */
export const maxImportRows = 1000;

export type CsvImport = { ok: true; rows: BulkRow[] } | { ok: false; problems: string[] };

type CsvColumn = BulkColumn | 'orderType';

const headerKey = (header: string) => header.trim().toLowerCase();

/** Each header a CSV may use, by its label (the template's) or its field name (older files). */
const columnByHeader = new Map<string, CsvColumn>([
  ...bulkColumns.flatMap((column): [string, CsvColumn][] => [
    [headerKey(column), column],
    [headerKey(columnLabels[column]), column],
  ]),
  [headerKey('orderType'), 'orderType'],
  [headerKey(orderTypeLabel), 'orderType'],
]);

const labelOf = (column: CsvColumn) =>
  column === 'orderType' ? orderTypeLabel : columnLabels[column];

/**
 * A new grid row, with the CSV's `externalOrderId` or a new one: the id of the row's content
 * as imported (see `useBulkBatch` for what an edit does to it).
 */
export function newRow(cells: Partial<BulkCells> = {}): BulkRow {
  const externalOrderId = cells.externalOrderId?.trim() || newExternalOrderId();
  return { key: newExternalOrderId(), cells: { ...emptyCells, ...cells, externalOrderId } };
}

/** Which column each header is, or why the header row cannot be read. */
function readHeaders(headers: readonly string[]): {
  columns: (CsvColumn | undefined)[];
  problems: string[];
} {
  const columns = headers.map((header) => columnByHeader.get(headerKey(header)));
  const problems: string[] = [];
  const unknown = headers.filter((_, index) => columns[index] === undefined);
  if (unknown.length > 0) {
    problems.push(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Use the template's headers.`,
    );
  }
  for (const column of new Set(columns)) {
    const named = headers.filter((_, index) => column && columns[index] === column);
    if (column && named.length > 1) {
      problems.push(`${labelOf(column)} is given twice (${named.join(', ')}); keep one.`);
    }
  }
  for (const required of ['portfolioId', 'baseCurrency', 'amount'] as const) {
    if (!columns.includes(required)) problems.push(`Missing column: ${labelOf(required)}.`);
  }
  return { columns, problems };
}

/**
 * Reads CSV text (header row first) into grid rows. Headers are the template's labels or the
 * API's field names, in any case. Cell text is kept as typed, untrusted, for validation;
 * unknown columns refuse the whole file, so a typo in a header cannot drop a field silently.
 */
export function parseBulkCsv(text: string): CsvImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const [headers = [], ...records] = parsed.data;
  const { columns, problems } = readHeaders(headers);
  for (const error of parsed.errors.slice(0, 5)) {
    const where = error.row === undefined ? '' : ` (line ${error.row + 1})`;
    problems.push(`${error.message}${where}.`);
  }
  const longRow = records.findIndex((record) => record.length > headers.length);
  if (longRow >= 0) {
    problems.push(`Line ${longRow + 2} has more cells than the header has columns.`);
  }
  if (records.length === 0) problems.push('The file has no data rows under the header.');
  if (records.length > maxImportRows) {
    problems.push(
      `The file has ${records.length} rows; import at most ${maxImportRows} at a time.`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };

  const rows = records.map((record) => {
    const cells: Partial<BulkCells> = {};
    let orderType = '';
    columns.forEach((column, index) => {
      const cell = (record[index] ?? '').trim();
      if (column === 'orderType') orderType = cell.toLowerCase();
      else if (column) cells[column] = cell;
    });
    return { row: newRow(cells), orderType };
  });
  // The template's example rows say `example` in the order type: never placed, whatever they hold.
  const placed = rows.filter(({ orderType }) => orderType !== exampleOrderType);
  if (placed.length === 0) {
    return {
      ok: false,
      problems: [
        `The file holds only the template's example rows. Add rows of your own, with ${orderTypeLabel} withdraw or empty; rows marked ${exampleOrderType} are never imported.`,
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
        `Line ${wrongType + 2}: ${orderTypeLabel} ${rows[wrongType]?.orderType ?? ''} cannot be placed here; only withdraw orders can.`,
      ],
    };
  }
  return { ok: true, rows: placed.map(({ row }) => row) };
}
