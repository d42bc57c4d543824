import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import {
  oneTimePasswordResponseSchema,
  peopleResponseSchema,
  personResponseSchema,
} from '../../shared/people';
import { sessionSchema } from '../../shared/session';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { json, useAdminSuite } from '../testing/admin-suite';

const admin = useAdminSuite();
const { lastRecord, addPerson, signedInAs } = admin;

/** The roles the browser's session holds now, sorted; none when it is signed out. */
async function rolesOf(browser: BrowserClient) {
  const session = sessionSchema.safeParse(await (await browser.send('/api/session')).json());
  return session.success ? [...session.data.person.roles].sort() : [];
}

describe('an administrator manages people on the embedded provider', () => {
  it('adds a person, whose one-time password signs them in; the record never holds it', async () => {
    const { person, oneTimePassword } = await addPerson('Noor Haddad', 'Noor@Example.com', [
      'treasury',
    ]);
    expect(person).toMatchObject({ email: 'noor@example.com', roles: ['treasury'], active: true });
    expect(oneTimePassword).toMatch(/^[\w-]{22}$/);

    const noor = await signedInAs('noor@example.com', oneTimePassword);
    expect(await rolesOf(noor)).toEqual(['treasury']);

    const record = await lastRecord('person.add');
    expect(record).toMatchObject({ outcome: 'succeeded', person: { name: 'Priya Natarajan' } });
    expect(record?.detail).toBe(
      'Added a person. Before: none. After: Noor Haddad (noor@example.com), roles Treasury, active.',
    );
    expect(JSON.stringify(record)).not.toContain(oneTimePassword);

    const listed = peopleResponseSchema.parse(
      await (await admin.priya.send('/api/admin/people')).json(),
    );
    expect(listed.directory).toBe('embedded');
    expect(listed.people.find((entry) => entry.email === 'noor@example.com')?.lastSignInAt).toEqual(
      expect.any(Number),
    );
  });

  it('refuses a second account for one email, and malformed or unknown input, on the record', async () => {
    const twice = await admin.priya.send(
      '/api/admin/people',
      json('POST', {
        name: 'Olivia Again',
        email: 'olivia.grant@northwind.example',
        roles: ['viewer'],
      }),
    );
    expect(twice.status).toBe(409);
    expect(errorBodySchema.parse(await twice.json()).message).toBe(
      'olivia.grant@northwind.example already has an account.',
    );
    expect(await lastRecord('person.add')).toMatchObject({ outcome: 'refused', statusCode: 409 });

    const bodies = [
      { name: 'X', email: 'not-an-email', roles: ['viewer'] },
      { name: 'X', email: 'x@example.com', roles: ['superuser'] },
      { name: 'X', email: 'x@example.com', roles: [] },
      { name: ' ', email: 'x@example.com', roles: ['viewer'] },
      { name: 'X', email: 'x@example.com', roles: ['viewer'], password: 'mine' },
    ];
    for (const body of bodies) {
      const refused = await admin.priya.send('/api/admin/people', json('POST', body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await admin.priya.send('/api/admin/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    const roles = await admin.priya.send(
      '/api/admin/people/nobody/roles',
      json('PUT', { roles: ['viewer'] }),
    );
    expect(roles.status).toBe(404);
  });

  it('changes roles, and the person’s open session holds the new ones at once', async () => {
    const { oneTimePassword } = await addPerson('Ravi Menon', 'ravi@example.com', ['viewer']);
    const ravi = await signedInAs('ravi@example.com', oneTimePassword);
    const subject = (await listed('ravi@example.com')).subject;

    const changed = await admin.priya.send(
      `/api/admin/people/${subject}/roles`,
      json('PUT', { roles: ['viewer', 'treasury'] }),
    );
    expect(personResponseSchema.parse(await changed.json()).person.roles).toEqual([
      'viewer',
      'treasury',
    ]);
    expect(await rolesOf(ravi)).toEqual(['treasury', 'viewer']);
    expect((await lastRecord('person.roles'))?.detail).toBe(
      'Changed the roles. Before: Ravi Menon (ravi@example.com), roles Viewer, active. After: Ravi Menon (ravi@example.com), roles Viewer, Treasury, active.',
    );
  });

  it('resets a password: the old one opens nothing, the new one signs in', async () => {
    const { oneTimePassword: first } = await addPerson('Lena Vogt', 'lena@example.com', ['viewer']);
    const subject = (await listed('lena@example.com')).subject;
    const reset = await admin.priya.send(`/api/admin/people/${subject}/password`, {
      method: 'POST',
    });
    const { oneTimePassword: second } = oneTimePasswordResponseSchema.parse(await reset.json());
    expect(second).not.toBe(first);
    expect(await rolesOf(await signedInAs('lena@example.com', first))).toEqual([]);
    expect(await rolesOf(await signedInAs('lena@example.com', second))).toEqual(['viewer']);
    const record = await lastRecord('person.password-reset');
    expect(record?.outcome).toBe('succeeded');
    expect(JSON.stringify(record)).not.toContain(second);
  });

  it('deactivates: their sessions and streams end, and neither password nor provider session lets them back', async () => {
    const { oneTimePassword } = await addPerson('Sam Ortiz', 'sam@example.com', ['approver']);
    const sam = await signedInAs('sam@example.com', oneTimePassword);
    const stream = sseReader(await sam.send('/api/events'));
    await stream.next((event) => event.event === 'ready');
    const subject = (await listed('sam@example.com')).subject;

    const done = await admin.priya.send(`/api/admin/people/${subject}/deactivate`, {
      method: 'POST',
    });
    expect(personResponseSchema.parse(await done.json()).person.active).toBe(false);
    expect(await stream.ended(2_000)).toBeLessThan(2_000);
    expect((await sam.send('/api/credentials')).status).toBe(401);
    // The same browser still holds the provider's own session cookie: it must not sign in again.
    await sam.signIn({ email: 'sam@example.com', password: oneTimePassword });
    expect(await rolesOf(sam)).toEqual([]);
    expect((await lastRecord('person.deactivate'))?.detail).toBe(
      'Deactivated (1 sessions ended). Before: Sam Ortiz (sam@example.com), roles Approver, active. After: Sam Ortiz (sam@example.com), roles Approver, deactivated.',
    );
    const again = await admin.priya.send(`/api/admin/people/${subject}/deactivate`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    const reset = await admin.priya.send(`/api/admin/people/${subject}/password`, {
      method: 'POST',
    });
    expect(reset.status).toBe(409);
  });

  it('never leaves the dashboard without an active administrator, nor lets one deactivate themself', async () => {
    const self = await admin.priya.send('/api/admin/people/priya-natarajan/deactivate', {
      method: 'POST',
    });
    expect(self.status).toBe(409);
    expect(errorBodySchema.parse(await self.json()).message).toBe(
      'You cannot deactivate yourself.',
    );
    const demote = await admin.priya.send(
      '/api/admin/people/priya-natarajan/roles',
      json('PUT', { roles: ['viewer'] }),
    );
    expect(demote.status).toBe(409);
    expect(errorBodySchema.parse(await demote.json()).message).toMatch(/last active administrator/);
    expect(await lastRecord('person.roles')).toMatchObject({ outcome: 'refused', statusCode: 409 });
    expect(await rolesOf(admin.priya)).toEqual(['admin', 'viewer']);
  });

  it('is refused to anyone but an administrator, by the server, on the record', async () => {
    expect((await admin.olivia.send('/api/admin/people')).status).toBe(403);
    const attempts: [string, RequestInit][] = [
      [
        '/api/admin/people',
        json('POST', { name: 'Me', email: 'me@example.com', roles: ['admin'] }),
      ],
      ['/api/admin/people/olivia-grant/roles', json('PUT', { roles: ['admin'] })],
      ['/api/admin/people/priya-natarajan/deactivate', { method: 'POST' }],
      ['/api/admin/people/priya-natarajan/password', { method: 'POST' }],
    ];
    for (const [path, init] of attempts) {
      expect((await admin.olivia.send(path, init)).status, path).toBe(403);
    }
    expect(await lastRecord('person.roles')).toMatchObject({
      outcome: 'refused',
      person: { name: 'Olivia Grant' },
      statusCode: 403,
    });
    expect(await rolesOf(admin.olivia)).toEqual(['treasury']);
  });
});

async function listed(email: string) {
  const { people } = peopleResponseSchema.parse(
    await (await admin.priya.send('/api/admin/people')).json(),
  );
  const person = people.find((entry) => entry.email === email);
  if (person === undefined) throw new Error(`${email} is not listed`);
  return person;
}

describe('a deactivated demo person', () => {
  it('is no longer offered on the sign-in page, nor signed in by its one click', async () => {
    const offered = await browserClient(admin.server.baseUrl).openSignInPage();
    expect(offered.html).toContain('Henrik Larsen');
    const done = await admin.priya.send('/api/admin/people/henrik-larsen/deactivate', {
      method: 'POST',
    });
    expect(done.status).toBe(200);

    const browser = browserClient(admin.server.baseUrl);
    const page = await browser.openSignInPage();
    expect(page.html).not.toContain('Henrik Larsen');
    expect(page.html).toContain('Olivia Grant');
    const clicked = await browser.send(
      `${page.url.pathname}/demo`,
      browser.form({ accountId: 'henrik-larsen' }),
    );
    expect(clicked.status).toBe(400);
    expect(await rolesOf(browser)).toEqual([]);
  });
});
