import { Text } from '@mantine/core';
import { formatDecimal } from '../lib/decimal';

/** An amount at full precision with its currency; malformed input is shown raw, flagged. */
export function AmountText({ value, currency }: { value: string; currency?: string | undefined }) {
  const formatted = formatDecimal(value);
  return (
    <Text
      span
      ff="monospace"
      size="sm"
      c={formatted === null ? 'red' : undefined}
      title={formatted === null ? 'Not a valid amount' : undefined}
    >
      {formatted ?? value}
      {currency ? (
        <Text span c="dimmed" size="sm" ff="text" ml={4}>
          {currency}
        </Text>
      ) : null}
    </Text>
  );
}
