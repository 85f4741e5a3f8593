import { and, asc, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { dayBounds, lagosDayOf } from '~/lib/event-days.server';
import type { Database } from '@server/db/client';
import { bouts, tournamentCategories, tournaments } from '@server/db/schema';
import type { BoutStatus } from '@server/db/schema/competition';
import { ServiceError } from '@server/service-error';
import { boutEtas } from './bout-times.server';
import { rowBoutState } from './bout-state';
import type { PublicBoutState } from './bout-state';
import { categoryLabel, WALKOVER_CHAMPION_LABEL } from './draws.server';
import { drawView, viewBoxers } from './draw-view.server';
import type { DrawView, ViewCorner } from './draw-view.server';
import { clock } from '@server/clock';

/** A corner as people read it: the boxer, a bye, or a place still to be decided. */
export type Corner =
  { kind: 'boxer'; entryId: number; name: string } | { kind: 'bye' } | { kind: 'to-be-decided' };

export type BracketBout = {
  id: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  /** The one ETA (bout-times.server.ts): the expected start, or the actual start once boxed. */
  eta: string | null;
  /** The public vocabulary (bout-state.ts). */
  state: PublicBoutState;
  /** Deprecated: the engine's status; read `state`. Kept one release for the tablets and partners. */
  status: 'waiting' | 'ready' | 'completed' | 'bye' | 'cancelled';
  /** Deprecated: `state` is `in_progress`. */
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

/** A published category's draw (the one read model), or the 404 a draft's or an unknown category gets. */
async function publicView(db: Database, categoryId: number, now: Date): Promise<DrawView> {
  const view = await drawView(db, categoryId, now);
  if (!view || PRIVATE.has(view.tournamentStatus))
    throw new ServiceError(404, 'category_not_found', 'There is no such category.');
  return view;
}

const apiCorner = (corner: ViewCorner): Corner =>
  corner.kind === 'boxer'
    ? { kind: 'boxer', entryId: corner.boxer.entryId, name: corner.boxer.name }
    : corner.kind === 'bye'
      ? { kind: 'bye' }
      : { kind: 'to-be-decided' };

/** GET /categories/{id}/bracket: the category's draw view as the API gives it (public once published). */
export async function getBracket(
  db: Database,
  categoryId: number,
  now: Date = clock.now(),
): Promise<Bracket> {
  const view = await publicView(db, categoryId, now);
  const base = {
    categoryId: view.categoryId,
    tournamentId: view.tournamentId,
    label: view.label,
    format: view.format,
    revision: view.revision,
  };
  if (view.kind === 'walkover' && view.walkoverChampion)
    return {
      ...base,
      drawn: true,
      walkoverChampion: {
        entryId: view.walkoverChampion.entryId,
        name: view.walkoverChampion.name,
        label: WALKOVER_CHAMPION_LABEL,
      },
      rounds: [],
    };
  return {
    ...base,
    drawn: view.kind !== 'not-drawn',
    walkoverChampion: null,
    rounds: view.rounds.map((round) => ({
      id: round.id,
      side: round.side,
      number: round.number,
      bouts: round.bouts.map((b) => ({
        id: b.engineBoutId,
        number: b.number,
        ring: b.ring,
        plannedStart: b.plannedStart,
        eta: b.eta,
        state: b.state,
        status: b.engineStatus,
        inProgress: b.state === 'in_progress',
        red: apiCorner(b.red),
        blue: apiCorner(b.blue),
        winnerEntryId: b.winnerEntryId,
        outcome: b.outcome,
        round: b.decidedRound,
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
 * read through the one read model. A knockout category has no table: a 409 says so (its bracket is the
 * answer), rather than an empty table that would look like a pool with no boxers.
 */
export async function getStandings(
  db: Database,
  categoryId: number,
  now: Date = clock.now(),
): Promise<Standings> {
  const view = await publicView(db, categoryId, now);
  if (!TABLE_FORMATS.has(view.format))
    throw new ServiceError(
      409,
      'no_standings',
      'This category is drawn as a knockout bracket: it has no table (read its bracket).',
    );
  return {
    categoryId: view.categoryId,
    tournamentId: view.tournamentId,
    label: view.label,
    format: view.format,
    revision: view.revision,
    // Before the draw, or a category of one entry (placed without a bout, see the bracket): no table.
    drawn: view.kind !== 'not-drawn',
    tieBreakers: view.kind === 'drawn' ? view.tieBreakers : [],
    rows: (view.kind === 'drawn' ? (view.standings ?? []) : []).map((r) => ({
      rank: r.rank,
      entryId: r.boxer.entryId,
      name: r.boxer.name,
      club: r.boxer.club,
      bouts: r.bouts,
      wins: r.wins,
      winsInsideDistance: r.winsInsideDistance,
      losses: r.losses,
      draws: r.draws,
      score: r.score,
      pointsFor: r.pointsFor,
      pointsAgainst: r.pointsAgainst,
      warnings: r.warnings,
      withdrawn: r.withdrawn,
    })),
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
  /** Deprecated: the stored status (scheduled, in_progress, decided, cancelled); read `state`. */
  status: BoutStatus;
  /** The public vocabulary (bout-state.ts). */
  state: PublicBoutState;
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
  const names = await viewBoxers(db, [
    ...new Set(rows.flatMap((r) => [r.red, r.blue]).filter((id): id is number => id !== null)),
  ]);
  const corner = (id: number | null) =>
    id === null ? null : { entryId: id, name: names.get(id)?.name ?? '' };
  const times = await boutEtas(db, tournamentId, filters.now ?? clock.now());
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    category: categoryLabel(r),
    engineBoutId: r.engineBoutId,
    number: r.number,
    ring: r.ring,
    plannedStart: r.plannedStart?.toISOString() ?? null,
    status: r.status,
    state: rowBoutState({ status: r.status, redEntryId: r.red, blueEntryId: r.blue }),
    red: corner(r.red),
    blue: corner(r.blue),
    winnerEntryId: r.winnerEntryId,
    outcome: r.outcome,
    eta: times.get(r.id) ?? null,
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
