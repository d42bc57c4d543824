import { spawn, type ChildProcess } from 'node:child_process';

/** A server process of the suite's own, for journeys that need several or a special one. */
export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  /** What it printed, for a failure's message. */
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built server with `env` on `port` and waits until GET /healthz answers 200, for
 * up to `startTimeoutMs` (a benchmark on a busy machine may allow longer).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SANDBOX_DATA_DIR: 'memory',
      DATA_DIR: 'memory',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server on ${port} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
