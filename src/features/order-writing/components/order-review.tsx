import { Code, Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import {
  RequestBodyPreview,
  ReviewTable,
  type ReviewRow,
} from '../../../components/wizard/review-table';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';

/** Where the order is placed and how much it moves: portfolio, currency, network, amount. */
function sourceRows(
  request: CreateOrderRequest,
  portfolio: Portfolio | undefined,
  amountLabel = 'Amount',
): ReviewRow[] {
  return [
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
      label: amountLabel,
      field: 'amount',
      value: <AmountText value={request.amount} currency={request.baseCurrency} />,
    },
  ];
}

/**
 * The review step: every value as it will be sent, then the exact body, amounts unrounded.
 * The rows are what the order is (`leading`), where it is placed and how much it moves, what
 * else the order type sends (`trailing`), and the description and external order id.
 */
export function OrderReview({
  request,
  portfolio,
  amountLabel,
  leading = [],
  trailing = [],
}: {
  request: CreateOrderRequest;
  portfolio: Portfolio | undefined;
  amountLabel?: string | undefined;
  leading?: readonly ReviewRow[];
  trailing?: readonly ReviewRow[];
}) {
  const rows = [
    ...leading,
    ...sourceRows(request, portfolio, amountLabel),
    ...trailing,
    { label: 'Description', field: 'description', value: request.description },
    {
      label: 'External order id',
      field: 'externalOrderId',
      value: <Code>{request.externalOrderId}</Code>,
    },
  ];
  return (
    <Stack gap="md">
      <ReviewTable caption="Check every value: this is what will be sent." rows={rows} />
      <RequestBodyPreview body={request} label="Request body (POST /orders)" />
    </Stack>
  );
}
