import type { Currency } from '../../shared/contracts/currencies';
import { amountProblem, decimalsOf } from '../order-writing/amount-rules';
import { readBulkAmount } from './bulk-amount';
import type { BulkCells } from './bulk-columns';
import type { BulkContext, CellErrors } from './bulk-row-rules';

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The currency row the cells name, in any case; on several networks, the one given. */
export function checkCurrency(cells: BulkCells, ctx: BulkContext, errors: CellErrors) {
  if (cells.baseCurrency === '') {
    errors.baseCurrency = 'Required';
    return undefined;
  }
  const rows = ctx.currencies.filter((currency) => sameCode(currency.currency, cells.baseCurrency));
  if (rows.length === 0) {
    errors.baseCurrency = `Unknown currency ${cells.baseCurrency}`;
    return undefined;
  }
  const code = rows[0]?.currency ?? cells.baseCurrency;
  if (cells.mainCurrency === '') {
    if (rows.length > 1) {
      errors.mainCurrency = `Required: ${code} exists on ${rows.map((row) => row.mainCurrency).join(', ')}`;
    }
    return rows.length === 1 ? rows[0] : undefined;
  }
  const match = rows.find((row) => sameCode(row.mainCurrency, cells.mainCurrency));
  if (!match) {
    errors.mainCurrency = `${code} is not on ${cells.mainCurrency}; it is on ${rows.map((row) => row.mainCurrency).join(', ')}`;
  }
  return match;
}

/** The precision an amount is held to: the currency's, or the one all its networks share. */
function decimalsFor(cells: BulkCells, currency: Currency | undefined, ctx: BulkContext) {
  if (currency) return decimalsOf(currency);
  const precisions = new Set(
    ctx.currencies
      .filter((candidate) => sameCode(candidate.currency, cells.baseCurrency))
      .map((candidate) => decimalsOf(candidate)),
  );
  return precisions.size === 1 ? [...precisions][0] : undefined;
}

/** The amount to send, without thousands separators; undefined with its problem set. */
export function checkAmount(
  cells: BulkCells,
  currency: Currency | undefined,
  ctx: BulkContext,
  errors: CellErrors,
) {
  const read = readBulkAmount(cells.amount);
  if (!read.ok) {
    errors.amount = read.problem;
    return undefined;
  }
  const problem = amountProblem(read.amount, {
    currency: currency?.currency ?? cells.baseCurrency,
    decimals: decimalsFor(cells, currency, ctx),
  });
  if (problem) errors.amount = problem;
  return read.amount;
}
