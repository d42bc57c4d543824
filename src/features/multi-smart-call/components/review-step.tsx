import { Stack, Text } from '@mantine/core';
import type { MultiSmartCall } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderReview } from '../../order-writing/components/order-review';

const feeLevelWords = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** Step 4: the order in words, with the API's preview; the exact body under Technical details. */
export function ReviewStep({
  request,
  portfolio,
}: {
  request: MultiSmartCall;
  portfolio: Portfolio | undefined;
}) {
  return (
    <OrderReview
      request={request}
      portfolio={portfolio}
      leading={[
        {
          label: 'Type',
          field: 'blockchainTransactionType',
          value: 'Several smart-contract calls in one order',
        },
      ]}
      trailing={[
        {
          label: `Transactions (${request.payloads.length})`,
          field: 'payloads',
          value: (
            <Stack gap={4}>
              {request.payloads.map((payload, index) => (
                // Payloads may repeat, so the position is part of the key.
                <Text
                  key={`${index}-${payload}`}
                  size="xs"
                  ff="monospace"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {index + 1}. {payload}
                </Text>
              ))}
            </Stack>
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
