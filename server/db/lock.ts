import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes and two owners corrupt the folder, so the first process
 * writes its pid into a lock file and any later one is refused while that pid is alive.
 */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly holderPid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another AJBXNG process (pid ${holderPid}). ` +
        `Stop that process first, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { file: string; release: () => void };

/** Locks this process holds: its own pid in a lock file is stale only if it is not one of these. */
const heldHere = new Set<string>();

export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      const ours = holder === process.pid;
      if (ours ? heldHere.has(file) : Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      // A stale lock from a process that died: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
