import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { liveEvents, tournaments } from '@server/db/schema';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { EventCategory, EventOptions } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { Answer, ApiHarness } from './harness.test-support';

/**
 * A tournament run through the public API, as an organiser, officials and boxers would run it: the event and
 * its entries are made in the database (registration is not what these tests are about), everything after
 * (draws, sessions, the bout order, officials, bouts, cards, withdrawals, weigh-ins, corrections, results) is
 * a call to /api/v1. Each boxer is an account the harness can act as (`boxer-<n>`).
 */

export type BoutRow = {
  id: number;
  categoryId: number;
  engineBoutId: string;
  number: number | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  red: { entryId: number; name: string } | null;
  blue: { entryId: number; name: string } | null;
  winnerEntryId: number | null;
  outcome: string | null;
};

export type Corner = 'red' | 'blue';
export const JUDGES = ['judge-2', 'club-official', 'judge-3'] as const;

export type TournamentRun = {
  api: ApiHarness;
  tournamentId: number;
  categoryIds: number[];
  /** Each category's entry ids, in the order entered. */
  entries: number[][];
  /** Who each entry's boxer is (the account to act as). */
  boxerOf: Map<number, string>;
  /** A call that must succeed: its answer, or the test fails naming the call and the refusal. */
  ok: (method: string, path: string, options?: Parameters<ApiHarness['call']>[2]) => Promise<Answer>;
  bouts: (categoryId?: number) => Promise<BoutRow[]>;
  /** The bout of a category between these two entries. */
  boutBetween: (a: number, b: number) => Promise<BoutRow>;
  /** Names the referee and the three judges of a bout. */
  officiate: (boutId: number) => Promise<void>;
  /** Starts the bout and stops it for `winner` (RSC unless said) in round 2. */
  stop: (boutId: number, winner: number, outcome?: 'RSC' | 'KO' | 'RSC-I') => Promise<void>;
  /** Starts the bout; the three judges send each round's cards at the same time; `winner` wins every card. */
  onCards: (boutId: number, winner: number) => Promise<void>;
  results: () => Promise<Answer['json']>;
  tournamentStatus: () => Promise<string>;
  /** The live events recorded so far, in order. */
  events: () => Promise<Array<{ type: string; payload: Record<string, unknown> }>>;
  close: () => Promise<void>;
};

export type RunOptions = {
  format: NonNullable<EventOptions['format']>;
  categories: readonly EventCategory[];
  /** Boxers per category, of clubs A and B in turn. */
  boxers: readonly number[];
  /** The tournament's last day (the event starts 2026-12-05; it ends on the 6th unless said). */
  endDate?: string;
};

export async function startRun(kind: TestDatabaseKind, options: RunOptions): Promise<TournamentRun> {
  const people: Viewer[] = [...EVENT_PEOPLE];
  let tournamentId = 0;
  let categoryIds: number[] = [];
  const entries: number[][] = [];
  const boxerOf = new Map<number, string>();
  const api = await startApi(kind, async (services) => {
    const db = services.database.db;
    const event = await seedEvent(db, { format: options.format, categories: options.categories });
    if (options.endDate)
      await db
        .update(tournaments)
        .set({ endDate: options.endDate })
        .where(eq(tournaments.id, event.tournamentId));
    tournamentId = event.tournamentId;
    categoryIds = [...event.categoryIds];
    for (const [i, categoryId] of categoryIds.entries()) {
      const count = options.boxers[i] ?? 0;
      const clubs = Array.from({ length: count }, (_, n): 'A' | 'B' => (n % 2 === 0 ? 'A' : 'B'));
      const entered = await event.enterBoxers(categoryId, clubs);
      entries.push(entered.map((e) => e.entryId));
      for (const e of entered) {
        boxerOf.set(e.entryId, e.boxerId);
        people.push({ id: e.boxerId, name: e.boxerId, email: `${e.boxerId}@example.ng`, role: 'boxer' });
      }
    }
    return people;
  });
  const db = api.services.database.db;

  const ok: TournamentRun['ok'] = async (method, path, callOptions) => {
    const answer = await api.call(method, path, callOptions);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
    return answer;
  };
  const bouts = async (categoryId?: number): Promise<BoutRow[]> => {
    const all = (await ok('GET', `/tournaments/${tournamentId}/bouts`)).json.bouts as BoutRow[];
    return categoryId === undefined ? all : all.filter((b) => b.categoryId === categoryId);
  };
  const boutBetween = async (a: number, b: number): Promise<BoutRow> => {
    const found = (await bouts()).find((bout) => {
      const corners = [bout.red?.entryId, bout.blue?.entryId];
      return corners.includes(a) && corners.includes(b);
    });
    if (!found) throw new Error(`No bout between entries ${a} and ${b}`);
    return found;
  };
  const cornerOf = async (boutId: number, entryId: number): Promise<Corner> => {
    const bout = (await ok('GET', `/bouts/${boutId}`)).json.bout;
    if (bout.red?.entryId === entryId) return 'red';
    if (bout.blue?.entryId === entryId) return 'blue';
    throw new Error(`Entry ${entryId} is not in bout ${boutId}`);
  };
  const officiate = async (boutId: number) => {
    await ok('PUT', `/bouts/${boutId}/officials`, {
      as: 'organiser',
      body: { referee: 'referee', judges: [...JUDGES] },
    });
  };
  const stop: TournamentRun['stop'] = async (boutId, winner, outcome = 'RSC') => {
    const corner = await cornerOf(boutId, winner);
    await officiate(boutId);
    await ok('POST', `/bouts/${boutId}/start`, { as: 'referee' });
    await ok('POST', `/bouts/${boutId}/decision`, {
      as: 'referee',
      body: { outcome, winner: corner, round: 2 },
    });
  };
  const onCards: TournamentRun['onCards'] = async (boutId, winner) => {
    const corner = await cornerOf(boutId, winner);
    await officiate(boutId);
    await ok('POST', `/bouts/${boutId}/start`, { as: 'referee' });
    const card = corner === 'red' ? { red: 10, blue: 9 } : { red: 9, blue: 10 };
    for (const round of [1, 2, 3])
      // The judges' cards of a round arrive together, as they do from three tablets.
      await Promise.all(
        JUDGES.map((judge) =>
          ok('POST', `/bouts/${boutId}/scorecards`, { as: judge, body: { round, ...card } }),
        ),
      );
  };
  return {
    api,
    tournamentId,
    categoryIds,
    entries,
    boxerOf,
    ok,
    bouts,
    boutBetween,
    officiate,
    stop,
    onCards,
    results: async () => (await ok('GET', `/tournaments/${tournamentId}/results`)).json,
    tournamentStatus: async () => (await ok('GET', `/tournaments/${tournamentId}`)).json.tournament.status,
    events: async () =>
      (
        await db
          .select({ type: liveEvents.type, payload: liveEvents.payload })
          .from(liveEvents)
          .where(eq(liveEvents.tournamentId, tournamentId))
          .orderBy(asc(liveEvents.id))
      ).map((e) => ({ type: e.type, payload: e.payload as Record<string, unknown> })),
    close: () => api.close(),
  };
}

/** A category's medals from the results, as [medal, entry's boxer] pairs in order. */
export function medalsOf(
  results: Answer['json'],
  categoryId: number,
): { complete: boolean; medals: Array<[string, string]> } {
  const category = (results.categories as Array<Record<string, any>>).find((c) => c.id === categoryId); // eslint-disable-line @typescript-eslint/no-explicit-any -- an API answer
  if (!category) throw new Error(`No category ${categoryId} in the results`);
  return {
    complete: category.complete as boolean,
    medals: (category.placings as Array<{ medal: string; boxer: { boxerId: string } }>).map((p) => [
      p.medal,
      p.boxer.boxerId,
    ]),
  };
}
