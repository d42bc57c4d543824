import { Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import {
  RequestBodyPreview,
  ReviewTable,
  type ReviewRow,
} from '../../../components/wizard/review-table';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { DryRunPreview } from './dry-run-preview';

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
      value: portfolio?.portfolioName ?? 'A portfolio this dashboard cannot name',
    },
    { label: 'Currency', field: 'baseCurrency', value: request.baseCurrency },
    { label: 'Network', field: 'mainCurrency', value: request.mainCurrency },
    {
      label: amountLabel,
      field: 'amount',
      value: <AmountText value={request.amount} currency={request.baseCurrency} />,
    },
  ];
}

/**
 * The review step in words, amounts unrounded; then the API's preview (fee, approvals,
 * warnings) and, under Technical details, the exact body.
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
      label: 'Order reference',
      field: 'externalOrderId',
      value: (
        <Text size="xs" ff="monospace">
          {request.externalOrderId}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <ReviewTable caption="What this order does" rows={rows} />
      <DryRunPreview request={request} />
      <RequestBodyPreview body={request} label="Request body" />
    </Stack>
  );
}
