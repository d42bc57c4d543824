/** Periods a chart of recorded history offers, up to now. */
export const historyPeriods = {
  '6h': { label: '6 h', ms: 6 * 3_600_000 },
  '24h': { label: '24 h', ms: 24 * 3_600_000 },
  '7d': { label: '7 days', ms: 7 * 24 * 3_600_000 },
  all: { label: 'All kept', ms: undefined },
} as const;
export type HistoryPeriod = keyof typeof historyPeriods;

export function isHistoryPeriod(value: string): value is HistoryPeriod {
  return value in historyPeriods;
}

/** The moment a period starts, or undefined for everything kept. */
export function historySince(period: HistoryPeriod, now: number): number | undefined {
  const span = historyPeriods[period].ms;
  return span === undefined ? undefined : now - span;
}

const DAY_MS = 86_400_000;

/** An axis tick: the time of day, with the date once the chart spans more than a day. */
export function historyTimeTick(epochMs: number, spanMs: number): string {
  return new Date(epochMs).toLocaleString(
    undefined,
    spanMs > DAY_MS
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { hour: '2-digit', minute: '2-digit' },
  );
}

/** "every minute", "every 5 minutes": how often the server samples. */
export function samplingWords(sampleMinutes: number): string {
  return sampleMinutes === 1 ? 'every minute' : `every ${sampleMinutes} minutes`;
}
