import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data folder lock', () => {
  it('refuses a second owner while the first is alive, naming its pid', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ajb-lock-'));
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
    const dir = mkdtempSync(path.join(tmpdir(), 'ajb-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.file)).toBe(true);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });
});
