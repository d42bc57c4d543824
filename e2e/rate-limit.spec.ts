import type { APIRequestContext, Page } from '@playwright/test';
import { errorBodySchema } from '../src/shared/api-error';
import { expect, test } from './fixtures';
import { chooseAddress, chooseSource } from './new-withdrawal-helpers';
import { scriptApi, switchPerson } from './people';
import { LOW_RATE_LIMIT_PER_5_MIN, rateLimitedBaseUrl } from './ports';

/**
 * These journeys run against the second server, whose sandbox allows only a few requests per
 * identity in its 5-minute window, and meet its real 429s. The limit is per identity, and each
 * test spends the budget of an identity no other test uses on that server.
 */
test.use({ baseURL: rateLimitedBaseUrl, allowedHttpStatuses: [429] });
test.describe.configure({ timeout: 90_000 });

const bannerTitle = /^Rate limited: retrying in (\d+) s$/;

/** Sends cheap reads with a sandbox user's own key until the sandbox refuses; returns what it allowed. */
async function spendBudget(request: APIRequestContext, user: 'risk' | 'treasury') {
  const api = scriptApi(request, user);
  for (let sent = 0; sent <= LOW_RATE_LIMIT_PER_5_MIN; sent += 1) {
    const response = await api.get('/platform/currencies');
    if (response.status() === 429) {
      expect(errorBodySchema.parse(await response.json()).error).toBe('too-many-requests');
      return { allowed: sent, retryAfter: Number(response.headers()['retry-after']) };
    }
    expect(response.status()).toBe(200);
  }
  throw new Error(`The sandbox allowed more than ${LOW_RATE_LIMIT_PER_5_MIN} requests`);
}

/** The page's API traffic in order: each request, and each 429 with its Retry-After. */
function watchApi(page: Page) {
  const events: { kind: 'request' | 'refused'; url: string; retryAfter?: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/platform/')) {
      events.push({ kind: 'request', url: request.url() });
    }
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/platform/') && response.status() === 429) {
      events.push({
        kind: 'refused',
        url: response.url(),
        retryAfter: Number(response.headers()['retry-after']),
      });
    }
  });
  return {
    requests: () => events.filter((event) => event.kind === 'request').map((event) => event.url),
    retryAfters: () => events.flatMap((event) => event.retryAfter ?? []),
    /** Requests for a URL the API had already refused: retries. */
    retries: () =>
      events.filter(
        (event, index) =>
          event.kind === 'request' &&
          events
            .slice(0, index)
            .some((earlier) => earlier.kind === 'refused' && earlier.url === event.url),
      ),
  };
}

/** The app-wide rate-limit banner: an alert whose title carries the countdown. */
const rateLimitBanner = (page: Page) => page.getByRole('status', { name: bannerTitle });

async function countdownSeconds(page: Page): Promise<number> {
  const title = await rateLimitBanner(page).getByText(bannerTitle).innerText();
  return Number(bannerTitle.exec(title.trim())?.[1]);
}

test("the UI waits as long as the sandbox's Retry-After says, counting down without hammering", async ({
  page,
}) => {
  await switchPerson(page, 'henrik-larsen');
  const spent = await spendBudget(page.request, 'risk');
  // No other test acts as this identity on this server: a fresh window allows the whole
  // lowered budget; a repeat of this test within five minutes finds it still spent.
  expect([LOW_RATE_LIMIT_PER_5_MIN, 0]).toContain(spent.allowed);
  expect(spent.retryAfter).toBeGreaterThan(0);
  expect(spent.retryAfter).toBeLessThanOrEqual(300);

  const api = watchApi(page);
  // The page's clock is under the test's control, so the countdown is read at exact moments.
  await page.clock.install();
  await page.goto('/orders');
  await expect(rateLimitBanner(page)).toBeVisible();
  await expect(rateLimitBanner(page)).toContainText(
    "The API's request limit for this identity was reached",
  );
  // Time stops here: from now on the page's timers fire only when the test moves the clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const shown = await countdownSeconds(page);
  const serverSaid = api.retryAfters();
  // The countdown is the server's Retry-After, less the time the page took to show it and the
  // second the clock was moved on: not the few seconds the backoff alone would wait.
  expect(shown).toBeLessThanOrEqual(Math.max(...serverSaid));
  expect(shown).toBeGreaterThanOrEqual(Math.min(...serverSaid) - 10);

  // It counts down second by second, and no refused request is sent again: each retry waits
  // for Retry-After.
  const sentBeforeWaiting = api.requests().length;
  await page.clock.runFor(6_000);
  await expect(rateLimitBanner(page)).toHaveAccessibleName(
    `Rate limited: retrying in ${shown - 6} s`,
  );
  expect(api.retries()).toEqual([]);
  test.info().annotations.push({
    type: 'rate limit',
    description: `Retry-After ${serverSaid.join(', ')} s; banner ${shown} s, then ${shown - 6} s 6 s later; ${api.requests().length} API requests in all, ${api.requests().length - sentBeforeWaiting} while waiting: ${api.requests().join(', ')}`,
  });
});

test('a withdrawal form keeps its input while the rate limit holds its fee quotes back', async ({
  page,
}) => {
  await switchPerson(page, 'olivia-grant');
  await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
  await chooseAddress(page, /^Coinbase Prime settlement/);
  await expect(page.getByRole('radio', { name: /^Medium/ })).toContainText(/Fee \d+\.\d+\s?ETH/);

  // From here on every request of this identity is refused until its window reopens.
  await spendBudget(page.request, 'treasury');
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  const description = page.getByRole('textbox', { name: 'Description (optional)' });
  await amount.fill('0.125');
  await description.fill('Rate-limit drill: input must survive');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);
  // The exact body sits under Technical details.
  await page.getByRole('button', { name: 'Technical details' }).click();
  await expect(page.getByRole('figure', { name: 'Request body' })).toContainText('"0.125"');

  // A new destination needs new fee quotes, which the rate limit holds back.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=amount/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=destination/);
  await chooseAddress(page, /^Meridian Markets ETH(?! \(updated\))/);
  await expect(rateLimitBanner(page)).toBeVisible();
  // Long enough to outlast the rest of this test, so the quotes stay held back throughout.
  expect(await countdownSeconds(page)).toBeGreaterThan(30);
  await expect(page.getByRole('radio', { name: /^Medium/ })).not.toContainText(/Fee \d/);
  await expect(amount).toHaveValue('0.125');
  await expect(description).toHaveValue('Rate-limit drill: input must survive');

  // The operator can keep working: edits made while throttled stay too.
  await description.fill('Rate-limit drill: edited while throttled');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=destination/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=amount/);
  await expect(amount).toHaveValue('0.125');
  await expect(description).toHaveValue('Rate-limit drill: edited while throttled');
  await expect(rateLimitBanner(page)).toBeVisible();

  // Submitting is refused too: the refusal shows at once (no waiting on throttled refreshes),
  // nothing is retried automatically, and the input stays for a later attempt.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);
  await page.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your input is kept' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(amount).toHaveValue('0.125');
  await expect(description).toHaveValue('Rate-limit drill: edited while throttled');
});
