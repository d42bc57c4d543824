import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONTENDER = new URL('./testing/lock-contender.ts', import.meta.url).pathname;
const PROCESSES = 30;
const ROUNDS = 30;

/** One child process and the lines it answers, read in order. */
interface Contender {
  child: ChildProcessWithoutNullStreams;
  next: () => Promise<string>;
}

function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER], { stdio: 'pipe' });
  child.stderr.pipe(process.stderr);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const line = await lines.next();
      if (line.done === true) throw new Error('A contender exited early');
      return line.value;
    },
  };
}

/** Every contender asks for the folder at the same moment; resolves to what each answered. */
async function race(contenders: readonly Contender[], folder: string): Promise<string[]> {
  for (const { child } of contenders) child.stdin.write(`lock ${folder}\n`);
  const answers = await Promise.all(contenders.map(({ next }) => next()));
  for (const { child } of contenders) child.stdin.write('release\n');
  await Promise.all(contenders.map(({ next }) => next()));
  return answers;
}

/** A process id that is certainly not running: a child that has already exited. */
async function finishedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('The child process did not start');
  return child.pid;
}

let parent: string;
let contenders: Contender[];

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'store-lock-race-'));
  contenders = Array.from({ length: PROCESSES }, startContender);
  await Promise.all(contenders.map(async ({ next }) => expect(await next()).toBe('ready')));
}, 180_000);
afterAll(async () => {
  for (const { child } of contenders) child.kill();
  await rm(parent, { recursive: true, force: true });
});

describe(`the data-folder lock, ${PROCESSES} processes asking at once`, () => {
  it(`has exactly one holder in each of ${ROUNDS} rounds on a free folder`, async () => {
    const holders: number[] = [];
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await race(contenders, join(parent, `free-${round}`));
      holders.push(answers.filter((answer) => answer === 'held').length);
      failures.push(...answers.filter((answer) => answer !== 'held' && answer !== 'refused'));
    }
    console.log(`Holders per round, free folder: ${holders.join(' ')}`);
    expect({ holders, failures }).toEqual({ holders: Array<number>(ROUNDS).fill(1), failures: [] });
  }, 120_000);

  it(`has exactly one holder in each of ${ROUNDS} rounds on a folder a dead process left locked`, async () => {
    const dead = await finishedProcessId();
    const holders: number[] = [];
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const folder = join(parent, `stale-${round}`);
      await writeFile(`${folder}.lock`, `${dead}@${hostname()}`);
      const answers = await race(contenders, folder);
      holders.push(answers.filter((answer) => answer === 'held').length);
      failures.push(...answers.filter((answer) => answer !== 'held' && answer !== 'refused'));
    }
    console.log(`Holders per round, stale lock: ${holders.join(' ')}`);
    expect({ holders, failures }).toEqual({ holders: Array<number>(ROUNDS).fill(1), failures: [] });
  }, 120_000);
});
