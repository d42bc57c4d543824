import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** The built server as a child process, seeded for scale work, with its memory readable. */
export interface ScaleServer {
  baseUrl: string;
  process: ChildProcess;
  /** Peak resident memory so far (VmHWM), in MiB. */
  peakMemoryMiB(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts src/server/main.ts (needs `npm run build`) with `env`. Seeding a
 * million orders into an empty store takes minutes, hence the long wait.
 */
export async function startScaleServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60 * 60_000,
): Promise<ScaleServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory',
      SANDBOX_LIFECYCLE_STEP_MS: '0',
      SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    baseUrl,
    process: child,
    peakMemoryMiB: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 'NaN') / 1024;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
