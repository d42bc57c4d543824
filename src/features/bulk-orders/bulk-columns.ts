/** The columns of a bulk batch, as CSV headers and grid columns. Order is the template's. */
export const bulkColumns = [
  'externalOrderId',
  'portfolioId',
  'baseCurrency',
  'mainCurrency',
  'amount',
  'toCryptoAddressId',
  'toPortfolioId',
  'blockchainTransactionType',
  'feeLevel',
  'includeFeeInWithdraw',
  'description',
] as const;
export type BulkColumn = (typeof bulkColumns)[number];

/** `orderType` may appear in a CSV, but only `withdraw` orders can be placed through the API. */
export const orderTypeLabel = 'Order type';

/** One row as typed or imported: every cell is text until it is validated. */
export type BulkCells = Record<BulkColumn, string>;

export interface BulkRow {
  /** Stable React key; never sent. */
  key: string;
  cells: BulkCells;
}

export const emptyCells: BulkCells = {
  externalOrderId: '',
  portfolioId: '',
  baseCurrency: '',
  mainCurrency: '',
  amount: '',
  toCryptoAddressId: '',
  toPortfolioId: '',
  blockchainTransactionType: '',
  feeLevel: '',
  includeFeeInWithdraw: '',
  description: '',
};

/** What each column means, for the column guide and the template. */
export const columnHelp: Record<BulkColumn, string> = {
  externalOrderId:
    'Your reference for the order, unique per portfolio. Left empty, one is generated on import. It is kept for every retry; editing the row makes it a new order with a new id.',
  portfolioId: 'Required. The portfolio the order is placed in: its name or its id.',
  baseCurrency: 'Required. Currency code in any case, e.g. ETH, usdc.',
  mainCurrency:
    'Network of the currency, e.g. ETH. Required when the currency exists on several networks.',
  amount:
    'Required. A point for decimals, commas only between thousands (1,250.5). An amount like 1.000 could be read either way and is refused.',
  toCryptoAddressId:
    'Destination address-book entry, by its name, its address or its id (its Travel Rule check must have passed).',
  toPortfolioId: 'Destination portfolio, by its name or id, for a transfer between portfolios.',
  blockchainTransactionType:
    'A blockchain operation instead of a destination, e.g. stake-delegation.',
  feeLevel: 'low, medium or high, in any case. Not used with a blockchain operation.',
  includeFeeInWithdraw:
    'true or yes: the fee comes out of the amount; false, no or empty: it is added on top.',
  description: 'Optional text stored with the order.',
};

/**
 * What people call each column: the grid's headers and the template's. The field names
 * (`portfolioId`, …) are still read in a CSV, for files made before the template said these.
 */
export const columnLabels: Record<BulkColumn, string> = {
  externalOrderId: 'External order id',
  portfolioId: 'From portfolio',
  baseCurrency: 'Currency',
  mainCurrency: 'Network',
  amount: 'Amount',
  toCryptoAddressId: 'To (address book name or address)',
  toPortfolioId: 'To portfolio',
  blockchainTransactionType: 'Operation',
  feeLevel: 'Fee level',
  includeFeeInWithdraw: 'Fee included',
  description: 'Description',
};
