import {
  bulkOrderItemSchema,
  stakingTransactionTypes,
  stakingTransactionTypesFor,
  type BulkOrderItem,
} from '../../shared/contracts/create-order';
import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { Currency } from '../../shared/contracts/currencies';
import { blockchainTransactionTypes, feeLevels } from '../../shared/contracts/orders';
import type { Portfolio } from '../../shared/contracts/portfolios';
import { isKnownValue } from '../../shared/contracts/primitives';
import { isUnreadable } from '../../shared/contracts/readable';
import { checkAmount, checkCurrency } from './bulk-currency-amount';
import { bulkColumns, type BulkCells, type BulkColumn, type BulkRow } from './bulk-columns';
import { resolveAddress, resolvePortfolio, type Resolved } from './bulk-names';

export interface BulkContext {
  currencies: readonly Currency[];
  portfolios: ReadonlyMap<string, Portfolio>;
  addresses: readonly CryptoAddress[];
}

export type CellErrors = Partial<Record<BulkColumn, string>>;

export type RowCheck = { ok: true; item: BulkOrderItem } | { ok: false; errors: CellErrors };

/** `includeFeeInWithdraw` as typed: true/yes, false/no, in any case, or empty. */
const feeIncludedWords = new Map([
  ['', undefined],
  ['true', true],
  ['yes', true],
  ['false', false],
  ['no', false],
]);

function checkPortfolio(id: string, ctx: BulkContext): string | undefined {
  const portfolio = ctx.portfolios.get(id);
  if (!portfolio) return `No portfolio ${id}`;
  if (portfolio.portfolioType === 'external') {
    return `${portfolio.portfolioName} is an external account, tracked only`;
  }
  return undefined;
}

function checkDestination(
  cells: BulkCells,
  currency: Currency | undefined,
  ctx: BulkContext,
  errors: CellErrors,
) {
  const chosen = (
    ['toCryptoAddressId', 'toPortfolioId', 'blockchainTransactionType'] as const
  ).filter((column) => cells[column] !== '');
  if (chosen.length === 0) {
    errors.toCryptoAddressId =
      'Give one destination: an address-book entry, a portfolio, or an operation';
    return;
  }
  if (chosen.length > 1) {
    for (const column of chosen) errors[column] = `Give only one of ${chosen.join(', ')}`;
    return;
  }
  if (cells.toCryptoAddressId !== '') {
    const address = ctx.addresses.find(
      (entry) => entry.cryptoAddressId === cells.toCryptoAddressId,
    );
    if (!address) errors.toCryptoAddressId ??= `No address-book entry ${cells.toCryptoAddressId}`;
    else if (address.travelRuleStatus !== undefined && address.travelRuleStatus !== 'passed') {
      // An unreadable status is no pass either: the entry is refused, with what arrived.
      const status = isUnreadable(address.travelRuleStatus)
        ? `status could not be read ("${address.travelRuleStatus.raw}")`
        : address.travelRuleStatus;
      errors.toCryptoAddressId = `${address.name}: Travel Rule check ${status}${address.travelRuleReason ? ` (${address.travelRuleReason})` : ''}`;
    }
  }
  if (cells.toPortfolioId !== '') {
    const problem =
      cells.toPortfolioId === cells.portfolioId
        ? 'The destination must be another portfolio'
        : checkPortfolio(cells.toPortfolioId, ctx);
    if (problem) errors.toPortfolioId ??= problem;
  }
  const operation = cells.blockchainTransactionType;
  if (operation !== '') {
    if (!isKnownValue(blockchainTransactionTypes, operation)) {
      errors.blockchainTransactionType = `Unknown operation ${operation}`;
    } else if (operation === 'multi-smart-call') {
      errors.blockchainTransactionType =
        'Multi-smart-call orders need payloads: use the multi-smart-call wizard';
    } else if (
      currency &&
      stakingTransactionTypes.has(operation) &&
      !stakingTransactionTypesFor(currency.currency).includes(operation)
    ) {
      const allowed = stakingTransactionTypesFor(currency.currency);
      errors.blockchainTransactionType = `${operation} is not available for ${currency.currency}${allowed.length ? `; it allows ${allowed.join(', ')}` : ''}`;
    }
    for (const column of ['feeLevel', 'includeFeeInWithdraw'] as const) {
      if (cells[column] !== '')
        errors[column] = 'Not sent with a blockchain operation; leave empty';
    }
  }
}

/**
 * The cells with portfolio and address-book names replaced by their ids (see bulk-names);
 * a name that fits nothing, or more than one thing, is an error on its cell.
 */
function withIds(typed: BulkCells, ctx: BulkContext, errors: CellErrors): BulkCells {
  const cells = { ...typed };
  const apply = (column: BulkColumn, resolved: Resolved) => {
    if (resolved.ok) cells[column] = resolved.id;
    else errors[column] = resolved.problem;
  };
  for (const column of ['portfolioId', 'toPortfolioId'] as const) {
    if (typed[column] !== '')
      apply(column, resolvePortfolio(typed[column], ctx.portfolios.values()));
  }
  if (typed.toCryptoAddressId !== '') {
    apply('toCryptoAddressId', resolveAddress(typed.toCryptoAddressId, ctx.addresses));
  }
  return cells;
}

/**
 * Validates one row against the reference data and builds the exact item it would send.
 * Portfolios and address-book entries may be given by name; the item carries their ids.
 */
export function checkBulkRow(typed: BulkCells, ctx: BulkContext): RowCheck {
  const errors: CellErrors = {};
  const cells = withIds(typed, ctx, errors);
  if (cells.externalOrderId === '') errors.externalOrderId = 'Required';
  if (cells.portfolioId === '') errors.portfolioId = 'Required';
  else {
    const problem = checkPortfolio(cells.portfolioId, ctx);
    if (problem) errors.portfolioId ??= problem;
  }
  const currency = checkCurrency(cells, ctx, errors);
  const amount = checkAmount(cells, currency, ctx, errors);
  checkDestination(cells, currency, ctx, errors);
  const feeLevel = cells.feeLevel.toLowerCase();
  if (feeLevel !== '' && !isKnownValue(feeLevels, feeLevel)) {
    errors.feeLevel ??= 'Use low, medium or high';
  }
  const feeIncluded = cells.includeFeeInWithdraw.toLowerCase();
  if (!feeIncludedWords.has(feeIncluded)) {
    errors.includeFeeInWithdraw ??= 'Use yes, no or leave empty';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const optional = (column: BulkColumn) =>
    cells[column] === '' ? {} : { [column]: cells[column] };
  const candidate = {
    orderType: 'withdraw',
    externalOrderId: cells.externalOrderId,
    portfolioId: cells.portfolioId,
    baseCurrency: currency?.currency,
    mainCurrency: currency?.mainCurrency,
    amount,
    ...optional('toCryptoAddressId'),
    ...optional('toPortfolioId'),
    ...optional('blockchainTransactionType'),
    ...(feeLevel === '' ? {} : { feeLevel }),
    ...optional('description'),
    ...(feeIncluded === '' ? {} : { includeFeeInWithdraw: feeIncludedWords.get(feeIncluded) }),
  };
  // The contract is the last word: anything it refuses is shown on the cell it names.
  const parsed = bulkOrderItemSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, item: parsed.data };
  for (const issue of parsed.error.issues) {
    const column = bulkColumns.find((name) => name === issue.path[0]) ?? 'externalOrderId';
    errors[column] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Checks every row, and flags an `externalOrderId` used by two rows: results come back keyed
 * by it, and a retry must reach exactly one order.
 */
export function checkBulkRows(rows: readonly BulkRow[], ctx: BulkContext): Map<string, RowCheck> {
  const uses = new Map<string, number>();
  for (const row of rows) {
    uses.set(row.cells.externalOrderId, (uses.get(row.cells.externalOrderId) ?? 0) + 1);
  }
  const checks = new Map<string, RowCheck>();
  for (const row of rows) {
    const check = checkBulkRow(row.cells, ctx);
    if ((uses.get(row.cells.externalOrderId) ?? 0) > 1) {
      const errors = check.ok ? {} : check.errors;
      errors.externalOrderId = 'Used by another row; each order needs its own';
      checks.set(row.key, { ok: false, errors });
    } else {
      checks.set(row.key, check);
    }
  }
  return checks;
}
