import { Radio, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { ErrorState, PendingState } from '../../../components/page-states';
import type { WithdrawalFormState } from '../use-withdrawal-form';
import { AddressBookPicker, acceptsCurrency } from './address-book-picker';
import { portfolioLabel } from './source-step';
import { StatusAlert } from '../../../components/status-alert';

export function DestinationStep({ state }: { state: WithdrawalFormState }) {
  const { form, values, queries } = state;
  const { portfolios, addresses } = queries;
  const source = portfolios.data?.get(values.portfolioId);

  if (source?.portfolioType === 'clearloop') {
    const trading = portfolios.data?.get(values.toPortfolioId);
    return (
      <Stack gap="sm">
        <StatusAlert
          color="blue"
          icon={<IconArrowsExchange aria-hidden />}
          title="Undelegation back to the trading account"
        >
          <Stack gap="xs">
            <Text size="sm">
              {source.portfolioName} is a ClearLoop account: it can only release funds to its
              trading account, {trading ? portfolioLabel(trading) : 'which could not be found'}.
            </Text>
            <Text size="sm">
              Submitting creates <strong>two linked orders</strong>: a withdrawal from{' '}
              {source.portfolioName} and a deposit into{' '}
              {trading?.portfolioName ?? 'the trading account'}. Each points at the other; both are
              shown, with links, once created.
            </Text>
          </Stack>
        </StatusAlert>
        {form.formState.errors.toPortfolioId ? (
          <Text size="sm" c="var(--status-text-red)" role="alert">
            {form.formState.errors.toPortfolioId.message}
          </Text>
        ) : null}
      </Stack>
    );
  }

  const destinations = [...(portfolios.data?.values() ?? [])]
    .filter(
      (portfolio) =>
        portfolio.portfolioId !== values.portfolioId && portfolio.portfolioType !== 'external',
    )
    .sort((a, b) => a.portfolioName.localeCompare(b.portfolioName))
    .map((portfolio) => ({ value: portfolio.portfolioId, label: portfolioLabel(portfolio) }));
  const entries = (addresses.data?.cryptoAddresses ?? []).filter((entry) =>
    acceptsCurrency(entry, values.baseCurrency, values.mainCurrency),
  );

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="destinationKind"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Send to"
            value={field.value === '' ? null : field.value}
            onChange={(kind) => {
              field.onChange(kind);
              form.clearErrors(['toCryptoAddressId', 'toPortfolioId']);
            }}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="address-book" label="An address-book entry" ref={field.ref} />
              <Radio value="portfolio" label="Another portfolio of this organization" />
            </Stack>
          </Radio.Group>
        )}
      />
      {values.destinationKind === 'address-book' ? (
        addresses.isError ? (
          <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : addresses.isPending ? (
          <PendingState label="Loading the address book…" />
        ) : (
          <Controller
            control={form.control}
            name="toCryptoAddressId"
            render={({ field, fieldState }) => (
              <AddressBookPicker
                entries={entries}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                currency={values.baseCurrency}
              />
            )}
          />
        )
      ) : null}
      {values.destinationKind === 'portfolio' ? (
        <Controller
          control={form.control}
          name="toPortfolioId"
          render={({ field, fieldState }) => (
            <Select
              label="To portfolio"
              description="The funds move within the organization. External accounts are tracked only and cannot receive them."
              placeholder="Choose a portfolio"
              data={destinations}
              value={field.value === '' ? null : field.value}
              onChange={(portfolioId) => field.onChange(portfolioId ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              searchable
              withAsterisk
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
