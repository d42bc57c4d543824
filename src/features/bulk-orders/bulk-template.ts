import Papa from 'papaparse';
import { bulkColumns, columnLabels, orderTypeLabel } from './bulk-columns';
import type { BulkContext } from './bulk-row-rules';

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
  const entry = ctx.addresses.find((address) => address.travelRuleStatus === 'passed');
  if (!entry?.currency) return [];
  // Both examples move a little of the passed entry's currency out of the first portfolio.
  const fromFirstPortfolio = {
    portfolioId: from.portfolioName,
    baseCurrency: entry.currency,
    mainCurrency: entry.mainCurrency ?? entry.currency,
    amount: '0.01',
    feeLevel: 'low',
  };
  const rows = [
    row({
      ...fromFirstPortfolio,
      toCryptoAddressId: entry.name,
      includeFeeInWithdraw: 'no',
      description: 'Example: copy this row and set Order type to withdraw',
    }),
  ];
  if (to !== undefined) {
    rows.push(
      row({
        ...fromFirstPortfolio,
        toPortfolioId: to.portfolioName,
        description: 'Example: a transfer between two of your portfolios',
      }),
    );
  }
  return rows;
}

/**
 * The template: the header row in people's words, then example rows built from `ctx` with orderType
 * `example`, which an import skips, so an example is never mistaken for an order.
 */
export function bulkCsvTemplate(ctx?: BulkContext): string {
  return `${Papa.unparse([
    [orderTypeLabel, ...bulkColumns.map((column) => columnLabels[column])],
    ...exampleRows(ctx),
  ])}\r\n`;
}
