import autocannon from 'autocannon';
import { signedHeaders } from '../platform/signing';
import type { BenchServer } from './bench-process';
import { percentile } from './percentiles';
import { treasuryKey } from './signed-client';

export interface LoadFigures {
  requests: number;
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Server CPU per request: steadier than latency on a shared machine. */
  cpuMsPerRequest: number;
}

/**
 * `connections` clients repeating one signed GET for `seconds`, timing every
 * answer. A signature stays valid 30 s, so one set of headers serves a run.
 */
export async function loadGet(
  server: BenchServer,
  path: string,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const headers = signedHeaders(treasuryKey, { method: 'GET', path, body: '' });
  const timings: number[] = [];
  const cpuBefore = await server.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: server.baseUrl + path, connections, duration: Math.min(seconds, 25), headers },
      (error: unknown, finished) => (error instanceof Error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => timings.push(responseTime));
  });
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  timings.sort((a, b) => a - b);
  const requests = result.requests.total;
  return {
    requests,
    failed: result.non2xx + result.errors,
    perSecond: requests / result.duration,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    cpuMsPerRequest: requests === 0 ? Number.NaN : cpuMs / requests,
  };
}

/** Runs `work` for each item with at most `concurrency` at once. */
export async function withConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        const item = items[index];
        if (item !== undefined) results[index] = await work(item);
      }
    }),
  );
  return results;
}
