import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';

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
 * PGlite is PostgreSQL inside this process, so only one process may open a
 * data folder: a second one writing the same files would corrupt them. A
 * lock file beside the folder records the owner. A lock whose owner is gone
 * (killed, crashed) is stale and taken over; a live owner is refused with
 * the reason and the way out.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const owner = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(owner);
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error;
      const holder = (await readFile(lockPath, 'utf8').catch(() => '')).trim();
      if (holderIsAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}: its lock file keeps coming back.`);
}

function holderIsAlive(holder: string): boolean {
  const [pidText, host] = holder.split('@');
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
