import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterFormOf,
  filterSearchOf,
  settlementFilterFormSchema,
  settlementsQueryOf,
  settlementsSearchSchema,
} from './settlements-search';

describe('settlementsSearchSchema', () => {
  it('reads the API parameters from raw URL strings', () => {
    const search = settlementsSearchSchema.parse({
      portfolioId: 'p-1',
      createdAfter: '1795219200000',
      cycles: '1',
      clearLoopSettlementStatuses: 'completed,failed',
      clearLoopSettlementStatusesNotIn: 'ignored',
      sortDirection: 'asc',
      limit: '100',
      offset: '200',
    });
    expect(search).toEqual({
      portfolioId: 'p-1',
      createdAfter: '1795219200000',
      cycles: '1',
      clearLoopSettlementStatuses: ['completed', 'failed'],
      clearLoopSettlementStatusesNotIn: ['ignored'],
      sortDirection: 'asc',
      limit: '100',
      offset: '200',
    });
  });

  it('drops malformed values from a shared link instead of failing', () => {
    const search = settlementsSearchSchema.parse({
      createdAfter: 'yesterday',
      cycles: '-1',
      clearLoopSettlementStatuses: 'completed,teleported',
      sortDirection: 'sideways',
      limit: '7',
      offset: 'x',
    });
    expect(search).toEqual({ sortDirection: 'desc', limit: '50', offset: '0' });
  });

  it('sends no empty status list to the API', () => {
    const search = settlementsSearchSchema.parse({ clearLoopSettlementStatuses: '' });
    expect(settlementsQueryOf(search)).toEqual({ sortDirection: 'desc', limit: '50', offset: '0' });
  });
});

describe('settlement filter form', () => {
  const base = filterFormOf(settlementsSearchSchema.parse({}));

  it('round-trips the URL through the form', () => {
    const search = settlementsSearchSchema.parse({
      clientAccountId: 'BYB-2493082',
      cycleStartTimestamp: '1795219200000',
      clearLoopSettlementStatusesNotIn: 'completed',
    });
    expect(filterSearchOf(filterFormOf(search))).toEqual({
      portfolioId: undefined,
      clientAccountId: 'BYB-2493082',
      exchangeSettlementId: undefined,
      createdAfter: undefined,
      createdBefore: undefined,
      cycleStartTimestamp: '1795219200000',
      cycles: undefined,
      clearLoopSettlementStatuses: undefined,
      clearLoopSettlementStatusesNotIn: ['completed'],
      sortDirection: 'desc',
    });
    expect(activeFilterCount(search)).toBe(3);
  });

  it('trims typed ids and leaves empty ones out', () => {
    const form = settlementFilterFormSchema.parse({
      ...base,
      exchangeSettlementId: '  BYB-STL-1 ',
    });
    expect(filterSearchOf(form).exchangeSettlementId).toBe('BYB-STL-1');
    expect(filterSearchOf(form).clientAccountId).toBeUndefined();
  });

  it('refuses a range that ends before it starts', () => {
    const result = settlementFilterFormSchema.safeParse({
      ...base,
      createdAfter: '1795219200001',
      createdBefore: '1795219200000',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['createdBefore']);
  });

  it('refuses a status both included and excluded', () => {
    const result = settlementFilterFormSchema.safeParse({
      ...base,
      clearLoopSettlementStatuses: ['failed', 'new'],
      clearLoopSettlementStatusesNotIn: ['failed'],
    });
    expect(result.error?.issues[0]?.message).toContain('failed');
  });

  it.each(['0', '1.5', '-1', 'one', '1000000'])('refuses %s cycles', (cycles) => {
    expect(settlementFilterFormSchema.safeParse({ ...base, cycles }).success).toBe(false);
  });
});
