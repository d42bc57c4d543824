import { pickRuleLoan } from './alert-rule-loan';
import { expect, test } from './fixtures';
import { scriptApi } from './people';
import { withoutRiskAlerts } from './risk-alert-reset';
import { loansResponseSchema, type Loan } from '../src/shared/contracts/loans';
import { isUnreadable } from '../src/shared/contracts/readable';
import { parseEpochMs } from '../src/shared/epoch-ms';
import { marginCallOf } from '../src/shared/loan-margin-call';

test.use({ person: 'henrik-larsen' });
// The crossing comes a minute or two out, and each judgement waits for the server's next
// sample, one a minute.
test.describe.configure({ timeout: 360_000 });
test.beforeEach(async ({ request }) => withoutRiskAlerts(request));

const LOANS =
  '/platform/organizations/org-northwind-capital/loans?isOpen=true&includeCollaterals=true';
/** How far ahead of now the rule's window reaches the deadline: enough to set the rule first. */
const LEAD_MS = 80_000;
const HUNDREDTH_HOUR_MS = 36_000;

/** A loan's deadlines still ahead: its open margin call's, and its maturity. */
function deadlinesAhead(loan: Loan, now: number): number[] {
  const call = marginCallOf(loan, now);
  const callDeadline = call?.state.kind === 'open' ? call.deadline : null;
  const maturity = isUnreadable(loan.maturityDate) ? null : parseEpochMs(loan.maturityDate);
  return [callDeadline, maturity].flatMap((at) => (at !== null && at > now ? [at] : []));
}

test('a deadline coming within the hours raises exactly one alert in the bell, live', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const answer = await scriptApi(request, 'risk').get(LOANS);
  const loans = loansResponseSchema.parse(await answer.json()).loans;
  // The loan whose next deadline is nearest (yet far enough to set the rule before it nears).
  const [nearest] = loans
    .flatMap((loan) =>
      deadlinesAhead(loan, now)
        .filter((at) => at - now > 2 * LEAD_MS)
        .map((at) => ({ loan, at })),
    )
    .sort((a, b) => a.at - b.at);
  expect(nearest?.loan.externalId).toBeTruthy();
  const loan = nearest?.loan;
  // Hours whose window reaches that deadline a little over a minute from now.
  const hours = (
    Math.floor(((nearest?.at ?? 0) - now - LEAD_MS) / HUNDREDTH_HOUR_MS) / 100
  ).toFixed(2);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Risk alerts' });
  const form = section.getByRole('form', { name: 'New risk alert rule' });
  await form.getByRole('combobox', { name: 'Alert me on' }).click();
  await page.getByRole('option', { name: 'A deadline within some hours' }).click();
  // Bad input gets a clear message and keeps what was typed.
  const hoursInput = form.getByLabel('Hours before the deadline');
  await hoursInput.fill('0');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByText('The hours must be above 0')).toBeVisible();
  await hoursInput.fill('two days');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByText('Enter a number of hours such as 24 or 1.5')).toBeVisible();
  await expect(hoursInput).toHaveValue('two days');
  await hoursInput.fill(hours);
  await pickRuleLoan(page, form, loan?.externalId ?? '');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = section.getByTestId('alert-rule');
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText(`A margin call deadline or maturity within ${hours} hours on `);
  expect(Date.now()).toBeLessThan((nearest?.at ?? 0) - Number(hours) * 3_600_000);

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-risk-alerts', '0');
  // No reload from here on: the live stream brings the alert once the window reaches it.
  await expect(bell).toHaveAttribute('data-risk-alerts', '1', { timeout: 200_000 });
  // The next sample judges the same deadline, still within the hours: nothing new.
  await page.waitForTimeout(70_000);
  await expect(bell).toHaveAttribute('data-risk-alerts', '1');

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const alerts = drawer.getByTestId('risk-alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(
    new RegExp(
      `^Loan .+(: margin call deadline in| matures in) (\\d+ h )?\\d+ min \\(within your ${hours.replace('.', '\\.')} hours\\)`,
    ),
  );
  await page.screenshot({ path: test.info().outputPath('deadline-alert-bell.png') });
  await alerts.getByRole('link', { name: 'Open the loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/loans/${loan?.loanId ?? ''}(\\?|$)`));
});
