import { Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { readableErrorStyles, readableMonospaceStyles } from '../../../components/readable-errors';
import type { Currency } from '../../../shared/contracts/currencies';
import { currencyKeyOf } from '../holdings';

/** The fields these inputs fill; every order form that uses them has them. */
interface OrderFields {
  currencyKey: string;
  portfolioId: string;
  amount: string;
  description: string;
}

/**
 * The currency and network, as one choice. `note` adds why a currency is special (shown after
 * its name) and whether it may be chosen; `onChosen` clears what depended on the old choice.
 */
export function CurrencySelect({
  currencies,
  description,
  placeholder,
  note,
  onChosen,
}: {
  currencies: readonly Currency[];
  description: string;
  placeholder: string;
  note: (currency: Currency) => { text: string | null; disabled: boolean };
  onChosen: () => void;
}) {
  const { control } = useFormContext<OrderFields>();
  return (
    <Controller
      control={control}
      name="currencyKey"
      render={({ field, fieldState }) => (
        <Select
          label="Currency"
          description={description}
          placeholder={placeholder}
          searchable
          required
          data={currencies.map((candidate) => {
            const { text, disabled } = note(candidate);
            const network = candidate.networkName ?? candidate.mainCurrency;
            return {
              value: currencyKeyOf(candidate),
              label: `${candidate.currency} · ${candidate.name} on ${network}${text ? ` (${text})` : ''}`,
              disabled,
            };
          })}
          value={field.value === '' ? null : field.value}
          onChange={(value) => {
            field.onChange(value ?? '');
            onChosen();
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          styles={readableErrorStyles}
          nothingFoundMessage="No currency matches"
        />
      )}
    />
  );
}

/** The portfolio the order is placed in, among those holding the currency. */
export function PortfolioSelect({
  description,
  options,
}: {
  description: string;
  options: { value: string; label: string; disabled: boolean }[];
}) {
  const { control } = useFormContext<OrderFields>();
  return (
    <Controller
      control={control}
      name="portfolioId"
      render={({ field, fieldState }) => (
        <Select
          label="Portfolio"
          description={description}
          placeholder="Choose a portfolio"
          required
          data={options}
          value={field.value === '' ? null : field.value}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          styles={readableErrorStyles}
        />
      )}
    />
  );
}

/** The amount, typed as a decimal string; `max` adds a button that fills it in. */
export function AmountField({
  label,
  description,
  max,
}: {
  label: string;
  description: string;
  max: string | undefined;
}) {
  const { register, setValue, formState } = useFormContext<OrderFields>();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        required
        inputMode="decimal"
        autoComplete="off"
        style={{ flex: 1 }}
        styles={readableMonospaceStyles}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      {max === undefined ? null : (
        <Button
          variant="default"
          mb={formState.errors.amount ? 22 : 0}
          onClick={() => setValue('amount', max, { shouldDirty: true, shouldValidate: true })}
        >
          Max
        </Button>
      )}
    </Group>
  );
}

export function DescriptionField() {
  const { register, formState } = useFormContext<OrderFields>();
  return (
    <Textarea
      label="Description"
      description="Optional; stored with the order."
      autosize
      minRows={2}
      error={formState.errors.description?.message}
      styles={readableErrorStyles}
      {...register('description')}
    />
  );
}
