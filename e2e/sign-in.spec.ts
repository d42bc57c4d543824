import { expect, test } from './fixtures';
import { chooseAddress, chooseSource } from './new-withdrawal-helpers';
import { scriptApi, signIn } from './people';

test.describe('signed out', () => {
  // No 401 is allowed here: asking who is signed in before sign-in is an answer, not an error,
  // so the browser's console stays clean on the way to the sign-in page.
  test.use({ person: null });

  const people = [
    { name: 'Olivia Grant', roles: ['Treasury'] },
    { name: 'Marcus Chen', roles: ['Approver'] },
    { name: 'Amara Okafor', roles: ['Approver'] },
    { name: 'Henrik Larsen', roles: ['Viewer'] },
    { name: 'Priya Natarajan', roles: ['Administrator', 'Viewer'] },
  ];

  for (const person of people) {
    test(`${person.name} signs in from the sign-in page and is shown with their roles`, async ({
      page,
    }) => {
      await page.goto('/orders?statuses=executed');
      // No session: the dashboard opens on the identity provider's page, which lists everyone.
      await expect(page.getByRole('heading', { name: 'Sign in to Custody Ops' })).toBeVisible();
      for (const other of people) {
        await expect(
          page.getByRole('button', { name: new RegExp(`^${other.name}`) }),
        ).toBeVisible();
      }
      await page.getByRole('button', { name: new RegExp(`^${person.name}`) }).click();
      // Back where they were going.
      await expect(page).toHaveURL(/\/orders\?statuses=executed/);
      const header = page.getByRole('banner');
      await expect(header.getByText(person.name, { exact: true })).toBeVisible();
      for (const role of person.roles)
        await expect(header.getByText(role, { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    });
  }

  test.describe('a wrong password', () => {
    test.use({ allowedHttpStatuses: [401] });
    test('is refused on the sign-in page, and the right one signs in', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Email').fill('amara.okafor@northwind.example');
      await page.getByLabel('Password').fill('not-her-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
      await expect(page.getByLabel('Email')).toHaveValue('amara.okafor@northwind.example');
      await page.getByLabel('Password').fill('amara-sandbox');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(
        page.getByRole('banner').getByText('Amara Okafor', { exact: true }),
      ).toBeVisible();
    });
  });

  test('cancelling at the provider explains that nobody was signed in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cancel sign-in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?error=denied/);
    await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled');
    await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  });
});

test.describe('Henrik Larsen, read-only', () => {
  test.use({ person: 'henrik-larsen', allowedHttpStatuses: [403] });

  test('cannot create an order: the form says why, and the server refuses when asked directly', async ({
    page,
  }) => {
    await page.goto('/new/withdrawal');
    await expect(page.getByText('Creating orders needs the treasury role')).toBeVisible();
    await expect(
      page.getByText('You are signed in as Henrik Larsen (Viewer).', { exact: false }),
    ).toBeVisible();

    const direct = await page.request.post('/platform/orders', {
      data: {
        orderType: 'withdraw',
        externalOrderId: `e2e-viewer-${Date.now()}`,
        portfolioId: 'any',
        baseCurrency: 'BTC',
        amount: '1',
      },
    });
    expect(direct.status()).toBe(403);
    expect(await direct.json()).toEqual({
      error: 'forbidden',
      message: 'This needs the treasury role; Henrik Larsen has viewer.',
    });
    // A script signing with his own key meets the same rule.
    const scripted = await scriptApi(page.request, 'risk').post('/platform/orders', {
      orderType: 'withdraw',
      externalOrderId: `e2e-viewer-script-${Date.now()}`,
      portfolioId: 'any',
      baseCurrency: 'BTC',
      amount: '1',
    });
    expect(scripted.status()).toBe(403);
  });
});

test('an ended session sends you to sign in, and the withdrawal you were typing is still there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
  await chooseAddress(page, /^Coinbase Prime settlement/);
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('0.424242424242424242');
  await page.getByLabel('Description').fill('Kept across a sign-in');

  // Two minutes before the idle limit the page warns; at the limit it leaves for sign-in.
  await page.clock.fastForward('28:30');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are about to be signed out' }),
  ).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/sign-in\?error=session-expired/);
  await expect(page.getByRole('alert')).toContainText('Your session has ended');

  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByRole('button', { name: /^Olivia Grant/ }).click();
  await expect(page).toHaveURL(/\/new\/withdrawal\?step=amount/);
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.424242424242424242');
  await expect(page.getByLabel('Description')).toHaveValue('Kept across a sign-in');
});

test('signing out ends the session on the server: the old cookie opens nothing', async ({
  page,
}) => {
  await page.goto('/orders');
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'custody_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in\?signedOut=1/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  const replay = await page.request.get('/api/session', {
    headers: { cookie: `custody_session=${session?.value ?? ''}` },
  });
  expect(await replay.json()).toMatchObject({ signedIn: false });
  // Signing in again is a new session, with a new id.
  await signIn(page.request, 'olivia-grant');
  const renewed = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'custody_session',
  );
  expect(renewed?.value).not.toBe(session?.value);
});
