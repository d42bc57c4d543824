import { Alert, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { AmountText } from '../../../components/amount-text';
import { CurrencySelect, PortfolioSelect } from '../../order-writing/components/order-fields';
import { findCurrency, findWallet, holderOptions, holdersOf } from '../../order-writing/holdings';
import { currencyRefusal, type MscContext, type MscFormValues } from '../msc-form';

/** Step 1: a DeFi-enabled currency and the portfolio whose wallet signs the transactions. */
export function SourceStep({ ctx }: { ctx: MscContext }) {
  const { control, setValue } = useFormContext<MscFormValues>();
  const [currencyKey, portfolioId] = useWatch({ control, name: ['currencyKey', 'portfolioId'] });
  const currency = findCurrency(ctx, currencyKey);
  const refused = ctx.currencies.filter((candidate) => currencyRefusal(candidate) !== null);
  const holders = currency ? holdersOf(ctx, currency) : [];
  const wallet = findWallet(ctx, { currencyKey, portfolioId });

  return (
    <Stack gap="md">
      <CurrencySelect
        currencies={ctx.currencies}
        description="Only currencies the custodian has enabled for DeFi can carry multi-smart-call orders."
        placeholder="Choose a DeFi-enabled currency"
        note={(candidate) => {
          const refusal = currencyRefusal(candidate);
          return { text: refusal, disabled: refusal !== null };
        }}
        onChosen={() => setValue('portfolioId', '', { shouldDirty: true })}
      />
      {refused.length > 0 ? (
        <Alert color="gray" variant="light">
          <Text size="sm">
            Not available, because the custodian has not enabled them for DeFi:{' '}
            {refused
              .map((candidate) => `${candidate.currency} on ${candidate.mainCurrency}`)
              .join(', ')}
            .
          </Text>
        </Alert>
      ) : null}
      {currency ? (
        <PortfolioSelect
          description={
            holders.length === 0
              ? `No portfolio holds ${currency.currency} on ${currency.mainCurrency}.`
              : `The wallet that signs the transactions and pays the fee.`
          }
          options={holderOptions(holders, ctx.portfolios)}
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
