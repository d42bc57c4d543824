import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WireClearLoopExchange } from '../../shared/contracts/clearloop';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import { advanceClearLoop } from './advance-clearloop';
import { debtRatioStatusFor, driftLoans, LTV_PERIOD_MS } from './drift-loans';
import {
  wireExchangesResponseSchema,
  wireLoansResponseSchema,
  wireSettlementsResponseSchema,
} from '../../shared/contracts/wire-schemas';

let sandbox: SandboxFixture;
const STEP_MS = 3000;

beforeAll(async () => {
  sandbox = await openSandboxFixture();
});
afterAll(async () => {
  await sandbox.db.close();
});

async function exchanges(): Promise<WireClearLoopExchange[]> {
  return wireExchangesResponseSchema.parse(await sandbox.json('/clearloop/exchanges'))
    .clearLoopExchanges;
}

async function latestSettlement(exchangeId: string) {
  const { settlements } = wireSettlementsResponseSchema.parse(
    await sandbox.json('/clearloop/settlements?cycles=1&limit=50'),
  );
  return settlements.find((entry) => entry.exchangeId === exchangeId);
}

function byName(list: WireClearLoopExchange[], name: string): WireClearLoopExchange {
  const found = list.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`No exchange ${name}`);
  return found;
}

describe('ClearLoop clock', () => {
  it('opens each ended cycle, completes it, and keeps a deficit exchange pending', async () => {
    const before = await exchanges();
    const deribit = byName(before, 'Deribit');
    const bybit = byName(before, 'Bybit');
    const latestEnd = Math.max(
      Number(deribit.settlementDetails?.nextSettlementTimestamp),
      Number(bybit.settlementDetails?.nextSettlementTimestamp),
    );
    let clock = latestEnd + 1;
    await advanceClearLoop(sandbox.db, clock, STEP_MS);

    const after = await exchanges();
    expect(
      Number(byName(after, 'Deribit').settlementDetails?.nextSettlementTimestamp),
    ).toBeGreaterThan(clock);
    const opened = await latestSettlement(deribit.exchangeId);
    expect(opened).toMatchObject({ settlementStatus: 'new', createdAt: String(clock) });
    expect(opened?.cycleEndTimestamp).toBe(
      String(
        Number(byName(after, 'Deribit').settlementDetails?.nextSettlementTimestamp) -
          Number(deribit.settlementDetails?.frequency),
      ),
    );

    const deribitStatuses: string[] = [];
    const bybitStatuses: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      clock += STEP_MS;
      await advanceClearLoop(sandbox.db, clock, STEP_MS);
      deribitStatuses.push((await latestSettlement(deribit.exchangeId))?.settlementStatus ?? '');
      bybitStatuses.push((await latestSettlement(bybit.exchangeId))?.settlementStatus ?? '');
    }
    expect(deribitStatuses).toEqual([
      'pending-exchange-confirmation',
      'in-progress',
      'completed',
      'completed',
    ]);
    expect(bybitStatuses.at(-1)).toBe('pending-exchange-confirmation');
    expect((await latestSettlement(deribit.exchangeId))?.completedAt).toBeDefined();
  });
});

describe('loan LTV drift', () => {
  it('moves active loans and keeps debtRatioStatus on the right side of the thresholds', async () => {
    const path = `/organizations/${SANDBOX_ORGANIZATION_ID}/loans?statuses=active&limit=500`;
    const before = wireLoansResponseSchema.parse(await sandbox.json(path)).loans;
    const now = Date.now();
    await driftLoans(sandbox.db, now);
    await driftLoans(sandbox.db, now + LTV_PERIOD_MS / 4);
    const after = wireLoansResponseSchema.parse(await sandbox.json(path)).loans;
    const withLtv = after.filter((loan) => loan.debtRatio !== undefined);
    expect(withLtv.length).toBeGreaterThan(5);
    const moved = withLtv.filter(
      (loan) => before.find((entry) => entry.loanId === loan.loanId)?.debtRatio !== loan.debtRatio,
    );
    expect(moved.length).toBeGreaterThan(withLtv.length / 2);
    for (const loan of withLtv) {
      expect(loan.debtRatioStatus).toBe(
        debtRatioStatusFor(
          loan.debtRatio ?? '0',
          loan.extra?.marginCallThreshold ?? null,
          loan.extra?.defaultThreshold ?? null,
        ),
      );
      // A drift that leaves the ratio unchanged leaves the loan alone, so the stamp is the
      // last drift that moved it, or the seeded one when neither did.
      const previous = before.find((entry) => entry.loanId === loan.loanId);
      const stamps =
        previous !== undefined && previous.debtRatio === loan.debtRatio
          ? [previous.debtRatioUpdatedAt, String(now), String(now + LTV_PERIOD_MS / 4)]
          : [String(now), String(now + LTV_PERIOD_MS / 4)];
      expect(stamps).toContain(loan.debtRatioUpdatedAt);
    }
  });

  it('derives the status from the thresholds', () => {
    expect(debtRatioStatusFor('0.7999', '0.80', '0.90')).toBe('healthy');
    expect(debtRatioStatusFor('0.8000', '0.80', '0.90')).toBe('margin-call');
    expect(debtRatioStatusFor('0.9', '0.80', '0.90')).toBe('default');
  });
});
