const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long an order has waited, coarse enough to read at a glance: "45 min", "3 h 12 min", "2 d 4 h". */
export function formatWaiting(sinceEpochMs: number, now: number): string {
  const elapsed = Math.max(0, now - sinceEpochMs);
  if (elapsed < MINUTE_MS) return 'under a minute';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) {
    const minutes = Math.floor((elapsed % HOUR_MS) / MINUTE_MS);
    return `${Math.floor(elapsed / HOUR_MS)} h${minutes > 0 ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((elapsed % DAY_MS) / HOUR_MS);
  return `${Math.floor(elapsed / DAY_MS)} d${hours > 0 ? ` ${hours} h` : ''}`;
}
