import { decimalsOf } from '../../order-writing/amount-rules';
import { readOrUndefined } from '../../../shared/contracts/readable';
import { Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { feeLevels } from '../../../shared/contracts/orders';
import { AmountField, DescriptionField } from '../../order-writing/components/order-fields';
import { findCurrency, findWallet } from '../../order-writing/holdings';
import type { MscContext, MscFormValues } from '../msc-form';

const feeWords = {
  low: 'Low: cheapest, slowest',
  medium: 'Medium',
  high: 'High: fastest, most expensive',
} as const;

/** Step 3: amount, fee level, who broadcasts, and a description. */
export function SettingsStep({ ctx }: { ctx: MscContext }) {
  const { control } = useFormContext<MscFormValues>();
  const [currencyKey, portfolioId, externalBroadcast] = useWatch({
    control,
    name: ['currencyKey', 'portfolioId', 'externalBroadcast'],
  });
  const currency = findCurrency(ctx, currencyKey);
  const wallet = findWallet(ctx, { currencyKey, portfolioId });
  const code = currency?.currency ?? '';

  return (
    <Stack gap="md">
      <AmountField
        label={`Amount (${code})`}
        description={`The value the transactions move, in ${code}. At most the available balance; up to ${decimalsOf(currency) ?? 'any number of'} decimal places.`}
        max={readOrUndefined(wallet?.available)}
      />
      <Controller
        control={control}
        name="feeLevel"
        render={({ field }) => (
          <Radio.Group
            label="Fee level"
            description="A higher level pays more for faster processing."
            value={field.value}
            onChange={field.onChange}
          >
            <Group mt="xs">
              {feeLevels.map((level) => (
                <Radio key={level} value={level} label={feeWords[level]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="externalBroadcast"
        render={({ field }) => (
          <Switch
            label="I will broadcast the transactions myself (externalBroadcast)"
            description={
              externalBroadcast
                ? 'Manual broadcast: once fully signed, the transactions wait for you to broadcast them. Nothing reaches the chain until you do.'
                : 'Automatic broadcast (default): each transaction is broadcast as soon as it is fully signed.'
            }
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <DescriptionField />
      <Text size="xs" c="dimmed">
        The order is sent as blockchainTransactionType multi-smart-call.
      </Text>
    </Stack>
  );
}
