import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { peopleResponseSchema } from '../../shared/people';
import { sessionSchema } from '../../shared/session';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { freePort, startTestServer, type TestServer } from '../testing/test-server';

const SECRET = 'external-client-secret-0c1d2e';
let provider: ChildProcess;
let server: TestServer;

beforeAll(async () => {
  const [providerPort, dashboardPort] = [await freePort(), await freePort()];
  provider = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./testing/external-provider.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: String(providerPort),
        REDIRECT_URI: `http://127.0.0.1:${dashboardPort}/auth/callback`,
        CLIENT_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  for await (const line of createInterface({ input: provider.stdout ?? process.stdin })) {
    if (line === 'ready') break;
  }
  server = await startTestServer({
    PORT: String(dashboardPort),
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: 'custody-dashboard',
    OIDC_CLIENT_SECRET: SECRET,
    OIDC_ROLES_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'Custody-Approvers=approver,Custody-Treasury=treasury,Custody-Admins=admin',
  });
});
afterAll(async () => {
  await server.close();
  provider.kill();
});

/** Walks the external provider's own pages: its login form, then its consent form. */
async function signInExternally(browser: BrowserClient, login: string) {
  let step = await browser.follow('/auth/sign-in?returnTo=%2Fco-sign');
  for (let page = 0; page < 3; page += 1) {
    if (step.url.origin === server.baseUrl) return step.url;
    const html = await step.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (action === undefined || prompt === undefined)
      throw new Error(`No form on ${step.url.href}`);
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    step = await browser.follow(new URL(action, step.url).href, browser.form(fields));
  }
  return step.url;
}

describe('an external OpenID provider, through OIDC_ISSUER', () => {
  it('signs a person in with the same client code, roles mapped from its own claim', async () => {
    const browser = browserClient(server.baseUrl);
    const landed = await signInExternally(browser, 'dana');
    expect(landed.pathname).toBe('/co-sign');
    const session = sessionSchema.parse(await (await browser.send('/api/session')).json());
    expect(session.person).toMatchObject({
      subject: 'dana',
      name: 'Dana',
      email: 'dana@external.example',
      roles: ['approver'],
      hasApiKey: false,
    });
  });

  it('refuses a person whose claims grant no dashboard role, and says so', async () => {
    const browser = browserClient(server.baseUrl);
    const landed = await signInExternally(browser, 'eve');
    expect(landed.pathname + landed.search).toBe('/sign-in?error=no-role');
    expect(await (await browser.send('/api/session')).json()).toMatchObject({ signedIn: false });
  });

  it('lists who has signed in to an administrator, read-only: people are managed at the provider', async () => {
    const ada = browserClient(server.baseUrl);
    await signInExternally(ada, 'ada');
    const listed = peopleResponseSchema.parse(await (await ada.send('/api/admin/people')).json());
    expect(listed.directory).toBe('external');
    expect(listed.people.find((person) => person.subject === 'dana')).toMatchObject({
      roles: ['approver'],
      active: true,
      addedAt: null,
    });
    const added = await ada.send('/api/admin/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zed', email: 'zed@external.example', roles: ['admin'] }),
    });
    expect(added.status).toBe(409);
    expect(errorBodySchema.parse(await added.json()).message).toMatch(/identity provider/);
    const demoted = await ada.send('/api/admin/people/dana/roles', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['viewer'] }),
    });
    expect(demoted.status).toBe(409);
  });

  it('does not serve the embedded provider', async () => {
    expect((await fetch(`${server.baseUrl}/idp/.well-known/openid-configuration`)).status).not.toBe(
      200,
    );
  });
});
