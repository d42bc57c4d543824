import type { Locator, Page } from '@playwright/test';
import { type WireOrder } from '../src/shared/contracts/orders';
import { sessionSchema } from '../src/shared/session';
import { expect, test } from './fixtures';
import { scriptApi } from './people';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

// Four wizard steps, the sandbox's lifecycle tick and a co-sign, all at keyboard pace.
test.describe.configure({ timeout: 120_000 });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. Fails, naming where focus ended up,
 * if it is not reached within `max` presses: a control the keyboard cannot get to.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  // A control still loading (disabled) is skipped by Tab; a person would wait for it too.
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses < max) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${String(target)} not reached in ${max} presses; focus is on ${focused}`);
}

/**
 * The focused element shows a focus indicator: an outline or a shadow, or (Mantine inputs)
 * fields) a border in the primary colour that the unfocused field does not have. Polled, because
 * Mantine inputs fade their border colour in.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = () =>
    target.evaluate((element) => {
      const style = getComputedStyle(element);
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      if (!element.matches(':focus-visible')) return 'not :focus-visible';
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        return 'outline';
      if (style.boxShadow !== 'none') return 'shadow';
      const field = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
      if (field && style.borderColor === primary) return 'border';
      return `none (outline ${style.outlineStyle}, border ${style.borderColor})`;
    });
  await expect
    .poll(indicator, { message: `${String(target)} draws a focus indicator`, timeout: 2_000 })
    .toMatch(/^(outline|shadow|border)$/);
}

/** Opens a Mantine Select from the keyboard and moves to the option whose label matches. */
async function chooseOption(page: Page, combobox: Locator, label: RegExp): Promise<void> {
  await expect(combobox).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  for (let presses = 0; presses < 30; presses += 1) {
    const activeId = await combobox.getAttribute('aria-activedescendant');
    const active = activeId ? page.locator(`[id="${activeId}"]`) : undefined;
    if (active && label.test(await active.innerText())) {
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option matching ${String(label)} reached with the arrow keys`);
}

async function orderWithReference(page: Page, externalOrderId: string): Promise<WireOrder> {
  const query = new URLSearchParams({ orderTypes: 'withdraw', externalOrderId });
  const response = await scriptApi(page.request, 'treasury').get(
    `/platform/orders?${query.toString()}`,
  );
  expect(response.status()).toBe(200);
  const [order] = wireOrdersResponseSchema.parse(await response.json()).orders;
  if (!order) throw new Error(`No order with reference ${externalOrderId}`);
  return order;
}

test('creates a withdrawal and co-signs it with the keyboard alone', async ({ page }) => {
  // A unique amount (18 decimals, no trailing zero) marks this run's order among everyone else's.
  const random = Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0');
  const amount = `0.0${Date.now().toString().slice(-9)}${random}7`;

  await page.goto('/new/withdrawal');
  const session = sessionSchema.parse(await (await page.request.get('/api/session')).json());
  expect(session.person.name).toBe('Olivia Grant');

  // Source: both Selects open, filter and choose from the keyboard.
  const portfolio = page.getByRole('combobox', { name: 'From portfolio' });
  await tabTo(page, portfolio);
  await expectVisibleFocus(portfolio);
  await page.keyboard.type('Operations Hot');
  await chooseOption(page, portfolio, /^Operations Hot Wallet/);
  await expect(portfolio).toHaveValue('Operations Hot Wallet (Custody)');
  const currency = page.getByRole('combobox', { name: 'Currency and network' });
  await tabTo(page, currency, { max: 3 });
  await page.keyboard.type('ETH on Ethereum');
  await chooseOption(page, currency, /^ETH on Ethereum$/);
  await expect(currency).toHaveValue('ETH on Ethereum');
  await expect(page.getByText('Available to withdraw:')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { max: 3 });
  await expectVisibleFocus(next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=destination/);

  // Destination: focus lands on the step heading; Space checks a radio and a radio card.
  await expect(page.getByRole('heading', { name: 'Destination' })).toBeFocused();
  const addressBook = page.getByRole('radio', { name: 'An address-book entry' });
  await tabTo(page, addressBook, { max: 3 });
  await page.keyboard.press('Space');
  await expect(addressBook).toBeChecked();
  const entry = page.getByRole('radio', { name: /^Coinbase Prime settlement/ });
  await tabTo(page, entry);
  await expectVisibleFocus(entry);
  await page.keyboard.press('Space');
  await expect(entry).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=amount/);

  // Amount: typed, then Enter in the field moves on, as Next does.
  await expect(page.getByRole('heading', { name: 'Amount' })).toBeFocused();
  await expect(page.getByText('Estimating fee…')).toHaveCount(0);
  const amountInput = page.getByRole('textbox', { name: /^Amount/ });
  await tabTo(page, amountInput, { max: 3 });
  await expectVisibleFocus(amountInput);
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=review/);

  // Review: what is sent, then submit.
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  const referenceRow = page.getByRole('row', { name: /WireOrder reference/ });
  const externalOrderId = (await referenceRow.getByRole('cell').last().innerText()).trim();
  await page.getByRole('button', { name: 'Technical details' }).click();
  const body: unknown = JSON.parse(
    await page.getByRole('figure', { name: 'Request body' }).innerText(),
  );
  expect(body).toMatchObject({
    externalOrderId,
    amount,
    orderType: 'withdraw',
    baseCurrency: 'ETH',
  });
  const submit = page.getByRole('button', { name: 'Submit withdrawal' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  // The submit button leaves with the wizard; focus moves to the outcome, not to the page.
  const outcome = page.getByRole('status').filter({ hasText: 'Withdrawal created' });
  await expect(outcome).toBeFocused();
  const created = await orderWithReference(page, externalOrderId);
  expect(created.amount).toBe(amount);

  // The sandbox's lifecycle puts the order in front of the co-signer within a few ticks.
  await expect
    .poll(async () => (await orderWithReference(page, externalOrderId)).status, {
      timeout: 20_000,
    })
    .toBe('co-sign-require');

  // To act as the co-signer: sign out from the header, and sign in as Marcus Chen.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await tabTo(page, signOut, { backwards: true, max: 40 });
  await expectVisibleFocus(signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in\?signedOut=1/);
  const signInAgain = page.getByRole('link', { name: 'Sign in again' });
  await tabTo(page, signInAgain, { max: 10 });
  await expectVisibleFocus(signInAgain);
  await page.keyboard.press('Enter');
  const marcus = page.getByRole('button', { name: /^Marcus Chen/ });
  await tabTo(page, marcus, { max: 10 });
  await expectVisibleFocus(marcus);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const switched = sessionSchema.parse(await (await page.request.get('/api/session')).json());
  expect(switched.person).toMatchObject({ name: 'Marcus Chen', roles: ['approver'] });

  // To the co-sign screen through the main navigation.
  const coSignLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Co-sign/,
  });
  await tabTo(page, coSignLink, { max: 15 });
  await expectVisibleFocus(coSignLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/co-sign/);

  // Find this order in the queue and select it.
  const item = page
    .getByRole('region', { name: 'Awaiting me' })
    .locator(`[data-order-id="${created.orderId}"]`);
  await tabTo(page, item, { max: 200 });
  await expectVisibleFocus(item);
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-current', 'true');
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review.getByText(`Order ${created.orderId}`)).toBeVisible();
  await expect(review.getByRole('heading', { level: 2 })).toHaveText(
    'Review: withdrawal from Operations Hot Wallet',
  );
  await expect(review.getByText(amount)).toBeVisible();

  // The confirmation dialog: focus moves in, Tab and Shift+Tab stay in, Escape returns focus.
  const approve = review.getByRole('button', { name: 'Approve…' });
  await tabTo(page, approve, { max: 30 });
  await expectVisibleFocus(approve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Approve', exact: true });
  await expect(confirm).toBeFocused();
  for (const key of ['Tab', 'Shift+Tab']) {
    // Round the dialog and back to Approve, never leaving it: focus is trapped and cycles.
    let presses = 0;
    do {
      await page.keyboard.press(key);
      presses += 1;
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus stays in the dialog after ${key} × ${presses}`).toBe(true);
    } while (
      presses < 10 &&
      !(await confirm.evaluate((element) => element === document.activeElement))
    );
    await expect(confirm).toBeFocused();
    expect(presses, `${key} visits the dialog's other controls before coming back`).toBeGreaterThan(
      1,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await expectVisibleFocus(approve);
  expect((await orderWithReference(page, externalOrderId)).status).toBe('co-sign-require');

  // Now for real: Enter opens, Enter on the focused Approve confirms.
  const patch = page.waitForRequest(
    (request) =>
      request.method() === 'PATCH' && request.url().endsWith(`/orders/${created.orderId}`),
  );
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(confirm).toBeFocused();
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Enter');
  expect((await patch).postData()).toBe('{}');
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-order-id="${created.orderId}"]`)).toHaveCount(0);

  const approved = await orderWithReference(page, externalOrderId);
  expect(approved.extra?.coSigners).toEqual(['user-marcus-chen']);
  expect(approved.status).not.toBe('co-sign-require');
});
