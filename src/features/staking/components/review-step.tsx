import { Code, Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { RequestBodyPreview, ReviewTable } from '../../../components/wizard/review-table';
import type { BlockchainOperation } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { describeStakingOperation } from '../staking-operations';

/** Step 3: exactly what POST /orders will receive, amounts unrounded. */
export function ReviewStep({
  request,
  portfolio,
}: {
  request: BlockchainOperation;
  portfolio: Portfolio | undefined;
}) {
  const operation = request.blockchainTransactionType;
  const info = operation ? describeStakingOperation(operation) : undefined;
  return (
    <Stack gap="md">
      <ReviewTable
        caption="Check every value: this is what will be sent."
        rows={[
          {
            label: 'Operation',
            field: 'blockchainTransactionType',
            value: info ? (
              <Text size="sm">
                {info.label} <Code>{operation}</Code>
              </Text>
            ) : undefined,
          },
          { label: 'Order type', field: 'orderType', value: <Code>{request.orderType}</Code> },
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
            label: info?.amountLabel ?? 'Amount',
            field: 'amount',
            value: <AmountText value={request.amount} currency={request.baseCurrency} />,
          },
          { label: 'Description', field: 'description', value: request.description },
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
