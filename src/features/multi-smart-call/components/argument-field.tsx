import { Select, TextInput } from '@mantine/core';
import type { AbiParameter } from 'viem';
import { Controller, useFormContext } from 'react-hook-form';
import { readableErrorStyles, readableMonospaceStyles } from '../../../components/readable-errors';
import { argumentLabel } from '../../../components/smart-call-words';
import { knownTokenAt } from '../../../shared/known-tokens';
import { addressBookChoices } from '../address-choices';
import { isTokenAmount, type CallDraft } from '../call-builder';
import { isIntegerType } from '../call-values';
import type { MscFormValues } from '../msc-form';
import { AddressField } from './address-field';
import type { BuilderContext } from './builder-context';
import { useCallErrors } from './use-call-errors';

/** An ABI argument's name as a label: "recipient" → "Recipient", "amountOutMin" → "Amount out min". */
export function labelOf(input: AbiParameter, position: number): string {
  const name = input.name?.replace(/^_+/, '') ?? '';
  if (name === '') return `Argument ${position + 1}`;
  const known = argumentLabel(name);
  if (known !== name) return known;
  const words = name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function typeInWords(input: AbiParameter): string {
  if (isIntegerType(input.type))
    return `A whole number in the contract's own units (${input.type})`;
  if (input.type.startsWith('bytes')) return `Bytes as hex, 0x… (${input.type})`;
  return `Text (${input.type})`;
}

/** One argument of the chosen function, its input fitted to its type. */
export function ArgumentField(props: {
  index: number;
  position: number;
  input: AbiParameter;
  call: CallDraft;
  ctx: BuilderContext;
}) {
  const { index, position, input, call, ctx } = props;
  const { register, control } = useFormContext<MscFormValues>();
  const errorOf = useCallErrors(index);
  const name = `calls.${index}.args.${position}` as const;
  const label = labelOf(input, position);
  if (input.type === 'address') {
    return (
      <AddressField
        index={index}
        name={name}
        label={label}
        description="Choose an address-book entry by name, or type the address."
        groups={[
          {
            group: 'Address book',
            choices: addressBookChoices(ctx.entries, ctx.mainCurrency, true),
          },
        ]}
        nameOf={ctx.nameOf}
      />
    );
  }
  if (input.type === 'bool') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Select
            label={label}
            data={[
              { value: 'true', label: 'Yes (true)' },
              { value: 'false', label: 'No (false)' },
            ]}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldState.error?.message}
            styles={readableErrorStyles}
          />
        )}
      />
    );
  }
  const token = knownTokenAt(call.contract.trim());
  const tokenAmount = isTokenAmount(call, input);
  return (
    <TextInput
      label={tokenAmount ? `${label} (${token?.symbol ?? 'tokens'})` : label}
      description={
        tokenAmount
          ? `In whole tokens, e.g. 1250.5${token ? `; ${token.symbol} has ${token.decimals} decimal places` : ''}. No thousands separators.`
          : typeInWords(input)
      }
      inputMode={tokenAmount || isIntegerType(input.type) ? 'decimal' : undefined}
      autoComplete="off"
      spellCheck={false}
      styles={readableMonospaceStyles}
      error={errorOf(name)}
      {...register(name)}
    />
  );
}
