import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { readableMonospaceStyles } from '../../../components/readable-errors';
import { findCurrency } from '../../order-writing/holdings';
import { cryptoAddressesQueryOptions } from '../../reference-data/api/reference-queries';
import { emptyCallDraft } from '../call-builder';
import type { MscContext, MscFormValues } from '../msc-form';
import { splitPastedPayloads } from '../payload-rules';
import { CallCard } from './call-card';
import { addressBookNamer } from '../../../components/smart-call-words';

/** Step 2: the calls, in the order they are executed. */
export function CallsStep({ ctx }: { ctx: MscContext }) {
  const { control, formState, trigger, getValues } = useFormContext<MscFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'calls' });
  const currencyKey = useWatch({ control, name: 'currencyKey' });
  const mainCurrency = findCurrency(ctx, currencyKey)?.mainCurrency ?? '';
  const entries = useQuery(cryptoAddressesQueryOptions).data?.cryptoAddresses ?? [];
  const builder = { mainCurrency, entries, nameOf: addressBookNamer(entries) };
  const [pasted, setPasted] = useState('');
  const listError = formState.errors.calls?.root?.message ?? formState.errors.calls?.message;

  function addPasted() {
    const parts = splitPastedPayloads(pasted);
    if (parts.length === 0) return;
    // Replace a lone untouched call instead of leaving it above the pasted ones.
    const [only, ...others] = getValues('calls');
    if (others.length === 0 && only?.contract === '' && only.pasted === '') remove(0);
    append(
      parts.map((payload) => ({ ...emptyCallDraft, mode: 'paste' as const, pasted: payload })),
    );
    setPasted('');
    void trigger('calls');
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Each call goes to a contract, in this order. Choose the contract and the function, and fill
        in its arguments: the dashboard builds the transaction.
      </Text>
      {listError ? (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <CallCard
          key={field.id}
          index={index}
          count={fields.length}
          ctx={builder}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => append({ ...emptyCallDraft })}>
          Add a call
        </Button>
      </Group>
      <Textarea
        label="Advanced: paste several transactions"
        description="Serialised unsigned transactions, one per line (or separated by commas or spaces); each is added as a call after the list."
        autosize
        minRows={2}
        maxRows={8}
        styles={readableMonospaceStyles}
        spellCheck={false}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group>
        <Button variant="default" onClick={addPasted} disabled={pasted.trim() === ''}>
          Add pasted transactions
        </Button>
      </Group>
    </Stack>
  );
}
