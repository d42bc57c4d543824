/**
 * A team at the dashboard: 1, 10 and 50 simulated people following real page patterns (the
 * orders list, three orders, the co-sign queue, the risk board and Today, each page's reads
 * recorded from the real app in Chromium), with live events flowing from the sandbox clock
 * and a treasury operator placing an order every 20 s. Each team gets a fresh server in
 * sandbox mode with the sandbox's rate limit on (1,000 per 5 minutes per key).
 *
 * Prints, per team size: requests that reached the API per key per 5 minutes, the 429s, the
 * shared cache's work, and the p95 of page-data latency (opening a page to all its reads
 * answered). Goals: the readers' key sends at most 2× as many requests for 50 people as for
 * 1, and 50 people meet no 429.
 *
 * `npm run bench:team -- --minutes 1` for a shorter try; `--people 1,10` for other sizes.
 * BENCH_TEAM_PORT chooses the port (default 4631). Needs the built app (`npm run build`).
 */
import { browserClient } from '../../src/server/testing/browser-client';
import { startServer } from '../server-process';
import { recordPagePatterns, type PagePattern } from './team/page-patterns';
import { placeOrdersEvery } from './team/order-placer';
import { simulatePerson, type TeamFigures } from './team/simulated-person';
import { metricSamples, percentile } from './team/team-figures';

const PORT = Number(process.env.BENCH_TEAM_PORT ?? 4631);
const METRICS_TOKEN = 'bench-team-metrics-token';
const READERS_KEY = '…d3f9';
const TREASURY_KEY = '…91c2';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
}
const minutes = Number(argument('minutes') ?? 5);
const sizes = (argument('people') ?? '1,10,50').split(',').map(Number);

function serverFor(port: number) {
  return startServer(
    port,
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SANDBOX_LIFECYCLE_STEP_MS: '3000',
      SANDBOX_RATE_LIMIT_PER_5_MIN: '1000',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
    },
    300_000,
  );
}

async function runTeam(people: number, pages: PagePattern[]) {
  const server = await serverFor(PORT);
  try {
    const scrape = async () =>
      metricSamples(
        await (
          await fetch(`${server.baseUrl}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).text(),
      );
    const figures: TeamFigures = { pageLoadsMs: [], reads: 0, refused: 0, failed: 0 };
    const olivia = browserClient(server.baseUrl);
    await olivia.signIn({ demo: 'olivia-grant' });
    const started = Date.now();
    const until = started + minutes * 60_000;
    // Everyone watches the same pages, a page every 40 s, arriving within the same 5 s.
    const dwellMs = 40_000;
    await Promise.all([
      placeOrdersEvery(olivia, 20_000, until),
      ...Array.from({ length: people }, (_, index) =>
        simulatePerson({
          baseUrl: server.baseUrl,
          pages,
          dwellMs,
          startDelayMs: (index * 5_000) / people,
          until,
          figures,
        }),
      ),
    ]);
    const samples = await scrape();
    const per5Minutes = (value: number) =>
      Math.round((value * 5 * 60_000) / (Date.now() - started));
    return {
      people,
      readers: per5Minutes(samples.get(`upstream_requests_total{key="${READERS_KEY}"}`) ?? 0),
      treasury: per5Minutes(samples.get(`upstream_requests_total{key="${TREASURY_KEY}"}`) ?? 0),
      refused: figures.refused,
      failed: figures.failed,
      reads: figures.reads,
      hits: samples.get('read_cache_hits_total') ?? 0,
      coalesced: samples.get('coalesced_reads_total') ?? 0,
      p95: percentile(figures.pageLoadsMs, 95),
      pageLoads: figures.pageLoadsMs.length,
    };
  } finally {
    await server.kill();
  }
}

async function main(): Promise<void> {
  console.log(`Recording the page patterns in Chromium…`);
  const recorder = await serverFor(PORT);
  let pages: PagePattern[];
  try {
    pages = await recordPagePatterns(recorder.baseUrl);
  } finally {
    await recorder.kill();
  }
  for (const page of pages) console.log(`  ${page.name} (${page.path}): ${page.reads.join(', ')}`);
  const rows = [];
  for (const people of sizes) {
    console.log(`${people} ${people === 1 ? 'person' : 'people'} for ${minutes} min…`);
    const row = await runTeam(people, pages);
    rows.push(row);
    console.log(`  ${JSON.stringify(row)}`);
  }
  console.log(
    `\nTeam at the dashboard, ${minutes} min per size, sandbox clock 3 s, rate limit 1,000 per 5 min per key`,
  );
  console.log(
    "| people | API requests per 5 min, readers' key | treasury key | 429s seen | reads sent to the server | served from the cache | joined in flight | page data p95 |",
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.people} | ${row.readers} | ${row.treasury} | ${row.refused} | ${row.reads} | ${row.hits} | ${row.coalesced} | ${row.p95.toFixed(0)} ms (${row.pageLoads} pages) |`,
    );
  }
  const one = rows.find((row) => row.people === 1);
  const fifty = rows.find((row) => row.people === 50);
  if (one !== undefined && fifty !== undefined) {
    const ratio = fifty.readers / Math.max(1, one.readers);
    console.log(
      `Goal: readers' key for 50 people ≤ 2× for 1 person: ${ratio.toFixed(2)}× (${ratio <= 2 ? 'met' : 'missed'}); no 429 for 50 people: ${fifty.refused} (${fifty.refused === 0 ? 'met' : 'missed'})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
