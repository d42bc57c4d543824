import { ActionIcon, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * Copies an id (or any value) to the clipboard; `what` names it for screen readers. A native
 * title rather than a Mantine tooltip: tables show one button per row, and a tooltip each made
 * rows slow to mount while scrolling.
 */
export function CopyValueButton({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <ActionIcon
          variant="subtle"
          color={copied ? 'teal' : 'gray'}
          size="sm"
          onClick={copy}
          title={copied ? 'Copied' : `Copy ${what}`}
          aria-label={copied ? `${what} copied` : `Copy ${what} ${value}`}
        >
          {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        </ActionIcon>
      )}
    </CopyButton>
  );
}
