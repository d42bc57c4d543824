import Decimal from 'decimal.js';
import { pickRuleLoan } from './alert-rule-loan';
import { expect, test } from './fixtures';
import { scriptApi } from './people';
import { withoutRiskAlerts } from './risk-alert-reset';
import { wireLoansResponseSchema } from '../src/shared/contracts/wire-schemas';
import {
  LTV_MOVERS_PATH,
  ltvHistoryPath,
  ltvHistorySchema,
  ltvMoversSchema,
} from '../src/shared/ltv-history';

test.use({ person: 'henrik-larsen' });
// Each judgement waits for the server's next LTV sample, one a minute.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ request }) => withoutRiskAlerts(request));

const LOANS = '/platform/organizations/org-northwind-capital/loans';
/** The most a sandbox LTV of at most 70 % moves between two samples a minute apart, and more. */
const ONE_SAMPLE_MOVE_POINTS = '1.5';

test('a risk analyst’s LTV line raises one alert in the bell, live, and jitter within the band none', async ({
  page,
  request,
}) => {
  // The loan whose LTV is lowest moves least between samples.
  let movers = ltvMoversSchema.parse({ since: 0, sampleMinutes: 1, loans: [] });
  await expect
    .poll(
      async () => {
        movers = ltvMoversSchema.parse(await (await request.get(LTV_MOVERS_PATH)).json());
        return movers.loans.length;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  const calmest = [...movers.loans].sort((a, b) =>
    new Decimal(a.last.ltv).comparedTo(b.last.ltv),
  )[0];
  expect(calmest).toBeDefined();
  expect(Number(calmest?.last.ltv)).toBeLessThanOrEqual(0.7);
  const loanId = calmest?.loanId ?? '';
  const answer = await scriptApi(request, 'risk').get(`${LOANS}?loanIds=${loanId}`);
  const loan = wireLoansResponseSchema.parse(await answer.json()).loans[0];
  expect(loan?.externalId).toBeTruthy();

  const latestSample = async () => {
    const history = ltvHistorySchema.parse(
      await (await request.get(ltvHistoryPath(loanId))).json(),
    );
    return history.samples.at(-1);
  };
  const before = await latestSample();
  // A line just under where the next reading must be: it crosses at the next sample.
  const line = new Decimal(before?.ltv ?? '0').times(100).minus(ONE_SAMPLE_MOVE_POINTS).toFixed(2);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Risk alerts' });
  await expect(section.getByText('You have no risk alert rules yet.')).toBeVisible();
  const form = section.getByRole('form', { name: 'New risk alert rule' });
  // Bad input gets a clear message and keeps what was typed.
  await form.getByLabel('LTV line (%)').fill('1000.5');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByText('The line must be at most 1000 %')).toBeVisible();
  await form.getByLabel('LTV line (%)').fill(line);
  await pickRuleLoan(page, form, loan?.externalId ?? '');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = section.getByTestId('alert-rule');
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText(`LTV above ${line} % on `);
  await expect(rule).toContainText(loan?.externalId ?? '');

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-risk-alerts', '0');
  // No reload from here on: the live stream brings the alert.
  await expect(bell).toHaveAttribute('data-risk-alerts', '1', { timeout: 90_000 });
  await expect(bell).toHaveAccessibleName(/1 risk alert$/);
  const crossed = await latestSample();
  expect(new Decimal(crossed?.ltv ?? '0').times(100).greaterThan(line)).toBe(true);

  // The next reading stays within the band under the line (or above it): nothing new.
  await expect
    .poll(async () => (await latestSample())?.at, { timeout: 90_000, intervals: [2_000] })
    .toBeGreaterThan(crossed?.at ?? 0);
  await page.waitForTimeout(3_000);
  await expect(bell).toHaveAttribute('data-risk-alerts', '1');

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const alerts = drawer.getByTestId('risk-alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(
    new RegExp(`^Loan .+ LTV \\d+(\\.\\d+)? % \\(above your ${line.replace('.', '\\.')} % line\\)`),
  );
  await page.screenshot({ path: test.info().outputPath('risk-alert-bell.png') });
  await alerts.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(alerts).toHaveCount(0);
  await expect(bell).toHaveAttribute('data-risk-alerts', '0');
});
