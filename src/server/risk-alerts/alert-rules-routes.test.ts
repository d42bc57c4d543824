import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { activityPageSchema } from '../../shared/audit';
import {
  ALERT_RULES_PATH,
  alertRuleSchema,
  alertRulesResponseSchema,
  type NewAlertRule,
} from '../../shared/risk-alerts';
import {
  RISK_ALERTS_PATH,
  riskAlertSchema,
  riskAlertsResponseSchema,
} from '../../shared/risk-alert-list';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';
import { alertAnnouncer } from './announce-alerts';
import { judgeRules } from './judge-rules';

let server: TestServer;
let henrik: BrowserClient;
let olivia: BrowserClient;
let priya: BrowserClient;

/** A ClearLoop source these rules never need. */
const unread = () => Promise.resolve(undefined);

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const halcyonLine: NewAlertRule = {
  condition: {
    kind: 'ltv-above',
    linePercent: '80',
    loan: { loanId: 'loan-halcyon', name: 'Halcyon Capital' },
  },
  channels: { browser: true, email: false },
};

async function addRule(person: BrowserClient, rule: unknown) {
  return person.send(ALERT_RULES_PATH, json('POST', rule));
}

async function lastRecord(action: string) {
  const response = await priya.send(`/api/activity?actions=${action}`);
  return activityPageSchema.parse(await response.json()).entries[0];
}

beforeAll(async () => {
  server = await startTestServer();
  henrik = browserClient(server.baseUrl);
  olivia = browserClient(server.baseUrl);
  priya = browserClient(server.baseUrl);
  await henrik.signIn({ demo: 'henrik-larsen' });
  await olivia.signIn({ demo: 'olivia-grant' });
  await priya.signIn({ demo: 'priya-natarajan' });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('/api/alert-rules', () => {
  it('keeps a risk person’s own rules, each change on the record with before and after', async () => {
    const added = await addRule(henrik, halcyonLine);
    expect(added.status).toBe(201);
    const rule = alertRuleSchema.parse(await added.json());
    expect(rule).toMatchObject({ enabled: true, condition: halcyonLine.condition });
    const record = await lastRecord('alert-rule.add');
    expect(record?.person?.name).toBe('Henrik Larsen');
    expect(record).toMatchObject({
      outcome: 'succeeded',
      detail: `After: rule ${rule.id}: LTV above 80 % on Halcyon Capital (loan loan-halcyon), on, to bell and browser`,
    });

    const changed = await henrik.send(
      `${ALERT_RULES_PATH}/${rule.id}`,
      json('PATCH', { enabled: false, channels: { browser: true, email: true } }),
    );
    expect(changed.status).toBe(200);
    expect(alertRuleSchema.parse(await changed.json())).toMatchObject({ enabled: false });
    expect((await lastRecord('alert-rule.change'))?.detail).toBe(
      `Before: rule ${rule.id}: LTV above 80 % on Halcyon Capital (loan loan-halcyon), on, to bell and browser. ` +
        `After: rule ${rule.id}: LTV above 80 % on Halcyon Capital (loan loan-halcyon), off, to bell, browser and email`,
    );

    const listed = alertRulesResponseSchema.parse(
      await (await henrik.send(ALERT_RULES_PATH)).json(),
    );
    expect(listed.rules.map((one) => one.id)).toEqual([rule.id]);
    expect(listed.hysteresisPoints).toBe('2');
    // Priya oversees risk too, but the rule is Henrik's alone.
    expect(
      alertRulesResponseSchema.parse(await (await priya.send(ALERT_RULES_PATH)).json()).rules,
    ).toEqual([]);
    expect((await priya.send(`${ALERT_RULES_PATH}/${rule.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );

    expect((await henrik.send(`${ALERT_RULES_PATH}/${rule.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await lastRecord('alert-rule.remove'))?.detail).toMatch(
      /^Before: rule \d+: LTV above 80 %/,
    );
    expect((await henrik.send(`${ALERT_RULES_PATH}/${rule.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('refuses a treasury person rules, on the record, but lists their own alerts', async () => {
    expect((await olivia.send(ALERT_RULES_PATH)).status).toBe(403);
    expect((await olivia.send(RISK_ALERTS_PATH)).status).toBe(200);
    const refused = await addRule(olivia, halcyonLine);
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).message).toBe(
      'This needs the viewer or administrator role; Olivia Grant has treasury.',
    );
    const record = await lastRecord('alert-rule.add');
    expect(record?.outcome).toBe('refused');
    expect(record?.person?.name).toBe('Olivia Grant');
    expect((await browserClient(server.baseUrl).send(ALERT_RULES_PATH)).status).toBe(401);
  });

  it('refuses a line outside (0, 1000] %, malformed bodies and unknown kinds with 400', async () => {
    const withLine = (linePercent: unknown) => ({
      ...halcyonLine,
      condition: { ...halcyonLine.condition, linePercent },
    });
    for (const bad of [
      withLine('0'),
      withLine('0.00'),
      withLine('1000.01'),
      withLine('-5'),
      withLine('eighty'),
      withLine(80),
      withLine('80.123'),
      { ...halcyonLine, channels: undefined },
      { ...halcyonLine, condition: { kind: 'weather', loan: null } },
      { ...halcyonLine, condition: { ...halcyonLine.condition, loan: { loanId: '', name: 'x' } } },
      { ...halcyonLine, extra: true },
    ]) {
      const answer = await addRule(henrik, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(errorBodySchema.parse(await answer.json()).error).toBe('bad-request');
    }
    const malformed = await henrik.send(ALERT_RULES_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"condition":',
    });
    expect(malformed.status).toBe(400);
    expect((await addRule(henrik, withLine('1000'))).status).toBe(201);
    expect((await addRule(henrik, withLine('0.01'))).status).toBe(201);
    expect((await henrik.send(`${ALERT_RULES_PATH}/1`, json('PATCH', {}))).status).toBe(400);
    expect(
      (await henrik.send(`${ALERT_RULES_PATH}/abc`, json('PATCH', { enabled: true }))).status,
    ).toBe(400);
    expect(
      (await henrik.send(`${ALERT_RULES_PATH}/999999`, json('PATCH', { enabled: true }))).status,
    ).toBe(404);
  });
});

describe('/api/risk-alerts', () => {
  it('shows a raised alert in words, live on the person’s stream, until dismissed', async () => {
    const rule = alertRuleSchema.parse(await (await addRule(priya, halcyonLine)).json());
    const stream = sseReader(await priya.send('/api/events'));
    await stream.next((event) => event.event === 'ready');
    const readings = [
      {
        loanId: 'loan-halcyon',
        name: 'ignored: the rule names it',
        ltv: '0.8240',
        status: 'healthy',
      },
    ];
    const raised = await judgeRules(
      server.store,
      { readings, loans: [], exchanges: unread, settlements: unread },
      '2',
      Date.now(),
    );
    const mine = raised.filter(
      (alert) => alert.subject === rule.id.toString() || alert.text.includes('82.4'),
    );
    expect(mine.length).toBeGreaterThan(0);
    await alertAnnouncer({
      db: server.store,
      mailer: undefined,
      publicUrl: server.baseUrl,
      now: Date.now,
    })(raised);

    const live = await stream.next((event) => event.event === 'risk-alert');
    expect(live.id).toBeUndefined();
    const alert = riskAlertSchema.parse(JSON.parse(live.data));
    expect(alert.text).toBe('Loan Halcyon Capital LTV 82.4 % (above your 80 % line)');
    expect(alert.browser).toBe(true);

    const open = riskAlertsResponseSchema.parse(await (await priya.send(RISK_ALERTS_PATH)).json());
    expect(open.alerts.map((one) => one.id)).toContain(alert.id);
    // Henrik's own alerts are his: Priya cannot dismiss them, nor he hers.
    expect(
      (await henrik.send(`${RISK_ALERTS_PATH}/${alert.id}/dismiss`, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await priya.send(`${RISK_ALERTS_PATH}/${alert.id}/dismiss`, { method: 'POST' })).status,
    ).toBe(200);
    expect(
      (await priya.send(`${RISK_ALERTS_PATH}/${alert.id}/dismiss`, { method: 'POST' })).status,
    ).toBe(404);
    const after = riskAlertsResponseSchema.parse(await (await priya.send(RISK_ALERTS_PATH)).json());
    expect(after.alerts.map((one) => one.id)).not.toContain(alert.id);
    expect((await priya.send(`${RISK_ALERTS_PATH}/x/dismiss`, { method: 'POST' })).status).toBe(
      400,
    );
  });
});
