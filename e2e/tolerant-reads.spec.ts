import type { Page, Route } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures';

/**
 * The provider may answer in shapes the sandbox never does: values its OpenAPI allows but our
 * format does not (an amount in words, a date where epoch milliseconds belong, a status this
 * version does not know), and items that are no object at all. Each test takes the sandbox's
 * real answers as they pass through the browser, puts such values in, and checks that the page
 * still renders its rows, marks what it could not read, refuses actions that depend on it with
 * the reason, and says what its totals left out.
 */

type Json = Record<string, unknown>;
type Edit = (body: Json) => void;

/** A JSON object, edited in place (a zod parse would hand back a copy). */
function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The objects of `key`'s list, to edit in place. */
function itemsOf(body: Json, key: string): Json[] {
  const items: unknown = body[key];
  return Array.isArray(items) ? items.filter(isObject) : [];
}

/** The first item of `key`'s list, to edit in place. */
function firstOf(body: Json, key: string): Json | undefined {
  return itemsOf(body, key)[0];
}

/** Appends an item that is no object: the list must set it aside and say so. */
function withJunkItem(body: Json, key: string): void {
  const items: unknown = body[key];
  if (Array.isArray(items)) items.push(42);
}

/** Passes every /platform answer through `edit` (matched by path) before the page sees it. */
async function oddAnswers(page: Page, edits: Record<string, Edit>): Promise<void> {
  await page.route('**/platform/**', async (route: Route) => {
    const response = await route.fetch();
    const path = new URL(route.request().url()).pathname.replace(/^\/platform/, '');
    const edit = Object.entries(edits).find(([pattern]) => new RegExp(pattern).test(path))?.[1];
    const body: unknown = await response.json().catch(() => null);
    if (!edit || !isObject(body) || !response.ok()) return route.fulfill({ response });
    edit(body);
    return route.fulfill({ response, json: body });
  });
}

// A poll may still be passing through `oddAnswers` when a test ends: let it go unanswered.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Every /platform answer replaced by `body` with status 200, as a broken proxy would. */
async function brokenAnswers(page: Page, body: string, contentType: string): Promise<void> {
  await page.route('**/platform/**', (route) => route.fulfill({ status: 200, contentType, body }));
}

const oddOrders: Edit = (body) => {
  const [first, second, third] = itemsOf(body, 'orders');
  if (first) first['amount'] = 'about twelve';
  if (second) second['status'] = 'quantum-limbo';
  // Sorted last (its age is not known): the row is kept, out of view on this page.
  if (third) third['createdAt'] = '2024-05-29T12:00:00Z';
  withJunkItem(body, 'orders');
};

/** The mark of an unreadable value, by the label its hover names. */
const mark = (page: Page, label: string) => page.locator(`[data-unreadable="${label}"]`).first();

/** A seeded portfolio that holds ETH, whose ETH balance the wizard tests make unreadable. */
const PORTFOLIO_WITH_ETH = /^Operations Hot Wallet/;

test.describe('odd but schema-valid values in real answers', () => {
  test('orders: rows render, odd values are marked, the unreadable item is said', async ({
    page,
  }) => {
    await oddAnswers(page, { '^/orders$': oddOrders });
    await page.goto('/orders');
    const rows = page.getByRole('row');
    await expect(rows.nth(3)).toBeVisible();
    await expect(mark(page, 'Amount')).toBeVisible();
    await expect(mark(page, 'Amount')).toHaveAttribute('title', /Amount could not be read/);
    await expect(mark(page, 'Amount')).toContainText('about twelve');
    // Screen readers hear which field could not be read.
    await expect(mark(page, 'Amount')).toContainText('Amount unreadable, as received:');
    await expect(page.getByText('quantum-limbo').first()).toBeVisible();
    await expect(
      page.getByText("1 order in the provider's answer could not be read"),
    ).toBeVisible();
    await expect(page.getByText('The API answered in an unexpected format')).toHaveCount(0);
  });

  test('an order whose amount cannot be read renders, and cannot be cancelled, with the reason', async ({
    page,
  }) => {
    const response = await page.request.get(
      '/platform/orders?orderTypes=withdraw&statuses=new,co-sign-require&limit=50',
    );
    const orders = z
      .object({
        orders: z.array(z.object({ orderId: z.string(), createdBy: z.string().optional() })),
      })
      .parse(await response.json());
    const mine = orders.orders.find((order) => order.createdBy !== undefined);
    if (!mine) throw new Error('the seed has no open withdrawal');
    await oddAnswers(page, {
      [`^/orders/${mine.orderId}$`]: (body) => {
        body['amount'] = '1 000,5';
      },
    });
    await page.goto(`/orders/${mine.orderId}`);
    await expect(mark(page, 'Amount')).toBeVisible();
    await expect(page.getByTestId('cancel-unavailable-reason')).toHaveText(
      /amount could not be read, so it cannot be acted on here/,
    );
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });
});

test.describe('an approver', () => {
  test.use({ person: 'marcus-chen' });

  test('cannot approve a queued order whose amount cannot be read, and is told why', async ({
    page,
  }) => {
    await oddAnswers(page, {
      '^/orders$': (body) => {
        for (const order of itemsOf(body, 'orders')) order['amount'] = 'twelve-ish';
      },
    });
    await page.goto('/co-sign');
    await expect(mark(page, 'Amount')).toBeVisible();
    await expect(page.getByTestId('approve-disabled-reason')).toContainText(
      "This order's amount could not be read",
    );
  });
});

test.describe('wizards', () => {
  const oddReference: Record<string, Edit> = {
    '^/wallets$': (body) => {
      for (const wallet of itemsOf(body, 'wallets')) {
        if (wallet['currency'] === 'ETH') wallet['available'] = 'lots';
      }
      withJunkItem(body, 'wallets');
    },
    '^/crypto-addresses$': (body) => {
      const first = firstOf(body, 'cryptoAddresses');
      if (first) first['createdAt'] = 'last week';
      withJunkItem(body, 'cryptoAddresses');
    },
  };

  test('a withdrawal is never offered from a balance that cannot be read', async ({ page }) => {
    await oddAnswers(page, oddReference);
    await page.goto('/new/withdrawal');
    await page.getByRole('combobox', { name: 'From portfolio' }).click();
    await page.getByRole('option', { name: PORTFOLIO_WITH_ETH }).click();
    await page.getByRole('combobox', { name: 'Currency and network' }).click();
    const refused = page.getByRole('option', {
      name: /cannot withdraw, available balance unreadable/,
    });
    await expect(refused.first()).toBeVisible();
    await expect(refused.first()).toHaveAttribute('aria-disabled', 'true');
    for (const noun of ['balance', 'address-book entry']) {
      await expect(
        page.getByText(`1 ${noun} in the provider's answer could not be read`),
      ).toBeVisible();
    }
  });

  for (const [path, noun] of [
    ['/new/staking', 'balance'],
    ['/new/multi-smart-call', 'balance'],
    ['/new/bulk', 'address-book entry'],
  ] as const) {
    test(`${path} renders over odd reference data and says what it set aside`, async ({ page }) => {
      await oddAnswers(page, oddReference);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByText(`1 ${noun} in the provider's answer could not be read`),
      ).toBeVisible();
      await expect(page.getByText('The API answered in an unexpected format')).toHaveCount(0);
    });
  }
});

test.describe('risk views', () => {
  test.use({ person: 'priya-natarajan' });

  test('exchanges: a figure that cannot be read claims no verdict and is left out', async ({
    page,
  }) => {
    await oddAnswers(page, {
      '^/clearloop/exchanges$': (body) => {
        const exchange = firstOf(body, 'clearLoopExchanges');
        const details = exchange?.['collateralDetails'];
        const currency = isObject(details) ? firstOf(details, 'currencies') : undefined;
        if (currency) currency['uPnLExcessDeficit'] = 'short, by a lot';
      },
    });
    await page.goto('/clearloop/exchanges');
    await expect(mark(page, 'Excess/deficit')).toBeVisible();
    await expect(page.getByText(/left out: excess\/deficit unreadable/).first()).toBeVisible();
  });

  test('settlements and a settlement: rows render, the net says what it left out', async ({
    page,
  }) => {
    await oddAnswers(page, {
      '^/clearloop/settlements$': (body) => {
        const first = firstOf(body, 'settlements');
        if (first) first['cycleStartTimestamp'] = 'monday';
        withJunkItem(body, 'settlements');
      },
      '^/clearloop/settlements/[^/]+$': (body) => {
        const detail = firstOf(body, 'settlementDetails');
        const instruction = detail ? firstOf(detail, 'settlementInstructions') : undefined;
        if (instruction) instruction['settlementAmount'] = 'a lot';
      },
    });
    await page.goto('/clearloop/settlements');
    await expect(page.locator('tbody tr').nth(1)).toBeVisible();
    await expect(mark(page, 'Cycle start')).toBeVisible();
    await expect(
      page.getByText("1 settlement in the provider's answer could not be read"),
    ).toBeVisible();
    const { settlements } = z
      .object({
        settlements: z.array(
          z.object({
            settlementId: z.string(),
            settlementDetails: z.array(z.unknown()).optional(),
          }),
        ),
      })
      .parse(await (await page.request.get('/platform/clearloop/settlements?limit=200')).json());
    const withDetails = settlements.find((one) => (one.settlementDetails ?? []).length > 0);
    if (!withDetails) throw new Error('the seed has no settlement with instructions');
    await page.goto(`/clearloop/settlements/${withDetails.settlementId}`);
    await expect(mark(page, 'Settlement amount')).toBeVisible();
    await expect(page.getByText(/1 instruction left out: amount unreadable/)).toBeVisible();
  });

  test('loans and the risk board: rows render, the board says which loans it left out', async ({
    page,
  }) => {
    const oddLoans: Edit = (body) => {
      const first = firstOf(body, 'loans');
      if (first) {
        first['debtRatio'] = 'high';
        first['maturityDate'] = 'soon';
      }
      withJunkItem(body, 'loans');
    };
    await oddAnswers(page, { '^/organizations/[^/]+/loans$': oddLoans });
    await page.goto('/loans/risk');
    await expect(page.getByText(/1 loan left out: LTV unreadable/)).toBeVisible();
    await expect(mark(page, 'LTV')).toBeVisible();
    await expect(page.getByText("1 loan in the provider's answer could not be read")).toBeVisible();
    await page.goto('/loans');
    await expect(page.locator('tbody tr').nth(1)).toBeVisible();
    await expect(mark(page, 'Maturity')).toBeVisible();
  });

  test('a loan: odd values are marked where shown, and the page renders', async ({ page }) => {
    const response = await page.request.get(
      '/platform/organizations/org-northwind-capital/loans?limit=1',
    );
    const [loan] = z
      .object({ loans: z.array(z.object({ loanId: z.string() })) })
      .parse(await response.json()).loans;
    if (!loan) throw new Error('the seed has no loan');
    await oddAnswers(page, {
      '^/organizations/[^/]+/loans/[^/]+$': (body) => {
        body['amount'] = 'a lot';
        body['maturityDate'] = 'soon';
        body['debtRatio'] = 'high';
      },
    });
    await page.goto(`/loans/${loan.loanId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Loan / })).toBeVisible();
    for (const [label, raw] of [
      ['Amount', 'a lot'],
      ['Maturity date', 'soon'],
      ['LTV', 'high'],
    ] as const) {
      await expect(mark(page, label)).toContainText(raw);
    }
    await expect(page.getByText('The API answered in an unexpected format')).toHaveCount(0);
  });

  test("the provider's activity feed marks odd entries and keeps the rest", async ({ page }) => {
    await oddAnswers(page, {
      '^/organizations/[^/]+/activities$': (body) => {
        const first = firstOf(body, 'activities');
        if (first) {
          first['createdAt'] = 'earlier';
          first['activityType'] = 42;
        }
      },
    });
    await page.goto('/activity?feed=provider');
    await expect(mark(page, 'Activity type')).toBeVisible();
    await expect(mark(page, 'Activity time')).toContainText('earlier');
  });
});

/** Each part of Today, and whose morning shows it. */
const todayParts = [
  { person: 'olivia-grant', parts: ['My orders in flight'] },
  { person: 'marcus-chen', parts: ['Awaiting my approval'] },
  { person: 'priya-natarajan', parts: ['Loans', 'ClearLoop exchanges in deficit'] },
] as const;

/** Odd values in every answer Today reads, and what each part must say about them. */
const oddToday: Record<string, Edit> = {
  '^/orders$': (body) => {
    for (const order of itemsOf(body, 'orders')) order['amount'] = 'about twelve';
    withJunkItem(body, 'orders');
  },
  '^/organizations/[^/]+/loans$': (body) => {
    for (const loan of itemsOf(body, 'loans')) loan['maturityDate'] = 'soon';
    withJunkItem(body, 'loans');
  },
  '^/clearloop/exchanges$': (body) => {
    for (const exchange of itemsOf(body, 'clearLoopExchanges')) {
      const details = exchange['collateralDetails'];
      for (const currency of isObject(details) ? itemsOf(details, 'currencies') : []) {
        currency['uPnLExcessDeficit'] = 'short, by a lot';
      }
    }
  },
};

const todayNotes: Record<string, (string | RegExp)[]> = {
  'My orders in flight': ['1 order left out: could not be read'],
  'Awaiting my approval': [
    /orders? left out: could not be read; \d+ orders? left out: amount unreadable/,
  ],
  'Loans due today and this week': [
    /\d+ loans? left out: maturity date unreadable; 1 loan left out: could not be read/,
  ],
  'Margin calls': ['1 loan left out: could not be read'],
  'ClearLoop exchanges in deficit': [/\d+ exchanges? left out: excess\/deficit unreadable/],
};

for (const { person, parts } of todayParts) {
  test.describe(`Today for ${person}`, () => {
    test.use({ person, allowedConsoleErrors: [/ResponseShapeError/] });

    test('each part says what it could not read, and shows its own failure with a retry', async ({
      page,
    }) => {
      const region = (name: string) => page.getByRole('region', { name, exact: true });
      await oddAnswers(page, oddToday);
      await page.goto('/');
      const shown = parts.flatMap((part) =>
        part === 'Loans' ? ['Margin calls', 'Loans due today and this week'] : [part],
      );
      for (const part of shown) {
        for (const note of todayNotes[part] ?? []) {
          await expect(region(part).getByText(note)).toBeVisible();
        }
      }
      // Nothing claims the whole picture while something was left out.
      await expect(
        page.getByRole('main').getByText(/^Every ClearLoop exchange|^Nothing awaits|^No loan is/),
      ).toHaveCount(0);
      if (person === 'olivia-grant') {
        await expect(mark(page, 'Amount')).toContainText('about twelve');
      }
      if (person === 'marcus-chen') {
        // The count beside Co-sign in the menu says so too.
        await expect(page.getByRole('link', { name: 'Co-sign' })).toHaveAccessibleDescription(
          /^Nothing readable awaits your approval; \d+ orders could not be read$/,
        );
      }

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await brokenAnswers(page, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
      for (const part of parts) {
        const section = region(part);
        await expect(section.getByText('The API answered in an unexpected format')).toBeVisible();
        await expect(section.getByText(/web page \(HTML\)/)).toBeVisible();
        await expect(section.getByText(/may have gone through/)).toHaveCount(0);
        await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
      }

      // Once the provider answers again, each part's own retry brings it back.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const part of parts) {
        const retry = region(part).getByRole('button', { name: 'Try again' });
        // A live event (the sandbox moving an order on) may refetch a part on its own first;
        // then there is nothing left to retry, and the checks below still hold it to recovering.
        await retry.click({ timeout: 5_000 }).catch(async (error: unknown) => {
          if ((await retry.count()) > 0) throw error;
        });
      }
      for (const part of shown) {
        await expect(region(part).getByRole('alert')).toHaveCount(0);
        await expect(
          region(part).getByRole('list').or(region(part).getByTestId('morning-empty')).first(),
        ).toBeVisible();
      }
    });
  });
}

test.describe('Today, when one call fails', () => {
  test.use({ person: 'priya-natarajan', allowedConsoleErrors: [/ResponseShapeError/] });

  test('only the part that read it shows the failure; the others render', async ({ page }) => {
    await page.route('**/platform/clearloop/exchanges', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    );
    await page.goto('/');
    const exchanges = page.getByRole('region', { name: 'ClearLoop exchanges in deficit' });
    await expect(exchanges.getByRole('alert')).toContainText(/JSON null/);
    await expect(exchanges.getByRole('button', { name: 'Try again' })).toBeVisible();
    const dueSoon = page.getByRole('region', { name: 'Loans due today and this week' });
    await expect(
      dueSoon.getByRole('list').or(dueSoon.getByTestId('morning-empty')).first(),
    ).toBeVisible();
    await expect(dueSoon.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('malformed answers get a clear error, never a crash', () => {
  // The query cache logs the refused answer; the page itself must show it in words.
  test.use({ allowedConsoleErrors: [/ResponseShapeError/] });

  for (const [what, body, contentType, words] of [
    [
      'an HTML error page',
      '<html><body>Bad Gateway</body></html>',
      'text/html',
      /web page \(HTML\)/,
    ],
    ['an empty body', '', 'application/json', /answer was empty/],
    ['JSON null', 'null', 'application/json', /JSON null/],
    ['a missing list key', '{"items":[]}', 'application/json', /list “orders” is missing/],
    [
      'a 10 MB answer',
      JSON.stringify({ orders: [], padding: 'x'.repeat(10 * 1024 * 1024) }),
      'application/json',
      /10\.0 MB, more than the 8\.0 MB this dashboard reads/,
    ],
  ] as const) {
    test(`orders, given ${what}`, async ({ page }) => {
      await brokenAnswers(page, body, contentType);
      await page.goto('/orders');
      const alert = page.getByRole('alert').filter({ hasText: 'unexpected format' });
      // 10 MB through the test's own route takes a while on a busy machine.
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await expect(alert).toContainText(words);
      await expect(alert).toContainText('Nothing was changed');
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  }
});
