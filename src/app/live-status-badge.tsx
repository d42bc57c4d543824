import { Badge } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { liveStatus } from '../lib/live-status';

/** Whether views update by themselves (Live), are getting back there, or poll for now, and why. */
export function LiveStatusBadge() {
  const status = useSyncExternalStore(liveStatus.subscribe, liveStatus.get);
  if (status.state === 'connecting') return null;
  const { label, color, title } =
    status.state === 'live'
      ? { label: 'Live', color: 'green', title: 'Changes appear as they happen.' }
      : status.state === 'reconnecting'
        ? {
            label: 'Reconnecting…',
            color: 'orange',
            title: 'The live connection dropped; trying again.',
          }
        : { label: 'Polling', color: 'gray', title: `Views refresh on a timer: ${status.reason}.` };
  return (
    <Badge
      color={color}
      variant="light"
      size="sm"
      tt="none"
      title={title}
      role="status"
      aria-label={`${label}: ${title}`}
      // Mantine's light variant text is below AA contrast; see the theme's --status-text-*.
      style={{ color: `var(--status-text-${color})` }}
    >
      {label}
    </Badge>
  );
}
