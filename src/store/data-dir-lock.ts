import { createHash, randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The embedded folder is open in another live process (`holder` is its pid@host). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `Another server process (${holder}) already uses the embedded database in ${dataDir}. ` +
        'The embedded engine serves one process only: stop the other process, or set ' +
        'DATABASE_URL (and SANDBOX_DATABASE_URL) to a PostgreSQL database to run several.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is PostgreSQL inside this process, so only one process may open a data folder: a
 * second one writing the same files would corrupt them. A lock file beside the folder names
 * its owner (`pid@host#token`). A lock whose owner is gone (killed, crashed) is stale and taken
 * over; a live owner is refused with the reason and the way out.
 *
 * Every step is atomic, so any number of processes starting at once end with one holder:
 * - the owner is written to a file of our own first, and `link` makes it the lock in one step
 *   (it fails if a lock exists), so nobody ever reads a lock without its owner;
 * - a stale lock is replaced, never removed: the processes that judged it stale race for a
 *   takeover slot named after that lock's exact content (`link` again), and only the winner
 *   renames its own file over it. The content carries a random token, so no stale lock is
 *   ever seen twice and a slow loser cannot replace the winner's lock.
 * proper-lockfile was the alternative; it judges staleness by a modification time the holder
 * must keep refreshing, which a process busy starting its database can miss, and it removes a
 * stale lock before creating its own, the race this avoids.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const owner = `${process.pid}@${hostname()}#${randomBytes(8).toString('hex')}`;
  const mine = `${lockPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(mine, owner, { flag: 'wx', mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await linked(mine, lockPath)) return releaseIfOurs(lockPath, owner);
      const holder = await readLock(lockPath);
      if (holder === undefined) continue; // released meanwhile: try again
      if (holderIsAlive(holder)) throw refusal(dataDir, holder);
      if (await takeOver(mine, lockPath, holder)) return releaseIfOurs(lockPath, owner);
      // Another process is replacing this stale lock: see who holds it in a moment.
      await sleep(5 + Math.random() * 20);
    }
    throw new Error(`Could not lock ${dataDir}: its lock file keeps changing hands.`);
  } finally {
    await rm(mine, { force: true });
  }
}

/** Replaces the stale lock `holder` with ours, unless another process won the right to. */
async function takeOver(mine: string, lockPath: string, holder: string): Promise<boolean> {
  const slot = `${lockPath}.takeover-${createHash('sha256').update(holder).digest('hex').slice(0, 16)}`;
  if (!(await linked(mine, slot))) return false;
  try {
    // Only the holder of this slot may replace this content, so it is still there unless the
    // slot was won, used and removed before we read the lock.
    if ((await readLock(lockPath)) !== holder) return false;
    await rename(mine, lockPath);
    return true;
  } finally {
    await rm(slot, { force: true });
  }
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  }
}

async function readLock(lockPath: string): Promise<string | undefined> {
  try {
    return (await readFile(lockPath, 'utf8')).trim();
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** Release removes the lock only while it is still ours. */
function releaseIfOurs(lockPath: string, owner: string): () => Promise<void> {
  return async () => {
    if ((await readLock(lockPath)) === owner) await rm(lockPath, { force: true });
  };
}

function refusal(dataDir: string, holder: string): Error {
  const who = holder.split('#')[0] ?? holder;
  if (who === `${process.pid}@${hostname()}`) {
    return new Error(
      `This process already uses the embedded database in ${dataDir}: the server's store and ` +
        "the sandbox's store point at one folder. Give each its own folder (DATA_DIR and " +
        'SANDBOX_DATA_DIR).',
    );
  }
  return new DataDirInUseError(dataDir, who);
}

function holderIsAlive(holder: string): boolean {
  const [pidText, rest = ''] = holder.split('@');
  const host = rest.split('#')[0];
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // A lock written on another machine (a shared folder) cannot be checked: treat it as live.
  if (host !== hostname()) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrorCode(error, 'EPERM');
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
