import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api-error';
import { activityEndpoints } from '../shared/dashboard-api/activity-endpoints';
import { adminEndpoints } from '../shared/dashboard-api/admin-endpoints';
import { alertRuleEndpoints } from '../shared/dashboard-api/alert-rule-endpoints';
import { callDashboard } from './call-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Sent {
  url: string;
  method: string | undefined;
  headers: unknown;
  body: unknown;
}

/** Answers every request with `status` and `answer`, and keeps what was sent. */
function answerWith(status: number, answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ url, method: init?.method, headers: init?.headers, body });
    const text = answer === undefined ? null : JSON.stringify(answer);
    return Promise.resolve(new Response(text, { status }));
  });
  return sent;
}

const ended = { ended: 2 };

describe('callDashboard', () => {
  it('fills and encodes the path, sends the method, and parses the answer', async () => {
    const sent = answerWith(200, ended);
    const answer = await callDashboard(adminEndpoints.endPersonSessions, {
      params: { subject: 'a/b c' },
    });
    expect(answer).toEqual(ended);
    expect(sent).toEqual([
      {
        url: '/api/admin/people/a%2Fb%20c/sessions',
        method: 'DELETE',
        headers: {},
        body: undefined,
      },
    ]);
  });

  it('sends a body as JSON, with extra headers beside it', async () => {
    const sent = answerWith(200, { cleared: [] });
    await callDashboard(adminEndpoints.clearSignInThrottles, {
      body: { account: 'dana@example.com' },
      headers: { 'X-Step-Up': 'assertion' },
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Step-Up': 'assertion' },
      body: { account: 'dana@example.com' },
    });
  });

  it('appends the query, lists comma-separated and empty values left out', async () => {
    const sent = answerWith(200, { people: [] });
    await callDashboard(activityEndpoints.listActivity, {
      query: { actions: ['person.add', 'person.roles'], person: undefined, limit: '25' },
    }).catch(() => undefined);
    expect(sent[0]?.url).toBe('/api/activity?actions=person.add,person.roles&limit=25');
  });

  it("rejects with the server's refusal in words", async () => {
    answerWith(403, { error: 'forbidden', message: 'This needs the administrator role.' });
    const refused = callDashboard(adminEndpoints.listLiveSessions);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      error: 'forbidden',
      message: 'This needs the administrator role.',
    });
  });

  it('rejects an answer its schema does not read, and reads no body from a 204', async () => {
    answerWith(200, { ended: 'two' });
    await expect(
      callDashboard(adminEndpoints.endSession, { params: { id: 'h' } }),
    ).rejects.toThrow();
    answerWith(204, undefined);
    await expect(
      callDashboard(alertRuleEndpoints.removeAlertRule, { params: { id: '7' } }),
    ).resolves.toBeUndefined();
  });
});
