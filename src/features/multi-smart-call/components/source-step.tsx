import { Alert, Select, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AmountText } from '../../../components/amount-text';
import {
  currencyKeyOf,
  currencyRefusal,
  findCurrency,
  portfolioRefusal,
  type MscContext,
  type MscFormValues,
} from '../msc-form';
import { readableErrorStyles } from '../../../lib/readable-errors';

/** Step 1: a DeFi-enabled currency and the portfolio whose wallet signs the transactions. */
export function SourceStep({ ctx }: { ctx: MscContext }) {
  const { control, setValue } = useFormContext<MscFormValues>();
  const currencyKey = useWatch({ control, name: 'currencyKey' });
  const portfolioId = useWatch({ control, name: 'portfolioId' });
  const currency = findCurrency(ctx, currencyKey);
  const refused = ctx.currencies.filter((candidate) => currencyRefusal(candidate) !== null);
  const holders = currency
    ? ctx.wallets.filter(
        (wallet) =>
          wallet.currency === currency.currency && wallet.mainCurrency === currency.mainCurrency,
      )
    : [];
  const wallet = holders.find((holder) => holder.portfolioId === portfolioId);

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="currencyKey"
        render={({ field, fieldState }) => (
          <Select
            label="Currency"
            description="Only currencies tagged defi-allowed can carry multi-smart-call orders."
            placeholder="Choose a DeFi-enabled currency"
            required
            searchable
            data={ctx.currencies.map((candidate) => {
              const refusal = currencyRefusal(candidate);
              const network = candidate.networkName ?? candidate.mainCurrency;
              return {
                value: currencyKeyOf(candidate),
                label: `${candidate.currency} · ${candidate.name} on ${network}${refusal ? ` (${refusal})` : ''}`,
                disabled: refusal !== null,
              };
            })}
            value={field.value === '' ? null : field.value}
            onChange={(value) => {
              field.onChange(value ?? '');
              setValue('portfolioId', '', { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            styles={readableErrorStyles}
            nothingFoundMessage="No currency matches"
          />
        )}
      />
      {refused.length > 0 ? (
        <Alert color="gray" variant="light">
          <Text size="sm">
            Not available, because GET /currencies does not tag them defi-allowed:{' '}
            {refused
              .map((candidate) => `${candidate.currency} on ${candidate.mainCurrency}`)
              .join(', ')}
            .
          </Text>
        </Alert>
      ) : null}
      {currency ? (
        <Controller
          control={control}
          name="portfolioId"
          render={({ field, fieldState }) => (
            <Select
              label="Portfolio"
              description={
                holders.length === 0
                  ? `No portfolio holds ${currency.currency} on ${currency.mainCurrency}.`
                  : `The wallet that signs the transactions and pays the fee.`
              }
              placeholder="Choose a portfolio"
              required
              data={holders.map((holder) => {
                const portfolio = ctx.portfolios.get(holder.portfolioId);
                const refusal = portfolioRefusal(portfolio);
                return {
                  value: holder.portfolioId,
                  label: `${portfolio?.portfolioName ?? holder.portfolioId} (${holder.portfolioId})${refusal ? ` (${refusal})` : ''}`,
                  disabled: refusal !== null,
                };
              })}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              styles={readableErrorStyles}
            />
          )}
        />
      ) : null}
      {wallet && currency ? (
        <Text size="sm">
          Available: <AmountText value={wallet.available} currency={currency.currency} />
        </Text>
      ) : null}
    </Stack>
  );
}
