import { and, asc, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import { dayBounds, lagosDayOf } from '~/lib/event-days.server';
import type { Database } from '@server/db/client';
import { bouts, entries, profiles, tournamentCategories, tournaments, user } from '@server/db/schema';
import type { BoutStatus } from '@server/db/schema/competition';
import { ServiceError } from '@server/service-error';
import { standings as engineStandings } from './engine';
import { readState } from './engine-state.server';
import { estimates } from './schedule.server';
import { categoryLabel, WALKOVER_CHAMPION_LABEL } from './draws.server';
import type { WalkoverMarker } from './draws.server';
import { clock } from '@server/clock';

/** A corner as people read it: the boxer, a bye, or a place still to be decided. */
export type Corner =
  { kind: 'boxer'; entryId: number; name: string } | { kind: 'bye' } | { kind: 'to-be-decided' };

export type BracketBout = {
  id: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  status: 'waiting' | 'ready' | 'completed' | 'bye' | 'cancelled';
  inProgress: boolean;
  red: Corner;
  blue: Corner;
  winnerEntryId: number | null;
  outcome: string | null;
  round: number | null;
};

export type Bracket = {
  categoryId: number;
  tournamentId: number;
  label: string;
  format: string;
  drawn: boolean;
  revision: number;
  /** A category of one entry: the boxer placed without a bout. */
  walkoverChampion: { entryId: number; name: string; label: string } | null;
  rounds: Array<{ id: string; side: string; number: number; bouts: BracketBout[] }>;
};

const PRIVATE = new Set(['draft']);

async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entries.id, name: user.name, first: profiles.firstName, last: profiles.lastName })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(anyOf(entries.id, ids));
  return new Map(rows.map((r) => [r.id, r.first ? `${r.first} ${r.last ?? ''}`.trim() : r.name]));
}

/** A published category with its stored draw, or the 404 a draft's or an unknown category gets. */
async function publicCategory(db: Database, categoryId: number) {
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
  if (!row || PRIVATE.has(row.status))
    throw new ServiceError(404, 'category_not_found', 'There is no such category.');
  return row;
}

/** GET /categories/{id}/bracket: the engine's state shaped for display (public once published). */
export async function getBracket(db: Database, categoryId: number): Promise<Bracket> {
  const row = await publicCategory(db, categoryId);
  const base = {
    categoryId: row.id,
    tournamentId: row.tournamentId,
    label: categoryLabel(row),
    format: row.format,
    revision: row.drawRevision,
  };
  const marker = row.drawState as WalkoverMarker | null;
  if (marker && typeof marker === 'object' && 'walkover' in marker) {
    const names = await namesOf(db, [marker.walkover.entryId]);
    return {
      ...base,
      drawn: true,
      walkoverChampion: {
        entryId: marker.walkover.entryId,
        name: names.get(marker.walkover.entryId) ?? '',
        label: WALKOVER_CHAMPION_LABEL,
      },
      rounds: [],
    };
  }
  const state = readState(row.drawState);
  if (!state) return { ...base, drawn: false, walkoverChampion: null, rounds: [] };
  const names = await namesOf(
    db,
    state.entries.map((e) => Number(e.id)),
  );
  const corner = (slot: string | null): Corner => {
    if (slot === null) return { kind: 'to-be-decided' };
    if (slot === 'bye') return { kind: 'bye' };
    const entryId = Number(slot);
    return { kind: 'boxer', entryId, name: names.get(entryId) ?? slot };
  };
  const ringOf = (ring: string | undefined) => (ring === undefined ? null : Number(ring));
  return {
    ...base,
    drawn: true,
    walkoverChampion: null,
    rounds: state.rounds.map((round) => ({
      id: round.id,
      side: round.side,
      number: round.number,
      bouts: round.bouts.map((b) => ({
        id: b.id,
        number: b.live?.number ?? null,
        ring: ringOf(b.live?.ring),
        plannedStart: b.live?.plannedStart ?? null,
        status: b.status,
        inProgress: b.live?.status === 'in-progress',
        red: corner(b.slots[0]),
        blue: corner(b.slots[1]),
        winnerEntryId: b.winner === null ? null : Number(b.winner),
        outcome: b.result?.outcome ?? null,
        round: b.result?.round ?? null,
      })),
    })),
  };
}

/** One boxer's line of a round robin's (or Swiss event's) table, as the engine's standings give it. */
export type StandingsLine = {
  /** The engine's order: record first, then the rules' tie-breakers, then the lot; the medals follow it. */
  rank: number;
  entryId: number;
  name: string;
  club: string;
  /** Bouts decided, walkovers included. */
  bouts: number;
  wins: number;
  winsInsideDistance: number;
  losses: number;
  draws: number;
  /** A win (or bye) a point, a draw half. */
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  warnings: number;
  withdrawn: boolean;
};

export type Standings = {
  categoryId: number;
  tournamentId: number;
  label: string;
  format: string;
  drawn: boolean;
  revision: number;
  tieBreakers: string[];
  /** A category's round robin is one pool: its table, best first. Empty before the draw. */
  rows: StandingsLine[];
};

const TABLE_FORMATS: ReadonlySet<string> = new Set(['round-robin', 'swiss-system']);

/**
 * GET /categories/{id}/standings: a round robin's table (public once published), the engine's standings
 * read through the one reader of the stored state. A knockout category has no table: a 409 says so (its
 * bracket is the answer), rather than an empty table that would look like a pool with no boxers.
 */
export async function getStandings(db: Database, categoryId: number): Promise<Standings> {
  const row = await publicCategory(db, categoryId);
  const state = readState(row.drawState);
  const format = state?.format ?? row.format;
  if (!TABLE_FORMATS.has(format))
    throw new ServiceError(
      409,
      'no_standings',
      'This category is drawn as a knockout bracket: it has no table (read its bracket).',
    );
  const base = {
    categoryId: row.id,
    tournamentId: row.tournamentId,
    label: categoryLabel(row),
    format,
    revision: row.drawRevision,
  };
  // Before the draw, or a category of one entry (placed without a bout, see the bracket): no table.
  if (!state) return { ...base, drawn: row.drawState !== null, tieBreakers: [], rows: [] };
  const names = await namesOf(
    db,
    state.entries.map((e) => Number(e.id)),
  );
  return {
    ...base,
    drawn: true,
    tieBreakers: [...state.tieBreakers],
    rows: engineStandings(state).map((r) => {
      const entryId = Number(r.entryId);
      return {
        rank: r.rank,
        entryId,
        name: names.get(entryId) ?? r.name,
        club: r.club,
        bouts: r.bouts,
        wins: r.wins,
        winsInsideDistance: r.winsInsideDistance,
        losses: r.losses,
        draws: r.draws,
        score: r.score,
        pointsFor: r.pointsFor,
        pointsAgainst: r.pointsAgainst,
        warnings: r.warnings,
        // Whether, not why: a medical withdrawal is a medical fact (DESIGN "Minors").
        withdrawn: r.withdrawn !== undefined,
      };
    }),
  };
}

export type BoutRow = {
  id: number;
  categoryId: number;
  category: string;
  engineBoutId: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  status: BoutStatus;
  red: { entryId: number; name: string } | null;
  blue: { entryId: number; name: string } | null;
  winnerEntryId: number | null;
  outcome: string | null;
  /**
   * The expected start now (engine estimateTimes: bouts boxed so far, rings, rests); a bout boxed or in
   * progress has its actual start instead; null if unscheduled.
   */
  eta: string | null;
};

/** GET /tournaments/{id}/bouts: the programme in bout order (public once published); ETAs come from the schedule. */
export async function listBouts(
  db: Database,
  tournamentId: number,
  filters: {
    status?: BoutStatus;
    ring?: number;
    now?: Date;
    /** Only bouts on a ring, planned on this Lagos day (and those with no planned start, when `unplanned`). */
    day?: { day: string; unplanned: boolean };
  } = {},
): Promise<BoutRow[]> {
  const [tournament] = await db
    .select({ status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament || PRIVATE.has(tournament.status))
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  const conditions = [eq(bouts.tournamentId, tournamentId)];
  if (filters.status) conditions.push(eq(bouts.status, filters.status));
  else conditions.push(sql`${bouts.status} <> 'cancelled'`);
  if (filters.ring !== undefined) conditions.push(and(isNotNull(bouts.ring), eq(bouts.ring, filters.ring))!);
  if (filters.day) {
    const { start, end } = dayBounds(filters.day.day);
    conditions.push(isNotNull(bouts.ring));
    conditions.push(
      or(
        and(gte(bouts.plannedStart, start), lt(bouts.plannedStart, end)),
        filters.day.unplanned ? isNull(bouts.plannedStart) : undefined,
      )!,
    );
  }
  const rows = await db
    .select({
      id: bouts.id,
      categoryId: bouts.categoryId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      engineBoutId: bouts.engineBoutId,
      number: bouts.number,
      ring: bouts.ring,
      plannedStart: bouts.plannedStart,
      status: bouts.status,
      red: bouts.redEntryId,
      blue: bouts.blueEntryId,
      winnerEntryId: bouts.winnerEntryId,
      outcome: bouts.outcome,
    })
    .from(bouts)
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .where(and(...conditions))
    .orderBy(sql`${bouts.number} asc nulls last`, asc(bouts.categoryId), asc(bouts.engineBoutId));
  const names = await namesOf(db, [
    ...new Set(rows.flatMap((r) => [r.red, r.blue]).filter((id): id is number => id !== null)),
  ]);
  const corner = (id: number | null) => (id === null ? null : { entryId: id, name: names.get(id) ?? '' });
  const times = await estimates(db, tournamentId, filters.now ?? clock.now());
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    category: categoryLabel(r),
    engineBoutId: r.engineBoutId,
    number: r.number,
    ring: r.ring,
    plannedStart: r.plannedStart?.toISOString() ?? null,
    status: r.status,
    red: corner(r.red),
    blue: corner(r.blue),
    winnerEntryId: r.winnerEntryId,
    outcome: r.outcome,
    eta: toInstant(times.get(`${r.categoryId}:${r.engineBoutId}`)?.start),
  }));
}

/**
 * The Lagos days a tournament's bouts are planned on, and how many bouts no ring holds yet: what a bout
 * order's day tabs need, without reading the bouts themselves.
 */
export async function boutDays(
  db: Database,
  tournamentId: number,
): Promise<{ days: string[]; unscheduled: number }> {
  const live = and(eq(bouts.tournamentId, tournamentId), sql`${bouts.status} <> 'cancelled'`);
  const [days, [unscheduled]] = await Promise.all([
    db
      .selectDistinct({ day: lagosDayOf(bouts.plannedStart) })
      .from(bouts)
      .where(and(live, isNotNull(bouts.plannedStart))),
    db
      .select({ n: count() })
      .from(bouts)
      .where(and(live, isNull(bouts.ring))),
  ]);
  return { days: days.map((d) => d.day).sort(), unscheduled: unscheduled?.n ?? 0 };
}

/** The engine writes times with the venue's offset; the API gives instants in UTC like every other time. */
function toInstant(time: string | undefined): string | null {
  return time === undefined ? null : new Date(time).toISOString();
}
