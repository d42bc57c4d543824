import { describe, expect, it } from 'vitest';
import { settlementsQuerySchema } from './settlements-query';

describe('settlementsQuerySchema', () => {
  const wire = {
    portfolioId: 'pf-clearloop-deribit',
    clientAccountId: 'deribit-acct-20931',
    exchangeSettlementId: 'drb-stl-88412',
    createdAfter: '1716800000000',
    createdBefore: '1716990000000',
    cycleStartTimestamp: '1716940800000',
    cycles: '1',
    clearLoopSettlementStatuses: 'completed,partially-completed',
    clearLoopSettlementStatusesNotIn: 'ignored',
    limit: '50',
    offset: '0',
    sortDirection: 'desc',
  };

  it('parses the full raw URL form and its typed result', () => {
    const query = settlementsQuerySchema.parse(wire);
    expect(query.clearLoopSettlementStatuses).toEqual(['completed', 'partially-completed']);
    expect(query.sortDirection).toBe('desc');
    expect(settlementsQuerySchema.parse(query)).toEqual(query);
  });

  it('accepts an empty query', () => {
    expect(settlementsQuerySchema.parse({})).toEqual({});
  });

  it('rejects bad values and unknown parameters', () => {
    expect(settlementsQuerySchema.safeParse({ sortDirection: 'DESC' }).success).toBe(false);
    expect(settlementsQuerySchema.safeParse({ clearLoopSettlementStatuses: 'done' }).success).toBe(
      false,
    );
    expect(settlementsQuerySchema.safeParse({ createdAfter: 'yesterday' }).success).toBe(false);
    expect(settlementsQuerySchema.safeParse({ cycles: 'all' }).success).toBe(false);
    expect(settlementsQuerySchema.safeParse({ exchangeId: 'deribit' }).success).toBe(false);
  });
});
