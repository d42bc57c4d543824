import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addressBookNamer } from '../../../components/smart-call-words';
import { SmartCallsListOnDemand } from '../../../components/smart-calls-on-demand';
import { useRegisteredAbis } from '../../reference-data/api/contract-abis';
import type { MultiSmartCall } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderReview } from '../../order-writing/components/order-review';
import { cryptoAddressesQueryOptions } from '../../reference-data/api/reference-queries';

const feeLevelWords = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** Step 4: the order in words, each call decoded; the exact body under Technical details. */
export function ReviewStep({
  request,
  portfolio,
}: {
  request: MultiSmartCall;
  portfolio: Portfolio | undefined;
}) {
  const entries = useQuery(cryptoAddressesQueryOptions).data?.cryptoAddresses ?? [];
  const { abis, contractName } = useRegisteredAbis();
  return (
    <OrderReview
      request={request}
      portfolio={portfolio}
      amountLabel="Coin sent with the calls"
      leading={[
        {
          label: 'Type',
          field: 'blockchainTransactionType',
          value: 'Smart-contract calls, in one order',
        },
      ]}
      trailing={[
        {
          label: `Calls (${request.payloads.length})`,
          field: 'payloads',
          value: (
            <SmartCallsListOnDemand
              payloads={request.payloads}
              nameOf={addressBookNamer(entries, contractName)}
              currency={request.mainCurrency ?? request.baseCurrency}
              abis={abis}
            />
          ),
        },
        {
          label: 'Fee level',
          field: 'feeLevel',
          value: request.feeLevel === undefined ? undefined : feeLevelWords[request.feeLevel],
        },
        {
          label: 'Broadcast',
          field: 'externalBroadcast',
          value: (
            <Text size="sm">
              {request.externalBroadcast
                ? 'Manual: you broadcast once signed'
                : 'Automatic once fully signed'}
            </Text>
          ),
        },
      ]}
    />
  );
}
