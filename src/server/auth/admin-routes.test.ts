import { describe, expect, it } from 'vitest';
import {
  clearThrottlesResponseSchema,
  endedSessionsResponseSchema,
  liveSessionsResponseSchema,
  signInThrottlesResponseSchema,
} from '../../shared/admin';
import { errorBodySchema } from '../../shared/api-error';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { json, useAdminSuite } from '../testing/admin-suite';
import { hashSessionId } from './session-store';

/** The server's clock stands still: a wait the test sets is still running when it looks. */
const clockMs = Date.now();

const admin = useAdminSuite({ now: () => clockMs });
const { lastRecord } = admin;

async function tryWrong(browser: BrowserClient, times: number) {
  const page = await browser.openSignInPage();
  const answers: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await browser.send(
      `${page.url.pathname}/login`,
      browser.form({ email: 'henrik.larsen@northwind.example', password: `no-${attempt}` }),
    );
    answers.push(response.status);
  }
  return answers;
}

describe('an administrator clears a sign-in throttle', () => {
  it('sees it, clears it, and the record says what stood before and after', async () => {
    const guesser = browserClient(admin.server.baseUrl, { from: '127.0.0.77' });
    expect(await tryWrong(guesser, 7)).toEqual([401, 401, 401, 401, 401, 401, 429]);

    const listed = signInThrottlesResponseSchema
      .parse(await (await admin.priya.send('/api/admin/sign-in-throttles')).json())
      .throttles.filter((row) => row.account === 'henrik.larsen@northwind.example');
    expect(listed.map((row) => [row.tier, row.address, row.failures])).toEqual(
      expect.arrayContaining([
        ['pair', '127.0.0.77', 6],
        ['account', '', 6],
      ]),
    );
    expect(listed.find((row) => row.tier === 'pair')?.waitUntil).toBe(clockMs + 1_000);

    const cleared = await admin.priya.send(
      '/api/admin/sign-in-throttles/clear',
      json('POST', { account: 'Henrik.Larsen@northwind.example' }),
    );
    expect(cleared.status).toBe(200);
    expect(
      clearThrottlesResponseSchema.parse(await cleared.json()).cleared.map((row) => row.tier),
    ).toEqual(expect.arrayContaining(['pair', 'account']));
    // The guesser's address may try again at once (and is wrong again).
    expect(await tryWrong(guesser, 1)).toEqual([401]);

    const record = await lastRecord('sign-in.throttle.clear');
    expect(record).toMatchObject({
      outcome: 'succeeded',
      person: { name: 'Priya Natarajan' },
    });
    expect(record?.detail).toMatch(
      /^Sign-in throttles of account Henrik\.Larsen@northwind\.example\. Before: .*127\.0\.0\.77 at henrik\.larsen@northwind\.example: 6 failures, waiting until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC.*\. After: none\.$/,
    );
  });

  it('clears an address too, and refuses a body that names neither', async () => {
    const cleared = await admin.priya.send(
      '/api/admin/sign-in-throttles/clear',
      json('POST', { address: '127.0.0.77' }),
    );
    expect(cleared.status).toBe(200);
    for (const body of [{}, { account: '' }, { account: 'a', address: 'b' }, { who: 'x' }]) {
      const refused = await admin.priya.send(
        '/api/admin/sign-in-throttles/clear',
        json('POST', body),
      );
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is refused to anyone without the administrator role, by the server, on the record', async () => {
    expect((await admin.olivia.send('/api/admin/sign-in-throttles')).status).toBe(403);
    const refused = await admin.olivia.send(
      '/api/admin/sign-in-throttles/clear',
      json('POST', { account: 'henrik.larsen@northwind.example' }),
    );
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).message).toBe(
      'This needs the administrator role; Olivia Grant has treasury.',
    );
    expect(await lastRecord('sign-in.throttle.clear')).toMatchObject({
      outcome: 'refused',
      person: { name: 'Olivia Grant' },
      statusCode: 403,
    });
    expect((await browserClient(admin.server.baseUrl).send('/api/admin/sessions')).status).toBe(
      401,
    );
  });
});

describe('an administrator ends sessions', () => {
  async function signedIn(person: string) {
    const browser = browserClient(admin.server.baseUrl);
    await browser.signIn({ demo: person });
    const response = await browser.send('/api/events');
    const stream = sseReader(response);
    await stream.next((event) => event.event === 'ready');
    const id = hashSessionId(
      browser.cookies(new URL(admin.server.baseUrl).host)?.get('custody_session') ?? '',
    );
    return { browser, stream, id };
  }

  it('one session, then all of a person’s: their cookies open nothing and their streams close', async () => {
    const first = await signedIn('amara-okafor');
    const second = await signedIn('amara-okafor');
    const bystander = await signedIn('marcus-chen');

    const { sessions } = liveSessionsResponseSchema.parse(
      await (await admin.priya.send('/api/admin/sessions')).json(),
    );
    expect(sessions.filter((session) => session.person.name === 'Amara Okafor')).toHaveLength(2);
    expect(sessions.find((session) => session.current)?.person.name).toBe('Priya Natarajan');
    expect(JSON.stringify(sessions)).not.toContain(
      first.browser.cookies(new URL(admin.server.baseUrl).host)?.get('custody_session'),
    );

    const one = await admin.priya.send(`/api/admin/sessions/${first.id}`, { method: 'DELETE' });
    expect(endedSessionsResponseSchema.parse(await one.json())).toEqual({ ended: 1 });
    expect(await first.stream.ended(2_000)).toBeLessThan(2_000);
    expect((await first.browser.send('/api/credentials')).status).toBe(401);
    expect((await second.browser.send('/api/credentials')).status).toBe(200);
    expect((await lastRecord('session.revoke'))?.detail).toBe(
      'Ended a session of Amara Okafor (amara.okafor@northwind.example). Before: 2 live. After: 1 live.',
    );

    const all = await admin.priya.send('/api/admin/people/amara-okafor/sessions', {
      method: 'DELETE',
    });
    expect(endedSessionsResponseSchema.parse(await all.json())).toEqual({ ended: 1 });
    expect(await second.stream.ended(2_000)).toBeLessThan(2_000);
    expect((await second.browser.send('/api/credentials')).status).toBe(401);
    expect((await lastRecord('session.revoke'))?.detail).toBe(
      'Ended every session of Amara Okafor (amara.okafor@northwind.example). Before: 1 live. After: 0 live.',
    );

    // Marcus was not touched.
    expect((await bystander.browser.send('/api/credentials')).status).toBe(200);
    await expect(bystander.stream.ended(300)).rejects.toThrow(/still open/);
    await bystander.stream.close();
  });

  it('answers 404 for a session that is not live, and 403 to anyone else', async () => {
    const gone = await admin.priya.send(`/api/admin/sessions/${'0'.repeat(64)}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(404);
    const refused = await admin.olivia.send('/api/admin/people/marcus-chen/sessions', {
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);
    expect(await lastRecord('session.revoke')).toMatchObject({
      outcome: 'refused',
      person: { name: 'Olivia Grant' },
    });
  });
});
