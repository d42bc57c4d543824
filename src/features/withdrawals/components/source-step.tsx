import { Group, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AmountText } from '../../../components/amount-text';
import { ErrorState } from '../../../components/page-states';
import { Money } from '../../../lib/decimal';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import type { WithdrawalFormState } from '../use-withdrawal-form';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import { firstUnreadable } from '../../../lib/left-out';
import { isUnreadable, readableText } from '../../../shared/contracts/readable';

export function portfolioLabel(portfolio: Portfolio): string {
  return `${portfolio.portfolioName} (${portfolioTypeInWords(portfolio.portfolioType)})`;
}

/** `currency|mainCurrency`: one Select value for a currency on one network. */
const walletValue = (currency: string, mainCurrency: string) => `${currency}|${mainCurrency}`;

export function SourceStep({ state }: { state: WithdrawalFormState }) {
  const { form, values, queries, wallet } = state;
  const { portfolios, wallets, currencies } = queries;
  if (portfolios.isError)
    return <ErrorState error={portfolios.error} onRetry={() => void portfolios.refetch()} />;

  const portfolioOptions = [...(portfolios.data?.values() ?? [])]
    .sort((a, b) => a.portfolioName.localeCompare(b.portfolioName))
    .map((portfolio) => ({
      value: portfolio.portfolioId,
      label: isUnreadable(portfolio.portfolioType)
        ? `${portfolio.portfolioName}: its type could not be read, cannot send from it`
        : portfolio.portfolioType === 'external'
          ? `${portfolioLabel(portfolio)}: tracked only, cannot send`
          : portfolioLabel(portfolio),
      disabled:
        isUnreadable(portfolio.portfolioType) ||
        portfolio.portfolioType === 'external' ||
        !portfolio.isActive,
    }));

  const networkName = (currency: string, mainCurrency: string) =>
    currencies.data?.currencies.find(
      (row) => row.currency === currency && row.mainCurrency === mainCurrency,
    )?.networkName ?? mainCurrency;
  const walletOptions = (wallets.data?.wallets ?? []).map((candidate) => {
    const { currency, mainCurrency, available } = candidate;
    // Nothing is withdrawn from a balance whose currency, network or amount is unreadable.
    const unreadable = firstUnreadable({
      currency,
      network: mainCurrency,
      'available balance': available,
    });
    if (
      unreadable !== undefined ||
      isUnreadable(currency) ||
      isUnreadable(mainCurrency) ||
      isUnreadable(available)
    ) {
      return {
        value: `unreadable|${candidate.walletId}`,
        label: `${readableText(currency, 'Currency')}: cannot withdraw, ${unreadable ?? 'unreadable'}`,
        disabled: true,
      };
    }
    const empty = !new Money(available).greaterThan(0);
    return {
      value: walletValue(currency, mainCurrency),
      label: `${currency} on ${networkName(currency, mainCurrency)}${empty ? ': nothing available' : ''}`,
      disabled: empty,
    };
  });

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="portfolioId"
        render={({ field, fieldState }) => (
          <Select
            label="From portfolio"
            placeholder={portfolios.isPending ? 'Loading portfolios…' : 'Choose a portfolio'}
            data={portfolioOptions}
            value={field.value === '' ? null : field.value}
            onChange={(portfolioId) => {
              const chosen = portfolioId ? portfolios.data?.get(portfolioId) : undefined;
              field.onChange(portfolioId ?? '');
              // A new source invalidates everything chosen after it.
              const clearLoopParent =
                chosen?.portfolioType === 'clearloop' ? chosen.extra?.parentPortfolioId : undefined;
              form.setValue('baseCurrency', '');
              form.setValue('mainCurrency', '');
              form.setValue('toCryptoAddressId', '');
              form.setValue(
                'destinationKind',
                chosen?.portfolioType === 'clearloop' ? 'undelegation' : '',
              );
              form.setValue('toPortfolioId', clearLoopParent ?? '');
              form.setValue('amount', '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            searchable
            nothingFoundMessage="No portfolio matches"
            withAsterisk
          />
        )}
      />
      {wallets.isError ? (
        <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />
      ) : null}
      <Controller
        control={form.control}
        name="baseCurrency"
        render={({ field, fieldState }) => (
          <Select
            label="Currency and network"
            description="Only balances held in this portfolio are listed."
            placeholder={
              values.portfolioId === ''
                ? 'Choose a portfolio first'
                : wallets.isPending
                  ? 'Loading balances…'
                  : walletOptions.length === 0
                    ? 'This portfolio holds no balances'
                    : 'Choose a currency'
            }
            disabled={values.portfolioId === '' || walletOptions.length === 0}
            data={walletOptions}
            value={field.value === '' ? null : walletValue(field.value, values.mainCurrency)}
            onChange={(value) => {
              const [currency = '', mainCurrency = ''] = (value ?? '').split('|');
              field.onChange(currency);
              form.setValue('mainCurrency', mainCurrency);
              form.setValue('toCryptoAddressId', '');
              form.setValue('amount', '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            searchable
            withAsterisk
          />
        )}
      />
      {wallet ? (
        <Group gap="xs" aria-live="polite">
          <Text size="sm">Available to withdraw:</Text>
          <AmountText value={wallet.available} currency={wallet.currency} />
          {isUnreadable(wallet.balance) || wallet.balance !== wallet.available ? (
            <Text size="sm" c="dimmed">
              (balance <AmountText value={wallet.balance} currency={wallet.currency} />, the rest is
              reserved or locked)
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
