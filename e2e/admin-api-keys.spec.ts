import type { Browser, Page } from '@playwright/test';
import { findIdentityById } from '../src/sandbox/identities';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn, type Person } from './people';
import { E2E_PORT } from './ports';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

async function personAt(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page.request, person);
  return page;
}

test.describe('an administrator revokes an API key', () => {
  test.use({ person: 'priya-natarajan' });

  test('Priya revokes Henrik’s key with a reason; Henrik is told at once, adds his key again and dismisses the notice', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const henrik = await personAt(browser, 'henrik-larsen');
    const identity = findIdentityById('risk');
    if (identity === undefined) throw new Error('The sandbox has no risk identity');
    try {
      await henrik.goto('/settings');
      await expect(henrik.getByText('Key ending in …d3f9')).toBeVisible();
      await expect(henrik.getByRole('status', { name: /^Live/ })).toBeVisible();

      await page.goto('/admin');
      const keys = page.getByRole('region', { name: 'API keys' });
      const row = keys.getByRole('row').filter({ hasText: 'Henrik Larsen' });
      await expect(row).toContainText('ending d3f9');
      // Never more of the key than its last four characters.
      await expect(keys).not.toContainText(identity.apiKey);

      await row.getByRole('button', { name: 'Revoke the API key of Henrik Larsen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke the API key of Henrik Larsen?' });
      // No reason: nothing is sent, and the dialog says what is missing.
      await dialog.getByLabel('Reason').fill('   ');
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await expect(dialog.getByText('Say why: the person is told.')).toBeVisible();
      await expect(row).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('revoke-dialog.png') });
      expect(await seriousViolations(page, 'revoke dialog', '[role="dialog"]')).toEqual([]);

      await dialog.getByLabel('Reason').fill('Moved to the audit team <b>today</b>');
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        keys.getByText('Revoked the key ending d3f9 of Henrik Larsen. They have been told why.'),
      ).toBeVisible();
      await expect(row).toBeHidden();
      await page.screenshot({ path: test.info().outputPath('api-keys.png'), fullPage: true });

      // Henrik, without reloading: the notice with the reason (as text, never markup), and
      // the settings page asks for a key again.
      const notice = henrik.getByRole('alert').filter({ hasText: 'Your API key was revoked' });
      await expect(notice).toContainText('Priya Natarajan revoked your API key ending d3f9 on');
      await expect(notice).toContainText('Their reason: “Moved to the audit team <b>today</b>”');
      await expect(henrik.getByText('Add your API key to create or approve orders')).toBeVisible();
      await henrik.screenshot({ path: test.info().outputPath('henrik-told.png'), fullPage: true });
      // The notice's link and text stay readable on its tint, in both colour schemes.
      for (const colorScheme of ['light', 'dark'] as const) {
        await henrik.emulateMedia({ colorScheme });
        await expect(henrik.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          colorScheme,
        );
        expect(await seriousViolations(henrik, `revoked-key notice, ${colorScheme}`)).toEqual([]);
      }

      // He puts his own key back; the notice stays until he dismisses it.
      await henrik.getByRole('textbox', { name: 'API key' }).fill(identity.apiKey);
      await henrik.getByRole('textbox', { name: 'API secret' }).fill(identity.apiSecret);
      await henrik.getByRole('button', { name: 'Save key' }).click();
      await expect(henrik.getByText('Key ending in …d3f9')).toBeVisible();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toBeHidden();
      await henrik.reload();
      await expect(henrik.getByText('Key ending in …d3f9')).toBeVisible();
      await expect(henrik.getByText('Your API key was revoked')).toBeHidden();

      // The admin list shows his key again, on the record as revoked with the reason.
      await page.reload();
      await expect(keys.getByRole('row').filter({ hasText: 'Henrik Larsen' })).toContainText(
        'ending d3f9',
      );
      await page.goto('/activity');
      await expect(page.getByText('API key revoked by an administrator').first()).toBeVisible();
    } finally {
      // One server runs the whole suite: Henrik keeps his key for the specs after this one.
      const held: unknown = await (await henrik.request.get('/api/credentials')).json();
      if (typeof held === 'object' && held !== null && 'apiKey' in held && held.apiKey === null) {
        const data = { apiKey: identity.apiKey, apiSecret: identity.apiSecret };
        expect((await henrik.request.put('/api/credentials', { data })).ok()).toBe(true);
      }
      await henrik.context().close();
    }
  });
});
