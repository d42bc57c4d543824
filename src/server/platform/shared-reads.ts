import { createHash } from 'node:crypto';
import {
  PROVIDER_BUDGET_HEADER,
  formatProviderBudget,
  type ProviderBudget,
} from '../../shared/provider-budget';
import type { Database } from '../../store/sql-client';
import type { Signer } from './choose-signer';
import type { ProxyCall } from './proxy-call';
import { invalidate, keep, lookUp, sweep, type StoredAnswer } from './read-cache-store';
import { topicsOfEvent, topicsOfRead, topicsOfWrite } from './read-topics';
import { singleFlight } from './single-flight';
import { keyHash, type UpstreamBudget } from './upstream-budget';

/** While a key's budget runs low, its answers are served from the cache this much longer. */
export const LOW_BUDGET_TTL_FACTOR = 4;
/** Answers larger than this go to their reader without being kept. */
const MAX_CACHED_BYTES = 2 * 1024 * 1024;
const SWEEP_MS = 60_000;
/** Invalidations are kept long enough to outlast any answer fetched before them. */
const INVALIDATIONS_KEPT_MS = 15 * 60_000;

/** Counted by the metrics: reads served from the cache, sent upstream, or joined to a flight. */
export interface ReadFigures {
  hit(): void;
  miss(): void;
  coalesced(): void;
}

export interface SharedReadsOptions {
  db: Database;
  budget: UpstreamBudget;
  /** How long an answer is served to repeats; 0 keeps nothing (reads in flight still share). */
  ttlMs: number;
  now: () => number;
  figures?: ReadFigures;
}

async function stored(response: Response): Promise<StoredAnswer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

function withBudget(answer: StoredAnswer, budget: ProviderBudget | undefined): Response {
  const headers = new Headers(answer.headers);
  if (budget !== undefined) headers.set(PROVIDER_BUDGET_HEADER, formatProviderBudget(budget));
  return new Response(answer.body.byteLength === 0 ? null : answer.body, {
    status: answer.status,
    headers,
  });
}

/** The answer to a read the key's budget cannot pay for: the provider would refuse it anyway. */
function budgetRefusal(budget: ProviderBudget): StoredAnswer {
  const seconds = Math.max(1, budget.resetSeconds);
  const message = `The provider's limit of ${budget.limit} requests in 5 minutes for this API key is used up; this refreshes in ${seconds} s.`;
  return {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
    body: new TextEncoder().encode(JSON.stringify({ error: 'too-many-requests', message })),
  };
}

/**
 * The step around sign-and-forward that spends the provider's budget once for many readers.
 * A read is answered from the shared cache in the store while it is good (keyed by the
 * signing key's hash, so no one gets what their own key could not read), or joins the same
 * read already in flight, or goes upstream once and is kept. A write is never kept or
 * joined, and makes stale whatever it may have changed. Every answer says how much of the
 * key's budget is left, and a read the budget cannot pay for is not sent.
 */
export function sharedReads({ db, budget, ttlMs, now, figures }: SharedReadsOptions) {
  const flights = singleFlight<StoredAnswer>();
  const budgetOf = (apiKey: string) =>
    budget.budget(apiKey).catch((error: unknown) => {
      console.error('Could not read the API key budget', error);
      return undefined;
    });
  const invalidating = async (topics: readonly string[]) => {
    try {
      await invalidate(db, topics, now());
    } catch (error) {
      console.error('Could not invalidate cached reads', error);
    }
  };

  async function fetchAndKeep(
    call: ProxyCall,
    entry: { cacheKey: string; topics: readonly string[]; seen: number },
    apiKey: string,
    forward: () => Promise<Response>,
  ): Promise<StoredAnswer> {
    const before = await budgetOf(apiKey);
    if (before?.state === 'exhausted') return budgetRefusal(before);
    figures?.miss();
    const answer = await stored(await forward());
    if (ttlMs > 0 && answer.status === 200 && answer.body.byteLength <= MAX_CACHED_BYTES) {
      const ttl = before?.state === 'low' ? ttlMs * LOW_BUDGET_TTL_FACTOR : ttlMs;
      await keep(db, { ...entry, expiresAt: now() + ttl }, answer).catch((error: unknown) => {
        console.error(`Could not cache ${call.operation.name}`, error);
      });
    }
    return answer;
  }

  async function answer(
    call: ProxyCall,
    signer: Signer,
    forward: () => Promise<Response>,
  ): Promise<Response> {
    // A script's own signature goes through as it came, for the sandbox to verify.
    if (signer.kind === 'script') return forward();
    const { apiKey } = signer.credentials;
    const topics = call.isRead ? topicsOfRead(call.operation) : undefined;
    if (topics === undefined) {
      try {
        const response = await forward();
        return withBudget(await stored(response), await budgetOf(apiKey));
      } finally {
        if (!call.isRead) await invalidating(topicsOfWrite(call.operation));
      }
    }
    const cacheKey = createHash('sha256')
      .update(
        [
          keyHash(apiKey),
          call.operation.name,
          call.pathAndQuery,
          call.c.req.header('accept') ?? '',
        ].join('\n'),
      )
      .digest('hex');
    const found = await lookUp(db, cacheKey, topics, now());
    if (found.hit) {
      figures?.hit();
      return withBudget(found.answer, await budgetOf(apiKey));
    }
    // No await between looking for a flight and starting one: readers arriving together share.
    const joined = flights.join(cacheKey, found.latest);
    if (joined !== undefined) figures?.coalesced();
    const result = await (joined ??
      flights.run(cacheKey, found.latest, () =>
        fetchAndKeep(call, { cacheKey, topics, seen: found.latest }, apiKey, forward),
      ));
    return withBudget(result, await budgetOf(apiKey));
  }

  const sweeper = setInterval(() => {
    const at = now();
    Promise.all([sweep(db, at, INVALIDATIONS_KEPT_MS), budget.forgetOld()]).catch(
      (error: unknown) => console.error('Could not sweep the read cache', error),
    );
  }, SWEEP_MS);
  sweeper.unref();

  return {
    answer,
    /** A webhook or live event changed something: what showed it is stale on every instance. */
    changed: (payload: unknown) => invalidating(topicsOfEvent(payload)),
    /** Reads in flight on this instance now. */
    get inFlight() {
      return flights.size;
    },
    close: () => clearInterval(sweeper),
  };
}

export type SharedReads = ReturnType<typeof sharedReads>;
