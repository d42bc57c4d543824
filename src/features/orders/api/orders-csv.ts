import Papa from 'papaparse';
import type { Order } from '../../../shared/contracts/orders';
import { neutraliseFormula } from '../../../shared/csv-cells';

function isoTime(epochMs: string | undefined): string {
  return epochMs && /^\d{1,16}$/.test(epochMs) ? new Date(Number(epochMs)).toISOString() : '';
}

/** Column name, and how to read it from an order. Amounts are the API's exact strings. */
const csvColumns: [string, (order: Order) => string][] = [
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
  return csvColumns.map(([name, read]) =>
    name === 'amount' ? read(order) : neutraliseFormula(read(order)),
  );
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
