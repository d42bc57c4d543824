import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { findCurrency } from '../../order-writing/holdings';
import type { MscContext, MscFormValues } from '../msc-form';
import { checkPayload, requiresLegacyEthereum, splitPastedPayloads } from '../payload-rules';
import { readableMonospaceStyles } from '../../../components/readable-errors';

/** Step 2: the unsigned transactions, in the order they are to be executed. */
export function PayloadsStep({ ctx }: { ctx: MscContext }) {
  const { control, register, formState, trigger } = useFormContext<MscFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'payloads' });
  const values = useWatch({ control, name: 'payloads' });
  const currencyKey = useWatch({ control, name: 'currencyKey' });
  const mainCurrency = findCurrency(ctx, currencyKey)?.mainCurrency ?? '';
  const [pasted, setPasted] = useState('');
  const listError = formState.errors.payloads?.root?.message ?? formState.errors.payloads?.message;

  function addPasted() {
    const parts = splitPastedPayloads(pasted);
    if (parts.length === 0) return;
    // Replace a lone empty row instead of leaving it above the pasted ones.
    const onlyEmpty = values.length === 1 && values[0]?.value.trim() === '';
    if (onlyEmpty) remove(0);
    append(parts.map((value) => ({ value })));
    setPasted('');
    void trigger('payloads');
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Serialised unsigned transactions as hex (0x…), executed in this order.
        {requiresLegacyEthereum(mainCurrency)
          ? ' On Ethereum only legacy (type 0) transactions are accepted: typed EIP-2718 transactions (first byte 0x01–0x04) are refused.'
          : ''}
      </Text>
      {listError ? (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const check = checkPayload(values[index]?.value ?? '', mainCurrency);
        const error = formState.errors.payloads?.[index]?.value?.message;
        return (
          <Paper key={field.id} withBorder p="sm" radius="sm">
            <Group align="flex-start" wrap="nowrap">
              <Textarea
                label={`Transaction ${index + 1}`}
                description={check.ok ? `Well-formed, ${check.bytes} bytes` : undefined}
                autosize
                minRows={2}
                maxRows={6}
                style={{ flex: 1 }}
                styles={readableMonospaceStyles}
                spellCheck={false}
                autoComplete="off"
                error={error}
                {...register(`payloads.${index}.value`)}
              />
              <Stack gap={4} mt={24}>
                <ActionIcon
                  variant="default"
                  aria-label={`Move transaction ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move transaction ${index + 1} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Remove transaction ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Stack>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="default" onClick={() => append({ value: '' })}>
          Add a transaction
        </Button>
      </Group>
      <Textarea
        label="Paste several transactions"
        description="One per line (or separated by commas or spaces); they are added after the list."
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
