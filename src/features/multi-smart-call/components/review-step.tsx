import { Code, Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { RequestBodyPreview, ReviewTable } from '../../../components/wizard/review-table';
import type { MultiSmartCall } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';

/** Step 4: exactly what POST /orders will receive. */
export function ReviewStep({
  request,
  portfolio,
}: {
  request: MultiSmartCall;
  portfolio: Portfolio | undefined;
}) {
  return (
    <Stack gap="md">
      <ReviewTable
        caption="Check every value: this is what will be sent."
        rows={[
          {
            label: 'Portfolio',
            field: 'portfolioId',
            value: (
              <Text size="sm">
                {portfolio?.portfolioName ?? 'Unknown portfolio'} <Code>{request.portfolioId}</Code>
              </Text>
            ),
          },
          { label: 'Currency', field: 'baseCurrency', value: <Code>{request.baseCurrency}</Code> },
          { label: 'Network', field: 'mainCurrency', value: <Code>{request.mainCurrency}</Code> },
          {
            label: 'Amount',
            field: 'amount',
            value: <AmountText value={request.amount} currency={request.baseCurrency} />,
          },
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
          { label: 'Description', field: 'description', value: request.description },
          {
            label: 'Type',
            field: 'blockchainTransactionType',
            value: <Code>{request.blockchainTransactionType}</Code>,
          },
          {
            label: 'External order id',
            field: 'externalOrderId',
            value: <Code>{request.externalOrderId}</Code>,
          },
        ]}
      />
      <RequestBodyPreview body={request} label="Request body (POST /orders)" />
    </Stack>
  );
}
