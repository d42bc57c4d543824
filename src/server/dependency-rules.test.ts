import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = dirname(new URL(import.meta.url).pathname);
const SRC = resolve(SERVER, '..');

/** Where the server may reach into the sandbox: the files that compose it, benches and tests. */
const SANDBOX_COMPOSERS = ['server/open-api.ts', 'server/main.ts', 'server/reset-sandbox.ts'];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Every relative import of a file, resolved to a path under src/. */
async function relativeImports(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specifiers.flatMap((match) =>
    match[1] === undefined ? [] : [relative(SRC, resolve(dirname(file), match[1]))],
  );
}

/** Imports of files under `folder` that leave it for anywhere but `allowed`. */
async function importsLeaving(folder: string, allowed: readonly string[]): Promise<string[]> {
  const inside = relative(SRC, folder);
  const problems: string[] = [];
  for (const file of await sourceFiles(folder)) {
    for (const target of await relativeImports(file)) {
      const ok = [inside, ...allowed].some(
        (root) => target === root || target.startsWith(`${root}/`),
      );
      if (!ok) problems.push(`${relative(SRC, file)} imports ${target}`);
    }
  }
  return problems;
}

describe('the server keeps its dependencies one way', () => {
  it('the sandbox, like the provider it stands in for, imports nothing of the server around it', async () => {
    const problems = await importsLeaving(join(SRC, 'sandbox'), ['shared', 'store']);
    // Its tests may build data with the factories browser and server tests share; its code may not.
    const testUsingFactories = (problem: string) => /\.test\.ts imports testing\//.test(problem);
    expect(problems.filter((problem) => !testUsingFactories(problem))).toEqual([]);
  });

  it('the store knows nothing of what is stored in it', async () => {
    expect(await importsLeaving(join(SRC, 'store'), [])).toEqual([]);
  });

  it('the signing proxy needs only the shared contracts and the store', async () => {
    expect(await importsLeaving(join(SERVER, 'platform'), ['shared', 'store'])).toEqual([]);
  });

  it('the server reaches into the sandbox only where it composes it', async () => {
    const problems: string[] = [];
    for (const file of await sourceFiles(SERVER)) {
      const name = relative(SRC, file);
      if (SANDBOX_COMPOSERS.includes(name) || name.startsWith('server/bench/')) continue;
      if (name.endsWith('.test.ts')) continue;
      for (const target of await relativeImports(file)) {
        if (target.startsWith('sandbox/')) problems.push(`${name} imports ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
