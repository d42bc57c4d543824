import { Text } from '@mantine/core';
import { UnreadableValue } from '../../../components/unreadable-value';
import { formatDecimal } from '../../../lib/format-decimal';
import { isUnreadable, Unreadable, type Readable } from '../../../shared/contracts/readable';

/**
 * An exact decimal at full precision, optionally in the status colour of a
 * deficit. Missing values read as a dash; unreadable ones are shown raw and marked, under
 * `label`.
 */
export function DecimalText({
  value,
  suffix,
  tone,
  fw,
  label = 'Amount',
}: {
  value: Readable<string> | undefined;
  suffix?: string | undefined;
  tone?: 'deficit' | undefined;
  fw?: number | undefined;
  label?: string;
}) {
  if (value === undefined) {
    return (
      <Text span size="sm" c="dimmed" aria-label="Not reported">
        —
      </Text>
    );
  }
  const formatted = isUnreadable(value) ? null : formatDecimal(value);
  if (formatted === null) {
    const unreadable = isUnreadable(value) ? value : new Unreadable(value, 'not a decimal');
    return <UnreadableValue value={unreadable} label={label} />;
  }
  return (
    <Text
      span
      size="sm"
      ff="monospace"
      fw={fw}
      style={{ whiteSpace: 'nowrap' }}
      c={tone === 'deficit' ? 'var(--status-text-red)' : undefined}
    >
      {formatted}
      {suffix ? ` ${suffix}` : null}
    </Text>
  );
}
