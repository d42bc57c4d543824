/** What one answer of the provider said about its key's budget, when it said anything. */
export interface BudgetReport {
  limit: number | undefined;
  remaining: number | undefined;
  /** Epoch ms when the provider's window frees up, if it said. */
  resetAt: number | undefined;
  /** Epoch ms before which the provider refuses this key (a 429). */
  refusedUntil: number | undefined;
}

const RETRY_WITHOUT_ADVICE_MS = 60_000;

function firstWhole(value: string | null): number | undefined {
  // `RateLimit-Limit: 1000, 1000;w=300` (the IETF draft's policy form) starts with the figure.
  const match = value === null ? null : /^\s*(\d{1,15})/.exec(value);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function header(headers: Headers, name: string): string | null {
  return headers.get(`ratelimit-${name}`) ?? headers.get(`x-ratelimit-${name}`);
}

/** A reset given as seconds from now, epoch seconds or epoch milliseconds, as providers vary. */
function resetTime(value: number | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  if (value < 1_000_000_000) return nowMs + value * 1000;
  if (value < 1_000_000_000_000) return value * 1000;
  return value;
}

/** `Retry-After` as seconds or an HTTP date, in epoch ms. */
function retryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const seconds = firstWhole(value);
  if (seconds !== undefined && /^\s*\d+\s*$/.test(value)) return nowMs + seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

/**
 * The provider's word on a key's budget: the common rate-limit headers (`RateLimit-*` of the
 * IETF draft, or `X-RateLimit-*`) where it sends them, and a 429's `Retry-After`. The
 * provider's documentation does not name its headers, so whichever it sends is read, and
 * an answer with none gives undefined: the server's own count then stands alone.
 */
export function budgetReport(
  answer: { status: number; headers: Headers },
  nowMs: number,
): BudgetReport | undefined {
  const { headers } = answer;
  const refusedUntil =
    answer.status === 429
      ? (retryAfter(headers.get('retry-after'), nowMs) ?? nowMs + RETRY_WITHOUT_ADVICE_MS)
      : undefined;
  const report: BudgetReport = {
    limit: firstWhole(header(headers, 'limit')),
    remaining: firstWhole(header(headers, 'remaining')),
    resetAt: resetTime(firstWhole(header(headers, 'reset')), nowMs),
    refusedUntil,
  };
  return Object.values(report).every((value) => value === undefined) ? undefined : report;
}
