import { Button, Group, Radio, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { feeLevels } from '../../../shared/contracts/orders';
import { findCurrency, findWallet, type MscContext, type MscFormValues } from '../msc-form';
import { readableErrorStyles, readableMonospaceStyles } from '../../../lib/readable-errors';

const feeWords = {
  low: 'Low: cheapest, slowest',
  medium: 'Medium',
  high: 'High: fastest, most expensive',
} as const;

/** Step 3: amount, fee level, who broadcasts, and a description. */
export function SettingsStep({ ctx }: { ctx: MscContext }) {
  const { control, register, setValue, formState } = useFormContext<MscFormValues>();
  const currencyKey = useWatch({ control, name: 'currencyKey' });
  const portfolioId = useWatch({ control, name: 'portfolioId' });
  const externalBroadcast = useWatch({ control, name: 'externalBroadcast' });
  const currency = findCurrency(ctx, currencyKey);
  const wallet = findWallet(ctx, { currencyKey, portfolioId });
  const code = currency?.currency ?? '';

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={`Amount (${code})`}
          description={`The value the transactions move, in ${code}. At most the available balance; up to ${currency?.decimal ?? 'any number of'} decimal places.`}
          required
          inputMode="decimal"
          autoComplete="off"
          style={{ flex: 1 }}
          styles={readableMonospaceStyles}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        {wallet ? (
          <Button
            variant="default"
            mb={formState.errors.amount ? 22 : 0}
            onClick={() =>
              setValue('amount', wallet.available, { shouldDirty: true, shouldValidate: true })
            }
          >
            Max
          </Button>
        ) : null}
      </Group>
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
      <Textarea
        label="Description"
        description="Optional; stored with the order."
        autosize
        minRows={2}
        error={formState.errors.description?.message}
        styles={readableErrorStyles}
        {...register('description')}
      />
      <Text size="xs" c="dimmed">
        The order is sent as blockchainTransactionType multi-smart-call.
      </Text>
    </Stack>
  );
}
