import { createInterface } from 'node:readline';
import { lockDataDir } from '../data-dir-lock';

/**
 * A child process for the data-folder lock test: one of many that try to lock the same folder
 * at the same moment. It answers on stdout, one line per command read from stdin:
 * `lock <folder>` → `held` or `refused`; `release` → `released`.
 */
let release: (() => Promise<void>) | undefined;
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, folder = ''] = line.split(' ');
  if (command === 'lock') {
    try {
      release = await lockDataDir(folder);
      process.stdout.write('held\n');
    } catch (error) {
      const refused = error instanceof Error && /already uses/.test(error.message);
      process.stdout.write(refused ? 'refused\n' : `failed ${String(error)}\n`);
    }
  } else if (command === 'release') {
    await release?.();
    release = undefined;
    process.stdout.write('released\n');
  }
}
