import { Code, Group, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { Timestamp } from '../../../components/timestamp';
import { CopyValueButton } from '../components/copy-value-button';
import { amountFields, orderFieldLabel, timeFields } from './order-field-labels';

function looksLikeId(key: string): boolean {
  return /(Id|Address|address|payload)$/.test(key) || key === 'transactionId';
}

/** One field's value, shown by what it is: amount, time, id, flag, list or nested object. */
export function FieldValue({
  name,
  value,
  currency,
}: {
  name: string;
  value: unknown;
  currency?: string | undefined;
}) {
  if (typeof value === 'boolean') return <Text size="sm">{value ? 'Yes' : 'No'}</Text>;
  if (typeof value === 'string') {
    if (amountFields.has(name)) return <AmountText value={value} currency={currency} />;
    if (timeFields.has(name)) return <Timestamp value={value} />;
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
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? (
      <Text size="sm" c="dimmed">
        (none)
      </Text>
    ) : (
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {value.join(', ')}
      </Text>
    );
  }
  if (value === null || value === undefined) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  // Focusable because it may scroll: keyboard users must be able to scroll it too.
  return (
    <Code block fz="xs" tabIndex={0} style={{ maxHeight: 240, overflow: 'auto' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
