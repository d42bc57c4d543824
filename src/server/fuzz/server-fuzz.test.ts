import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api-error';
import { nastyString } from '../../sandbox/fuzz/request-arbitraries';
import { bodyRequests, requestsCarrying } from '../bench/hostile-requests';
import {
  hostileBodies,
  hostileValues,
  surfaces,
  type HostileRequest,
} from '../bench/hostile-values';
import { openHostileTarget, type HostileTarget } from '../bench/hostile-target';

/**
 * The dashboard's own surfaces (/platform, /api, /auth, /idp, /webhooks) on the whole server,
 * fed arbitrary values in every path parameter, query parameter and body field the census knows:
 * each answer is below 500, and a refusal from /platform, /api or /webhooks is `{error, message}`.
 * The writes are recorded on an embedded store with its checkpoints, and `npm run audit:verify`
 * then finds the activity log intact: hostile input never reaches the record in a form the store
 * cannot hold. One fixed seed per run, printed; FUZZ_SEED replays another, FUZZ_RUNS sets the
 * runs per surface.
 */
const RUNS = z.coerce.number().int().min(1).default(60).parse(process.env.FUZZ_RUNS);
const SEED = z.coerce.number().int().default(20_260_731).parse(process.env.FUZZ_SEED);
const run = promisify(execFile);

let folder: string;
let target: HostileTarget;

beforeAll(async () => {
  console.log(
    `Server fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per surface`,
  );
  folder = await mkdtemp(join(tmpdir(), 'server-fuzz-'));
  target = await openHostileTarget({
    DATA_DIR: join(folder, 'server'),
    AUDIT_CHECKPOINT_FILE: join(folder, 'checkpoints.jsonl'),
    AUDIT_CHECKPOINT_EVERY: '25',
  });
}, 180_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Values that broke servers, and arbitrary ones: binary (lone surrogates, NUL), long, numeric. */
const value = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...hostileValues) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(...hostileBodies) },
);

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function requestOn(surface: string): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(value, fc.nat(), fc.boolean())
    .map(([text, pick, wholeBody]) => {
      const all = [
        ...requestsCarrying(text, target.known),
        ...(wholeBody ? bodyRequests(text, target.known) : []),
      ];
      const here = all.filter((request) => request.surface === surface);
      return here[pick % here.length] ?? all[0];
    })
    .filter((request): request is HostileRequest => request !== undefined);
}

describe('every surface of the dashboard under arbitrary input', () => {
  for (const surface of surfaces) {
    it(`${surface}: below 500, and a refusal says why`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOn(surface), async (request) => {
          const { status, text } = await target.send(request);
          const what = `${request.slot} ${JSON.stringify(request.path).slice(0, 200)} ${JSON.stringify(request.body ?? '').slice(0, 200)}: ${status} ${text.slice(0, 300)}`;
          expect(status, what).toBeLessThan(500);
          // 431: Node's own HTTP parser refuses a request line past its limit, before any route.
          if (status >= 400 && status !== 431 && surface !== '/idp' && surface !== '/auth') {
            expect(errorBodySchema.safeParse(jsonOf(text)).success, what).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }, 300_000);
  }

  it('leaves an activity log that npm run audit:verify finds intact, checkpoints and all', async () => {
    await target.server.close();
    const env = {
      ...process.env,
      DATA_DIR: join(folder, 'server'),
      DATABASE_URL: '',
      AUDIT_KEY: '',
    };
    const { stdout } = await run(
      'node_modules/.bin/tsx',
      ['src/server/audit/verify-audit.ts', '--checkpoints', join(folder, 'checkpoints.jsonl')],
      { env },
    );
    expect(stdout).toMatch(/^Audit log intact: [\d,]+ records/);
    expect(stdout).toMatch(/Checkpoints match: \d+ signed checkpoints; .* 0 records after it/);
  }, 120_000);
});
