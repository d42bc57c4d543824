import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AmountText } from '../../../components/amount-text';
import { isKnownValue } from '../../../shared/contracts/primitives';
import { blockchainTransactionTypes } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import {
  amountLimit,
  findCurrency,
  findWallet,
  type StakingContext,
  type StakingFormValues,
} from '../staking-form';
import { describeStakingOperation } from '../staking-operations';
import { readableErrorStyles, readableMonospaceStyles } from '../../../lib/readable-errors';

function Balance({
  label,
  value,
  currency,
}: {
  label: string;
  value: string | undefined;
  currency: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Text size="sm">not reported</Text>
      ) : (
        <AmountText value={value} currency={currency} />
      )}
    </div>
  );
}

/** Step 2: which portfolio, how much, and an optional description. */
export function DetailsStep({
  ctx,
  portfolios,
}: {
  ctx: StakingContext;
  portfolios: ReadonlyMap<string, Portfolio>;
}) {
  const { control, register, setValue, formState } = useFormContext<StakingFormValues>();
  const values = useWatch({ control });
  const currency = findCurrency(ctx, values.currencyKey ?? '');
  const operation = values.operation ?? '';
  if (!currency || !isKnownValue(blockchainTransactionTypes, operation)) return null;
  const info = describeStakingOperation(operation);
  const holders = ctx.wallets.filter(
    (wallet) =>
      wallet.currency === currency.currency && wallet.mainCurrency === currency.mainCurrency,
  );
  const wallet = findWallet(ctx, {
    currencyKey: values.currencyKey ?? '',
    operation,
    portfolioId: values.portfolioId ?? '',
    amount: '',
    description: '',
  });
  const limit = amountLimit(wallet, operation);

  return (
    <Stack gap="md">
      <Text size="sm">
        {info.label} (<code>{operation}</code>) in {currency.currency} on{' '}
        {currency.networkName ?? currency.mainCurrency}.
      </Text>
      <Controller
        control={control}
        name="portfolioId"
        render={({ field, fieldState }) => (
          <Select
            label="Portfolio"
            description={
              holders.length === 0
                ? `No portfolio holds ${currency.currency} on this network.`
                : `Portfolios holding ${currency.currency}.`
            }
            placeholder="Choose a portfolio"
            required
            data={holders.map((holder) => {
              const portfolio = portfolios.get(holder.portfolioId);
              // External accounts are only tracked: the API places no orders from them.
              const external = portfolio?.portfolioType === 'external';
              return {
                value: holder.portfolioId,
                label: `${portfolio?.portfolioName ?? holder.portfolioId} (${holder.portfolioId})${external ? ' (external account, tracked only: cannot place orders)' : ''}`,
                disabled: external,
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
      {wallet ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label="Balances">
          <Balance label="Available" value={wallet.available} currency={currency.currency} />
          <Balance label="Staked" value={wallet.stakeBalance} currency={currency.currency} />
          <Balance label="Total" value={wallet.balance} currency={currency.currency} />
        </SimpleGrid>
      ) : null}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={`${info.amountLabel} (${currency.currency})`}
          description={
            limit
              ? `At most the ${limit.label}. Up to ${currency.decimal ?? 'any number of'} decimal places.`
              : `Up to ${currency.decimal ?? 'any number of'} decimal places.`
          }
          required
          inputMode="decimal"
          autoComplete="off"
          style={{ flex: 1 }}
          styles={readableMonospaceStyles}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        {limit ? (
          <Button
            variant="default"
            mb={formState.errors.amount ? 22 : 0}
            onClick={() =>
              setValue('amount', limit.value, { shouldDirty: true, shouldValidate: true })
            }
          >
            Max
          </Button>
        ) : null}
      </Group>
      <Textarea
        label="Description"
        description="Optional; stored with the order."
        autosize
        minRows={2}
        error={formState.errors.description?.message}
        styles={readableErrorStyles}
        {...register('description')}
      />
    </Stack>
  );
}
