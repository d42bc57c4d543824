import { readableText } from '../shared/contracts/readable';
import type { AbiLookup } from '../shared/abi-lookup';
import type { Order } from '../shared/contracts/orders';
import { AmountText } from './amount-text';
import type { AddressNamer } from './smart-call-words';
import { SmartCallsSummaryOnDemand } from './smart-calls-on-demand';
import text from './text-styles.module.css';

/**
 * What an order moves: its amount, or for a multi-smart-call order what its calls move, since
 * that order's own amount is usually 0 and would say nothing. A plain span: tables show one per row.
 */
export function OrderAmount({
  order,
  nameOf,
  abis,
}: {
  order: Order;
  nameOf: AddressNamer;
  abis: AbiLookup;
}) {
  const payloads = order.extra?.payloads ?? [];
  if (payloads.length === 0) {
    return <AmountText value={order.amount} currency={order.baseCurrency} />;
  }
  return (
    <SmartCallsSummaryOnDemand
      payloads={payloads}
      nameOf={nameOf}
      currency={readableText(order.baseCurrency, 'Currency')}
      abis={abis}
    >
      {(summary) => (
        <span className={text.sm} data-testid="smart-calls-summary" title={summary}>
          {summary}
        </span>
      )}
    </SmartCallsSummaryOnDemand>
  );
}
