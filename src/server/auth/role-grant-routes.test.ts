import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { changeRolesResponseSchema, roleGrantsResponseSchema } from '../../shared/people';
import type { BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { json, useAdminSuite } from '../testing/admin-suite';

const admin = useAdminSuite();
const { lastRecord, addPerson } = admin;

async function grants(browser: BrowserClient) {
  const response = await browser.send('/api/admin/role-grants');
  return roleGrantsResponseSchema.parse(await response.json()).grants;
}

describe('granting power while two administrators exist', () => {
  it('with Priya alone it applies at once; once there are two, it waits for the other, live for both', async () => {
    const second = await addPerson('Yara Haddad', 'yara@example.com', ['admin']);
    expect(second.person.roles).toEqual(['admin']);
    expect(second.pendingGrant).toBeNull();
    const yara = await admin.signedInAs('yara@example.com', second.oneTimePassword);

    // Adding someone as an approver now waits too: power is never given by adding.
    const added = await addPerson('Omar Reyes', 'omar@example.com', ['treasury', 'approver']);
    expect(added.person.roles).toEqual(['treasury']);
    expect(added.pendingGrant).toMatchObject({ rolesAfter: ['treasury', 'approver'] });
    const omar = added.person.subject;
    const declined = await yara.send(`/api/admin/role-grants/${added.pendingGrant?.id}/decline`, {
      method: 'POST',
    });
    expect(declined.status).toBe(200);

    const streams = await Promise.all(
      [admin.priya, yara].map(async (browser) => {
        const stream = sseReader(await browser.send('/api/events'));
        await stream.next((event) => event.event === 'ready');
        return stream;
      }),
    );
    const asked = await admin.priya.send(
      `/api/admin/people/${omar}/roles`,
      json('PUT', { roles: ['treasury', 'approver'] }),
    );
    expect(asked.status).toBe(202);
    const { person, pendingGrant } = changeRolesResponseSchema.parse(await asked.json());
    expect(person.roles).toEqual(['treasury']);
    for (const stream of streams) {
      await stream.next((event) => event.event === 'admin');
    }
    expect((await grants(yara)).map((grant) => grant.requestedBy.name)).toEqual([
      'Priya Natarajan',
    ]);
    expect((await lastRecord('role-grant.request'))?.detail).toBe(
      'Asked a second administrator to approve roles Treasury, Approver. Before: Omar Reyes (omar@example.com), roles Treasury, active. After: unchanged until approved.',
    );

    const own = await admin.priya.send(`/api/admin/role-grants/${pendingGrant?.id}/approve`, {
      method: 'POST',
    });
    expect(own.status).toBe(409);
    expect(errorBodySchema.parse(await own.json()).message).toBe(
      'You asked for this grant: another administrator must approve it.',
    );
    const approved = await yara.send(`/api/admin/role-grants/${pendingGrant?.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    for (const stream of streams) {
      await stream.next((event) => event.event === 'admin');
      await stream.close();
    }
    expect(await grants(admin.priya)).toEqual([]);
    const again = await admin.priya.send(`/api/admin/role-grants/${pendingGrant?.id}/decline`, {
      method: 'POST',
    });
    expect(errorBodySchema.parse(await again.json()).message).toBe(
      'Yara Haddad already approved this grant.',
    );
    expect((await lastRecord('role-grant.approve'))?.detail).toBe(
      'Approved Priya Natarajan’s grant of roles Treasury, Approver. Before: Omar Reyes (omar@example.com), roles Treasury, active. After: Omar Reyes (omar@example.com), roles Treasury, Approver, active.',
    );
  });

  it('is refused to anyone but an administrator, and for an unknown grant', async () => {
    expect((await admin.olivia.send('/api/admin/role-grants')).status).toBe(403);
    expect(
      (await admin.olivia.send('/api/admin/role-grants/1/approve', { method: 'POST' })).status,
    ).toBe(403);
    expect(await lastRecord('role-grant.approve')).toMatchObject({ outcome: 'refused' });
    for (const id of ['999999', 'abc']) {
      const answer = await admin.priya.send(`/api/admin/role-grants/${id}/decline`, {
        method: 'POST',
      });
      expect(answer.status).toBe(404);
    }
  });
});
