import { createHash } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { orderSchema } from '../src/shared/contracts/orders';
import { stepUpChallengeSchema } from '../src/shared/step-up';
import { expect, test } from './fixtures';
import { createWithdrawal, uniqueId } from './co-sign-helpers';
import { scriptApi, signIn } from './people';
import { PASSKEY_PORT } from './ports';
import { startServer, type ServerProcess } from './server-process';

/**
 * Passkeys exist only for a host name (browsers refuse them at 127.0.0.1), so this journey
 * has a server of its own at http://localhost, which also keeps the passkeys it registers
 * away from the rest of the suite, whose people have none.
 */
const PORT = PASSKEY_PORT;
const baseURL = `http://localhost:${PORT}`;
const coSignType = 'application/vnd.co-sign-order+json';

let server: ServerProcess | undefined;
let script: APIRequestContext | undefined;

test.beforeAll(async () => {
  // Seeding a fresh sandbox beside the suite's own servers can take a while on a busy machine.
  test.setTimeout(150_000);
  server = await startServer(
    PORT,
    { PUBLIC_URL: baseURL, SANDBOX_LIFECYCLE_STEP_MS: '500' },
    140_000,
  );
  script = await playwrightRequest.newContext({ baseURL });
});

function scriptContext(): APIRequestContext {
  if (script === undefined) throw new Error('the server started');
  return script;
}
test.afterAll(async () => {
  await script?.dispose();
  await server?.kill();
});

/** Chromium's virtual authenticator: a platform passkey with user verification. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    presence: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
    verified: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

/**
 * What an attacker holding Marcus's passkey answer for one action would try elsewhere: a
 * fresh, unused assertion over the challenge for `orderId`, made in the page with the
 * virtual authenticator and encoded as the dashboard sends it.
 */
async function assertionFor(page: Page, orderId: string): Promise<string> {
  const answer = stepUpChallengeSchema.parse(
    await (
      await page.request.post('/api/step-up', {
        data: {
          action: 'co-sign',
          orderId,
          bodyDigest: createHash('sha256').update('{}').digest('hex'),
        },
      })
    ).json(),
  );
  if (!answer.required) throw new Error('a passkey was asked for');
  return page.evaluate(async (options) => {
    const toBytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const toText = (bytes: ArrayBuffer | string) =>
      btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const credential = await navigator.credentials.get({
      publicKey: {
        challenge: toBytes(options.challenge),
        rpId: options.rpId ?? location.hostname,
        allowCredentials: (options.allowCredentials ?? []).map((entry) => ({
          id: toBytes(entry.id),
          type: 'public-key' as const,
        })),
        userVerification: 'required',
      },
    });
    if (!(credential instanceof PublicKeyCredential)) throw new Error('no passkey answered');
    const response = credential.response;
    if (!(response instanceof AuthenticatorAssertionResponse)) throw new Error('not an assertion');
    return toText(
      JSON.stringify({
        id: credential.id,
        rawId: toText(credential.rawId),
        type: 'public-key',
        response: {
          clientDataJSON: toText(response.clientDataJSON),
          authenticatorData: toText(response.authenticatorData),
          signature: toText(response.signature),
        },
        clientExtensionResults: {},
      }),
    );
  }, answer.options);
}

async function coSigners(orderId: string): Promise<string[]> {
  const response = await scriptApi(scriptContext(), 'treasury').get(`/platform/orders/${orderId}`);
  return orderSchema.parse(await response.json()).extra?.coSigners ?? [];
}

test.use({ person: null });

test('a co-signer registers a passkey and approves with it; without it, or with another order’s, nothing is approved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const authenticator = await addAuthenticator(page);
  await signIn(page.request, 'marcus-chen');
  const [a, b] = await Promise.all(
    ['a', 'b'].map((label) =>
      createWithdrawal(scriptContext(), {
        portfolio: 'Treasury Vault',
        amount: label === 'a' ? '0.25' : '0.5',
        externalOrderId: uniqueId(`passkey-${label}`),
      }),
    ),
  );
  if (a === undefined || b === undefined) throw new Error('two orders were made');

  // Settings: register a passkey and see it listed.
  await page.goto('/settings');
  await page.getByLabel("New passkey's name").fill('Work laptop');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  const list = page.getByRole('table', { name: 'Your passkeys' });
  await expect(list.getByRole('row', { name: /Work laptop/ })).toContainText('Not used yet');
  await page.screenshot({ path: test.info().outputPath('settings-passkeys.png'), fullPage: true });

  // Approve order A: the dialog says what the passkey confirms while the prompt is open.
  await page.goto(`/co-sign?orderId=${a.orderId}`);
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review.getByTestId('approval-code')).toHaveText(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
  const code = await review.getByTestId('approval-code').innerText();
  await review.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  // The virtual authenticator holds its answer, so the moment can be seen as a person sees it.
  await authenticator.presence(false);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByText('Confirm with your passkey')).toBeVisible();
  const facts = dialog.getByRole('table', { name: 'What your passkey confirms' });
  await expect(facts).toContainText(code);
  await expect(facts).toContainText('0.25');
  await expect(facts).toContainText('Coinbase Prime settlement');
  await page.screenshot({ path: test.info().outputPath('approve-passkey-moment.png') });
  await authenticator.presence(true);
  // Closed while the prompt waits: nothing was sent. Approving again starts a new ceremony.
  await dialog.getByRole('button', { name: 'Close without approving' }).click();
  await review.getByRole('button', { name: 'Approve…' }).click();
  const sent = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith(`/orders/${a.orderId}`),
  );
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  expect((await sent).headers()['x-passkey-assertion']).toMatch(/^[A-Za-z0-9_-]{100,}$/);
  await expect(dialog).toBeHidden();
  await expect.poll(() => coSigners(a.orderId)).toContain('user-marcus-chen');

  // A cancelled prompt: the dialog stays, says so, and nothing is approved.
  await page.goto(`/co-sign?orderId=${b.orderId}`);
  await review.getByRole('button', { name: 'Approve…' }).click();
  await authenticator.verified(false);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Passkey check not completed');
  await page.screenshot({ path: test.info().outputPath('approve-passkey-failed.png') });
  await authenticator.verified(true);
  await dialog.getByRole('button', { name: 'Close without approving' }).click();

  // With the session cookie alone (a stolen one), or A's assertion on B: refused, B unsigned.
  const withoutPasskey = await page.request.patch(`/platform/orders/${b.orderId}`, {
    headers: { 'content-type': coSignType },
    data: '{}',
  });
  expect(withoutPasskey.status()).toBe(403);
  expect(await withoutPasskey.json()).toMatchObject({ error: 'passkey-needed' });
  const forA = await assertionFor(page, a.orderId);
  const replayed = await page.request.patch(`/platform/orders/${b.orderId}`, {
    headers: { 'content-type': coSignType, 'x-passkey-assertion': forA },
    data: '{}',
  });
  expect(replayed.status()).toBe(403);
  expect(await replayed.json()).toMatchObject({ error: 'passkey-other-action' });
  expect(await coSigners(b.orderId)).not.toContain('user-marcus-chen');

  // The passkey's last use is shown where it is managed.
  await page.goto('/settings');
  await expect(list.getByRole('row', { name: /Work laptop/ })).not.toContainText('Not used yet');
  await context.close();
});
