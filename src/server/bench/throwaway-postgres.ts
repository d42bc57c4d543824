import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface BenchPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL a benchmark measures: BENCH_DATABASE_URL or TEST_DATABASE_URL
 * when set, otherwise a throwaway cluster started (and stopped) the way CI
 * starts one. Undefined, with the reason printed, when neither is possible.
 */
export async function benchPostgres(): Promise<BenchPostgres | undefined> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => Promise.resolve() };
  const folder = await mkdtemp(join(tmpdir(), 'bench-postgres-'));
  try {
    const { stdout } = await run('.ci/start-postgres.sh', [folder]);
    return {
      url: stdout.trim(),
      stop: async () => {
        await run('.ci/stop-postgres.sh', [folder]);
      },
    };
  } catch (error) {
    console.log(
      `PostgreSQL figures skipped: no BENCH_DATABASE_URL or TEST_DATABASE_URL, and no cluster could be started (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    );
    return undefined;
  }
}
