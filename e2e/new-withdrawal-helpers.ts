import type { Page } from '@playwright/test';
import { type WireOrder } from '../src/shared/contracts/orders';
import { expect } from './fixtures';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

/** Source step: a portfolio, then a currency on a network. */
export async function chooseSource(page: Page, portfolio: RegExp, currency: RegExp) {
  await page.goto('/new/withdrawal');
  await page.getByRole('combobox', { name: 'From portfolio' }).click();
  await page.getByRole('option', { name: portfolio }).click();
  await page.getByRole('combobox', { name: 'Currency and network' }).click();
  await page.getByRole('option', { name: currency }).click();
  await expect(page.getByText('Available to withdraw:')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=destination/);
}

/** Destination step: an address-book entry by name. */
export async function chooseAddress(page: Page, name: RegExp) {
  await page.getByRole('radio', { name: 'An address-book entry' }).check();
  await page.getByRole('radio', { name }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=amount/);
}

/** Amount step: waits for the chosen level's fee, then enters the amount. */
export async function enterAmount(page: Page, amount: string) {
  await expect(page.getByText('Estimating fee…')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);
}

/** The order reference the review shows: what the API will receive as `externalOrderId`. */
export async function reviewedExternalOrderId(page: Page): Promise<string> {
  const row = page.getByRole('row', { name: /WireOrder reference/ });
  return (await row.getByRole('cell').last().innerText()).trim();
}

/** The request body the review shows, parsed. */
export async function reviewedRequestBody(page: Page): Promise<unknown> {
  // The exact body sits under Technical details.
  await page.getByRole('button', { name: 'Technical details' }).click();
  const text = await page.getByRole('figure', { name: 'Request body' }).innerText();
  return JSON.parse(text);
}

/** Orders with this external id, asked of the API directly (withdrawals and deposits). */
export async function ordersWithExternalId(
  page: Page,
  externalOrderId: string,
): Promise<WireOrder[]> {
  const query = new URLSearchParams({ orderTypes: 'withdraw,deposit', externalOrderId });
  const response = await page.request.get(`/platform/orders?${query.toString()}`);
  expect(response.status()).toBe(200);
  return wireOrdersResponseSchema.parse(await response.json()).orders;
}

/** Counts the POST /orders requests the page sends. */
export function countOrderPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/platform/orders') {
      count += 1;
    }
  });
  return () => count;
}
