/**
 * Mantine's default error red is below WCAG AA on a white input, both for the message and
 * for the text typed into a field in error. These keep both readable (see the theme's
 * `--status-text-red`).
 */
export const readableErrorStyles = {
  error: { color: 'var(--status-text-red)' },
  input: { color: 'var(--mantine-color-text)' },
} as const;

/** The same, for fields whose value is shown in the monospace font (amounts, hex). */
export const readableMonospaceStyles = {
  error: readableErrorStyles.error,
  input: { ...readableErrorStyles.input, fontFamily: 'var(--mantine-font-family-monospace)' },
} as const;
