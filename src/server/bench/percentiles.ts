/** The p-th percentile of sorted timings, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function formatMs(value: number): string {
  return value.toFixed(1).padStart(7);
}
