import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedHeaders } from '../src/server/platform/signing';
import { sandboxIdentities } from '../src/sandbox/identities';

/** The sandbox's demo people, by their account at the embedded identity provider. */
export type Person =
  'olivia-grant' | 'marcus-chen' | 'amara-okafor' | 'henrik-larsen' | 'priya-natarajan';

/**
 * Signs a request context in as a demo person, the way a person does: the dashboard sends it
 * to the embedded provider's sign-in page, where one click signs that person in. The context's
 * cookies then carry the session (a page's `request` shares them with the page).
 */
export async function signIn(request: APIRequestContext, person: Person, returnTo = '/') {
  const page = await request.get(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  expect(page.status(), 'the sign-in page').toBe(200);
  const interaction = new URL(page.url()).pathname;
  expect(interaction).toMatch(/^\/idp\/interaction\//);
  const done = await request.post(`${interaction}/demo`, { form: { accountId: person } });
  expect(done.ok(), `signing in as ${person}`).toBe(true);
  const session = await request.get('/api/session');
  expect(await session.json(), `a session for ${person}`).toMatchObject({ signedIn: true });
}

/** Ends the page's session, as the header's Sign out does, and signs in as someone else. */
export async function switchPerson(page: Page, person: Person): Promise<void> {
  // Leave the app first: a page still open would notice its session end and navigate to
  // sign in, racing the caller's next navigation.
  await page.goto('about:blank');
  const out = await page.request.post('/auth/sign-out');
  expect(out.ok()).toBe(true);
  await signIn(page.request, person);
}

type SandboxUser = 'treasury' | 'approver-1' | 'approver-2' | 'risk' | 'admin';

/**
 * Calls the dashboard as a script would: signed with a demo person's own sandbox key (the
 * provider's HMAC signature), with no browser session. The sandbox verifies the signature, and
 * the dashboard applies the key owner's roles.
 */
export function scriptApi(request: APIRequestContext, user: SandboxUser) {
  const identity = sandboxIdentities.find((entry) => entry.id === user);
  if (!identity) throw new Error(`No sandbox user ${user}`);
  const headers = (method: string, path: string, body: string, contentType?: string) => ({
    ...signedHeaders(identity, { method, path, body }),
    ...(contentType ? { 'Content-Type': contentType } : {}),
  });
  return {
    get: (path: string) => request.get(path, { headers: headers('GET', path, '') }),
    post: (path: string, data: unknown, contentType = 'application/json') => {
      const body = JSON.stringify(data);
      return request.post(path, { headers: headers('POST', path, body, contentType), data: body });
    },
    patch: (path: string, data: unknown, contentType: string) => {
      const body = JSON.stringify(data);
      return request.patch(path, {
        headers: headers('PATCH', path, body, contentType),
        data: body,
      });
    },
  };
}

export type ScriptApi = ReturnType<typeof scriptApi>;
