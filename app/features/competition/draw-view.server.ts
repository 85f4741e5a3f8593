import { eq } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import type { Database } from '@server/db/client';
import {
  bouts,
  entries,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import type { TournamentStatus } from '@server/db/schema/tournaments';
import { boutEtas } from './bout-times.server';
import type { BoutEtas } from './bout-times.server';
import { categoryLabel } from './draws.server';
import type { WalkoverMarker } from './draws.server';
import { standings as engineStandings } from './engine';
import type { Bout, CategoryDraw } from './engine';
import { appEntryId, readState } from './engine-state.server';
import { publicBoutState } from './bout-state';
import type { PublicBoutState } from './bout-state';

/**
 * The one read model of a category's draw (issue 26): the only reader of a stored engine state for display,
 * always through `readState` (so a state of an older version is migrated first). The API's bracket and
 * standings, the public category page, the ring screen and the exports all shape what they show from one
 * `DrawView`, so a bout has one status, one ETA and one way of naming an empty corner everywhere.
 */

/** A boxer as people read them: the entry, the name and club people know, and their profile's id. */
export type ViewBoxer = { entryId: number; name: string; club: string; boxerId: string | null };

/**
 * A corner: the boxer; a bye; or a place still to be decided, with where it comes from once the bout
 * order has numbered that bout ("Winner of bout 12").
 */
export type ViewCorner =
  | { kind: 'boxer'; boxer: ViewBoxer; won: boolean }
  | { kind: 'bye' }
  | { kind: 'to-be-decided'; from: string | null };

export type ViewBout = {
  /** The engine's id of the bout in its category (e.g. `W1-3`). */
  engineBoutId: string;
  /** The bout's row id (`/bouts/{id}`); null for a bye, which is no bout. */
  boutId: number | null;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  /** The one ETA (bout-times.server.ts): the expected start, or the actual start once boxed. */
  eta: string | null;
  state: PublicBoutState;
  /** The engine's status, for the API's deprecated `status` field. */
  engineStatus: Bout['status'];
  red: ViewCorner;
  blue: ViewCorner;
  winnerEntryId: number | null;
  outcome: string | null;
  /** The round a stoppage came in; null for a decision on the cards. */
  decidedRound: number | null;
};

export type ViewRound = { id: string; side: string; number: number; bouts: ViewBout[] };

/** A line of a round robin's or Swiss event's table, in the engine's order (record, tie-breakers, lot). */
export type ViewStanding = {
  rank: number;
  boxer: ViewBoxer;
  bouts: number;
  wins: number;
  winsInsideDistance: number;
  losses: number;
  draws: number;
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  warnings: number;
  /** Whether, not why: a medical withdrawal is a medical fact (DESIGN "Minors"). */
  withdrawn: boolean;
};

export type DrawView = {
  categoryId: number;
  tournamentId: number;
  tournamentStatus: TournamentStatus;
  label: string;
  /** The draw's format (the tournament's before the draw). */
  format: string;
  revision: number;
  /** `walkover`: a category of one entry, its boxer placed without a bout. */
  kind: 'not-drawn' | 'walkover' | 'drawn';
  walkoverChampion: ViewBoxer | null;
  rounds: ViewRound[];
  tieBreakers: string[];
  /** A round robin's or Swiss event's table; null for a knockout. */
  standings: ViewStanding[] | null;
};

const TABLE_FORMATS: ReadonlySet<string> = new Set(['round-robin', 'swiss-system']);

/** Entries with the name and club people read (the profile's, else the account's; the club's name). */
export async function viewBoxers(db: Database, entryIds: readonly number[]): Promise<Map<number, ViewBoxer>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({
      entryId: entries.id,
      boxerId: entries.boxerId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      accountName: user.name,
      club: organisations.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(anyOf(entries.id, [...entryIds]));
  return new Map(
    rows.map((r) => [
      r.entryId,
      {
        entryId: r.entryId,
        boxerId: r.boxerId,
        name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.accountName,
        club: r.club ?? '',
      },
    ]),
  );
}

/** A category's row with its tournament's status; null if there is no such category. */
async function categoryRow(db: Database, categoryId: number) {
  const [row] = await db
    .select({
      id: tournamentCategories.id,
      tournamentId: tournamentCategories.tournamentId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawState: tournamentCategories.drawState,
      drawRevision: tournamentCategories.drawRevision,
      format: tournaments.format,
      status: tournaments.status,
    })
    .from(tournamentCategories)
    .innerJoin(tournaments, eq(tournaments.id, tournamentCategories.tournamentId))
    .where(eq(tournamentCategories.id, categoryId));
  return row ?? null;
}

/**
 * The draw of a category as everyone reads it, or null if there is no such category. Who may read it is
 * the caller's rule (the API: published tournaments; the pages: `getTournament`'s visibility).
 * `etas` may be passed when the caller has the tournament's already.
 */
export async function drawView(
  db: Database,
  categoryId: number,
  now: Date,
  etas?: BoutEtas,
): Promise<DrawView | null> {
  const row = await categoryRow(db, categoryId);
  if (!row) return null;
  const base = {
    categoryId: row.id,
    tournamentId: row.tournamentId,
    tournamentStatus: row.status,
    label: categoryLabel(row),
    format: row.format,
    revision: row.drawRevision,
    walkoverChampion: null,
    rounds: [],
    tieBreakers: [],
    standings: null,
  };
  const marker = row.drawState as WalkoverMarker | null;
  if (marker && typeof marker === 'object' && 'walkover' in marker) {
    const boxer = (await viewBoxers(db, [marker.walkover.entryId])).get(marker.walkover.entryId);
    return { ...base, kind: 'walkover', walkoverChampion: boxer ?? null };
  }
  const state = readState(row.drawState);
  if (!state) return { ...base, kind: 'not-drawn' };
  const [rows, boxers, times] = await Promise.all([
    db
      .select({ id: bouts.id, engineBoutId: bouts.engineBoutId, status: bouts.status })
      .from(bouts)
      .where(eq(bouts.categoryId, row.id)),
    viewBoxers(
      db,
      state.entries.flatMap((e) => {
        const id = appEntryId(e.id);
        return id === null ? [] : [id];
      }),
    ),
    etas ?? boutEtas(db, row.tournamentId, now),
  ]);
  return { ...base, ...shapeDraw(state, rows, boxers, times) };
}

/** The engine's state shaped for people: pure, unit-tested in draw-view.test.ts. */
export function shapeDraw(
  state: CategoryDraw,
  rows: readonly { id: number; engineBoutId: string; status: string }[],
  boxers: ReadonlyMap<number, ViewBoxer>,
  etas: BoutEtas,
): Pick<DrawView, 'kind' | 'format' | 'rounds' | 'tieBreakers' | 'standings' | 'walkoverChampion'> {
  const rowOf = new Map(rows.map((r) => [r.engineBoutId, r]));
  const numbers = new Map<string, number | null>();
  for (const round of state.rounds) for (const b of round.bouts) numbers.set(b.id, b.live?.number ?? null);
  const boxerOf = (slot: string): ViewBoxer => {
    const entryId = appEntryId(slot);
    const known = entryId === null ? undefined : boxers.get(entryId);
    if (known) return known;
    const entry = state.entries.find((e) => e.id === slot);
    return {
      entryId: entryId ?? 0,
      name: entry?.name ?? 'Unknown boxer',
      club: entry?.club ?? '',
      boxerId: null,
    };
  };
  const corner = (bout: Bout, index: 0 | 1): ViewCorner => {
    const slot = bout.slots[index];
    if (slot === 'bye') return { kind: 'bye' };
    if (slot === null) {
      const source = bout.sources?.[index];
      const number = source ? numbers.get(source.bout) : null;
      return {
        kind: 'to-be-decided',
        from:
          !source || number === null || number === undefined
            ? null
            : `${source.take === 'loser' ? 'Loser' : 'Winner'} of bout ${number}`,
      };
    }
    return { kind: 'boxer', boxer: boxerOf(slot), won: bout.winner === slot };
  };
  const rounds = state.rounds.map((round) => ({
    id: round.id,
    side: round.side,
    number: round.number,
    bouts: round.bouts.map((bout): ViewBout => {
      const row = rowOf.get(bout.id);
      const ring = bout.live?.ring === undefined ? null : Number(bout.live.ring);
      return {
        engineBoutId: bout.id,
        boutId: row?.id ?? null,
        number: bout.live?.number ?? null,
        ring: ring !== null && Number.isInteger(ring) ? ring : null,
        plannedStart: bout.live?.plannedStart ? new Date(bout.live.plannedStart).toISOString() : null,
        eta: row ? (etas.get(row.id) ?? null) : null,
        state: publicBoutState({
          engineStatus: bout.status,
          inProgress: bout.live?.status === 'in-progress' || row?.status === 'in_progress',
        }),
        engineStatus: bout.status,
        red: corner(bout, 0),
        blue: corner(bout, 1),
        winnerEntryId: appEntryId(bout.winner),
        outcome: bout.result?.outcome ?? null,
        decidedRound: bout.result?.round ?? null,
      };
    }),
  }));
  const boutCount = rounds.reduce((n, r) => n + r.bouts.length, 0);
  if (state.entries.length === 1 && boutCount === 0) {
    return {
      kind: 'walkover',
      format: state.format,
      walkoverChampion: boxerOf(state.entries[0]!.id),
      rounds: [],
      tieBreakers: [],
      standings: null,
    };
  }
  return {
    kind: 'drawn',
    format: state.format,
    walkoverChampion: null,
    rounds,
    tieBreakers: [...state.tieBreakers],
    standings: TABLE_FORMATS.has(state.format)
      ? engineStandings(state).map((r) => ({
          rank: r.rank,
          boxer: boxerOf(r.entryId),
          bouts: r.bouts,
          wins: r.wins,
          winsInsideDistance: r.winsInsideDistance,
          losses: r.losses,
          draws: r.draws,
          score: r.score,
          pointsFor: r.pointsFor,
          pointsAgainst: r.pointsAgainst,
          warnings: r.warnings,
          withdrawn: r.withdrawn !== undefined,
        }))
      : null,
  };
}
