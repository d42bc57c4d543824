import Papa from 'papaparse';
import type { Order } from '../../../shared/contracts/orders';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { neutraliseFormula } from '../../../shared/csv-cells';

/** An epoch-ms time as ISO 8601 UTC; empty when absent. */
export function isoTime(epochMs: Readable<string> | undefined): Readable<string> {
  if (isUnreadable(epochMs)) return epochMs;
  return epochMs && /^\d{1,16}$/.test(epochMs) ? new Date(Number(epochMs)).toISOString() : '';
}

/**
 * A column's header, how to read its cell from a row, and whether the cell is validated
 * decimal text (a minus sign there is a negative number, not a formula, so it stays as is).
 */
export type CsvColumn<T> = [string, (row: T) => Readable<string>, 'decimal'?];

/**
 * Column name, and how to read it from an order. Amounts are the API's exact strings; a value
 * that could not be read goes in as "unreadable: <what arrived>", so the file marks it too.
 */
const csvColumns: CsvColumn<Order>[] = [
  ['orderId', (o) => o.orderId],
  ['externalOrderId', (o) => o.externalOrderId],
  ['orderType', (o) => o.orderType],
  ['status', (o) => o.status],
  ['amount', (o) => o.amount, 'decimal'],
  ['baseCurrency', (o) => o.baseCurrency],
  ['mainCurrency', (o) => o.mainCurrency ?? ''],
  ['quoteCurrency', (o) => o.quoteCurrency ?? ''],
  ['portfolioId', (o) => o.portfolioId],
  ['portfolioType', (o) => o.portfolioType],
  ['createdAt (UTC)', (o) => isoTime(o.createdAt)],
  ['updatedAt (UTC)', (o) => isoTime(o.updatedAt)],
  ['terminatedAt (UTC)', (o) => isoTime(o.terminatedAt)],
  ['createdBy', (o) => o.createdBy ?? ''],
  ['transactionId', (o) => o.extra?.transactionId ?? ''],
  ['toAddress', (o) => o.extra?.toAddress ?? ''],
  ['toCryptoAddressId', (o) => o.extra?.toCryptoAddressId ?? ''],
  ['toPortfolioId', (o) => o.extra?.toPortfolioId ?? ''],
  ['fromPortfolioId', (o) => o.extra?.fromPortfolioId ?? ''],
  ['counterpartyId', (o) => o.extra?.toCounterpartyId ?? o.extra?.fromCounterpartyId ?? ''],
  ['transferChainId', (o) => o.extra?.transferChainId ?? ''],
  ['depositOrderId', (o) => o.extra?.depositOrderId ?? ''],
  ['withdrawOrderId', (o) => o.extra?.withdrawOrderId ?? ''],
  ['feeLevel', (o) => o.extra?.feeLevel ?? ''],
  ['description', (o) => o.extra?.description ?? ''],
];

/**
 * One cell: a value that could not be read goes in as "unreadable: <what arrived>", so the
 * file marks it too. Raw provider text is never trusted as a number, even in the amount
 * column; every other cell is neutralised against formulas.
 */
function cellText(value: Readable<string>, decimal: 'decimal' | undefined): string {
  if (isUnreadable(value)) return neutraliseFormula(`unreadable: ${value.raw}`);
  return decimal ? value : neutraliseFormula(value);
}

/** The header line of a CSV of `columns`, with its line break. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return `${Papa.unparse([columns.map(([name]) => name)], { newline: '\r\n', quotes: false })}\r\n`;
}

/**
 * CSV lines of `rows`, one each, every line ending in a line break, so pages written one
 * after another make one file.
 */
export function csvRows<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  if (rows.length === 0) return '';
  const lines = rows.map((row) => columns.map(([, read, decimal]) => cellText(read(row), decimal)));
  return `${Papa.unparse(lines, { newline: '\r\n', quotes: false })}\r\n`;
}

/** The header line of the API-fields orders CSV. */
export const ordersCsvHeader = () => csvHeader(csvColumns);

/** Orders as the API names their fields, with times in ISO 8601 UTC. */
export const ordersCsvRows = (orders: readonly Order[]) => csvRows(csvColumns, orders);
