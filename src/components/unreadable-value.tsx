import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isUnreadable, type Readable, type Unreadable } from '../shared/contracts/readable';
import styles from './unreadable.module.css';

/** The words an operator reads about an unreadable value: on hover, and for screen readers. */
export function unreadableTitle(label: string, value: Unreadable): string {
  if (value.missing) return `${label} could not be read: the provider did not send it.`;
  return `${label} could not be read (${value.problem}). As received: ${value.raw === '' ? 'empty text' : value.raw}`;
}

/**
 * A value the provider sent out of format (DESIGN: read the provider tolerantly): its raw
 * text, as text and never as HTML, marked as unreadable, with its field's label on hover and
 * for screen readers. Plain spans and a native title, as in every table cell.
 */
export function UnreadableValue({ value, label }: { value: Unreadable; label: string }) {
  const shown = value.missing ? 'missing' : value.raw === '' ? 'empty' : value.raw;
  return (
    <span className={styles.mark} title={unreadableTitle(label, value)} data-unreadable={label}>
      <IconAlertTriangle size={12} stroke={2} aria-hidden className={styles.icon} />
      <VisuallyHidden>{`${label} unreadable, as received: `}</VisuallyHidden>
      <span className={styles.raw}>{shown}</span>
    </span>
  );
}

/** Text from the provider: as sent, or marked unreadable under `label`; nothing when absent. */
export function ReadableText({
  value,
  label,
}: {
  value: Readable<string> | undefined;
  label: string;
}) {
  if (value === undefined) return null;
  return isUnreadable(value) ? <UnreadableValue value={value} label={label} /> : <>{value}</>;
}
