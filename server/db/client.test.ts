import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { openPglite, openPostgres } from './client';
import { isDatabaseUnavailable } from './unavailable';
import { DataDirLockedError } from './lock';

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-db-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('migrates on open, refuses a second opener, and closes cleanly (no crash recovery on reopen)', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.db.execute(sql`create table bout_log (id serial primary key, note text)`);
    await first.db.execute(sql`insert into bout_log (note) values ('first')`);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    // A crash recovery would have skipped the sequence ahead (PGlite logs 32 values at a time).
    const second = await openPglite(dir);
    try {
      await second.db.execute(sql`insert into bout_log (note) values ('second')`);
      type Rows<T> = { rows: T[] };
      const rows = (await second.db.execute(sql`select id from bout_log order by id`)) as unknown as Rows<{
        id: number;
      }>;
      expect(rows.rows.map((r) => Number(r.id))).toEqual([1, 2]);
      const meta = (await second.db.execute(sql`select count(*) from app_meta`)) as unknown as Rows<unknown>;
      expect(meta.rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('PostgreSQL that stops answering', () => {
  it('gives up the connection with an "unavailable" error instead of hanging', async () => {
    // A host that accepts the connection and then says nothing, as a frozen server or a dropped route does.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const error = await openPostgres(`postgres://nobody:nothing@127.0.0.1:${port}/none`).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);
});
