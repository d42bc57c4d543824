import { openSandboxFixture } from '../../sandbox/testing/sandbox-fixture';
import { hostileRequests } from './hostile-requests';
import { surfaces, type HostileRequest } from './hostile-values';
import { openHostileTarget } from './hostile-target';

/**
 * `npm run bench:hostile`: every hostile value of the census in every place a request can carry
 * it, on every surface of the whole server (sandbox mode, in-memory stores), and the same
 * /platform requests sent straight to the sandbox as a script would reach the provider. Prints
 * the answers of 5xx by surface beside the goal (none), and which slots gave them.
 */
type Tally = Map<string, { requests: number; failures: Map<string, number> }>;

function count(tally: Tally, surface: string, request: HostileRequest, status: number): void {
  const entry = tally.get(surface) ?? { requests: 0, failures: new Map<string, number>() };
  entry.requests += 1;
  if (status >= 500) {
    const key = `${request.slot} → ${status}`;
    entry.failures.set(key, (entry.failures.get(key) ?? 0) + 1);
  }
  tally.set(surface, entry);
}

const tally: Tally = new Map();
const target = await openHostileTarget();
const requests = hostileRequests(target.known);
try {
  for (const request of requests) {
    const answer = await target.send(request).catch(() => ({ status: 599, text: 'no answer' }));
    count(tally, request.surface, request, answer.status);
  }
} finally {
  await target.server.close();
}

// The sandbox on its own: the same /platform requests, signed by the demo keys themselves.
const sandbox = await openSandboxFixture({ rateLimitPer5Min: 100_000_000 });
try {
  for (const request of requests.filter((entry) => entry.surface === '/platform')) {
    const answer = await sandbox
      .call(request.path.slice('/platform'.length), {
        as: request.as === 'approver' ? 'approver-1' : 'treasury',
        method: request.method,
        ...(request.body === undefined ? {} : { rawBody: request.body }),
        ...(request.headers?.['content-type'] === undefined
          ? {}
          : { contentType: request.headers['content-type'] }),
      })
      .catch(() => new Response(null, { status: 599 }));
    count(tally, 'sandbox', request, answer.status);
  }
} finally {
  await sandbox.db.close();
}

console.log('\nHostile input: answers of 5xx by surface (goal: 0)\n');
console.log('| surface | requests | 5xx | goal |');
console.log('| --- | ---: | ---: | ---: |');
let total = 0;
for (const surface of [...surfaces, 'sandbox']) {
  const entry = tally.get(surface) ?? { requests: 0, failures: new Map<string, number>() };
  const failed = [...entry.failures.values()].reduce((sum, n) => sum + n, 0);
  total += failed;
  console.log(`| ${surface} | ${entry.requests.toLocaleString('en')} | ${failed} | 0 |`);
}
console.log(`\n${total === 0 ? 'Goal met' : `Goal MISSED: ${total} answers of 5xx`}.`);
for (const [surface, entry] of tally) {
  for (const [slot, n] of entry.failures) console.log(`  ${surface}: ${slot} (${n}×)`);
}
process.exit(total === 0 ? 0 : 1);
