import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../shared/contracts/orders';
import {
  cryptoAddressesQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import type { ExportNames } from './readable-orders-csv';

/** The two files an export can write: for people to read, or the API's own fields. */
export type ExportKind = 'readable' | 'api';

/** Writes pages of orders as CSV text, header first. */
export interface CsvWriter {
  header: string;
  page: (orders: readonly Order[]) => Promise<string>;
}

async function exportNames(
  client: QueryClient,
  people: ReadonlyMap<string, string>,
): Promise<ExportNames> {
  const [portfolios, addresses] = await Promise.all([
    client.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
    client.query({ ...cryptoAddressesQueryOptions, staleTime: 'static' }),
  ]);
  return {
    portfolios: new Map([...portfolios.values()].map((p) => [p.portfolioId, p.portfolioName])),
    addresses: new Map(addresses.cryptoAddresses.map((a) => [a.cryptoAddressId, a.name])),
    people,
  };
}

/**
 * The writer for `kind`. The CSV code loads only when someone exports; most visits to the
 * list never do. The readable file names portfolios, address-book entries and people, and
 * gives each order the approval code initiator and co-signers compare (that code brings a
 * decimal library, which the list itself does without).
 */
export async function csvWriter(
  kind: ExportKind,
  client: QueryClient,
  people: ReadonlyMap<string, string>,
): Promise<CsvWriter> {
  if (kind === 'api') {
    const { ordersCsvHeader, ordersCsvRows } = await import('./orders-csv');
    return { header: ordersCsvHeader(), page: (orders) => Promise.resolve(ordersCsvRows(orders)) };
  }
  const [
    { readableOrdersCsvHeader, readableOrdersCsvRows },
    { approvalCodeInput },
    { approvalCodeOfInput },
    names,
  ] = await Promise.all([
    import('./readable-orders-csv'),
    import('../../../shared/approval-code'),
    import('../../order-writing/approval-code'),
    exportNames(client, people),
  ]);
  return {
    header: readableOrdersCsvHeader(),
    page: async (orders) => {
      const codes = await Promise.all(
        orders.map((order) => {
          const input = approvalCodeInput(order);
          return input === undefined ? Promise.resolve(undefined) : approvalCodeOfInput(input);
        }),
      );
      const rows = orders.map((order, index) => ({ order, approvalCode: codes[index] }));
      return readableOrdersCsvRows(rows, names);
    },
  };
}
