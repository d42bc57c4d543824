import { Button, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AmountText } from '../../../components/amount-text';
import { maxAmount } from '../amount-validation';
import type { WithdrawalFormState } from '../use-withdrawal-form';
import { FeeLevelPicker } from './fee-level-picker';
import { WithdrawalTotalsSummary } from './withdrawal-totals-summary';
import { StatusAlert } from '../../../components/status-alert';

export function AmountStep({ state }: { state: WithdrawalFormState }) {
  const { form, values, rules, wallet, paysFee, feeByLevel } = state;
  const currency = values.baseCurrency;
  const max =
    rules.available === undefined || (paysFee && rules.fee === undefined)
      ? undefined
      : maxAmount({
          decimals: rules.decimals,
          available: rules.available,
          fee: rules.fee,
          includeFeeInWithdraw: values.includeFeeInWithdraw,
        });

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={`Amount (${currency})`}
            description={
              <>
                Available <AmountText value={wallet?.available ?? '0'} currency={currency} />
                {rules.decimals === undefined ? null : ` · up to ${rules.decimals} decimal places`}
              </>
            }
            placeholder="0.00"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={fieldState.error?.message}
            withAsterisk
            rightSectionWidth={64}
            rightSection={
              <Button
                size="compact-xs"
                variant="light"
                disabled={max === undefined}
                title={
                  max === undefined
                    ? 'Waiting for the balance and the fee'
                    : `Enter the largest amount: ${max} ${currency}`
                }
                onClick={() => {
                  if (max !== undefined)
                    form.setValue('amount', max, { shouldDirty: true, shouldValidate: true });
                }}
              >
                Max
              </Button>
            }
          />
        )}
      />
      {paysFee ? (
        <>
          <Controller
            control={form.control}
            name="feeLevel"
            render={({ field, fieldState }) => (
              <FeeLevelPicker
                value={field.value}
                onChange={(level) => {
                  field.onChange(level);
                  if (form.getFieldState('amount').isTouched) void form.trigger('amount');
                }}
                queryOf={feeByLevel}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="includeFeeInWithdraw"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                  if (form.getFieldState('amount').isTouched) void form.trigger('amount');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                label="Include the fee in the amount"
                description="On: the fee is taken out of the amount, so the recipient gets less. Off: the fee is added on top."
              />
            )}
          />
          <WithdrawalTotalsSummary
            amount={values.amount}
            fee={rules.fee}
            includeFeeInWithdraw={values.includeFeeInWithdraw}
            currency={currency}
            feePending={feeByLevel(values.feeLevel)?.isPending ?? true}
          />
        </>
      ) : (
        <StatusAlert color="blue" title="No fee level for an undelegation">
          <Text size="sm">
            The amount leaves the ClearLoop account and arrives in its trading account as a deposit.
          </Text>
        </StatusAlert>
      )}
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            label="Description (optional)"
            description="Stored with the order; visible to co-signers."
            autosize
            minRows={2}
            maxLength={500}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
