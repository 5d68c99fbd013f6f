import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes opening the same directory would corrupt it.
 * A pid file claims DATA_DIR; a stale claim (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  const holder = Number(fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirBusyError(
      `The embedded database in ${dataDir} is in use by another process (pid ${holder}). Stop the app first, or set DATABASE_URL.`,
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}
