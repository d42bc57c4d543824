import { decimalsOf } from '../../order-writing/amount-rules';
import { readOrUndefined } from '../../../shared/contracts/readable';
import { Group, Radio, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { feeLevels } from '../../../shared/contracts/orders';
import { AmountField, DescriptionField } from '../../order-writing/components/order-fields';
import { findCurrency, findWallet } from '../../order-writing/holdings';
import { coinSentByCalls, type MscContext, type MscFormValues } from '../msc-form';

const feeWords = {
  low: 'Low: cheapest, slowest',
  medium: 'Medium',
  high: 'High: fastest, most expensive',
} as const;

/** Step 3: amount, fee level, who broadcasts, and a description. */
export function SettingsStep({ ctx }: { ctx: MscContext }) {
  const { control } = useFormContext<MscFormValues>();
  const [currencyKey, portfolioId, externalBroadcast, calls] = useWatch({
    control,
    name: ['currencyKey', 'portfolioId', 'externalBroadcast', 'calls'],
  });
  const currency = findCurrency(ctx, currencyKey);
  const wallet = findWallet(ctx, { currencyKey, portfolioId });
  const code = currency?.currency ?? '';
  const sent = currency ? coinSentByCalls(calls, currency.mainCurrency) : undefined;

  return (
    <Stack gap="md">
      <AmountField
        label={`Amount (${code})`}
        description={`The ${code} the calls send with them in total${sent === undefined ? '' : ` (as built: ${sent} ${code})`}; 0 when they only call token contracts. At most the available balance; up to ${decimalsOf(currency) ?? 'any number of'} decimal places.`}
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
            label="I will broadcast the transactions myself"
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
    </Stack>
  );
}
