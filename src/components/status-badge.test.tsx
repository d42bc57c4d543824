import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows a known status with its tone', () => {
    renderWithTheme(<StatusBadge value="executed" tone="success" />);
    expect(screen.getByText('executed')).toBeInTheDocument();
  });

  it('shows an unknown status as-is, neutrally, instead of hiding it', () => {
    renderWithTheme(<StatusBadge value="quantum-pending" tone={undefined} />);
    const badge = screen.getByText('quantum-pending').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-variant', 'outline');
    expect(badge).toHaveAttribute(
      'title',
      'A status this version of the dashboard does not know yet',
    );
  });
});
