import { Code, Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import {
  RequestBodyPreview,
  ReviewTable,
  type ReviewRow,
} from '../../../components/wizard/review-table';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import { withdrawalTotals } from '../amount-validation';
import type { WithdrawalFormState } from '../use-withdrawal-form';
import { portfolioLabel } from './source-step';
import { StatusAlert } from '../../../components/status-alert';

/** Every field of the request, as it will be sent, next to what it means. */
export function ReviewStep({
  state,
  request,
}: {
  state: WithdrawalFormState;
  request: CreateOrderRequest;
}) {
  const { values, rules, queries } = state;
  const portfolios = queries.portfolios.data;
  const source = portfolios?.get(request.portfolioId);
  const entry = queries.addresses.data?.cryptoAddresses.find(
    (candidate) => candidate.cryptoAddressId === values.toCryptoAddressId,
  );
  const targetPortfolio = portfolios?.get(values.toPortfolioId);
  const currency = request.baseCurrency;
  const undelegation = values.destinationKind === 'undelegation';
  const totals =
    rules.fee === undefined || undelegation
      ? undefined
      : withdrawalTotals(request.amount, rules.fee, values.includeFeeInWithdraw);

  const idText = (label: string | undefined, id: string) => (
    <Stack gap={0}>
      {label ? <Text size="sm">{label}</Text> : null}
      <Code fz="xs">{id}</Code>
    </Stack>
  );

  const rows: ReviewRow[] = [
    {
      label: 'From portfolio',
      field: 'portfolioId',
      value: idText(source && portfolioLabel(source), request.portfolioId),
    },
    { label: 'Currency', field: 'baseCurrency', value: <Code>{request.baseCurrency}</Code> },
    { label: 'Network', field: 'mainCurrency', value: <Code>{request.mainCurrency}</Code> },
    {
      label: 'Amount',
      field: 'amount',
      value: <AmountText value={request.amount} currency={currency} />,
    },
  ];
  if ('toCryptoAddressId' in request && request.toCryptoAddressId !== undefined) {
    rows.push({
      label: 'To address-book entry',
      field: 'toCryptoAddressId',
      value: (
        <Stack gap={0}>
          {entry ? <Text size="sm">{entry.name}</Text> : null}
          {entry ? (
            <Text size="xs" ff="monospace">
              {entry.address}
            </Text>
          ) : null}
          <Code fz="xs">{request.toCryptoAddressId}</Code>
        </Stack>
      ),
    });
  }
  if ('toPortfolioId' in request && request.toPortfolioId !== undefined) {
    rows.push({
      label: undelegation ? 'To trading account' : 'To portfolio',
      field: 'toPortfolioId',
      value: idText(targetPortfolio && portfolioLabel(targetPortfolio), request.toPortfolioId),
    });
  }
  if ('feeLevel' in request) {
    rows.push(
      { label: 'Fee level', field: 'feeLevel', value: <Code>{request.feeLevel}</Code> },
      {
        label: 'Fee included in the amount',
        field: 'includeFeeInWithdraw',
        value:
          'includeFeeInWithdraw' in request ? (
            <Code>{String(request.includeFeeInWithdraw)}</Code>
          ) : undefined,
      },
    );
  }
  rows.push(
    { label: 'Description', field: 'description', value: request.description },
    {
      label: 'Order reference',
      field: 'externalOrderId',
      value: <Code fz="xs">{request.externalOrderId}</Code>,
    },
  );

  return (
    <Stack gap="md">
      {undelegation ? (
        <StatusAlert color="blue" title="This creates two linked orders">
          <Text size="sm">
            A withdrawal from {source?.portfolioName ?? 'the ClearLoop account'} and a deposit into{' '}
            {targetPortfolio?.portfolioName ?? 'its trading account'}, linked to each other. Both
            are shown once created.
          </Text>
        </StatusAlert>
      ) : null}
      <ReviewTable caption="What will be sent to POST /orders" rows={rows} />
      {totals && rules.fee !== undefined ? (
        <Text size="sm">
          With the {values.feeLevel} fee of <AmountText value={rules.fee} currency={currency} />,
          the recipient gets <AmountText value={totals.recipientGets} currency={currency} /> and{' '}
          <AmountText value={totals.leavesPortfolio} currency={currency} /> leaves the portfolio
          (fee as estimated now; the API sets it when it places the order).
        </Text>
      ) : null}
      <RequestBodyPreview body={request} label="Request body" />
      <Text size="sm" c="dimmed">
        The order reference stays the same if you submit again after an error, so a retry can never
        create a second order.
      </Text>
    </Stack>
  );
}
