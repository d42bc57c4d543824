import { decimalsOf } from '../../order-writing/amount-rules';
import { Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { isKnownValue } from '../../../shared/contracts/primitives';
import { blockchainTransactionTypes } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import {
  AmountField,
  DescriptionField,
  PortfolioSelect,
} from '../../order-writing/components/order-fields';
import { findCurrency, findWallet, holderOptions, holdersOf } from '../../order-writing/holdings';
import { amountLimit } from '../staking-amount-limit';
import type { StakingContext, StakingFormValues } from '../staking-form';
import { describeStakingOperation } from '../staking-operations';
import { WalletFigures } from './wallet-figures';

/** Step 2: which portfolio, how much, and an optional description. */
export function DetailsStep({
  ctx,
  portfolios,
}: {
  ctx: StakingContext;
  portfolios: ReadonlyMap<string, Portfolio>;
}) {
  const { control } = useFormContext<StakingFormValues>();
  const [currencyKey, operation, portfolioId] = useWatch({
    control,
    name: ['currencyKey', 'operation', 'portfolioId'],
  });
  const currency = findCurrency(ctx, currencyKey);
  if (!currency || !isKnownValue(blockchainTransactionTypes, operation)) return null;
  const info = describeStakingOperation(operation);
  const holders = holdersOf(ctx, currency);
  const wallet = findWallet(ctx, { currencyKey, portfolioId });
  const limit = amountLimit(wallet, operation, ctx.stakes);
  const decimals = `Up to ${decimalsOf(currency) ?? 'any number of'} decimal places.`;

  return (
    <Stack gap="md">
      <Text size="sm">
        {info.label} in {currency.currency} on {currency.networkName ?? currency.mainCurrency}.
      </Text>
      <PortfolioSelect
        description={
          holders.length === 0
            ? `No portfolio holds ${currency.currency} on this network.`
            : `Portfolios holding ${currency.currency}.`
        }
        // External accounts are only tracked: the API places no orders from them.
        options={holderOptions(holders, portfolios)}
      />
      {wallet ? <WalletFigures wallet={wallet} currency={currency.currency} /> : null}
      <AmountField
        label={`${info.amountLabel} (${currency.currency})`}
        description={
          limit
            ? [`At most the ${limit.label}.`, limit.meaning, decimals].filter(Boolean).join(' ')
            : decimals
        }
        max={limit?.value}
      />
      {limit?.notice === undefined ? null : (
        <Text size="sm" c="var(--status-text-orange)" role="status">
          {limit.notice}
        </Text>
      )}
      <DescriptionField />
    </Stack>
  );
}
