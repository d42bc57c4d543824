import { Code, Stack, Text } from '@mantine/core';
import type { MultiSmartCall } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderReview } from '../../order-writing/components/order-review';

/** Step 4: exactly what POST /orders will receive. */
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
          value: <Code>{request.blockchainTransactionType}</Code>,
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
        { label: 'Fee level', field: 'feeLevel', value: <Code>{request.feeLevel}</Code> },
        {
          label: 'Broadcast',
          field: 'externalBroadcast',
          value: (
            <Text size="sm">
              {request.externalBroadcast
                ? 'Manual: you broadcast once signed'
                : 'Automatic once fully signed'}{' '}
              <Code>{String(request.externalBroadcast)}</Code>
            </Text>
          ),
        },
      ]}
    />
  );
}
