import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../shared/contracts/clearloop';
import { settlementTimelineOf } from './settlement-timeline';

const base: Settlement = {
  settlementId: 's-1',
  settlementStatus: 'in-progress',
  settlementSubStatus: 'transfers-in-progress',
  exchange: 'OKX',
  exchangeId: 'e-1',
  cycleStartTimestamp: '1000',
  cycleEndTimestamp: '2000',
  createdAt: '2100',
  deadline: '5000',
};

describe('settlementTimelineOf', () => {
  it('orders the timestamps and marks what has passed', () => {
    const timeline = settlementTimelineOf({ ...base, completedAt: '4000' }, 3000, true);
    expect(timeline.events.map((e) => [e.label, e.reached])).toEqual([
      ['Cycle started', true],
      ['Cycle ended', true],
      ['Settlement created', true],
      ['Completed', false],
      ['Deadline', false],
    ]);
    expect(timeline.missing).toEqual([]);
    expect(timeline.deadlineMissed).toBe(false);
  });

  it('lists the timestamps the API left out', () => {
    expect(settlementTimelineOf(base, 3000, false).missing).toEqual(['Completed']);
  });

  it('flags a completion after the deadline', () => {
    expect(settlementTimelineOf({ ...base, completedAt: '5001' }, 9000, true).deadlineMissed).toBe(
      true,
    );
  });

  it('flags an open settlement past its deadline, but not a closed one', () => {
    expect(settlementTimelineOf(base, 5001, false).deadlineMissed).toBe(true);
    expect(settlementTimelineOf(base, 5001, true).deadlineMissed).toBe(false);
    expect(settlementTimelineOf(base, 4999, false).deadlineMissed).toBe(false);
  });
});
