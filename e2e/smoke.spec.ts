import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const entries = [
  { link: 'Today', heading: 'Today', path: '/' },
  { link: 'Orders', heading: 'Orders', path: '/orders' },
  { link: 'Holdings', heading: 'Holdings', path: '/holdings' },
  { link: 'Co-sign', heading: 'Co-sign', path: '/co-sign' },
  { link: 'Withdrawal', heading: 'New withdrawal', path: '/new/withdrawal' },
  { link: 'Staking', heading: 'New staking operation', path: '/new/staking' },
  {
    link: 'Multi-smart-call',
    heading: 'New multi-smart-call order',
    path: '/new/multi-smart-call',
  },
  { link: 'Bulk', heading: 'New bulk order', path: '/new/bulk' },
  { link: 'Exchanges', heading: 'ClearLoop exchanges', path: '/clearloop/exchanges' },
  { link: 'Settlements', heading: 'ClearLoop settlements', path: '/clearloop/settlements' },
  { link: 'Loan list', heading: 'Loans', path: '/loans' },
  { link: 'LTV risk board', heading: 'LTV risk board', path: '/loans/risk' },
  { link: 'Files', heading: 'Files', path: '/files' },
];

// Each page is scanned in both themes: contrast differs between them.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('every navigation entry opens its page without errors or serious accessibility issues', async ({
      page,
    }) => {
      // Each page is opened and scanned by axe: about 5 s a page on a quiet machine, and a
      // shared CI machine may take three times that.
      test.setTimeout(entries.length * 15_000);
      await page.goto('/orders');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const entry of entries) {
        await nav.getByRole('link', { name: entry.link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`:\\d+${entry.path}(\\?|$)`));
        await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
        expect(await seriousViolations(page, entry.path)).toEqual([]);
      }
    });
  });
}

test('the header shows the sandbox environment and switches theme', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
