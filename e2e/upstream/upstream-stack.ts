import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPSTREAM_PORTS } from '../ports';
import { startServer, type ServerProcess } from '../server-process';
import { preparePrismDocument, providerDocumentPath, type PrismPass } from './prism-document';

/** Whether the provider's document is beside the project; a fresh clone alone has none. */
export const providerDocumentPresent = existsSync(providerDocumentPath);

export interface SuitePerson {
  email: string;
  name: string;
  roles: string;
  /** The provider member they are (the realistic document's members list). */
  userId: string;
  password: string;
}

const people: Omit<SuitePerson, 'password'>[] = [
  { email: 'olivia@suite.example', name: 'Olivia Grant', roles: 'treasury', userId: 'user-1' },
  { email: 'marcus@suite.example', name: 'Marcus Chen', roles: 'approver', userId: 'user-2' },
  { email: 'henrik@suite.example', name: 'Henrik Larsen', roles: 'viewer', userId: 'user-3' },
  { email: 'priya@suite.example', name: 'Priya Natarajan', roles: 'admin', userId: 'user-4' },
];

export interface UpstreamStack {
  dashboard: ServerProcess;
  people: SuitePerson[];
  /** Everything Prism printed so far: its verdict on each request. */
  prismLog: () => string;
  stop(): Promise<void>;
}

async function startPrism(document: string, port: number, dynamic: boolean) {
  const child = spawn(
    process.execPath,
    [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'mock',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--errors',
      ...(dynamic ? ['--dynamic', '--seed', '29'] : []),
      document,
    ],
    { env: { ...process.env, SCARF_ANALYTICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!log.includes('Prism is listening')) {
    if (child.exitCode !== null) throw new Error(`Prism exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`Prism did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, log: () => log };
}

/** `npm run user:add` as an administrator runs it; returns the one-time password it prints. */
function addUser(env: NodeJS.ProcessEnv, person: Omit<SuitePerson, 'password'>): string {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/add-user.ts',
      '--email',
      person.email,
      '--roles',
      person.roles,
      '--name',
      person.name,
    ],
    { env, encoding: 'utf8' },
  );
  const password = /One-time password[^:]*: (\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || password === undefined) {
    throw new Error(`user:add failed:\n${result.stdout}\n${result.stderr}`);
  }
  return password;
}

/**
 * Prism serving the provider's document (changed only as Prism needs, in a temporary folder),
 * and the dashboard in upstream mode pointed at it, with people added by `user:add` on its own
 * embedded store and identity provider.
 */
export async function startUpstreamStack(pass: PrismPass): Promise<UpstreamStack> {
  const ports = UPSTREAM_PORTS[pass];
  for (const port of [ports.dashboard, ports.prism]) {
    const busy = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    // A server left from an earlier run would answer in place of this one.
    if (busy) throw new Error(`Port ${port} is already in use: stop what listens there.`);
  }
  const document = preparePrismDocument(pass);
  const prism = await startPrism(document, ports.prism, pass === 'random');
  const dataDir = mkdtempSync(join(tmpdir(), `upstream-${pass}-store-`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    COPPER_API_BASE_URL: `http://127.0.0.1:${ports.prism}`,
    CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const added = people.map((person) => ({ ...person, password: addUser(env, person) }));
  const dashboard = await startServer(ports.dashboard, {
    DATA_DIR: dataDir,
    COPPER_API_BASE_URL: env.COPPER_API_BASE_URL,
    CREDENTIALS_ENCRYPTION_KEY: env.CREDENTIALS_ENCRYPTION_KEY,
    // Prism's random organizations list has several, none ours: the setting says which is
    // served, as it would for an institution. The realistic document lists one, used as is.
    ...(pass === 'random' ? { COPPER_ORGANIZATION_ID: 'organization-1' } : {}),
  });
  return {
    dashboard,
    people: added,
    prismLog: prism.log,
    stop: async () => {
      await dashboard.kill();
      prism.child.kill();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(document, { force: true });
    },
  };
}
