import { z } from 'zod';
import { expect, test } from './fixtures';

// Opens a loan's overview and margin-call tab, and the settlements list.
test.describe.configure({ timeout: 90_000 });

test.use({ person: 'henrik-larsen' });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const loansSchema = z.object({
  loans: z.array(
    z.object({
      loanId: z.string(),
      externalId: z.string(),
      createdBy: z.string().optional(),
      embedded: z.object({ marginCall: z.record(z.string(), z.unknown()).optional() }).optional(),
    }),
  ),
});

test('a loan reads in words: people and counterparties by name, statuses and labels by meaning', async ({
  page,
}) => {
  const organizations = z
    .object({ organizations: z.array(z.object({ organizationId: z.string() })) })
    .parse(await (await page.request.get('/platform/organizations')).json());
  const organizationId = organizations.organizations[0]?.organizationId ?? '';
  const { loans } = loansSchema.parse(
    await (
      await page.request.get(
        `/platform/organizations/${organizationId}/loans?isOpen=true&includeCollaterals=true`,
      )
    ).json(),
  );
  const loan = loans.find((entry) => entry.embedded?.marginCall !== undefined && entry.createdBy);
  expect(loan, 'the sandbox seeds open loans under a margin call').toBeDefined();
  if (!loan) return;

  await page.goto(`/loans/${loan.loanId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan ${loan.externalId}` }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Olivia Grant').first()).toBeVisible();
  const overview = await main.innerText();
  // The loan's own id may show (it names the loan); no other party's id does.
  expect(overview.replaceAll(loan.loanId, '')).not.toMatch(UUID);
  // A person the organization names shows by name; one it does not name keeps the id.
  expect(overview).not.toContain(loan.createdBy ?? 'user-');
  expect(overview).not.toMatch(/\bmargin-call\b/);
  expect(overview).not.toMatch(/^active$/m);
  // Each id stays one click away.
  await expect(main.getByRole('button', { name: /Copy counterparty id/ }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Margin call' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Top-up needed (USD)')).toBeVisible();
  await expect(panel.getByText('Required top up usd')).toHaveCount(0);
  const words = await panel.innerText();
  // The state above the fields agrees with the deadline beside it.
  if (words.includes('Margin call open')) expect(words).not.toContain('Deadline passed');
  if (/Deadline passed/.test(words)) expect(words).not.toContain('Margin call open');

  await page.goto('/clearloop/settlements');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const settlements = await page.getByRole('main').innerText();
  for (const code of [
    'on-chain-orders-in-progress',
    'pending-exchange-confirmation',
    'partially-completed',
  ]) {
    expect(settlements).not.toContain(code);
  }
});
