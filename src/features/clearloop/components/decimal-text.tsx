import { Text } from '@mantine/core';
import { formatDecimal } from '../../../lib/format-decimal';

/**
 * An exact decimal at full precision, optionally in the status colour of a
 * deficit. Missing values read as a dash; malformed ones are shown raw and flagged.
 */
export function DecimalText({
  value,
  suffix,
  tone,
  fw,
}: {
  value: string | undefined;
  suffix?: string | undefined;
  tone?: 'deficit' | undefined;
  fw?: number | undefined;
}) {
  if (value === undefined) {
    return (
      <Text span size="sm" c="dimmed" aria-label="Not reported">
        —
      </Text>
    );
  }
  const formatted = formatDecimal(value);
  return (
    <Text
      span
      size="sm"
      ff="monospace"
      fw={fw}
      style={{ whiteSpace: 'nowrap' }}
      c={formatted === null || tone === 'deficit' ? 'var(--status-text-red)' : undefined}
      title={formatted === null ? 'Not a valid amount' : undefined}
    >
      {formatted ?? value}
      {suffix ? ` ${suffix}` : null}
    </Text>
  );
}
