import { ActionIcon, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { readableMonospaceStyles } from '../../../components/readable-errors';
import { callNetworkOf } from '../call-builder';
import type { MscFormValues } from '../msc-form';
import { checkPayload, requiresLegacyEthereum } from '../payload-rules';
import type { BuilderContext } from './builder-context';
import { CallBuilderFields } from './call-builder-fields';
import { useCallErrors } from './use-call-errors';

/** One call of the order: built with the form, or (Advanced) pasted as a transaction. */
export function CallCard(props: {
  index: number;
  count: number;
  ctx: BuilderContext;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { index, count, ctx } = props;
  const { register, setValue } = useFormContext<MscFormValues>();
  const call = useWatch<MscFormValues, `calls.${number}`>({ name: `calls.${index}` });
  const errorOf = useCallErrors(index);
  const canBuild = callNetworkOf(ctx.mainCurrency) !== undefined;
  const pasting = call.mode === 'paste' || !canBuild;
  const check = checkPayload(call.pasted, ctx.mainCurrency);
  const n = index + 1;

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`Call ${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            Call {n} of {count}
          </Title>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={`Move call ${n} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move call ${n} down`}
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              aria-label={`Remove call ${n}`}
              onClick={props.onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {canBuild ? (
          <Switch
            label="Advanced: paste a transaction"
            description="For a call built elsewhere: paste the serialised unsigned transaction instead of filling in the form."
            checked={call.mode === 'paste'}
            onChange={(event) =>
              setValue(`calls.${index}.mode`, event.currentTarget.checked ? 'paste' : 'build', {
                shouldDirty: true,
              })
            }
          />
        ) : (
          <Text size="sm">
            The builder makes Ethereum transactions; on {ctx.mainCurrency}, paste each transaction.
          </Text>
        )}
        {pasting ? (
          <Textarea
            label={`Transaction ${n}`}
            description={
              check.ok
                ? `Well-formed, ${check.bytes} bytes`
                : `Hex (0x…).${requiresLegacyEthereum(ctx.mainCurrency) ? ' Ethereum takes only legacy (type 0) transactions: typed ones (first byte 0x01–0x04) are refused.' : ''}`
            }
            autosize
            minRows={2}
            maxRows={6}
            styles={readableMonospaceStyles}
            spellCheck={false}
            autoComplete="off"
            error={errorOf(`calls.${index}.pasted`) ?? errorOf(`calls.${index}.mode`)}
            {...register(`calls.${index}.pasted`)}
          />
        ) : (
          <CallBuilderFields index={index} call={call} ctx={ctx} />
        )}
      </Stack>
    </Paper>
  );
}
