import { and, count, desc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  awards,
  bouts,
  entries,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { activeStatuses, categoryLabel, getTournament } from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import type { Workspace } from '~/features/organisations';
import { lagosDate } from '~/lib/lagos-time';
import { officialsByBout, tournamentCardTotals } from '~/features/competition';
import type { JudgeTotal } from '~/features/competition';
import { certificatePath, awardIdOfToken } from './certificate-link.server';
import { toCsv } from './csv';
import { MAX_JUDGES, MEDAL_NAMES, medalOrder, MEDALS, NO_CLUB, sortMedalTable } from './sheets';
import type { BoutOfficialsSheet, ClubMedals, MedalType, ResultBout } from './sheets';
import { progressOf } from './progress';
import type { Progress } from './progress';
import type { Named } from './sheets';

/**
 * Results that last (issue 16 item 6, reading side): a boxer's awards and progress, a certificate per
 * award, a tournament's official results (per-category sheets, the club medal table, the best boxer) and
 * their CSV. The awards rows, records and suspensions are written by the competition feature when a bout
 * is decided; the best boxer by `nameBestBoxer` (results-settings.server.ts).
 */

export type AwardRow = {
  id: number;
  title: string;
  description: string | null;
  awardType: string;
  place: number | null;
  tournament: { name: string; slug: string } | null;
  category: string | null;
  /** ISO instant. */
  issuedAt: string;
  /** The certificate's address (an opaque token, not the award's number: certificate-link.server.ts). */
  certificate: string;
};

const notFound = (message: string) => new ServiceError(404, 'not_found', message);

/**
 * SPEC §7: the boxer's awards by boxer_id, newest issued first, each with its certificate's address (made
 * with `secret`, the server's: config.authSecret).
 */
export async function boxerAwards(db: Database, boxerId: string, secret: string): Promise<AwardRow[]> {
  const rows = await db
    .select({
      id: awards.id,
      title: awards.title,
      description: awards.description,
      awardType: awards.awardType,
      place: awards.place,
      issuedAt: awards.issuedAt,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(awards)
    .leftJoin(tournaments, eq(tournaments.id, awards.tournamentId))
    .leftJoin(tournamentCategories, eq(tournamentCategories.id, awards.categoryId))
    .where(eq(awards.boxerId, boxerId))
    .orderBy(desc(awards.issuedAt), desc(awards.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    awardType: r.awardType,
    place: r.place,
    tournament:
      r.tournamentName && r.tournamentSlug ? { name: r.tournamentName, slug: r.tournamentSlug } : null,
    category:
      r.weightClass && r.ageGroup && r.gender ? categoryLabel(r.weightClass, r.ageGroup, r.gender) : null,
    issuedAt: r.issuedAt.toISOString(),
    certificate: certificatePath(secret, r.id),
  }));
}

export type Journey = {
  record: { wins: number; losses: number; draws: number };
  medicalCleared: boolean;
  activeTournaments: number;
  upcomingMatches: number;
  awards: number;
  progress: Progress;
  /** A medical suspension still running (Lagos date, inclusive), with its reason: the boxer's own. */
  suspension: { until: string; reason: string | null } | null;
};

/** The facts of the boxer dashboard's Progress tab (SPEC §9), read for one boxer. */
export async function boxerJourney(db: Database, boxerId: string, now: Date): Promise<Journey> {
  const [profile] = await db
    .select({
      wins: profiles.wins,
      losses: profiles.losses,
      draws: profiles.draws,
      medicalCleared: profiles.medicalCleared,
      suspendedUntil: profiles.suspendedUntil,
      suspensionReason: profiles.suspensionReason,
    })
    .from(profiles)
    .where(eq(profiles.id, boxerId));
  const mine = db
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.boxerId, boxerId), ne(tournaments.status, 'draft')));
  const [[active], [upcoming], [won]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${entries.tournamentId})`.mapWith(Number) })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(
        and(
          eq(entries.boxerId, boxerId),
          ne(entries.status, 'withdrawn'),
          inArray(tournaments.status, [...activeStatuses]),
        ),
      ),
    db
      .select({ n: count() })
      .from(bouts)
      .where(
        and(
          inArray(bouts.status, ['scheduled', 'in_progress']),
          or(inArray(bouts.redEntryId, mine), inArray(bouts.blueEntryId, mine)),
        ),
      ),
    db.select({ n: count() }).from(awards).where(eq(awards.boxerId, boxerId)),
  ]);
  const record = { wins: profile?.wins ?? 0, losses: profile?.losses ?? 0, draws: profile?.draws ?? 0 };
  const facts = {
    ...record,
    medicalCleared: profile?.medicalCleared ?? false,
    activeTournaments: active?.n ?? 0,
    upcomingMatches: upcoming?.n ?? 0,
    awards: won?.n ?? 0,
  };
  const today = lagosDate(now);
  return {
    record,
    medicalCleared: facts.medicalCleared,
    activeTournaments: facts.activeTournaments,
    upcomingMatches: facts.upcomingMatches,
    awards: facts.awards,
    progress: progressOf(facts),
    suspension:
      profile?.suspendedUntil && profile.suspendedUntil >= today
        ? { until: profile.suspendedUntil, reason: profile.suspensionReason }
        : null,
  };
}

/** A medical suspension still running (Lagos date, inclusive) and its reason. */
export type Suspension = { until: string; reason: string | null };

/**
 * The boxer's medical suspension still running on `now`'s Lagos date, or null. A medical fact: only for those
 * `boxerPrivacy` lets see private facts (the boxer page asks it first).
 */
export async function runningSuspension(
  db: Database,
  boxerId: string,
  now: Date,
): Promise<Suspension | null> {
  const [profile] = await db
    .select({ until: profiles.suspendedUntil, reason: profiles.suspensionReason })
    .from(profiles)
    .where(and(eq(profiles.id, boxerId), gte(profiles.suspendedUntil, lagosDate(now))));
  return profile?.until ? { until: profile.until, reason: profile.reason } : null;
}

export type Certificate = {
  id: number;
  title: string;
  description: string | null;
  awardType: string;
  place: number | null;
  boxer: { id: string; name: string; club: string | null };
  category: string | null;
  tournament: {
    name: string;
    slug: string;
    city: string;
    venue: string | null;
    startDate: string;
    endDate: string;
  } | null;
  organisation: string | null;
  /** ISO instant. */
  issuedAt: string;
  /** Its own address. */
  path: string;
};

/**
 * One award's certificate, by its token (certificate-link.server.ts): public to whoever has the address, as
 * the award is on the boxer's profile (a certificate is made to be shown), but not found by counting. An
 * award's bare number, a token not made with `secret`, and an award of a tournament still a draft are a 404.
 */
export async function awardCertificate(db: Database, secret: string, token: string): Promise<Certificate> {
  const id = awardIdOfToken(secret, token);
  if (id === null) throw notFound('There is no certificate at this address.');
  const [row] = await db
    .select({
      id: awards.id,
      title: awards.title,
      description: awards.description,
      awardType: awards.awardType,
      place: awards.place,
      issuedAt: awards.issuedAt,
      boxerId: awards.boxerId,
      accountName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      clubId: profiles.clubId,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
      tournamentStatus: tournaments.status,
      city: tournaments.city,
      venue: tournaments.venue,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      organisation: organisations.name,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(awards)
    .innerJoin(user, eq(user.id, awards.boxerId))
    .leftJoin(profiles, eq(profiles.id, awards.boxerId))
    .leftJoin(tournaments, eq(tournaments.id, awards.tournamentId))
    .leftJoin(organisations, eq(organisations.id, tournaments.organisationId))
    .leftJoin(tournamentCategories, eq(tournamentCategories.id, awards.categoryId))
    .where(eq(awards.id, id));
  if (!row || row.tournamentStatus === 'draft') throw notFound('There is no certificate at this address.');
  const [club] =
    row.clubId === null
      ? []
      : await db
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, row.clubId));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    awardType: row.awardType,
    place: row.place,
    boxer: {
      id: row.boxerId,
      name: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.accountName,
      club: club?.name ?? null,
    },
    category:
      row.weightClass && row.ageGroup && row.gender
        ? categoryLabel(row.weightClass, row.ageGroup, row.gender)
        : null,
    tournament:
      row.tournamentName && row.tournamentSlug
        ? {
            name: row.tournamentName,
            slug: row.tournamentSlug,
            city: row.city ?? '',
            venue: row.venue,
            startDate: row.startDate ?? '',
            endDate: row.endDate ?? '',
          }
        : null,
    organisation: row.organisation,
    issuedAt: row.issuedAt.toISOString(),
    path: certificatePath(secret, row.id),
  };
}

// ---------------------------------------------------------------------------------------------------
// Official results

/** Every entry of a tournament with the name and club people read (the profile's, else the account's). */
async function tournamentBoxers(db: Database, tournamentId: number): Promise<Map<number, Named>> {
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
    .where(eq(entries.tournamentId, tournamentId));
  return new Map(
    rows.map((r) => [
      r.entryId,
      {
        boxerId: r.boxerId,
        name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.accountName,
        club: r.club,
      },
    ]),
  );
}

export type Placing = {
  awardId: number;
  place: number;
  medal: MedalType;
  boxer: Named;
};

export type CategorySheet = {
  id: number;
  label: string;
  drawn: boolean;
  /** Every bout decided (or cancelled) and the medals issued. */
  complete: boolean;
  decided: number;
  total: number;
  placings: Placing[];
  bouts: ResultBout[];
};

export type TournamentResults = {
  tournament: Pick<
    TournamentDetail,
    'id' | 'slug' | 'name' | 'startDate' | 'endDate' | 'city' | 'venue' | 'status' | 'organisation'
  >;
  categories: CategorySheet[];
  medalTable: ClubMedals[];
  bestBoxer: { awardId: number; boxer: Named; description: string | null } | null;
};

/**
 * A tournament's official results as the public reads them: per category its placings with medals (the
 * awards the competition feature issued when its last bout was decided) and every bout's result (outcome,
 * round, verdict); the clubs' medal table; the best boxer the organiser named. A draft is not found.
 */
export async function tournamentResults(
  db: Database,
  slug: string,
  viewer: Workspace | null,
): Promise<TournamentResults> {
  const t = await getTournament(db, slug, viewer);
  const [states, boutRows, awardRows, names, seats, cardTotals] = await Promise.all([
    db
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(and(eq(tournamentCategories.tournamentId, t.id), isNotNull(tournamentCategories.drawState))),
    db
      .select({
        id: bouts.id,
        categoryId: bouts.categoryId,
        number: bouts.number,
        engineBoutId: bouts.engineBoutId,
        status: bouts.status,
        red: bouts.redEntryId,
        blue: bouts.blueEntryId,
        winner: bouts.winnerEntryId,
        outcome: bouts.outcome,
        round: bouts.decidedRound,
        verdict: bouts.verdict,
      })
      .from(bouts)
      .where(eq(bouts.tournamentId, t.id)),
    db
      .select({
        id: awards.id,
        boxerId: awards.boxerId,
        categoryId: awards.categoryId,
        entryId: awards.entryId,
        awardType: awards.awardType,
        place: awards.place,
        description: awards.description,
      })
      .from(awards)
      .where(eq(awards.tournamentId, t.id)),
    tournamentBoxers(db, t.id),
    officialsByBout(db, t.id),
    tournamentCardTotals(db, t.id),
  ]);
  const drawn = new Set(states.map((s) => s.id));
  const officialsOf = (boutId: number): BoutOfficialsSheet => {
    const seated = seats.get(boutId);
    return {
      referee: seated?.named.referee ?? null,
      judges: judgeSheets(seated?.judges ?? [], seated?.named.judges ?? [], cardTotals.get(boutId)),
    };
  };
  const byBoxer = new Map([...names.values()].map((n) => [n.boxerId, n]));
  const named = (entryId: number | null, boxerId: string): Named =>
    (entryId === null ? undefined : names.get(entryId)) ??
    byBoxer.get(boxerId) ?? { boxerId, name: 'Unknown boxer', club: null };
  const corner = (id: number | null) => (id === null ? null : (names.get(id) ?? null));

  const categories: CategorySheet[] = t.categories
    .map((c) => {
      const mine = boutRows
        .filter((b) => b.categoryId === c.id && b.status !== 'cancelled')
        .sort(
          (a, b) =>
            (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
            a.engineBoutId.localeCompare(b.engineBoutId),
        );
      const placings = awardRows
        .filter((a) => a.categoryId === c.id && (MEDALS as readonly string[]).includes(a.awardType))
        .map((a) => ({
          awardId: a.id,
          place: a.place ?? 3,
          medal: a.awardType as MedalType,
          boxer: named(a.entryId, a.boxerId),
        }))
        .sort(
          (a, b) => a.place - b.place || medalOrder[a.medal] - medalOrder[b.medal] || a.awardId - b.awardId,
        );
      const decided = mine.filter((b) => b.status === 'decided').length;
      return {
        id: c.id,
        label: c.label,
        drawn: drawn.has(c.id),
        complete: placings.length > 0,
        decided,
        total: mine.length,
        placings,
        bouts: mine.map((b) => ({
          id: b.id,
          number: b.number,
          status: b.status,
          red: corner(b.red),
          blue: corner(b.blue),
          winner:
            b.winner === null
              ? null
              : b.winner === b.red
                ? ('red' as const)
                : b.winner === b.blue
                  ? ('blue' as const)
                  : null,
          outcome: b.outcome,
          round: b.round,
          verdict: b.verdict,
          officials: officialsOf(b.id),
        })),
      };
    })
    .filter((c) => c.drawn || c.placings.length > 0);

  const table = new Map<string, ClubMedals>();
  for (const c of categories)
    for (const p of c.placings) {
      const club = p.boxer.club ?? NO_CLUB;
      const row = table.get(club) ?? { club, gold: 0, silver: 0, bronze: 0, total: 0 };
      if (p.medal === 'gold_medal') row.gold += 1;
      else if (p.medal === 'silver_medal') row.silver += 1;
      else row.bronze += 1;
      row.total += 1;
      table.set(club, row);
    }
  const best = awardRows.find((a) => a.awardType === 'best_boxer');
  return {
    tournament: {
      id: t.id,
      slug: t.slug,
      name: t.name,
      startDate: t.startDate,
      endDate: t.endDate,
      city: t.city,
      venue: t.venue,
      status: t.status,
      organisation: t.organisation,
    },
    categories,
    medalTable: sortMedalTable([...table.values()]),
    bestBoxer: best
      ? { awardId: best.id, boxer: named(best.entryId, best.boxerId), description: best.description }
      : null,
  };
}

/**
 * A bout's judges in seat order, each with their total (the public bout page's, `tournamentCardTotals`): the
 * total their card names them on, else the one at their place in the seat order (the engine keeps the cards
 * in seat order).
 */
function judgeSheets(
  ids: readonly string[],
  names: readonly string[],
  totals: readonly JudgeTotal[] | undefined,
): BoutOfficialsSheet['judges'] {
  return names.map((name, i) => {
    const total = totals?.find((t) => t.judge !== null && t.judge === ids[i]) ?? totals?.[i];
    return { seat: i + 1, name, red: total?.red ?? null, blue: total?.blue ?? null };
  });
}

/**
 * What the Bout column says of a bout the bout order never numbered, rather than a blank a reader takes for
 * a missing figure: a walkover given before the order was made (a boxer withdrew, missed weight or was
 * suspended first), or a bout boxed or cancelled while the category had no order.
 */
function unnumbered(bout: ResultBout): string {
  return bout.outcome === 'WO' ? 'Withdrawn before the bout order' : 'Not in the bout order';
}

/**
 * The officials' columns, after all the others (integrators read the first fifteen by place): the referee,
 * then for each of the MAX_JUDGES seats the judge's name and their total for red and for blue. A seat the
 * bout does not have is blank; so is a total until the public bout page shows the cards (a decision on
 * points).
 */
const officialsHeader = [
  'Referee',
  ...Array.from({ length: MAX_JUDGES }, (_, i) => [
    `Judge ${i + 1}`,
    `Judge ${i + 1} red`,
    `Judge ${i + 1} blue`,
  ]).flat(),
];

function officialsCells(officials: BoutOfficialsSheet | null): unknown[] {
  if (!officials) return officialsHeader.map(() => '');
  return [
    officials.referee,
    ...Array.from({ length: MAX_JUDGES }, (_, i) => {
      const judge = officials.judges.find((j) => j.seat === i + 1);
      return [judge?.name, judge?.red, judge?.blue];
    }).flat(),
  ];
}

/**
 * The official results as CSV for federations: one row per bout of every category (in bout order), then
 * one row per placing. Same columns throughout, so a spreadsheet filters on "Row"; each bout's officials and
 * the judges' totals come last (officialsHeader), so the columns before them keep their places.
 */
export function resultsCsv(results: TournamentResults): string {
  const header = [
    'Row',
    'Category',
    'Bout',
    'Red',
    'Red club',
    'Blue',
    'Blue club',
    'Winner',
    'Outcome',
    'Round',
    'Verdict',
    'Place',
    'Medal',
    'Boxer',
    'Club',
    ...officialsHeader,
  ];
  const rows: unknown[][] = [header];
  for (const c of results.categories)
    for (const b of c.bouts) {
      const winner = b.winner === 'red' ? b.red : b.winner === 'blue' ? b.blue : null;
      rows.push([
        'Bout',
        c.label,
        b.number ?? unnumbered(b),
        b.red?.name,
        b.red?.club,
        b.blue?.name,
        b.blue?.club,
        winner?.name ?? (b.status === 'decided' ? 'Draw' : ''),
        b.status === 'decided' ? b.outcome : b.status.replace('_', ' '),
        b.round,
        b.verdict,
        '',
        '',
        '',
        '',
        ...officialsCells(b.officials),
      ]);
    }
  for (const c of results.categories)
    for (const p of c.placings)
      rows.push([
        'Placing',
        c.label,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        p.place,
        MEDAL_NAMES[p.medal],
        p.boxer.name,
        p.boxer.club ?? NO_CLUB,
        ...officialsCells(null),
      ]);
  if (results.bestBoxer)
    rows.push([
      'Best boxer',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Best boxer',
      results.bestBoxer.boxer.name,
      results.bestBoxer.boxer.club ?? NO_CLUB,
      ...officialsCells(null),
    ]);
  return toCsv(rows);
}
