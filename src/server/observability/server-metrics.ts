import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProviderBudget } from '../../shared/provider-budget';
import type { Database } from '../../store/sql-client';
import { oldestUnprocessedEvent } from '../events/events-repository';

/** What the figures read when scraped: the stores, the open streams, each key's budget. */
export interface MetricSources {
  stores: readonly { name: string; db: Database }[];
  openStreams: () => number;
  budgets: () => readonly { hint: string; budget: ProviderBudget }[];
  /** The server's own store, where webhooks wait to be processed. */
  eventStore: Database;
  now: () => number;
}

/**
 * The figures an operator watches, in the Prometheus text format. One registry per server app
 * (tests run several in one process); Node's own process figures come with it.
 */
export function serverMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route (for /platform: the API operation) and status.',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const upstream = new Counter({
    name: 'upstream_requests_total',
    help: 'Requests sent to the API by this instance, by key (its last 4 characters).',
    labelNames: ['key'],
    registers,
  });
  new Gauge({
    name: 'upstream_budget_remaining',
    help: "Requests left in the provider's 5-minute window, by key (its last 4 characters).",
    labelNames: ['key'],
    registers,
    collect() {
      this.reset();
      for (const { hint, budget } of sources.budgets()) {
        this.set({ key: hint }, budget.remaining);
      }
    },
  });
  const cacheHits = new Counter({
    name: 'read_cache_hits_total',
    help: 'Reads answered from the shared cache, without a request to the API.',
    registers,
  });
  const cacheMisses = new Counter({
    name: 'read_cache_misses_total',
    help: 'Reads sent to the API (nothing good in the cache, nothing in flight to join).',
    registers,
  });
  const coalesced = new Counter({
    name: 'coalesced_reads_total',
    help: 'Reads that shared a request already in flight for the same read.',
    registers,
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live event streams (GET /api/events) this instance holds open.',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  const webhookLag = new Histogram({
    name: 'webhook_lag_seconds',
    help: 'From a webhook arriving to its event reaching the live streams.',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60],
    registers,
  });
  new Gauge({
    name: 'webhook_backlog_oldest_seconds',
    help: 'Age of the oldest webhook stored but not yet processed (0: none waits).',
    registers,
    async collect() {
      const receivedAt = await oldestUnprocessedEvent(sources.eventStore);
      this.set(receivedAt === undefined ? 0 : (sources.now() - receivedAt) / 1000);
    },
  });
  new Gauge({
    name: 'store_pool_connections',
    help: 'Connections of each PostgreSQL store pool: open, idle, waiting (callers), max.',
    labelNames: ['store', 'state'],
    registers,
    collect() {
      this.reset();
      for (const { name, db } of sources.stores) {
        const use = db.poolUse?.();
        if (use === undefined) continue;
        for (const [state, value] of Object.entries(use)) this.set({ store: name, state }, value);
      }
    },
  });
  const samplerRuns = new Gauge({
    name: 'sampler_last_run_timestamp_seconds',
    help: 'When each scheduled sampler last finished a run (epoch seconds).',
    labelNames: ['sampler'],
    registers,
  });

  return {
    registry,
    answered(route: string, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status: String(status) });
      durations.observe({ route, method }, seconds);
    },
    sentUpstream: (keyHint: string) => upstream.inc({ key: keyHint }),
    reads: {
      hit: () => cacheHits.inc(),
      miss: () => cacheMisses.inc(),
      coalesced: () => coalesced.inc(),
    },
    webhookAnnounced: (receivedAt: number) =>
      webhookLag.observe(Math.max(0, sources.now() - receivedAt) / 1000),
    /** For a scheduled sampler (LTV and balance history): it calls this after each run. */
    samplerRan: (sampler: string, at: number) => samplerRuns.set({ sampler }, at / 1000),
  };
}

export type ServerMetrics = ReturnType<typeof serverMetrics>;
