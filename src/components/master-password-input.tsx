import { PasswordInput } from '@mantine/core';
import type { Ref } from 'react';

/**
 * The master password field. Uncontrolled on purpose: the text is never in React state or a
 * form store; the dialog reads it once on submit, hashes it, and sends only the hash.
 */
export function MasterPasswordInput({
  ref,
  error,
}: {
  ref: Ref<HTMLInputElement>;
  error: string | null;
}) {
  return (
    <PasswordInput
      ref={ref}
      label="Master password"
      description="Hashed in this browser (SHA-256); only the hash is sent."
      autoComplete="off"
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the typed password' }}
      required
      error={error}
      data-autofocus
    />
  );
}
