import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { tournaments } from '@server/db/schema';
import { createPostgresTestDatabase, testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { startServer } from '@server/main';
import type { AppServices } from '@server/services';
import { createApp } from '@server/app';
import { createTestServices } from '@server/testing';
import { recordLiveEvent } from '@server/realtime/events';
import { seedEvent } from '@server/db/test-builders/event.test-support';

type Instance = { url: string; services: AppServices };

/**
 * The page cache of issue 29 on the real server, with the public API's reads (the pages' twins; the pages
 * themselves are driven in the browser tests): kept between changes, and cleared by a change's live event on
 * every instance, the one that wrote it or another (PostgreSQL's NOTIFY).
 */

const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-page-cache-'));
  made.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  return startServer({
    config: loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: 'page-cache-instances-share-this-secret-40',
      DATA_DIR: tempDir(),
      LOG_REQUESTS: '0',
      DEMO_DATA: '0',
      PAGE_CACHE_SECONDS: '600',
      ...env,
    }),
    build: async () => {
      throw new Error('the React Router build is not part of these tests');
    },
  });
}

/** The public reads a spectator's phone makes of one tournament, through the API. */
function readsOf(tournamentId: number, categoryId: number) {
  return [
    '/api/v1/tournaments',
    `/api/v1/tournaments/${tournamentId}`,
    `/api/v1/tournaments/${tournamentId}/categories`,
    `/api/v1/tournaments/${tournamentId}/bouts`,
    `/api/v1/categories/${categoryId}/bracket`,
  ];
}

async function read(server: Instance, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return {
    status: response.status,
    hit: response.headers.get('x-page-cache') === 'hit',
    text: await response.text(),
  };
}

/** A change of the tournament as a service makes one: the row and its live event, in one transaction. */
async function rename(server: Instance, tournamentId: number, name: string, withEvent = true) {
  await server.services.database.db.transaction(async (tx) => {
    await tx.update(tournaments).set({ name }).where(eq(tournaments.id, tournamentId));
    if (withEvent) await recordLiveEvent(tx, 'tournament.updated', { tournamentId });
  });
}

/** Asks until the answer carries `expected` (a NOTIFY from another instance takes a few milliseconds). */
async function until(server: Instance, path: string, expected: string) {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await read(server, path);
    if (answer.text.includes(expected)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never showed ${expected}`);
}

describe.each(testDatabaseKinds())('public reads kept between changes, on %s', (kind: TestDatabaseKind) => {
  it('answers again from memory, and a change with its live event is on the next read of every one', async () => {
    const test = await createTestServices(kind, { pageCacheMs: 600_000 });
    const app = createApp({
      services: test.services,
      build: async () => {
        throw new Error('the React Router build is not part of these tests');
      },
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const address = listening.address();
    const server = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      services: test.services,
    };
    try {
      const event = await seedEvent(server.services.database.db);
      const reads = readsOf(event.tournamentId, event.categoryIds[0]!);
      for (const path of reads) {
        const first = await read(server, path);
        expect(first.status, path).toBe(200);
        const again = await read(server, path);
        expect({ path, hit: again.hit }).toEqual({ path, hit: true });
      }
      // A change that carries no live event (and was not a write to this server) is not seen yet: kept.
      await rename(server, event.tournamentId, 'Lagos Open, unseen', false);
      expect((await read(server, `/api/v1/tournaments/${event.tournamentId}`)).text).not.toContain('unseen');
      await rename(server, event.tournamentId, 'Lagos Open Finals');
      for (const path of reads.slice(0, 2)) {
        const after = await until(server, path, 'Lagos Open Finals');
        expect(after.status).toBe(200);
      }
    } finally {
      await new Promise((resolve) => listening.close(resolve));
      await test.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('public reads kept on two instances of one PostgreSQL', () => {
  it("a change committed through one instance clears the other's kept answers", async () => {
    const database = await createPostgresTestDatabase();
    const [writer, reader] = [
      await start({ DATABASE_URL: database.url }),
      await start({ DATABASE_URL: database.url }),
    ];
    try {
      const event = await seedEvent(writer.services.database.db);
      const path = `/api/v1/tournaments/${event.tournamentId}`;
      await read(reader, path);
      expect((await read(reader, path)).hit).toBe(true);
      await rename(writer, event.tournamentId, 'Lagos Open Finals');
      const after = await until(reader, path, 'Lagos Open Finals');
      expect(after.hit).toBe(false);
    } finally {
      await writer.stop();
      await reader.stop();
      await database.drop();
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    }
  });
});
