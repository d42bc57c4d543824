import Papa from 'papaparse';
import type { Order } from '../../../shared/contracts/orders';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { neutraliseFormula } from '../../../shared/csv-cells';

function isoTime(epochMs: Readable<string> | undefined): Readable<string> {
  if (isUnreadable(epochMs)) return epochMs;
  return epochMs && /^\d{1,16}$/.test(epochMs) ? new Date(Number(epochMs)).toISOString() : '';
}

/**
 * Column name, and how to read it from an order. Amounts are the API's exact strings; a value
 * that could not be read goes in as "unreadable: <what arrived>", so the file marks it too.
 */
const csvColumns: [string, (order: Order) => Readable<string>][] = [
  ['orderId', (o) => o.orderId],
  ['externalOrderId', (o) => o.externalOrderId],
  ['orderType', (o) => o.orderType],
  ['status', (o) => o.status],
  ['amount', (o) => o.amount],
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

function cells(order: Order): string[] {
  return csvColumns.map(([name, read]) => {
    const value = read(order);
    // Raw provider text is never trusted as a number, even in the amount column.
    if (isUnreadable(value)) return neutraliseFormula(`unreadable: ${value.raw}`);
    return name === 'amount' ? value : neutraliseFormula(value);
  });
}

/** The header line of the orders CSV, with its line break. */
export function ordersCsvHeader(): string {
  return `${Papa.unparse([csvColumns.map(([name]) => name)], { newline: '\r\n', quotes: false })}\r\n`;
}

/**
 * CSV lines of orders, one each, every line ending in a line break, so pages
 * written one after another make one file. The amount column is validated
 * decimal text (a minus sign there is a negative number, not a formula);
 * every other cell is neutralised.
 */
export function ordersCsvRows(orders: readonly Order[]): string {
  if (orders.length === 0) return '';
  return `${Papa.unparse(orders.map(cells), { newline: '\r\n', quotes: false })}\r\n`;
}
