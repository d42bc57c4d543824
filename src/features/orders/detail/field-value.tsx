import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { Group, Stack, Table, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { CopyValueButton } from '../../../components/copy-value-button';
import { orderStatusInWords } from '../../../shared/order-status-words';
import { Timestamp } from '../../../components/timestamp';
import { formatDuration } from '../../../lib/time';
import { amountFields, durationFields, orderFieldLabel, timeFields } from './order-field-labels';
import { ReferenceValue, referenceKindOf } from './reference-value';
import { orderTypeInWords, portfolioTypeInWords } from '../../../components/order-type-words';

function looksLikeId(key: string): boolean {
  return /(Id|Address|address|payload)$/.test(key) || key === 'transactionId';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A nested object (gas, fees, an address record) as labelled rows, never as JSON. */
function NestedFields({ name, value }: { name: string; value: Record<string, unknown> }) {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        (none)
      </Text>
    );
  }
  const currency = typeof value.feeCurrency === 'string' ? value.feeCurrency : undefined;
  return (
    <Table
      verticalSpacing={2}
      layout="fixed"
      withRowBorders={false}
      aria-label={orderFieldLabel(name)}
    >
      <Table.Tbody>
        {entries.map(([key, item]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="45%" fw={500} fz="sm" style={{ verticalAlign: 'top' }}>
              {orderFieldLabel(key)}
            </Table.Th>
            <Table.Td>
              <FieldValue name={key} value={item} currency={currency} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One field's value, shown by what it is: amount, time, duration, person, id, flag, list or nested fields. */
export function FieldValue({
  name,
  value,
  currency,
}: {
  name: string;
  value: unknown;
  currency?: Readable<string> | undefined;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={orderFieldLabel(name)} />;
  const reference = referenceKindOf(name);
  if (reference !== undefined) {
    const ids = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
    if (ids !== undefined && ids.length > 0 && ids.every((id) => typeof id === 'string')) {
      return <ReferenceValue kind={reference} ids={ids} />;
    }
  }
  if (typeof value === 'boolean') return <Text size="sm">{value ? 'Yes' : 'No'}</Text>;
  if (typeof value === 'string') {
    // In words, like the badge; the provider's code stays on hover.
    if (name === 'status') {
      return (
        <Text size="sm" title={value}>
          {orderStatusInWords(value)}
        </Text>
      );
    }
    const typeInWords =
      name === 'orderType'
        ? orderTypeInWords(value)
        : name === 'portfolioType'
          ? portfolioTypeInWords(value)
          : undefined;
    if (typeInWords !== undefined) {
      return (
        <Text size="sm" title={value}>
          {typeInWords}
        </Text>
      );
    }
    if (amountFields.has(name)) return <AmountText value={value} currency={currency} />;
    if (timeFields.has(name)) return <Timestamp value={value} />;
    if (durationFields.has(name)) return <Text size="sm">{formatDuration(value)}</Text>;
    if (looksLikeId(name) && value.length > 0) {
      return (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {value}
          </Text>
          <CopyValueButton value={value} what={orderFieldLabel(name).toLowerCase()} />
        </Group>
      );
    }
    return (
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value === '' ? '(empty)' : value}
      </Text>
    );
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          (none)
        </Text>
      );
    }
    if (value.every((item) => typeof item === 'string')) {
      return (
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {value.join(', ')}
        </Text>
      );
    }
    return (
      <Stack gap="xs">
        {value.map((item: unknown, index) => (
          <FieldValue key={index} name={name} value={item} currency={currency} />
        ))}
      </Stack>
    );
  }
  if (isRecord(value)) return <NestedFields name={name} value={value} />;
  if (typeof value === 'number') return <Text size="sm">{String(value)}</Text>;
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
