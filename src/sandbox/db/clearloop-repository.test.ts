import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type WireSettlement } from '../../shared/contracts/clearloop';
import type { SettlementsQuery } from '../../shared/contracts/settlements-query';
import { getExchange, getSettlement, listExchanges, listSettlements } from './clearloop-repository';
import { inMemory, openSandboxDatabase } from './open-database';
import type { Database } from '../../store/sql-client';
import { wireSettlementSchema } from '../../shared/contracts/wire-schemas';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let db: Database;
let all: WireSettlement[];

/** WireSettlement ids matching `predicate`, oldest first (the API's default order). */
function expected(predicate: (settlement: WireSettlement) => boolean): string[] {
  return all.filter(predicate).map((settlement) => settlement.settlementId);
}

async function ids(query: SettlementsQuery): Promise<string[]> {
  return (await listSettlements(db, query)).settlements.map(
    (settlement) => settlement.settlementId,
  );
}

const details = (settlement: WireSettlement) => settlement.settlementDetails ?? [];

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
  const { rows } = await db.query(
    'SELECT document FROM settlements ORDER BY created_at, settlement_id',
  );
  all = rows.map((row) => z.object({ document: wireSettlementSchema }).parse(row).document);
});
afterAll(async () => db.close());

describe('exchanges', () => {
  it('lists exchanges with per-currency collateral as exact decimal strings', async () => {
    const exchanges = await listExchanges(db);
    expect(exchanges.length).toBeGreaterThanOrEqual(4);
    for (const exchange of exchanges) {
      for (const collateral of exchange.collateralDetails?.currencies ?? []) {
        expect(collateral.currentCollateralBalance).toMatch(/^\d+(\.\d+)?$/);
        expect(collateral.uPnLExcessDeficit).toMatch(/^-?\d+(\.\d+)?$/);
        expect(collateral.updatedAt).toMatch(/^\d{13}$/);
      }
    }
    const first = exchanges[0];
    expect(await getExchange(db, first?.exchangeId ?? '')).toEqual(first);
    expect(await getExchange(db, 'missing')).toBeUndefined();
  });
});

describe('listSettlements', () => {
  it('returns every settlement oldest first with its pagination', async () => {
    const page = await listSettlements(db, {});
    expect(page.settlements.map((entry) => entry.settlementId)).toEqual(expected(() => true));
    expect(page.pagination).toEqual({
      limit: '1000',
      page: '1',
      pages: '1',
      totalItems: String(all.length),
    });
  });

  it('pages with limit and offset and reports page, pages and total', async () => {
    const page = await listSettlements(db, { limit: '50', offset: '100' });
    expect(page.settlements.map((entry) => entry.settlementId)).toEqual(
      expected(() => true).slice(100, 150),
    );
    expect(page.pagination).toEqual({
      limit: '50',
      page: '3',
      pages: String(Math.ceil(all.length / 50)),
      totalItems: String(all.length),
    });
    const beyond = await listSettlements(db, { limit: '50', offset: '10000' });
    expect(beyond.settlements).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(String(all.length));
  });

  it('sorts by creation time in either direction', async () => {
    expect(await ids({ sortDirection: 'desc', limit: '5' })).toEqual(
      expected(() => true)
        .reverse()
        .slice(0, 5),
    );
    expect(await ids({ sortDirection: 'asc', limit: '5' })).toEqual(
      expected(() => true).slice(0, 5),
    );
  });

  it('filters by statuses to include and to exclude', async () => {
    expect(await ids({ clearLoopSettlementStatuses: ['failed', 'cancelled'] })).toEqual(
      expected((entry) => ['failed', 'cancelled'].includes(entry.settlementStatus)),
    );
    expect(await ids({ clearLoopSettlementStatusesNotIn: ['completed'] })).toEqual(
      expected((entry) => entry.settlementStatus !== 'completed'),
    );
  });

  it('filters by portfolio, client account and exchange settlement id', async () => {
    const sample = all.find((entry) => details(entry).length > 1);
    const detail = sample === undefined ? undefined : details(sample)[1];
    if (sample === undefined || detail === undefined)
      throw new Error('No settlement with two details');
    expect(await ids({ portfolioId: detail.portfolioId })).toEqual(
      expected((entry) => details(entry).some((item) => item.portfolioId === detail.portfolioId)),
    );
    expect(await ids({ clientAccountId: detail.clientAccountId })).toEqual(
      expected((entry) =>
        details(entry).some((item) => item.clientAccountId === detail.clientAccountId),
      ),
    );
    expect(await ids({ exchangeSettlementId: detail.exchangeSettlementId })).toEqual([
      sample.settlementId,
    ]);
  });

  it('filters by creation window and cycle start', async () => {
    const after = ANCHOR - 5 * 86_400_000;
    const before = ANCHOR - 2 * 86_400_000;
    expect(await ids({ createdAfter: String(after), createdBefore: String(before) })).toEqual(
      expected((entry) => Number(entry.createdAt) >= after && Number(entry.createdAt) <= before),
    );
    const cycle = all[10]?.cycleStartTimestamp ?? '';
    expect(await ids({ cycleStartTimestamp: cycle })).toEqual(
      expected((entry) => entry.cycleStartTimestamp === cycle),
    );
  });

  it('keeps the N most recent cycles of each exchange', async () => {
    const latest = await listSettlements(db, { cycles: '1' });
    const exchanges = new Set(all.map((entry) => entry.exchangeId));
    expect(latest.settlements).toHaveLength(exchanges.size);
    expect(latest.pagination.totalItems).toBe(String(exchanges.size));
    for (const settlement of latest.settlements) {
      const newest = Math.max(
        ...all
          .filter((entry) => entry.exchangeId === settlement.exchangeId)
          .map((entry) => Number(entry.cycleStartTimestamp)),
      );
      expect(Number(settlement.cycleStartTimestamp)).toBe(newest);
    }
    expect((await listSettlements(db, { cycles: '3' })).settlements).toHaveLength(
      exchanges.size * 3,
    );
    const completed = await listSettlements(db, {
      cycles: '2',
      clearLoopSettlementStatuses: ['completed'],
    });
    expect(completed.settlements.every((entry) => entry.settlementStatus === 'completed')).toBe(
      true,
    );
    expect(completed.settlements).toHaveLength(exchanges.size * 2);
  });

  it('gets one settlement with details and instructions', async () => {
    const withOrders = all.find((entry) =>
      details(entry).some((detail) =>
        detail.settlementInstructions.some((item) => item.orderId !== undefined),
      ),
    );
    expect(await getSettlement(db, withOrders?.settlementId ?? '')).toEqual(withOrders);
    expect(await getSettlement(db, 'missing')).toBeUndefined();
  });
});
