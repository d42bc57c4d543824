import type { Browser, BrowserContext, Page } from '@playwright/test';
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

async function signedIn(page: Page): Promise<boolean> {
  const answer: unknown = await (await page.request.get('/api/session')).json();
  return typeof answer === 'object' && answer !== null && 'signedIn' in answer
    ? answer.signedIn === true
    : false;
}

/**
 * Opens a live stream with the context's own cookie, outside its page (which leaves for sign-in
 * once its session ends), and resolves when the server ends the stream.
 */
async function openLiveStream(context: BrowserContext): Promise<{ ended: Promise<'ended'> }> {
  const cookie = (await context.cookies(baseURL))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(`${baseURL}/api/events`, { headers: { cookie } });
  expect(response.status, 'the live stream opens').toBe(200);
  const body = response.body;
  if (body === null) throw new Error('The live stream has no body');
  const reader = body.getReader();
  // Wrapped: an async function returning the bare promise would wait for it.
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // A stream cut short ends too.
    }
    return 'ended' as const;
  })();
  return { ended };
}

test.describe('an administrator', () => {
  test.use({ person: 'priya-natarajan' });

  test('sees who is signed in, ends one person’s sessions, and that person’s stream and pages stop', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const marcus = await personAt(browser, 'marcus-chen');
    try {
      await marcus.goto('/co-sign');
      await expect(marcus.getByRole('status', { name: /^Live/ })).toBeVisible();
      const stream = await openLiveStream(marcus.context());

      await page.goto('/orders');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Administration' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
      const sessions = page.getByRole('table', { name: 'Live sessions' });
      const own = sessions.getByRole('row').filter({ hasText: 'This session' });
      await expect(own).toContainText('Priya Natarajan');
      await expect(own).toContainText('priya.natarajan@northwind.example');
      await expect(own).toContainText('Administrator');
      const marcusRow = sessions.getByRole('row').filter({ hasText: 'Marcus Chen' }).first();
      await expect(marcusRow).toContainText('marcus.chen@northwind.example');
      await expect(marcusRow).toContainText('Approver');
      await expect(marcusRow).toContainText(/for (\d+ seconds?|no time|under a second)/);

      const stillOpen = await Promise.race([stream.ended, Promise.resolve('open' as const)]);
      expect(stillOpen, 'the stream is open until the session ends').toBe('open');
      await marcusRow.getByRole('button', { name: 'End all sessions of Marcus Chen' }).click();
      const dialog = page.getByRole('dialog', { name: 'End every session of Marcus Chen?' });
      await expect(dialog).toContainText('marcus.chen@northwind.example');
      await dialog.getByRole('button', { name: 'End all sessions' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /^Ended \d+ sessions? of Marcus Chen\.$/ }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      // The list refreshed: Marcus is no longer signed in anywhere.
      await expect(sessions.getByRole('row').filter({ hasText: 'Marcus Chen' })).toHaveCount(0);

      // His live stream closes, his cookie opens nothing, his open page leaves for sign-in on
      // its own, and so does his next one.
      await expect(stream.ended).resolves.toBe('ended');
      expect(await signedIn(marcus)).toBe(false);
      await expect(marcus.getByRole('heading', { name: 'Sign in to Custody Ops' })).toBeVisible({
        timeout: 20_000,
      });
      await marcus.goto('/co-sign');
      await expect(marcus.getByRole('heading', { name: 'Sign in to Custody Ops' })).toBeVisible();
    } finally {
      await marcus.context().close();
    }
  });

  test('ends one session of a person and leaves their other one signed in', async ({
    page,
    browser,
  }) => {
    const first = await personAt(browser, 'amara-okafor');
    const second = await personAt(browser, 'amara-okafor');
    try {
      await page.goto('/admin');
      const rows = page
        .getByRole('table', { name: 'Live sessions' })
        .getByRole('row')
        .filter({ hasText: 'Amara Okafor' });
      await expect(rows).not.toHaveCount(0);
      const before = await rows.count();
      // Most recently active first: the second sign-in.
      await rows.first().getByRole('button', { name: 'End this session of Amara Okafor' }).click();
      const dialog = page.getByRole('dialog', { name: 'End this session of Amara Okafor?' });
      await dialog.getByRole('button', { name: 'End session' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Ended a session of Amara Okafor.' }),
      ).toBeVisible();
      await expect(rows).toHaveCount(before - 1);
      expect(await signedIn(second)).toBe(false);
      expect(await signedIn(first)).toBe(true);
    } finally {
      await first.context().close();
      await second.context().close();
    }
  });

  test('clears an account’s sign-in throttles after a few wrong passwords', async ({
    page,
    browser,
  }) => {
    const account = `e2e.throttled.${Date.now()}@northwind.example`;
    const stranger = await browser.newContext({ baseURL });
    try {
      const guesser = await stranger.newPage();
      await guesser.goto('/auth/sign-in');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await guesser.getByLabel('Email').fill(account);
        await guesser.getByLabel('Password').fill(`wrong-${attempt}`);
        await guesser.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(guesser.getByRole('alert')).toHaveText('Wrong email or password.');
      }
    } finally {
      await stranger.close();
    }

    await page.goto('/admin');
    const throttles = page.getByRole('table', { name: 'Sign-in throttles' });
    const mine = throttles.getByRole('row').filter({ hasText: account });
    await expect(mine.filter({ hasText: `${account}, from any address` })).toContainText(
      '3 wrong passwords',
    );
    await expect(mine.filter({ hasText: `${account} from 127.0.0.1` })).toContainText(
      'No wait now',
    );

    await mine
      .first()
      .getByRole('button', { name: `Clear the account ${account}` })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Clear the sign-in throttles of the account ${account}?`,
    });
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `Cleared the sign-in throttles of the account ${account}.`,
      }),
    ).toBeVisible();
    await expect(mine).toHaveCount(0);
  });
});

test.describe('an administrator, about the organization served', () => {
  test.use({ person: 'priya-natarajan' });

  test('reads which organization the dashboard serves by name, fixed in the sandbox', async ({
    page,
  }) => {
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Organization served' });
    await expect(section).toContainText('Northwind Capital, the sandbox’s own organization.');
    await expect(section.getByRole('button', { name: 'Serve this organization' })).toHaveCount(0);
  });
});

test.describe('anyone else', () => {
  test.use({ person: 'henrik-larsen', allowedHttpStatuses: [403] });

  test('is told the console is for administrators, and the server refuses its data', async ({
    page,
  }) => {
    await page.goto('/orders');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Files' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Only administrators can open this page' });
    await expect(refusal).toContainText('You are signed in as Henrik Larsen (Viewer).');
    await expect(page.getByRole('table')).toHaveCount(0);

    const direct = await page.request.get('/api/admin/sessions');
    expect(direct.status()).toBe(403);
  });
});
