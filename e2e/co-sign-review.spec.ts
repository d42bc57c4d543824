import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { switchPerson } from './people';

test('the review flags the seeded look-alike destination', async ({ page }) => {
  await switchPerson(page, 'marcus-chen');
  await page.goto('/co-sign');
  const queue = page.getByRole('navigation', { name: 'Approval queue' });
  await queue.getByText('to Meridian Markets ETH (updated)').first().click();
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review.getByText('Look-alike address')).toBeVisible();
  await expect(
    review.getByRole('list', { name: 'Address-book entries that look alike' }),
  ).toContainText('Meridian Markets ETH');
  await expect(review.getByText('Recently added address-book entry')).toBeVisible();
});

test('keyboard review mode moves, opens the confirm step and lists its keys', async ({ page }) => {
  await switchPerson(page, 'amara-okafor');
  await page.goto('/co-sign');
  const queue = page.getByRole('navigation', { name: 'Approval queue' });
  const current = queue.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const first = await current.getAttribute('data-order-id');

  await page.keyboard.press('j');
  await expect(current).not.toHaveAttribute('data-order-id', first ?? '');
  await expect(current).toBeFocused();
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review).toContainText(`Order ${await current.getAttribute('data-order-id')}`);
  await page.keyboard.press('k');
  await expect(current).toHaveAttribute('data-order-id', first ?? '');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard review mode' });
  await expect(help.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('Next order');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Typing in a field never triggers a shortcut (any text field: one is added for the check).
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'typing-check';
    field.setAttribute('aria-label', 'Typing check');
    document.body.append(field);
  });
  await page.locator('#typing-check').focus();
  await page.keyboard.press('j');
  await expect(current).toHaveAttribute('data-order-id', first ?? '');
  await page.keyboard.press('Escape');

  await current.focus();
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(current).toBeFocused();
});

test('the navigation counts the orders awaiting the signed-in approver', async ({ page }) => {
  await switchPerson(page, 'marcus-chen');
  await page.goto('/co-sign');
  const awaitingMe = page.getByRole('region', { name: 'Awaiting me' });
  await expect(awaitingMe.locator('[data-order-id]').first()).toBeVisible();
  const count = await awaitingMe.locator('[data-order-id]').count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('co-sign-count')).toHaveText(String(count));
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Co-sign', exact: true });
  await expect(link).toHaveAccessibleDescription(`${count} awaiting your approval`);
});

test('the review, the approve dialog and the key list have no serious accessibility issues', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await switchPerson(page, 'amara-okafor');
  await page.goto('/co-sign');
  const queue = page.getByRole('navigation', { name: 'Approval queue' });
  await queue.getByText('needs master password').first().click();
  await expect(page.getByTestId('approval-code')).toHaveText(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enter master password…' }).click();
  await expect(page.getByRole('dialog', { name: 'Approve this order?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard review mode' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
