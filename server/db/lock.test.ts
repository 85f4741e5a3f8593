import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processIdentity } from './lock';

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-lock-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Resolves once the child has printed `line`. */
function printed(child: ChildProcess, line: string) {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${line}: ${out}`)));
  });
}

describe('data folder lock', () => {
  it('refuses a second owner while the first is alive, naming its pid', async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.file)).toBe(true);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses while another process that took the lock is alive', async () => {
    const dir = tempDir();
    const lockModule = path.join(import.meta.dirname, 'lock.ts');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
         acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setTimeout(() => {}, 60000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await printed(holder, 'held');
      expect(() => acquireDataDirLock(dir)).toThrow(
        `is in use by another AJBXNG process (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a bare-pid lock whose pid now belongs to another program (reused after a reboot)', () => {
    const dir = tempDir();
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(unrelated.pid));
      const lock = acquireDataDirLock(dir);
      expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      unrelated.kill();
    }
  });

  it('takes over a lock whose pid is alive but is not the process that wrote it', () => {
    const dir = tempDir();
    // A node process, as the server would be, but started in another boot than the one the lock names.
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const identity = processIdentity(unrelated.pid!);
      expect(identity).toMatch(/^[0-9a-f-]{36}\/\d+$/);
      writeFileSync(
        path.join(dir, 'server.lock'),
        JSON.stringify({
          pid: unrelated.pid,
          identity: `00000000-0000-0000-0000-000000000000/${identity!.split('/')[1]}`,
        }),
      );
      const lock = acquireDataDirLock(dir);
      lock.release();
    } finally {
      unrelated.kill();
    }
  });
});
