import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './copy-value-button.module.css';

/**
 * Copies an id (or any value) to the clipboard; `what` names it for screen readers. A plain
 * button styled as Mantine's subtle ActionIcon, with a native title rather than a tooltip:
 * tables show one per row, and the Mantine components made rows slow to mount while scrolling.
 */
export function CopyValueButton({ value, what }: { value: string; what: string }) {
  const { copied, copy } = useClipboard({ timeout: 1500 });
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.button}`}
      data-copied={copied || undefined}
      onClick={() => copy(value)}
      title={copied ? 'Copied' : `Copy ${what}`}
      aria-label={copied ? `${what} copied` : `Copy ${what} ${value}`}
    >
      {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
    </button>
  );
}
