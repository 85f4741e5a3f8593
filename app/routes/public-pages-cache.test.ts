import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { startServer } from '@server/main';
import type { AppServices } from '@server/services';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { startRun } from '@server/api/v1/tournament-run.test-support';
import type { BoutRow, TournamentRun } from '@server/api/v1/tournament-run.test-support';
import * as tournamentPage from './tournaments.$slug';
import * as boutOrder from './tournaments.$slug.bouts';
import * as boutPage from './tournaments.$slug.bouts.$boutId';
import * as bracket from './tournaments.$slug.categories.$categoryId';
import * as results from './tournaments.$slug.results';
import * as screen from './tournaments.$slug.screen';
import * as boxerProfile from './boxers.$id';
import * as calendar from './tournament-schedule';
import * as calendarFeed from './tournament-schedule.ics';

/**
 * Issue 29's "correctness under the cache", page by page: every public event page (and a page's `.data`) is
 * kept for visitors between changes, and after each domain event the next request shows it, on PGlite and on
 * PostgreSQL. The writes go through the public API of one app (as a referee's tablet and an organiser's
 * laptop make them); the pages are read from another app, which answers no write, so only the change's live
 * event can clear what it keeps: on the same database handle, and (PostgreSQL) from a second instance with a
 * pool of its own, which hears the change by NOTIFY.
 *
 * The page build is the real route modules under an empty root; its entry answers a page with the loader
 * data React Router rendered it from, which is what the page shows.
 */

const PAGES = {
  tournament: ['tournaments/:slug', tournamentPage],
  'bout-order': ['tournaments/:slug/bouts', boutOrder],
  bout: ['tournaments/:slug/bouts/:boutId', boutPage],
  bracket: ['tournaments/:slug/categories/:categoryId', bracket],
  results: ['tournaments/:slug/results', results],
  screen: ['tournaments/:slug/screen', screen],
  boxer: ['boxers/:id', boxerProfile],
  calendar: ['tournament-schedule', calendar],
  'calendar-feed': ['tournament-schedule.ics', calendarFeed],
} as const;

function pagesBuild(): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(PAGES).map(([id, [path, module]]) => [id, { id, parentId: 'root', path, module }]),
  );
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        ) =>
          new Response(JSON.stringify(context.staticHandlerContext.loaderData), {
            status,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
      },
    },
    routes: { root: { id: 'root', path: '', module: { default: () => null } }, ...routes },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

type Reader = { url: string; close: () => Promise<void> };

/** An app on these services that keeps visitors' pages and answers no write. */
async function readerOn(services: AppServices): Promise<Reader> {
  const app = createApp({
    services: { ...services, config: { ...services.config, pageCacheMs: 600_000 } },
    build: pagesBuild(),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A second instance of the platform on the same PostgreSQL database: its own pool, its own page cache. */
async function secondInstance(databaseUrl: string, dataDir: string): Promise<Reader> {
  const running = await startServer({
    config: loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: 'public-pages-cache-test-secret-of-forty-chars',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_REQUESTS: '0',
      DEMO_DATA: '0',
      PAGE_CACHE_SECONDS: '600',
    }),
    build: async () => pagesBuild(),
  });
  return { url: running.url, close: () => running.stop() };
}

/** The address of the test database these services use: the server's, with its own database name. */
async function databaseUrlOf(services: AppServices, serverUrl: string) {
  const result = await services.database.db.execute(sql`select current_database() as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as {
    name: string;
  }[];
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

async function read(reader: Reader, path: string) {
  const response = await fetch(`${reader.url}${path}`);
  return {
    status: response.status,
    hit: response.headers.get('x-page-cache') === 'hit',
    text: await response.text(),
  };
}

/** Asks until the page shows `expected` (a NOTIFY from another instance takes a few milliseconds). */
async function shows(reader: Reader, path: string, expected: (text: string) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await read(reader, path);
    if (answer.status === 200 && expected(answer.text)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never showed the change`);
}

describe.each(testDatabaseKinds())(
  'public event pages under the page cache, on %s',
  (kind: TestDatabaseKind) => {
    let run: TournamentRun;
    const readers: Reader[] = [];
    let slug = '';
    let bout: BoutRow;
    let redBoxer = '';

    beforeAll(async () => {
      run = await startRun(kind, {
        format: 'single-elimination',
        categories: [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }],
        boxers: [4],
      });
      const { tournamentId } = run;
      await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
      await run.ok('PUT', `/tournaments/${tournamentId}/sessions`, {
        as: 'organiser',
        body: { rings: 1, sessions: [{ day: '2026-12-05', start: '10:00' }] },
      });
      await run.ok('POST', `/tournaments/${tournamentId}/schedule`, { as: 'organiser' });
      slug = (await run.ok('GET', `/tournaments/${tournamentId}`)).json.tournament.slug as string;
      bout = (await run.bouts()).find((b) => b.red && b.blue && b.status === 'scheduled')!;
      redBoxer = run.boxerOf.get(bout.red!.entryId)!;
      await run.officiate(bout.id);
      readers.push(await readerOn(run.api.services));
      const databaseUrl = process.env.TEST_DATABASE_URL;
      if (kind === 'postgres' && databaseUrl) {
        const { mkdtempSync } = await import('node:fs');
        const { tmpdir } = await import('node:os');
        const { join } = await import('node:path');
        readers.push(
          await secondInstance(
            await databaseUrlOf(run.api.services, databaseUrl),
            mkdtempSync(join(tmpdir(), 'ajb-pages-')),
          ),
        );
      }
    }, 120_000);

    afterAll(async () => {
      for (const reader of readers) await reader.close();
      await run?.close();
    });

    /** Every page (and a twin), read twice by a visitor on each reader: rendered once, then kept. */
    async function keptEverywhere(paths: string[]) {
      const before = new Map<string, string>();
      for (const [i, reader] of readers.entries())
        for (const path of paths) {
          const first = await read(reader, path);
          expect({ path, status: first.status }).toEqual({ path, status: 200 });
          const again = await read(reader, path);
          expect({ path, hit: again.hit, same: again.text === first.text }).toEqual({
            path,
            hit: true,
            same: true,
          });
          before.set(`${i} ${path}`, first.text);
        }
      return before;
    }

    it('a bout started, then decided: the next read of every page that shows it has it', async () => {
      const live = [
        `/tournaments/${slug}`,
        `/tournaments/${slug}/bouts`,
        `/tournaments/${slug}/bouts.data`,
        `/tournaments/${slug}/bouts/${bout.id}`,
        `/tournaments/${slug}/screen`,
      ];
      // The first bout puts the tournament in progress: the calendar says so, and its feed links the bout order.
      const calendars = ['/tournament-schedule', '/tournament-schedule.ics'];
      const decided = [
        `/tournaments/${slug}/categories/${bout.categoryId}`,
        `/tournaments/${slug}/results`,
        `/boxers/${redBoxer}`,
      ];
      let kept = await keptEverywhere([...live, ...calendars, ...decided]);

      await run.ok('POST', `/bouts/${bout.id}/start`, { as: 'referee' });
      for (const [i, reader] of readers.entries()) {
        for (const path of live) {
          const after = await shows(reader, path, (text) => text.includes('in_progress'));
          expect({ path, hit: after.hit }).toEqual({ path, hit: false });
        }
        for (const path of calendars) await shows(reader, path, (text) => text !== kept.get(`${i} ${path}`));
      }

      kept = await keptEverywhere(decided);
      await run.ok('POST', `/bouts/${bout.id}/decision`, {
        as: 'referee',
        body: { outcome: 'RSC', winner: 'red', round: 2 },
      });
      for (const [i, reader] of readers.entries())
        for (const path of decided) {
          const after = await shows(reader, path, (text) => text !== kept.get(`${i} ${path}`));
          // What changed is the decision: the stoppage is on the page now.
          expect({ path, decided: /RSC|rsc/.test(after.text) }).toEqual({ path, decided: true });
        }
    });

    it('the tournament cancelled by its organiser: gone from the calendar and its feed, the reason on its page', async () => {
      const name = (await run.ok('GET', `/tournaments/${run.tournamentId}`)).json.tournament.name as string;
      const paths = ['/tournament-schedule', '/tournament-schedule.ics', `/tournaments/${slug}`];
      const kept = await keptEverywhere(paths);
      for (const [i] of readers.entries()) expect(kept.get(`${i} /tournament-schedule`)).toContain(name);
      const reason = 'The hall flooded overnight';
      await run.ok('POST', `/tournaments/${run.tournamentId}/cancel`, { as: 'organiser', body: { reason } });
      for (const reader of readers) {
        await shows(reader, '/tournament-schedule', (text) => !text.includes(name));
        await shows(reader, '/tournament-schedule.ics', (text) => !text.includes(name));
        await shows(reader, `/tournaments/${slug}`, (text) => text.includes(reason));
      }
    });
  },
);
