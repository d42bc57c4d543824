import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';

/** Renders inside the app's Mantine theme, as components always are. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** Renders inside the theme and a fresh query client whose failed writes are not retried. */
export function renderWithQueries(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
): RenderResult & { queryClient: QueryClient } {
  return {
    ...renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
    queryClient,
  };
}
