import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  boutOfficials,
  bouts,
  entries,
  fouls,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import type { CornerName, FoulType } from '@server/db/schema/officiating';
import { categoryLabel } from '~/features/tournaments';
import { boutEtas } from '~/features/competition';
import { lagosDate } from '~/lib/lagos-time';

/**
 * The referee dashboard's reads (SPEC §2, §7 "matches where referee_id equals the user; fouls where
 * referee_id equals the user, newest first"): the bouts an account officiates in any seat (referee, judge,
 * recorder) and the fouls it has called. Reads only: the officiating service writes them.
 */

/** SPEC §9: dashboard tables show the first 10 rows; My Matches pages by 10. */
export const OFFICIATING_PAGE_SIZE = 10;
/** SPEC §9: the referee's fouls, the first 10. */
export const FOUL_HISTORY_LIMIT = 10;

export type OfficiatingRole = 'referee' | 'judge' | 'recorder' | 'timekeeper';
export type OfficiatingCorner = { name: string; club: string | null } | null;

export type OfficiatingBout = {
  boutId: number;
  tournament: { id: number; name: string; slug: string };
  category: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  /** The one ETA (the competition feature's bout-times): expected start, or the actual start once boxed. */
  eta: string | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  red: OfficiatingCorner;
  blue: OfficiatingCorner;
  role: OfficiatingRole;
  /** A judge's seat (1-5); null for the referee and the recorder. */
  seat: number | null;
  /** When the bout falls: today (Lagos) or in progress, later, or before today. */
  when: 'today' | 'upcoming' | 'past';
  outcome: string | null;
  winner: CornerName | null;
};

export type OfficiatingPage = {
  rows: OfficiatingBout[];
  page: number;
  pages: number;
  total: number;
};

async function corners(
  db: Database,
  entryIds: number[],
): Promise<Map<number, { name: string; club: string | null }>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({
      entryId: entries.id,
      first: profiles.firstName,
      last: profiles.lastName,
      account: user.name,
      club: organisations.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(inArray(entries.id, entryIds));
  return new Map(
    rows.map((r) => [
      r.entryId,
      { name: r.first ? `${r.first} ${r.last ?? ''}`.trim() : r.account, club: r.club },
    ]),
  );
}

/** The order of My Matches: today's (and any in progress) first, then upcoming, then the past, newest first. */
export function officiatingOrder(a: OfficiatingBout, b: OfficiatingBout): number {
  const rank = { today: 0, upcoming: 1, past: 2 } as const;
  if (rank[a.when] !== rank[b.when]) return rank[a.when] - rank[b.when];
  if (a.when === 'today' && (a.status === 'in_progress') !== (b.status === 'in_progress'))
    return a.status === 'in_progress' ? -1 : 1;
  const at = a.plannedStart ?? '';
  const bt = b.plannedStart ?? '';
  if (at !== bt) {
    // A bout not yet placed on the bout order comes after those that are.
    if (!at) return 1;
    if (!bt) return -1;
    return a.when === 'past' ? bt.localeCompare(at) : at.localeCompare(bt);
  }
  return (a.number ?? 0) - (b.number ?? 0) || a.boutId - b.boutId;
}

function whenOf(plannedStart: Date | null, status: OfficiatingBout['status'], today: string) {
  if (status === 'in_progress') return 'today' as const;
  if (plannedStart === null) return status === 'scheduled' ? ('upcoming' as const) : ('past' as const);
  const day = lagosDate(plannedStart);
  if (day === today) return 'today' as const;
  return day > today ? ('upcoming' as const) : ('past' as const);
}

/** Every bout the account officiates (any seat), in My Matches order. */
export async function allOfficiatingBouts(
  db: Database,
  userId: string,
  now: Date,
): Promise<OfficiatingBout[]> {
  const rows = await db
    .select({
      boutId: bouts.id,
      number: bouts.number,
      ring: bouts.ring,
      plannedStart: bouts.plannedStart,
      status: bouts.status,
      red: bouts.redEntryId,
      blue: bouts.blueEntryId,
      winner: bouts.winnerEntryId,
      outcome: bouts.outcome,
      role: boutOfficials.role,
      seat: boutOfficials.seat,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(boutOfficials)
    .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .where(and(eq(boutOfficials.userId, userId), ne(tournaments.status, 'draft')));
  const names = await corners(
    db,
    rows.flatMap((r) => [r.red, r.blue]).filter((id): id is number => id !== null),
  );
  const today = lagosDate(now);
  const etas = new Map<number, string | null>();
  for (const tournamentId of new Set(rows.map((r) => r.tournamentId)))
    for (const [id, eta] of await boutEtas(db, tournamentId, now)) etas.set(id, eta);
  return rows
    .map((r): OfficiatingBout => ({
      boutId: r.boutId,
      tournament: { id: r.tournamentId, name: r.tournamentName, slug: r.tournamentSlug },
      category: categoryLabel(r.weightClass, r.ageGroup, r.gender),
      number: r.number,
      ring: r.ring,
      plannedStart: r.plannedStart?.toISOString() ?? null,
      eta: etas.get(r.boutId) ?? null,
      status: r.status,
      red: r.red === null ? null : (names.get(r.red) ?? null),
      blue: r.blue === null ? null : (names.get(r.blue) ?? null),
      role: r.role,
      seat: r.role === 'judge' ? r.seat : null,
      when: whenOf(r.plannedStart, r.status, today),
      outcome: r.outcome,
      winner: r.winner === null ? null : r.winner === r.red ? 'red' : r.winner === r.blue ? 'blue' : null,
    }))
    .sort(officiatingOrder);
}

/** My Matches, one page of 10 (`page` is clamped to the pages there are). */
export async function officiatingBouts(
  db: Database,
  userId: string,
  page: number,
  now: Date,
): Promise<OfficiatingPage> {
  const all = await allOfficiatingBouts(db, userId, now);
  const pages = Math.max(1, Math.ceil(all.length / OFFICIATING_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    rows: all.slice((current - 1) * OFFICIATING_PAGE_SIZE, current * OFFICIATING_PAGE_SIZE),
    page: current,
    pages,
    total: all.length,
  };
}

/** True when the account holds a seat (referee, judge or recorder) on any bout. */
export async function officiatesAnyBout(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: boutOfficials.id })
    .from(boutOfficials)
    .where(eq(boutOfficials.userId, userId))
    .limit(1);
  return row !== undefined;
}

export type FoulRow = {
  id: number;
  boutId: number;
  bout: { number: number | null; tournament: string; slug: string };
  round: number;
  corner: CornerName;
  boxer: string | null;
  foulType: FoulType;
  description: string | null;
  deduct: boolean;
  createdAt: string;
};

/** The fouls the account called as referee, newest first, the first 10 (SPEC §7, §9). */
export async function foulHistory(db: Database, refereeId: string): Promise<FoulRow[]> {
  const rows = await db
    .select({
      id: fouls.id,
      boutId: fouls.boutId,
      number: bouts.number,
      tournament: tournaments.name,
      slug: tournaments.slug,
      round: fouls.roundNumber,
      corner: fouls.corner,
      entryId: fouls.entryId,
      foulType: fouls.foulType,
      description: fouls.description,
      deduct: fouls.deduct,
      createdAt: fouls.createdAt,
    })
    .from(fouls)
    .innerJoin(bouts, eq(bouts.id, fouls.boutId))
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .where(eq(fouls.refereeId, refereeId))
    .orderBy(desc(fouls.createdAt), desc(fouls.id))
    .limit(FOUL_HISTORY_LIMIT);
  const names = await corners(db, [...new Set(rows.map((r) => r.entryId))]);
  return rows.map((r) => ({
    id: r.id,
    boutId: r.boutId,
    bout: { number: r.number, tournament: r.tournament, slug: r.slug },
    round: r.round,
    corner: r.corner,
    boxer: names.get(r.entryId)?.name ?? null,
    foulType: r.foulType,
    description: r.description,
    deduct: r.deduct === 1,
    createdAt: r.createdAt.toISOString(),
  }));
}
