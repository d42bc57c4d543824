import { orderKindInWords, portfolioTypeInWords } from '../../../components/order-type-words';
import { orderStatusInWords } from '../../../shared/order-status-words';
import type { Order } from '../../../shared/contracts/orders';
import { csvHeader, csvRows, isoTime, type CsvColumn } from './orders-csv';

/** The names a readable export puts in place of ids; an id without a name stays an id. */
export interface ExportNames {
  portfolios: ReadonlyMap<string, string>;
  addresses: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, string>;
}

/** An order with what the file adds to it: its approval code, when it has one. */
export interface ReadableOrder {
  order: Order;
  approvalCode: string | undefined;
}

const named = (id: string | undefined, names: ReadonlyMap<string, string>) =>
  id === undefined ? '' : (names.get(id) ?? id);

/** Where the order sends funds, by name where the address book or portfolios name it. */
function destination(order: Order, names: ExportNames): string {
  const extra = order.extra;
  if (extra?.toCryptoAddressId) return named(extra.toCryptoAddressId, names.addresses);
  if (extra?.toAddress) return extra.toAddress;
  if (extra?.toPortfolioId) return named(extra.toPortfolioId, names.portfolios);
  return extra?.toCounterpartyId ?? '';
}

/** The readable file's columns: names, words, ISO 8601 UTC times and the approval code. */
function readableColumns(names: ExportNames): CsvColumn<ReadableOrder>[] {
  return [
    ['Created (UTC)', ({ order }) => isoTime(order.createdAt)],
    ['Order id', ({ order }) => order.orderId],
    ['Your reference', ({ order }) => order.externalOrderId],
    ['Type', ({ order }) => orderKindInWords(order)],
    ['Status', ({ order }) => orderStatusInWords(order.status)],
    ['Amount', ({ order }) => order.amount, 'decimal'],
    ['Currency', ({ order }) => order.baseCurrency],
    ['Network', ({ order }) => order.mainCurrency ?? ''],
    ['Portfolio', ({ order }) => named(order.portfolioId, names.portfolios)],
    ['Portfolio type', ({ order }) => portfolioTypeInWords(order.portfolioType)],
    ['To', ({ order }) => destination(order, names)],
    ['Fee level', ({ order }) => order.extra?.feeLevel ?? ''],
    ['Approval code', ({ approvalCode }) => approvalCode ?? ''],
    ['Created by', ({ order }) => named(order.createdBy, names.people)],
    [
      'Approved by',
      ({ order }) => (order.extra?.coSigners ?? []).map((id) => named(id, names.people)).join('; '),
    ],
    ['Updated (UTC)', ({ order }) => isoTime(order.updatedAt)],
    ['Finished (UTC)', ({ order }) => isoTime(order.terminatedAt)],
    ['Blockchain transaction', ({ order }) => order.extra?.transactionId ?? ''],
    ['Description', ({ order }) => order.extra?.description ?? ''],
  ];
}

const emptyNames: ExportNames = { portfolios: new Map(), addresses: new Map(), people: new Map() };

/** The header line of the readable orders CSV. */
export const readableOrdersCsvHeader = () => csvHeader(readableColumns(emptyNames));

/** Orders as people read them: see `readableColumns`. */
export function readableOrdersCsvRows(
  orders: readonly ReadableOrder[],
  names: ExportNames,
): string {
  return csvRows(readableColumns(names), orders);
}
