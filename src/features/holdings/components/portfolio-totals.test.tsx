import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import type { PortfolioCurrencyTotal, PortfolioTotal } from '../holding-totals';
import { FOLDED_LINES, PortfolioTotals } from './portfolio-totals';

const currencyTotal = (currency: string): PortfolioCurrencyTotal => ({
  currency,
  wallets: 1,
  total: { sum: '1.5', unreadable: 0 },
});

function portfolio(name: string, currencies: number): PortfolioTotal {
  return {
    portfolioId: `pf-${name}`,
    portfolioName: name,
    portfolioType: 'custody',
    currencies: Array.from({ length: currencies }, (_, index) => currencyTotal(`C${index + 1}`)),
    unreadable: 0,
  };
}

describe('PortfolioTotals', () => {
  it('shows a short portfolio whole, with no fold', () => {
    renderWithTheme(<PortfolioTotals portfolios={[portfolio('Vault', FOLDED_LINES)]} />);
    const card = screen.getByRole('region', { name: 'Vault' });
    expect(within(card).getByText(`C${FOLDED_LINES}`)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('folds a long one after its first lines, and shows every line on request', async () => {
    renderWithTheme(<PortfolioTotals portfolios={[portfolio('Hot wallet', 30)]} />);
    const card = screen.getByRole('region', { name: 'Hot wallet' });
    expect(within(card).queryByText(`C${FOLDED_LINES + 1}`)).toBeNull();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show all 30 currencies of Hot wallet' }),
    );
    expect(within(card).getByText('C30')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
