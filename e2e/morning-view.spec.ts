import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  wireExchangesResponseSchema,
  wireLoansResponseSchema,
  wireOrderSchema,
  wireOrganizationsResponseSchema,
} from '../src/shared/contracts/wire-schemas';

// Each journey reads the morning view and then the page an item leads to.
test.describe.configure({ timeout: 60_000 });

async function openMorning(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** The id at the end of each item's link (`/orders/<id>`, `/co-sign/<id>`, `/loans/<id>`). */
async function linkedIds(list: Locator, pattern: RegExp): Promise<string[]> {
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const match = pattern.exec(href);
    expect(match, `an id in ${href}`).not.toBeNull();
    return decodeURIComponent(match?.[1] ?? '');
  });
}

async function getJson(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

test.describe('treasury: Olivia Grant', () => {
  test.use({ person: 'olivia-grant' });

  test('sees her own orders in flight with what blocks each, and opens one', async ({ page }) => {
    await openMorning(page);
    const mine = section(page, 'My orders in flight');
    const waiting = mine.getByRole('list', { name: 'Waiting for someone' });
    await expect(waiting.getByRole('listitem').first()).toBeVisible();
    // Approvers and the master password are named as what the order waits for, in words.
    await expect(waiting).toContainText(/Awaiting co-signers: \d+ approvals? missing/);
    await expect(waiting).toContainText('Awaiting the master password from an approver');
    await expect(mine).not.toContainText('co-sign-require');

    // Every listed order is hers and still in flight.
    const ids = await linkedIds(waiting, /\/orders\/([^/?#]+)$/);
    const session = (await getJson(page.request, '/api/session')) as {
      person: { providerUserId: string };
    };
    for (const orderId of ids.slice(0, 5)) {
      const order = wireOrderSchema.parse(
        await getJson(page.request, `/platform/orders/${orderId}`),
      );
      expect(order.createdBy).toBe(session.person.providerUserId);
      expect(['executed', 'canceled', 'rejected', 'error']).not.toContain(order.status);
    }

    const first = waiting.getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${ids[0] ?? ''}$`));
  });
});

test.describe('approver: Marcus Chen', () => {
  test.use({ person: 'marcus-chen' });

  test('sees what awaits his approval, oldest first, and opens it on the co-sign screen', async ({
    page,
  }) => {
    await openMorning(page);
    const awaiting = section(page, 'Awaiting my approval');
    const list = awaiting.getByRole('list', { name: 'Awaiting my approval' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'My orders in flight' })).toHaveCount(0);

    const ids = await linkedIds(list, /\/co-sign\/([^/?#]+)$/);
    const created: number[] = [];
    for (const orderId of ids) {
      const order = wireOrderSchema.parse(
        await getJson(page.request, `/platform/orders/${orderId}`),
      );
      // Nothing he placed himself, and only what waits for approval.
      expect(order.createdBy).not.toBe('user-marcus-chen');
      expect(['co-sign-require', 'master-password-required']).toContain(order.status);
      created.push(Number(order.createdAt));
    }
    expect(created).toEqual([...created].sort((a, b) => a - b));

    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/co-sign/${ids[0] ?? ''}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Co-sign' })).toBeVisible();
  });
});

test.describe('risk: Henrik Larsen', () => {
  test.use({ person: 'henrik-larsen' });

  test('sees margin calls by deadline, what falls due, and exchanges in deficit', async ({
    page,
  }) => {
    await openMorning(page);
    const organizations = wireOrganizationsResponseSchema.parse(
      await getJson(page.request, '/platform/organizations'),
    );
    const organizationId = organizations.organizations[0]?.organizationId ?? '';
    const { loans } = wireLoansResponseSchema.parse(
      await getJson(
        page.request,
        `/platform/organizations/${organizationId}/loans?isOpen=true&includeCollaterals=true`,
      ),
    );
    const deadlines = new Map(
      loans.flatMap((loan) => {
        const expiresAt = loan.embedded?.marginCall?.expiresAt;
        return typeof expiresAt === 'string' ? [[loan.loanId, Number(expiresAt)] as const] : [];
      }),
    );
    expect(deadlines.size, 'the sandbox seeds margin calls').toBeGreaterThan(0);

    const calls = section(page, 'Margin calls');
    const callList = calls.getByRole('list', { name: 'Margin calls' });
    await expect(callList.getByRole('listitem').first()).toBeVisible();
    const listed = await linkedIds(callList, /\/loans\/([^/?#]+)$/);
    expect(listed.length).toBe(Math.min(10, deadlines.size));
    const listedDeadlines = listed.map((loanId) => deadlines.get(loanId));
    expect(listedDeadlines.every((deadline) => deadline !== undefined)).toBe(true);
    expect(listedDeadlines).toEqual([...listedDeadlines].sort((a = 0, b = 0) => a - b));
    await expect(callList.getByRole('listitem').first()).toContainText('Deadline');

    const due = section(page, 'Loans due today and this week');
    await expect(
      due.getByRole('list').or(due.getByText('No open loan matures today or this week.')),
    ).toBeVisible();

    const exchanges = wireExchangesResponseSchema.parse(
      await getJson(page.request, '/platform/clearloop/exchanges'),
    );
    const inDeficit = exchanges.clearLoopExchanges.filter((exchange) =>
      (exchange.collateralDetails?.currencies ?? []).some((currency) =>
        (currency.uPnLExcessDeficit ?? '').startsWith('-'),
      ),
    );
    expect(inDeficit.length, 'the sandbox seeds exchanges in deficit').toBeGreaterThan(0);
    const deficits = section(page, 'ClearLoop exchanges in deficit');
    for (const exchange of inDeficit) {
      await expect(deficits.getByRole('link', { name: exchange.name })).toBeVisible();
    }

    await callList.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/loans/${listed[0] ?? ''}(\\?|$)`));
  });

  test.describe('when one source fails', () => {
    // A refusal is not retried, so the failure shows at once.
    test.use({ allowedHttpStatuses: [403] });

    test('that part says so and offers a retry; the rest still shows', async ({ page }) => {
      let fail = true;
      await page.route('**/platform/clearloop/exchanges', (route) =>
        fail
          ? route.fulfill({
              status: 403,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'forbidden', message: 'Missing permission' }),
            })
          : route.fallback(),
      );
      await openMorning(page);
      const deficits = section(page, 'ClearLoop exchanges in deficit');
      await expect(deficits.getByRole('alert')).toBeVisible();
      await expect(section(page, 'Margin calls').getByRole('listitem').first()).toBeVisible();
      fail = false;
      await deficits.getByRole('button', { name: 'Try again' }).click();
      await expect(deficits.getByRole('listitem').first()).toBeVisible();
    });
  });
});
