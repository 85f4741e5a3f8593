import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes and two owners corrupt the folder, so the first process writes a
 * lock file naming itself and any later one is refused while that process is alive.
 *
 * A pid alone is not enough: after a reboot (or a crash and a long uptime) the pid in a stale lock file can
 * belong to an unrelated live process, and start-up would be blocked by, say, a shell. So the lock records
 * who the process is: its pid, when it started (Linux: field 22 of /proc/<pid>/stat, in clock ticks since
 * boot) and which boot that was (/proc/sys/kernel/random/boot_id). A lock is held only while a process
 * with that pid, that start time and that boot is alive. Where /proc is not there (macOS, Windows) the
 * pid alone decides, as before.
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

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Who the process `pid` is, on this boot: "<boot id>/<start time>", or undefined where the system does not
 * say (no /proc) or the process is gone.
 */
export function processIdentity(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  const boot = readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !boot) return undefined;
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses: count the
  // fields after its last ')'. Field 3 (state) is the first there, so the start time (22) is the 20th.
  const startTime = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .at(19);
  return startTime ? `${boot}/${startTime}` : undefined;
}

/** A lock file from before identities were recorded holds a bare pid; this says whether it could be ours. */
function looksLikeNode(pid: number): boolean | undefined {
  const cmdline = readOrUndefined(`/proc/${pid}/cmdline`);
  if (cmdline === undefined) return undefined;
  const program = path.basename(cmdline.split('\0')[0] ?? '');
  return /node/i.test(program);
}

type LockHolder = { pid: number; identity: string | undefined; legacy: boolean };

function parseHolder(text: string): LockHolder | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), identity: undefined, legacy: true };
  try {
    const parsed = JSON.parse(trimmed) as { pid?: unknown; identity?: unknown };
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return {
      pid: parsed.pid,
      identity: typeof parsed.identity === 'string' ? parsed.identity : undefined,
      legacy: false,
    };
  } catch {
    return undefined;
  }
}

/** Whether the process named in a lock file still holds it. */
function stillHeld(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  const current = processIdentity(holder.pid);
  if (holder.identity && current) return holder.identity === current;
  // A bare pid (an older lock file): alive and a node process is taken as a holder, anything else
  // (a shell, a daemon that got the pid after a reboot) is not.
  if (holder.legacy) return looksLikeNode(holder.pid) ?? true;
  return true;
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
      writeSync(fd, JSON.stringify({ pid: process.pid, identity: processIdentity(process.pid) }));
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
      const holder = parseHolder(readOrUndefined(file) ?? '');
      if (holder) {
        const held = holder.pid === process.pid ? heldHere.has(file) : stillHeld(holder);
        if (held) throw new DataDirLockedError(dir, holder.pid);
      }
      // A stale lock, from a process that died or whose pid now belongs to another program: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
