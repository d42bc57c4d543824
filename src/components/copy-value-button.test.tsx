import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CopyValueButton } from './copy-value-button';

describe('CopyValueButton', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('copies the whole value and says so, for the eye and for a screen reader', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithTheme(<CopyValueButton value="order-1234567890" what="order id" />);
    const button = screen.getByRole('button', { name: 'Copy order id order-1234567890' });
    expect(button).toHaveAttribute('title', 'Copy order id');
    fireEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('order-1234567890');
    const copied = await screen.findByRole('button', { name: 'order id copied' });
    expect(copied).toHaveAttribute('title', 'Copied');
  });
});
