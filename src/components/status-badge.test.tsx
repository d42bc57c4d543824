import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { OrderStatusBadge } from './order-status-badge';
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

  it('names an order status in words, with the API value on hover', () => {
    renderWithTheme(<OrderStatusBadge status="co-sign-require" />);
    const badge = screen.getByText('Awaiting co-signers').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('title', 'co-sign-require');
    expect(screen.queryByText('co-sign-require')).not.toBeInTheDocument();
  });

  it('shows an order status it does not know as the API sent it', () => {
    renderWithTheme(<OrderStatusBadge status="quantum-pending" />);
    expect(screen.getByText('quantum-pending')).toBeInTheDocument();
  });
});
