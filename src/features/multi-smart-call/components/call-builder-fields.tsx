import { Radio, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { readableErrorStyles, readableMonospaceStyles } from '../../../components/readable-errors';
import { smartCallInWords } from '../../../components/smart-call-words';
import { knownTokenAt } from '../../../shared/known-tokens';
import { decodeSmartCall } from '../../../shared/smart-calls';
import { addressBookChoices, knownTokenChoices } from '../address-choices';
import { functionsOf, isTokenAmount, type CallDraft } from '../call-builder';
import type { CallableFunction } from '../contract-abi';
import { payloadOfCall, type MscFormValues } from '../msc-form';
import { AddressField } from './address-field';
import { ArgumentField } from './argument-field';
import type { BuilderContext } from './builder-context';
import { useCallErrors } from './use-call-errors';

const erc20Words: Readonly<Record<string, string>> = {
  transfer: 'Send tokens (transfer)',
  approve: 'Allow an address to spend tokens (approve)',
  transferFrom: 'Move tokens from an address that allowed you (transferFrom)',
};

function functionLabel(fn: CallableFunction, erc20: boolean): string {
  const words = erc20 ? erc20Words[fn.abi.name] : undefined;
  const label = words ?? fn.signature;
  return fn.unsupported === undefined ? label : `${label}: ${fn.unsupported}`;
}

/** A call built from its parts: the contract, the function, its arguments and the coin sent. */
export function CallBuilderFields({
  index,
  call,
  ctx,
}: {
  index: number;
  call: CallDraft;
  ctx: BuilderContext;
}) {
  const { register, control, setValue } = useFormContext<MscFormValues>();
  const errorOf = useCallErrors(index);
  const functions = functionsOf(call);
  const offered = functions.ok ? functions.functions : [];
  const chosen = offered.find((fn) => fn.signature === call.functionSignature);
  const asksDecimals =
    chosen?.abi.inputs.some((input) => isTokenAmount(call, input)) === true &&
    knownTokenAt(call.contract.trim()) === undefined;
  const built = payloadOfCall(call, ctx.mainCurrency);
  const field = <Name extends Exclude<keyof CallDraft, 'args'>>(name: Name) =>
    `calls.${index}.${name}` as const;

  return (
    <Stack gap="sm">
      <AddressField
        index={index}
        name={`calls.${index}.contract`}
        label="Contract"
        description="The token or contract the call goes to: choose it by name, or type its address."
        groups={[
          { group: 'Known tokens', choices: knownTokenChoices },
          {
            group: 'Address book',
            choices: addressBookChoices(ctx.entries, ctx.mainCurrency, false),
          },
        ]}
        nameOf={ctx.nameOf}
      />
      <Controller
        control={control}
        name={field('abiSource')}
        render={({ field: source }) => (
          <Radio.Group
            label="What the contract is"
            description="An ERC-20 token offers transfer, approve and transferFrom. For another contract, paste its ABI (the JSON published with it)."
            value={source.value}
            onChange={(value) => {
              source.onChange(value);
              setValue(field('functionSignature'), '');
              setValue(`calls.${index}.args`, []);
            }}
          >
            <Group mt="xs">
              <Radio value="erc20" label="An ERC-20 token" />
              <Radio value="pasted" label="Another contract (paste its ABI)" />
            </Group>
          </Radio.Group>
        )}
      />
      {call.abiSource === 'pasted' ? (
        <Textarea
          label="Contract ABI"
          description="A JSON array with at least one function that changes something (not view or pure)."
          autosize
          minRows={3}
          maxRows={10}
          spellCheck={false}
          styles={readableMonospaceStyles}
          error={errorOf(field('abiText'))}
          {...register(field('abiText'))}
        />
      ) : null}
      <Controller
        control={control}
        name={field('functionSignature')}
        render={({ field: fn }) => (
          <Select
            label="Function"
            placeholder={offered.length === 0 ? 'Paste a valid ABI first' : 'Choose a function'}
            data={offered.map((candidate) => ({
              value: candidate.signature,
              label: functionLabel(candidate, call.abiSource === 'erc20'),
              disabled: candidate.unsupported !== undefined,
            }))}
            value={fn.value === '' ? null : fn.value}
            onChange={(value) => {
              fn.onChange(value ?? '');
              const inputs =
                offered.find((candidate) => candidate.signature === value)?.abi.inputs ?? [];
              setValue(
                `calls.${index}.args`,
                inputs.map(() => ''),
              );
            }}
            error={errorOf(field('functionSignature'))}
            styles={readableErrorStyles}
          />
        )}
      />
      {asksDecimals ? (
        <TextInput
          label="Token decimal places"
          description="Not a known token, so say how many decimal places its amounts have (its decimals(): 6 for USDC, 18 for most)."
          inputMode="numeric"
          autoComplete="off"
          error={errorOf(field('decimals'))}
          {...register(field('decimals'))}
        />
      ) : null}
      {chosen?.abi.inputs.map((input, position) => (
        <ArgumentField
          // The inputs of one function keep their order; the position is their identity.
          key={`${chosen.signature}-${position}`}
          index={index}
          position={position}
          input={input}
          call={call}
          ctx={ctx}
        />
      ))}
      <TextInput
        label={`${ctx.mainCurrency} sent with the call`}
        description={`Optional: leave empty (or 0) to send none, as a token transfer does. In whole ${ctx.mainCurrency}.`}
        inputMode="decimal"
        autoComplete="off"
        styles={readableMonospaceStyles}
        error={errorOf(field('nativeValue'))}
        {...register(field('nativeValue'))}
      />
      {built.ok ? (
        <Text size="sm" role="status">
          This call:{' '}
          {smartCallInWords(decodeSmartCall(built.payload), ctx.nameOf, ctx.mainCurrency)}
        </Text>
      ) : null}
    </Stack>
  );
}
