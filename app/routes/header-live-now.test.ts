import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { setClock } from '@server/clock';
import type { AppServices } from '@server/services';
import { testDatabaseKinds } from '@server/db/testing';
import { startRun } from '@server/api/v1/tournament-run.test-support';
import type { BoutRow, TournamentRun } from '@server/api/v1/tournament-run.test-support';
import * as root from '~/root.server';
import { listCalendar, readLiveNow } from '~/features/tournaments';
import { liveNowFromListing, tournamentsHref } from '~/lib/live-now';
import * as calendar from './tournament-schedule';

/**
 * Issue 30 item 1: the header's Live marker says what the tournament pages say (status.ts isLive, read by
 * readLiveNow), and it is right on the next request after a tournament goes live or ends, through the page
 * cache that keeps visitors' pages (decision 0023), on PGlite and on PostgreSQL. The writes go through the
 * API of one app; the pages are read from another that keeps them and answers no write, so only the
 * change's live event can clear them.
 */

const lagos = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

/** The calendar page under the real root loader; the entry answers with the loader data it rendered. */
function calendarBuild(): ServerBuild {
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
    routes: {
      root: { id: 'root', path: '', module: { default: () => null, loader: root.loader } },
      calendar: { id: 'calendar', parentId: 'root', path: 'tournament-schedule', module: calendar },
    },
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

async function readerOn(services: AppServices): Promise<Reader> {
  const app = createApp({
    services: { ...services, config: { ...services.config, pageCacheMs: 600_000 } },
    build: calendarBuild(),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('the header’s Live marker on %s', (kind) => {
  let run: TournamentRun;
  let reader: Reader;
  let slug = '';
  let name = '';
  let final: BoutRow;

  /** What a visitor's next page carries: the root's liveNow, the calendar's Live tab, and the API's list. */
  async function visitorSees() {
    const page = await fetch(`${reader.url}/tournament-schedule`);
    const data = (await page.json()) as {
      root: root.RootData;
      calendar: { anyLive: boolean };
    };
    const api = await fetch(`${reader.url}/api/v1/tournaments?status=live`);
    return {
      header: data.root.liveNow,
      liveTab: data.calendar.anyLive,
      api: liveNowFromListing(await api.json()),
      kept: page.headers.get('x-page-cache') === 'hit',
    };
  }

  beforeAll(async () => {
    // The eve of the event (5-6 December): drawn, not live yet.
    setClock(lagos('2026-12-04', '12:00'));
    run = await startRun(kind, {
      format: 'single-elimination',
      categories: [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }],
      boxers: [2],
    });
    const { tournamentId } = run;
    await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
    await run.ok('PUT', `/tournaments/${tournamentId}/sessions`, {
      as: 'organiser',
      body: { rings: 1, sessions: [{ day: '2026-12-05', start: '10:00' }] },
    });
    await run.ok('POST', `/tournaments/${tournamentId}/schedule`, { as: 'organiser' });
    const tournament = (await run.ok('GET', `/tournaments/${tournamentId}`)).json.tournament;
    slug = tournament.slug as string;
    name = tournament.name as string;
    final = (await run.bouts())[0]!;
    await run.officiate(final!.id);
    reader = await readerOn(run.api.services);
  }, 120_000);

  afterAll(async () => {
    await reader?.close();
    await run?.close();
    setClock(null);
  });

  it('is what the tournament page says: a drawn tournament is live on its days, not on the eve', async () => {
    const db = run.api.services.database.db;
    const page = async () => (await run.ok('GET', `/tournaments/${run.tournamentId}`)).json.tournament.live;
    for (const [at, live] of [
      [lagos('2026-12-04', '23:59'), false],
      [lagos('2026-12-05', '00:00'), true],
      [lagos('2026-12-06', '23:59'), true],
      [lagos('2026-12-07', '00:00'), false],
    ] as const) {
      setClock(at);
      const marker = await readLiveNow(db);
      expect(marker.events.map((e) => e.slug)).toEqual(live ? [slug] : []);
      expect(await page()).toBe(live);
      const tab = await listCalendar(db, { tab: 'live' });
      expect(tab.tournaments.map((t) => t.slug)).toEqual(live ? [slug] : []);
    }
    setClock(lagos('2026-12-04', '12:00'));
  });

  it('is right on the next request after the first bell and after the last decision', async () => {
    // Nothing live: the kept page says so, and keeps saying it.
    expect(await visitorSees()).toMatchObject({
      header: { events: [] },
      liveTab: false,
      api: { events: [] },
    });
    expect((await visitorSees()).kept).toBe(true);

    // The first bout starts (on the eve, in this test): the tournament is in progress, live.
    await run.ok('POST', `/bouts/${final.id}/start`, { as: 'referee' });
    const started = await visitorSees();
    expect(started).toMatchObject({
      header: { events: [{ slug, name }] },
      liveTab: true,
      api: { events: [{ slug, name }] },
      kept: false,
    });
    // One live tournament: the header's Tournaments entry leads straight to its page.
    expect(tournamentsHref(started.header)).toBe(`/tournaments/${slug}`);

    // The final is decided: the tournament is completed, nothing is live on the next request.
    await run.ok('POST', `/bouts/${final.id}/decision`, {
      as: 'referee',
      body: { outcome: 'RSC', winner: 'red', round: 2 },
    });
    expect(await run.tournamentStatus()).toBe('completed');
    const ended = await visitorSees();
    expect(ended).toMatchObject({ header: { events: [] }, liveTab: false, api: { events: [] }, kept: false });
    expect(tournamentsHref(ended.header)).toBe('/tournament-schedule');
  });
});

describe('where the Tournaments entry leads', () => {
  it('to the calendar when nothing is live or it is not known, to the calendar’s Live tab when several are', () => {
    expect(tournamentsHref(null)).toBe('/tournament-schedule');
    expect(tournamentsHref({ events: [] })).toBe('/tournament-schedule');
    expect(tournamentsHref({ events: [{ slug: 'a', name: 'A' }] })).toBe('/tournaments/a');
    expect(
      tournamentsHref({
        events: [
          { slug: 'a', name: 'A' },
          { slug: 'b', name: 'B' },
        ],
      }),
    ).toBe('/tournament-schedule?tab=live');
  });
});
