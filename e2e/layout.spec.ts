import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Whether an element lies wholly inside the window, horizontally. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the orders table shows its columns whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const name of ['Created', 'Order', 'Status', 'Amount', 'Destination']) {
      const header = table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
      expect(await inWindow(page, header), `${name} header on screen`).toBe(true);
    }
    // The table fits its own scroll box: no column, header or sort arrow is cut at its edge.
    const scrollBox = page.getByTestId('data-table-scroll');
    const overflow = await scrollBox.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow, 'pixels of the table beyond its box').toBe(0);
    // Nor does a header spill into its neighbour.
    const spilling = await table
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent),
      );
    expect(spilling, 'headers wider than their column').toEqual([]);
    // Created is not cut to an ellipsis: its whole text fits its cell.
    const created = table.locator('tbody tr').first().locator('td').first();
    const clipped = await created.evaluate((cell) => cell.scrollWidth > cell.clientWidth);
    expect(clipped).toBe(false);
  });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header keeps its controls on screen and the menu opens from the burger', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: /Switch to (dark|light) theme/ }),
      header.getByRole('button', { name: 'Sign out' }),
      header.getByText('Sandbox', { exact: true }),
    ]) {
      await expect(control).toBeVisible();
      expect(await inWindow(page, control)).toBe(true);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).not.toBeInViewport();
    await header.getByRole('button', { name: 'Toggle navigation' }).click();
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // The page is one column: nothing but the table itself scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });
});

test('one menu item is active: the LTV risk board, not the loan list too', async ({ page }) => {
  await page.goto('/loans/risk');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'LTV risk board' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  await expect(nav.locator('a[data-active]')).toHaveCount(1);
});

test('the skip link is the first stop of the keyboard and leads to the page', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
