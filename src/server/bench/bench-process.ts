import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { z } from 'zod';

/** A server child process under measurement: its URL, its pid and how to stop it. */
export interface BenchServer {
  baseUrl: string;
  child: ChildProcess;
  /** Peak resident memory so far (VmHWM), in MiB. */
  peakMemoryMiB(): Promise<number>;
  /** CPU time used so far (user + system), in ms. */
  cpuMs(): Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ENTRY = new URL('./bench-server.ts', import.meta.url).pathname;

/** Starts src/server/bench/bench-server.ts with `env` and waits until it listens. */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  options: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<BenchServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SANDBOX_LIFECYCLE_STEP_MS: '0',
      SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No server on ${port} after ${options.timeoutMs ?? 120_000} ms`)),
      options.timeoutMs ?? 120_000,
    );
    void (async () => {
      for await (const line of createInterface({ input: child.stdout })) {
        if (line === 'listening') {
          clearTimeout(timer);
          resolve();
        }
      }
    })();
    void exited.then(() => reject(new Error(`The server on ${port} exited:\n${errors}`)));
  });
  await started;
  const status = async (field: string) =>
    Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(
        await readFile(`/proc/${child.pid}/status`, 'utf8'),
      )?.[1] ?? 'NaN',
    );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    peakMemoryMiB: async () => (await status('VmHWM')) / 1024,
    cpuMs: async () => {
      const fields =
        (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      const ticks = z.coerce.number().parse(fields[11]) + z.coerce.number().parse(fields[12]);
      return ticks * 10;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
