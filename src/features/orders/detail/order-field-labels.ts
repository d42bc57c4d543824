/** Words for the order's fields; a field the provider adds later gets a label from its name. */
const labels: Record<string, string> = {
  orderId: 'Order id',
  externalOrderId: 'External order id',
  orderType: 'Order type',
  status: 'Status',
  portfolioId: 'Portfolio id',
  portfolioType: 'Portfolio type',
  amount: 'Amount',
  baseCurrency: 'Base currency',
  mainCurrency: 'Network (main currency)',
  quoteCurrency: 'Quote currency',
  quoteMainCurrency: 'Quote network',
  limitType: 'Limit type',
  organizationId: 'Organization id',
  createdAt: 'Created',
  createdBy: 'Created by',
  updatedAt: 'Updated',
  terminatedAt: 'Terminated',
  availableCoSigners: 'Allowed co-signers',
  availableSnapshot: 'Available balance at creation',
  balanceSnapshot: 'Balance at creation',
  blockchainTransactionType: 'Blockchain operation',
  clearLoop: 'ClearLoop order',
  clearLoopExtra: 'ClearLoop details',
  clientAccountId: 'Exchange account id',
  coSigners: 'Co-signed by',
  coSignersNumber: 'Co-signatures required',
  confirmations: 'Confirmations',
  counterpartyPortfolioId: 'Counterparty portfolio id',
  deliveryType: 'Delivery type',
  depositOrderId: 'Linked deposit order',
  depositTargetId: 'Deposit target id',
  description: 'Description',
  estimatedFees: 'Estimated fees',
  externalBroadcast: 'Broadcast manually',
  feeLevel: 'Fee level',
  fees: 'Fees',
  fromAddresses: 'From addresses',
  fromCounterpartyId: 'From counterparty id',
  fromCryptoAddressId: 'From address-book entry',
  fromCryptoAddress: 'From address record',
  fromPortfolioId: 'From portfolio id',
  includeFeeInWithdraw: 'Fee included in amount',
  invoiceId: 'Invoice id',
  isClearLoopUnDelegation: 'ClearLoop undelegation',
  marketPrice: 'Market price',
  memo: 'Memo',
  nextTransferTo: 'Next transfer to',
  originalDepositAmount: 'Original deposit amount',
  partSigned: 'Partly signed transaction',
  signed: 'Signed transaction',
  transactionRequest: 'Transaction request',
  payload: 'Payload',
  payloads: 'Payloads',
  reportingCurrencyRate: 'Reporting currency rate',
  reportingQuoteCurrencyRate: 'Reporting quote currency rate',
  terminatedReportingCurrencyRate: 'Reporting rate at termination',
  spenderAddress: 'Spender address',
  toAddress: 'To address',
  toCounterpartyId: 'To counterparty id',
  toCryptoAddressId: 'To address-book entry',
  toInvoiceId: 'To invoice id',
  toLendingInvoiceId: 'To lending invoice id',
  toPortfolioId: 'To portfolio id',
  totalQuoteAmount: 'Total quote amount',
  transactionId: 'Blockchain transaction id',
  transferAmount: 'Transfer amount',
  transferChainId: 'Transfer chain id',
  transferDepositTargetId: 'Transfer deposit target id',
  transferFees: 'Transfer fees',
  transferFeesCurrency: 'Transfer fees currency',
  transferTransactionId: 'Transfer transaction id',
  withdrawFee: 'Withdrawal fee',
  withdrawOrderId: 'Linked withdraw order',
};

/** `someNewField` → "Some new field". */
function fromName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function orderFieldLabel(key: string): string {
  return labels[key] ?? fromName(key);
}

/** Fields holding amounts (decimal strings): shown grouped, at full precision. */
export const amountFields: ReadonlySet<string> = new Set([
  'amount',
  'availableSnapshot',
  'balanceSnapshot',
  'marketPrice',
  'originalDepositAmount',
  'totalQuoteAmount',
  'transferAmount',
  'transferFees',
  'withdrawFee',
  'fee',
]);

/** Fields holding epoch-ms timestamps. */
export const timeFields: ReadonlySet<string> = new Set([
  'createdAt',
  'updatedAt',
  'terminatedAt',
  'lastUsedAt',
]);

/** Fields holding a duration in milliseconds: shown in words. */
export const durationFields: ReadonlySet<string> = new Set(['estimatedTime']);
