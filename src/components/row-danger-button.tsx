import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table row's action that takes something away (revoke, remove, end): quiet and red, so a
 * row of them does not shout, and named for its row, since "Remove" alone says not what.
 */
export function RowDangerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  /** The accessible name: the action and what it acts on ("Revoke the API key of Ana Silva"). */
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
