import type { Page } from '@playwright/test';
import { z } from 'zod';
import { peopleResponseSchema } from '../src/shared/people';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** Adds a person through the People section and returns the one-time password handed over. */
async function addPerson(page: Page, name: string, email: string, role: string) {
  const people = page.getByRole('region', { name: 'People' });
  await people.getByRole('button', { name: 'Add a person' }).click();
  const form = people.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox', { name: 'Viewer' }).uncheck();
  await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'Add person' }).click();
  const handOver = people.getByRole('status').filter({ hasText: `Added ${name}` });
  return (await handOver.getByLabel(`One-time password for ${name}`).textContent()) ?? '';
}

test.describe('a grant of power while two administrators exist', () => {
  test.use({ person: 'priya-natarajan' });

  test('Priya makes a second administrator at once; then her grant of approver waits, both see it live, and the other approves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The e2e server lives for the whole run: fresh emails each time.
    const stamp = Date.now();
    const yaraEmail = `yara.${stamp}@example.com`;
    const omarEmail = `omar.${stamp}@example.com`;
    const yara = await (await browser.newContext({ baseURL })).newPage();
    try {
      await page.goto('/admin');
      const people = page.getByRole('region', { name: 'People' });
      // Priya is the only administrator: the grant applies at once.
      const password = await addPerson(page, 'Yara Haddad', yaraEmail, 'Administrator');
      const yaraRow = people.getByRole('row').filter({ hasText: yaraEmail });
      await expect(yaraRow).toContainText('Administrator');
      await expect(
        page.getByRole('region', { name: 'Waiting for a second administrator' }),
      ).toHaveCount(0);

      await yara.goto('/admin');
      await yara.getByLabel('Email').fill(yaraEmail);
      await yara.getByLabel('Password').fill(password);
      await yara.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(yara.getByRole('heading', { name: 'Administration' })).toBeVisible();
      await expect(yara.getByRole('status', { name: /^Live/ })).toBeVisible();

      // Now two administrators: Priya's grant of approver to Omar waits.
      await addPerson(page, 'Omar Reyes', omarEmail, 'Treasury');
      const omarRow = people.getByRole('row').filter({ hasText: omarEmail });
      await omarRow.getByRole('button', { name: 'Manage Omar Reyes' }).click();
      await page.getByRole('menuitem', { name: 'Change roles' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roles of Omar Reyes' });
      await dialog.getByRole('checkbox', { name: 'Approver' }).check();
      await dialog.getByRole('button', { name: 'Save roles' }).click();
      await expect(
        people.getByText(
          'Giving Omar Reyes Treasury, Approver waits for a second administrator’s approval.',
        ),
      ).toBeVisible();
      await expect(omarRow).not.toContainText('Approver');

      // Pending for both: Priya waits, Yara (no reload) may approve.
      const priyaGrant = page.getByLabel('Grant for Omar Reyes', { exact: true });
      await expect(priyaGrant).toContainText('From Treasury to Treasury, Approver');
      await expect(priyaGrant).toContainText('Waiting for another administrator');
      await expect(
        priyaGrant.getByRole('button', { name: 'Approve the grant for Omar Reyes' }),
      ).toHaveCount(0);
      const yaraGrant = yara.getByLabel('Grant for Omar Reyes', { exact: true });
      await expect(yaraGrant).toContainText('Asked by Priya Natarajan');
      await yara.screenshot({ path: test.info().outputPath('grant-pending.png') });
      expect(await seriousViolations(yara, 'pending grant')).toEqual([]);

      await yaraGrant.getByRole('button', { name: 'Approve the grant for Omar Reyes' }).click();
      await expect(
        yara.getByText('Approved: Omar Reyes’s roles are now Treasury, Approver.'),
      ).toBeVisible();
      // Priya sees it settle without a reload.
      await expect(priyaGrant).toBeHidden();
      await expect(omarRow).toContainText('Treasury, Approver');
    } finally {
      // Later journeys expect Priya to be the only administrator.
      const listed = peopleResponseSchema.parse(
        await (await page.request.get('/api/admin/people')).json(),
      );
      for (const person of listed.people) {
        if ([yaraEmail, omarEmail].includes(person.email) && person.active) {
          const subject = z.string().parse(person.subject);
          await page.request.post(`/api/admin/people/${encodeURIComponent(subject)}/deactivate`);
        }
      }
      await yara.context().close();
    }
  });
});
