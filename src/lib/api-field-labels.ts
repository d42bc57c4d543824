/**
 * The labels the forms give the API's request fields, so a refusal that names a field
 * ("amount: …", "payloads.2.data: …") names it as the person knows it.
 */
const fieldLabels: Readonly<Record<string, string>> = {
  amount: 'Amount',
  baseCurrency: 'Currency',
  mainCurrency: 'Network',
  portfolioId: 'Portfolio',
  toPortfolioId: 'Destination portfolio',
  toCryptoAddressId: 'Address book entry',
  toAddress: 'Destination address',
  memo: 'Memo',
  destinationTag: 'Memo',
  feeLevel: 'Fee level',
  includeFeeInWithdraw: 'Fee',
  description: 'Description',
  externalOrderId: 'Order reference',
  blockchainTransactionType: 'Operation',
  externalBroadcast: 'Broadcast',
  payloads: 'Transaction',
  orders: 'Row',
  masterPassword: 'Master password',
  reason: 'Reason',
};

/** Lists whose items people count from 1 ("Transaction 3", "Row 2"). */
const numbered = new Set(['payloads', 'orders']);

/** One `field.path: problem` part of a message, with the field told by its label. */
function labelPart(part: string): string {
  const match = /^([A-Za-z]+)((?:\.[A-Za-z0-9]+)*): /.exec(part);
  const [, field = '', rest = ''] = match ?? [];
  const label = fieldLabels[field];
  if (!match || label === undefined) return part;
  const segments = rest.split('.').filter(Boolean);
  const first = segments[0];
  const named =
    numbered.has(field) && first !== undefined && /^\d+$/.test(first)
      ? [`${label} ${Number(first) + 1}`, ...segments.slice(1).map((s) => fieldLabels[s] ?? s)]
      : [label, ...segments.map((s) => fieldLabels[s] ?? s)];
  return `${named.join(', ')}: ${part.slice(match[0].length)}`;
}

/** A refusal's message with every field it names told by its form label. */
export function labelApiFields(message: string): string {
  return message.split('; ').map(labelPart).join('; ');
}
