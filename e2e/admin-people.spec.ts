import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The roles the page's session holds now, as the server sees them. */
async function sessionRoles(page: Page): Promise<unknown> {
  const answer: unknown = await (await page.request.get('/api/session')).json();
  return typeof answer === 'object' && answer !== null && 'person' in answer
    ? answer.person
    : 'signed out';
}

test.describe('an administrator manages people', () => {
  // 409: the e2e adds an email that already has an account, on purpose.
  test.use({ person: 'priya-natarajan', allowedHttpStatuses: [409] });

  test('adds a person who signs in with the handed-over password, changes their roles, then deactivates them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The e2e server lives for the whole run: a fresh email each time.
    const email = `noor.${Date.now()}@example.com`;
    await page.goto('/admin');
    const people = page.getByRole('region', { name: 'People' });
    await people.getByRole('button', { name: 'Add a person' }).click();
    const form = people.getByRole('form', { name: 'Add a person' });

    // Bad input first: nothing is sent, and what was typed stays.
    await form.getByLabel('Name').fill('Noor Haddad');
    await form.getByLabel('Email').fill('noor-at-example');
    await form.getByRole('checkbox', { name: 'Viewer' }).uncheck();
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(form.getByText('Choose at least one role.')).toBeVisible();
    // An email that already has an account: the server's refusal, beside the form.
    await form.getByLabel('Email').fill('olivia.grant@northwind.example');
    await form.getByRole('checkbox', { name: 'Treasury' }).check();
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(
      form.getByText('olivia.grant@northwind.example already has an account.'),
    ).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Noor Haddad');

    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add person' }).click();
    const handOver = people.getByRole('status').filter({ hasText: 'Added Noor Haddad' });
    await expect(handOver).toBeVisible();
    const password =
      (await handOver.getByLabel('One-time password for Noor Haddad').textContent()) ?? '';
    expect(password).toMatch(/^[\w-]{22}$/);
    const row = people.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Treasury');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');
    await page.screenshot({ path: test.info().outputPath('people-added.png'), fullPage: true });

    // Noor signs in on the provider's own page with that password.
    const noor = await (await browser.newContext({ baseURL })).newPage();
    await noor.goto('/');
    await noor.getByLabel('Email').fill(email);
    await noor.getByLabel('Password').fill(password);
    await noor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(noor.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await sessionRoles(noor)).toMatchObject({ name: 'Noor Haddad', roles: ['treasury'] });

    // Roles: the change reaches Noor's open session at once.
    await row.getByRole('button', { name: 'Manage Noor Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Change roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles of Noor Haddad' });
    await dialog.getByRole('checkbox', { name: 'Approver' }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(
      people.getByText('Noor Haddad’s roles are now: Treasury, Approver.'),
    ).toBeVisible();
    await expect(row).toContainText('Treasury, Approver');
    expect(await sessionRoles(noor)).toMatchObject({ roles: ['treasury', 'approver'] });

    // Priya cannot deactivate herself: the list does not offer it.
    const own = people.getByRole('row').filter({ hasText: 'priya.natarajan@northwind.example' });
    await own.getByRole('button', { name: 'Manage Priya Natarajan' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reset password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Manage Noor Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Noor Haddad?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(people.getByText(/^Deactivated Noor Haddad/)).toBeVisible();
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(await sessionRoles(noor)).toBe('signed out');
    await noor.context().close();
  });
});
