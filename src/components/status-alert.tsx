import { Alert } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The colours the theme gives an AA-contrast status text (`--status-text-*`). */
export type StatusAlertColor = 'red' | 'orange' | 'blue' | 'green' | 'gray';

/**
 * Mantine's light Alert, its title in the theme's status text colour: Mantine's own title
 * colour on the light background is below WCAG AA.
 */
export function StatusAlert({
  color,
  ...props
}: Omit<ComponentProps<typeof Alert>, 'color' | 'variant' | 'styles'> & {
  color: StatusAlertColor;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      styles={{ title: { color: `var(--status-text-${color})` } }}
      {...props}
    />
  );
}
