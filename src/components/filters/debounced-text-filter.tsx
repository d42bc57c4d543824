import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const DEBOUNCE_MS = 400;

/**
 * A text filter that paints every keystroke at once and updates the URL (and so the
 * request) only when typing pauses, or at once on Enter. A value changed from outside
 * (back/forward, reset) replaces what is in the box.
 */
export function DebouncedTextFilter({
  value,
  onCommit,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }
  const commit = useDebouncedCallback((text: string) => {
    const next = text.trim() === '' ? undefined : text.trim();
    if (next !== value) onCommit(next);
  }, DEBOUNCE_MS);

  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
