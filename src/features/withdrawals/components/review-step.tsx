import { Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import {
  RequestBodyPreview,
  ReviewTable,
  type ReviewRow,
} from '../../../components/wizard/review-table';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import { DryRunPreview } from '../../order-writing/components/dry-run-preview';
import { withdrawalTotals } from '../amount-validation';
import type { WithdrawalFormState } from '../use-withdrawal-form';
import { portfolioLabel } from './source-step';
import { StatusAlert } from '../../../components/status-alert';

const feeLevelWords = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/**
 * The withdrawal in words: from, to, amount, fee and what the recipient gets; then the API's
 * preview (fee, who approves, warnings) and, under Technical details, the exact body.
 */
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

  const nameOr = (label: string | undefined) => label ?? 'A portfolio this dashboard cannot name';

  const rows: ReviewRow[] = [
    {
      label: 'From',
      field: 'portfolioId',
      value: nameOr(source && portfolioLabel(source)),
    },
    { label: 'Currency', field: 'baseCurrency', value: request.baseCurrency },
    { label: 'Network', field: 'mainCurrency', value: request.mainCurrency },
    {
      label: 'Amount',
      field: 'amount',
      value: <AmountText value={request.amount} currency={currency} />,
    },
  ];
  if ('toCryptoAddressId' in request && request.toCryptoAddressId !== undefined) {
    rows.push({
      label: 'To',
      field: 'toCryptoAddressId',
      value: (
        <Stack gap={0}>
          <Text size="sm">{entry?.name ?? 'An address-book entry this dashboard cannot name'}</Text>
          {entry ? (
            <Text size="xs" ff="monospace">
              {entry.address}
            </Text>
          ) : null}
        </Stack>
      ),
    });
  }
  if ('toPortfolioId' in request && request.toPortfolioId !== undefined) {
    rows.push({
      label: undelegation ? 'To trading account' : 'To portfolio',
      field: 'toPortfolioId',
      value: nameOr(targetPortfolio && portfolioLabel(targetPortfolio)),
    });
  }
  if ('feeLevel' in request) {
    rows.push(
      {
        label: 'Fee level',
        field: 'feeLevel',
        value: request.feeLevel === undefined ? undefined : feeLevelWords[request.feeLevel],
      },
      {
        label: 'Fee',
        field: 'includeFeeInWithdraw',
        value:
          'includeFeeInWithdraw' in request && request.includeFeeInWithdraw === true
            ? 'Taken from the amount: the recipient gets less'
            : 'Added on top of the amount',
      },
    );
  }
  rows.push(
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
      <ReviewTable caption="What this withdrawal does" rows={rows} />
      {totals && rules.fee !== undefined ? (
        <Text size="sm">
          With the {values.feeLevel} fee of <AmountText value={rules.fee} currency={currency} />,
          the recipient gets <AmountText value={totals.recipientGets} currency={currency} /> and{' '}
          <AmountText value={totals.leavesPortfolio} currency={currency} /> leaves the portfolio
          (fee as estimated now; the API sets it when it places the order).
        </Text>
      ) : null}
      <DryRunPreview request={request} />
      <RequestBodyPreview body={request} label="Request body" />
      <Text size="sm" c="dimmed">
        The order reference stays the same if you submit again after an error, so a retry can never
        create a second order.
      </Text>
    </Stack>
  );
}
