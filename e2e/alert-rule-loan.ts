import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Picks a loan in the new rule form by typing its reference and pressing Enter. A click on the
 * option could land while the narrowed list is still moving into its new place, and miss.
 */
export async function pickRuleLoan(page: Page, form: Locator, externalId: string): Promise<void> {
  const picker = form.getByRole('combobox', { name: 'Loan' });
  await picker.click();
  await picker.fill(externalId);
  await expect(page.getByRole('option')).toHaveText([new RegExp(externalId)]);
  await picker.press('Enter');
  await expect(picker).toHaveValue(new RegExp(externalId));
}
