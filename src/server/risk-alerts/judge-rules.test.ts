import { beforeEach, expect, it } from 'vitest';
import {
  settlementSchema,
  type ClearLoopExchange,
  type Settlement,
} from '../../shared/contracts/clearloop';
import { testLoan } from '../../testing/loan-fixture';
import type { AlertCondition } from '../../shared/risk-alerts';
import { describeEngines } from '../../store/testing/test-engines';
import { upsertPerson } from '../auth/people-repository';
import { suiteServerStore } from '../testing/suite-store';
import { addRule, changeRule } from './alert-rules-repository';
import { judgeRules, type AlertSources } from './judge-rules';
import type { LoanReadingToJudge, NamedLoan } from './observation';

const T0 = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;
const channels = { browser: false, email: false };

const reading = (loanId: string, ltv: string, status = 'healthy'): LoanReadingToJudge => ({
  loanId,
  name: `Party of ${loanId}`,
  ltv,
  status,
});

/** An open loan maturing at `maturity`, with no margin call. */
const maturing = (loanId: string, maturity: number): NamedLoan => ({
  name: `Party of ${loanId}`,
  loan: testLoan({ loanId, maturityDate: String(maturity) }),
});

const exchange = (exchangeId: string, excessDeficit: string): ClearLoopExchange => ({
  exchangeId,
  name: `Exchange ${exchangeId}`,
  collateralDetails: {
    currencies: [{ settlementCurrency: 'USDT', uPnLExcessDeficit: excessDeficit }],
  },
});

const settlement = (settlementId: string, status: string): Settlement =>
  settlementSchema.parse({
    settlementId,
    settlementStatus: status,
    settlementSubStatus: 'nothing-to-settle',
    exchange: 'Kestrel',
    exchangeId: 'kestrel',
    cycleStartTimestamp: String(T0 - HOUR),
  });

const sources = (
  parts: Partial<Omit<AlertSources, 'exchanges' | 'settlements'>> & {
    exchanges?: readonly ClearLoopExchange[];
    settlements?: readonly Settlement[];
  },
): AlertSources => ({
  readings: parts.readings ?? [],
  loans: parts.loans ?? [],
  exchanges: () => Promise.resolve(parts.exchanges),
  settlements: () => Promise.resolve(parts.settlements),
});

describeEngines('risk alert rules judging what they watch, on $name', (engine) => {
  const suite = suiteServerStore(engine, 'risk_alerts');
  const person = { subject: 'risk-1', email: 'risk@example.com', name: 'Risk One' };

  beforeEach(async () => {
    await suite.db.query('DELETE FROM alert_rules');
    await suite.db.query('DELETE FROM risk_alerts');
    await upsertPerson(suite.db, { ...person, roles: ['viewer'] }, T0);
  });

  const rule = (condition: AlertCondition) =>
    addRule(suite.db, person.subject, { condition, enabled: true, channels }, T0);
  const judgeAt = (nowMs: number, parts: Parameters<typeof sources>[0]) =>
    judgeRules(suite.db, sources(parts), '2', nowMs);
  const judge = (...readings: LoanReadingToJudge[]) => judgeAt(T0, { readings });
  const texts = async (nowMs: number, parts: Parameters<typeof sources>[0]) =>
    (await judgeAt(nowMs, parts)).map((alert) => alert.text);

  it('alerts once per loan per crossing, each loan on its own, re-arming under the band', async () => {
    await rule({ kind: 'ltv-above', linePercent: '80', loan: null });
    const ltvTexts = (...readings: LoanReadingToJudge[]) => texts(T0, { readings });
    expect(await ltvTexts(reading('a', '0.8050'), reading('b', '0.7000'))).toEqual([
      'Loan Party of a LTV 80.5 % (above your 80 % line)',
    ]);
    expect(await ltvTexts(reading('a', '0.7900'), reading('b', '0.8000'))).toEqual([]);
    expect(await ltvTexts(reading('a', '0.8100'), reading('b', '0.8001'))).toEqual([
      'Loan Party of b LTV 80.01 % (above your 80 % line)',
    ]);
    expect(await ltvTexts(reading('a', '0.7799'))).toEqual([]);
    expect(await ltvTexts(reading('a', '0.8200'))).toEqual([
      'Loan Party of a LTV 82 % (above your 80 % line)',
    ]);
  });

  it('watches only the loan picked, named as the person picked it', async () => {
    await rule({
      kind: 'ltv-above',
      linePercent: '50',
      loan: { loanId: 'b', name: 'Halcyon Capital · 250,000 USDC' },
    });
    const raised = await judge(reading('a', '0.9000'), reading('b', '0.6000'));
    expect(raised.map((alert) => [alert.targetId, alert.text])).toEqual([
      ['b', 'Loan Halcyon Capital · 250,000 USDC LTV 60 % (above your 50 % line)'],
    ]);
  });

  it('tells of a new margin call, not of one already open when the rule first saw the loan', async () => {
    await rule({ kind: 'margin-call-opened', loan: null });
    expect(await judge(reading('open', '0.85', 'margin-call'), reading('calm', '0.6'))).toEqual([]);
    const raised = await judge(
      reading('open', '0.86', 'default'),
      reading('calm', '0.81', 'margin-call'),
    );
    expect(raised.map((alert) => alert.text)).toEqual([
      'Loan Party of calm in margin call at LTV 81 %',
    ]);
    expect(await judge(reading('calm', '0.82', 'margin-call'))).toEqual([]);
    await judge(reading('calm', '0.7', 'healthy'));
    expect(await judge(reading('calm', '0.81', 'margin-call'))).toHaveLength(1);
  });

  it('tells once when a maturity comes within the hours, and again after it moves away and back', async () => {
    await rule({ kind: 'deadline-within', hours: '24', loan: null });
    const loans = [maturing('a', T0 + 30 * HOUR)];
    expect(await texts(T0, { loans })).toEqual([]);
    expect(await texts(T0 + 6 * HOUR, { loans })).toEqual([
      'Loan Party of a matures in 24 h 00 min (within your 24 hours)',
    ]);
    expect(await texts(T0 + 7 * HOUR, { loans })).toEqual([]);
    // Extended by a week, then coming close again: a new crossing.
    const extended = [maturing('a', T0 + 200 * HOUR)];
    expect(await texts(T0 + 8 * HOUR, { loans: extended })).toEqual([]);
    expect(await texts(T0 + 190 * HOUR, { loans: extended })).toHaveLength(1);
  });

  it('tells once when an exchange falls into deficit, and again after it recovers and falls again', async () => {
    await rule({ kind: 'exchange-deficit' });
    expect(await texts(T0, { exchanges: [exchange('k', '10')] })).toEqual([]);
    expect(await texts(T0, { exchanges: [exchange('k', '-12500.5')] })).toEqual([
      'ClearLoop exchange Exchange k in deficit: short 12,500.5 USDT',
    ]);
    expect(await texts(T0, { exchanges: [exchange('k', '-9')] })).toEqual([]);
    expect(await texts(T0, { exchanges: [exchange('k', '0')] })).toEqual([]);
    expect(await texts(T0, { exchanges: [exchange('k', '-1')] })).toHaveLength(1);
    // Unread exchanges judge nothing and change nothing.
    expect(await texts(T0, {})).toEqual([]);
  });

  it('tells of a settlement failing after the rule first looked, not of one failed before', async () => {
    await rule({ kind: 'settlement-failed' });
    expect(await texts(T0, { settlements: [settlement('old', 'failed')] })).toEqual([]);
    const raised = await judgeAt(T0, {
      settlements: [settlement('old', 'failed'), settlement('new', 'failed')],
    });
    expect(raised.map((alert) => [alert.kind, alert.targetId, alert.text])).toEqual([
      ['settlement-failed', 'new', 'ClearLoop settlement with Kestrel failed'],
    ]);
    expect(await texts(T0, { settlements: [settlement('new', 'failed')] })).toEqual([]);
  });

  it('starts a changed line armed, and skips rules that are off or whose person lost oversight', async () => {
    const added = await rule({ kind: 'ltv-above', linePercent: '80', loan: null });
    expect(await judge(reading('a', '0.85'))).toHaveLength(1);
    await changeRule(
      suite.db,
      person.subject,
      added.id,
      { condition: { kind: 'ltv-above', linePercent: '84', loan: null } },
      T0,
    );
    expect(await judge(reading('a', '0.85'))).toHaveLength(1);
    await changeRule(
      suite.db,
      person.subject,
      added.id,
      { enabled: false, condition: { kind: 'ltv-above', linePercent: '10', loan: null } },
      T0,
    );
    expect(await judge(reading('a', '0.85'))).toEqual([]);
    await changeRule(suite.db, person.subject, added.id, { enabled: true }, T0);
    await upsertPerson(suite.db, { ...person, roles: ['treasury'] }, T0);
    expect(await judge(reading('a', '0.85'))).toEqual([]);
  });

  it('fires each crossing once when several instances judge the same turn at the same time', async () => {
    await rule({ kind: 'ltv-above', linePercent: '80', loan: null });
    await rule({ kind: 'ltv-above', linePercent: '70', loan: null });
    await rule({ kind: 'deadline-within', hours: '2', loan: null });
    await rule({ kind: 'exchange-deficit' });
    await rule({ kind: 'settlement-failed' });
    // Each rule has had its first look: what is old news is recorded.
    await judgeAt(T0 - HOUR, { settlements: [settlement('s', 'in-progress')] });
    await suite.db.query('DELETE FROM risk_alerts');
    const turn = {
      readings: [reading('a', '0.85'), reading('b', '0.75')],
      loans: [maturing('m', T0 + HOUR)],
      exchanges: [exchange('k', '-3')],
      settlements: [settlement('s', 'failed')],
    };
    const together = await Promise.all(Array.from({ length: 6 }, () => judgeAt(T0, turn)));
    expect(
      together
        .flat()
        .map((alert) => alert.text)
        .sort(),
    ).toEqual([
      'ClearLoop exchange Exchange k in deficit: short 3 USDT',
      'ClearLoop settlement with Kestrel failed',
      'Loan Party of a LTV 85 % (above your 70 % line)',
      'Loan Party of a LTV 85 % (above your 80 % line)',
      'Loan Party of b LTV 75 % (above your 70 % line)',
      'Loan Party of m matures in 1 h 00 min (within your 2 hours)',
    ]);
    const { rows } = await suite.db.query(
      'SELECT count(*)::int AS n FROM risk_alerts WHERE subject = $1',
      [person.subject],
    );
    expect(rows).toEqual([{ n: 6 }]);
  });
});
