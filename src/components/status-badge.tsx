import { Badge } from '@mantine/core';
import { memo } from 'react';
import { isUnreadable, type Readable } from '../shared/contracts/readable';
import { UnreadableValue } from './unreadable-value';

export type StatusTone = 'action' | 'progress' | 'success' | 'failure' | 'neutral';

const toneColors: Record<StatusTone, string> = {
  action: 'orange',
  progress: 'blue',
  success: 'green',
  failure: 'red',
  neutral: 'gray',
};

/** A badge as tall as its lines, so a long status wraps instead of widening its column. */
const wrapping = {
  maxWidth: '100%',
  minWidth: 0,
  height: 'auto',
  minHeight: 'var(--badge-height)',
  paddingBlock: 2,
  lineHeight: 1.25,
} as const;
const wrappingLabel = {
  label: { whiteSpace: 'normal', overflow: 'visible', textWrap: 'balance' },
} as const;

/**
 * A status as a coloured badge. A value the app does not know (the API added
 * one) is shown as-is in a neutral badge, never hidden and never a crash.
 * Memoised: table rows recycle their cells while scrolling, and a row that shows the same
 * status as the one before it skips the badge (a Mantine component) entirely.
 */
export const StatusBadge = memo(function StatusBadge({
  value,
  tone,
  label,
  field = 'Status',
  wrap = false,
}: {
  value: Readable<string>;
  tone: StatusTone | undefined;
  /** The status in words, when it has them; the API's value then shows on hover. */
  label?: string | undefined;
  /** The field's name, shown when the provider sent it out of format. */
  field?: string;
  /** Let a long status wrap onto a second line where its column is narrow, whole all the same. */
  wrap?: boolean;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={field} />;
  const color = toneColors[tone ?? 'neutral'];
  // A native title, not a Mantine tooltip: badges are on every page, and the tooltip would
  // bring its positioning code (floating-ui) into pages that need it for nothing else.
  return (
    <Badge
      title={
        tone
          ? label === undefined
            ? undefined
            : value
          : 'A status this version of the dashboard does not know yet'
      }
      color={color}
      variant={tone ? 'light' : 'outline'}
      tt="none"
      radius="sm"
      style={{
        // Statuses are read, not skimmed: never truncate one to an ellipsis.
        maxWidth: 'none',
        minWidth: 'max-content',
        overflow: 'visible',
        ...(wrap ? wrapping : {}),
        // Mantine's light variant text is below AA contrast; see the theme's --status-text-*.
        color: `var(--status-text-${color})`,
      }}
      styles={wrap ? wrappingLabel : undefined}
    >
      {label ?? value}
    </Badge>
  );
});
