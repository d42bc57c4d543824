import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';

/** Renders inside the app's Mantine theme, as components always are. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
