import { like } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from './auth/accounts';
import { loadConfig } from './config';
import { openPglite } from './db/client';
import { startServer } from './main';
import { DataDirLockedError } from './db/lock';
import { appMeta } from './db/schema';
import { migratedDataDir } from './db/testing';
import { listBackups, restoreBackup, RestoreRefused, writeBackup } from './backup';

const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-backup-'));
  made.push(dir);
  return dir;
};
/** A venue's folder with its database already migrated, as a production start unpacks the build's copy. */
const venueFolder = async () => {
  const dir = await migratedDataDir('ajb-backup-');
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('a backup of the embedded database taken while the server writes', () => {
  it('restores on a fresh folder with every write acknowledged before it, and no transaction half-done', async () => {
    const venue = await venueFolder();
    const database = await openPglite(venue);
    let acknowledged = 0;
    let backup: Promise<{ file: string; bytes: number }> | undefined;
    let before = 0;
    let during = 0;
    // The server at work: transactions of two rows each, one after another, each acknowledged once committed
    // (between two, the event loop turns, as it does between requests). After the 40th, a backup is asked
    // for, and the writes go on while it is taken.
    for (let i = 0; i < 120; i++) {
      await database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: `w:${i}:a`, value: String(i) });
        await tx.insert(appMeta).values({ key: `w:${i}:b`, value: String(i) });
      });
      acknowledged = i + 1;
      if (acknowledged === 40) {
        before = acknowledged;
        backup = writeBackup(database, venue).then((written) => {
          during = acknowledged;
          return written;
        });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const written = await backup!;
    const total = acknowledged;
    await database.close();
    expect(listBackups(venue).map((b) => b.name)).toEqual([path.basename(written.file)]);

    const laptop2 = folder();
    await restoreBackup(written.file, laptop2);
    const restored = await openPglite(laptop2);
    try {
      const rows = await restored.db.select().from(appMeta).where(like(appMeta.key, 'w:%'));
      const keys = new Set(rows.map((r) => r.key));
      const writes = new Set(rows.map((r) => Number(r.value)));
      console.log(
        `backup of ${Math.round(written.bytes / 1024)} KB: ${before} writes acknowledged before it, ${writes.size} restored, ${total} in all`,
      );
      for (let i = 0; i < before; i++) expect(keys.has(`w:${i}:a`), `write ${i}`).toBe(true);
      // Whole transactions only, and nothing from after the backup was written.
      for (const i of writes) expect(keys.has(`w:${i}:a`) && keys.has(`w:${i}:b`), `write ${i}`).toBe(true);
      expect(writes.size).toBeLessThanOrEqual(during + 1);
      expect(total).toBe(120);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore into a folder a server is using, and what is not a backup', async () => {
    const busy = await venueFolder();
    const server = await openPglite(busy);
    const notBackup = path.join(busy, 'notes.tar.gz');
    writeFileSync(notBackup, 'hello');
    try {
      const backup = await writeBackup(server, busy);
      await expect(restoreBackup(backup.file, busy)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(restoreBackup(notBackup, folder())).rejects.toBeInstanceOf(RestoreRefused);
      // The server's own database is still there and answering.
      expect((await server.db.select().from(appMeta)).length).toBeGreaterThanOrEqual(0);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('restored on a second laptop with another secret, tokens work again (issue 28)', async () => {
    const start = (dataDir: string, secret: string) =>
      startServer({
        config: loadConfig({
          DATA_DIR: dataDir,
          AUTH_SECRET: secret,
          DEMO_DATA: '0',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_REQUESTS: '0',
          BASE_URL: 'http://localhost:3000',
        }),
        build: async () => {
          throw new Error('the React Router build is not part of this test');
        },
      });
    /** Signs the coach in and takes a token, then asks the API who that token is. */
    const tokenWorks = async (url: string) => {
      const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'coach@ajbxng.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const answer = await fetch(`${url}/api/auth/token`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      const { token } = (await answer.json()) as { token: string };
      const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      return me.status;
    };
    const venue = await venueFolder();
    const first = await start(venue, 'the-venue-laptops-own-secret-of-forty-chars');
    let backup: { file: string };
    try {
      await seedDemoAccounts(first.services.database.db);
      expect(await tokenWorks(first.url)).toBe(200);
      backup = await writeBackup(first.services.database, venue);
    } finally {
      await first.stop();
    }
    const laptop2 = folder();
    const restored = await restoreBackup(backup.file, laptop2);
    expect(restored.keysRenewed).toBe(true);
    const second = await start(laptop2, 'the-second-laptop-has-another-secret-of-40c');
    try {
      expect(await tokenWorks(second.url)).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
