import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Darker shades keep text on filled and light surfaces above WCAG AA contrast.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'sm',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
});

/** Mantine's default "dimmed" grey is below AA contrast on white; operators read these labels. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders of button-like pickers ("Any date") are text too: keep them above AA.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Form error text in Mantine's default red is below AA on white.
    '--mantine-color-error': LIGHT_RED_TEXT,
    ...lightStatusText,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    ...statusText((color) => `var(--mantine-color-${color}-2)`),
  },
});

const LIGHT_RED_TEXT = '#9b1c1c';

/**
 * Status badge text colours. Even Mantine's deepest orange is below AA on its
 * light tint, so light mode uses darker hand-picked tones (each ≥ 7:1 on its tint).
 */
const lightStatusText: Record<string, string> = {
  '--status-text-orange': '#8a3200',
  '--status-text-blue': '#0b4a8a',
  '--status-text-green': '#1b5e20',
  '--status-text-red': LIGHT_RED_TEXT,
  '--status-text-gray': '#343a40',
};

function statusText(shade: (color: string) => string): Record<string, string> {
  return Object.fromEntries(
    ['orange', 'blue', 'green', 'red', 'gray'].map((color) => [
      `--status-text-${color}`,
      shade(color),
    ]),
  );
}
