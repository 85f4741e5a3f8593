import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import type { Database } from '@server/db/client';
import {
  boutOfficials,
  bouts,
  entries,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { categoryLabel, getTournament } from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import type { Workspace } from '~/features/organisations';
import { lagosDate } from '~/lib/lagos-time';
import { pickDay } from '~/lib/event-days';
import type { EventDays } from '~/lib/event-days';
import { dayBounds, lagosDayOf } from '~/lib/event-days.server';
import { boutEtas, drawView } from '~/features/competition';
import { bracketLayout, ringOrders, standingsTable } from './shaping';
import type { BoutRow, BracketSection, Boxer, StandingsRow } from './shaping';

/**
 * The read side of a tournament as it is boxed (issue 15 items 6-8): brackets and tables per category, the
 * bout order by ring, a boxer's public profile, a boxer's own bouts and the workspace's Matches tab. Reads
 * only: the draws and bouts are written by the competition feature.
 */

type BoxerFacts = Boxer & { entryId: number };

/** Every entry of some tournaments with the name and club people read (the profile's, else the account's). */
async function entryBoxers(db: Database, where: SQL | undefined): Promise<Map<number, BoxerFacts>> {
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
    .where(where);
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

const notFound = (message: string) => new ServiceError(404, 'not_found', message);

const boutRowColumns = {
  id: bouts.id,
  engineBoutId: bouts.engineBoutId,
  number: bouts.number,
  ring: bouts.ring,
  plannedStart: bouts.plannedStart,
  status: bouts.status,
  outcome: bouts.outcome,
  startedAt: bouts.startedAt,
  redEntryId: bouts.redEntryId,
  blueEntryId: bouts.blueEntryId,
  winnerEntryId: bouts.winnerEntryId,
  categoryId: bouts.categoryId,
};

export type CategoryPage = {
  tournament: Pick<TournamentDetail, 'id' | 'slug' | 'name' | 'startDate' | 'endDate' | 'city' | 'status'>;
  category: { id: number; label: string };
  categories: { id: number; label: string }[];
  format: string;
  view:
    | { kind: 'not-drawn' }
    | { kind: 'walkover'; boxer: Boxer }
    | { kind: 'bracket'; sections: BracketSection[] }
    | { kind: 'table'; standings: StandingsRow[]; sections: BracketSection[] };
};

/**
 * One category's draw as the public reads it (the competition feature's one read model): a knockout
 * bracket, or a pool's or Swiss event's table with its rounds. A category with one entry has no bout: its
 * boxer is shown as placed without one.
 */
export async function categoryPage(
  db: Database,
  slug: string,
  categoryId: string,
  viewer: Workspace | null,
  now: Date,
): Promise<CategoryPage> {
  const tournament = await getTournament(db, slug, viewer);
  const id = /^\d{1,9}$/.test(categoryId) ? Number(categoryId) : NaN;
  const category = tournament.categories.find((c) => c.id === id);
  if (!category) throw notFound('This tournament has no such category.');
  const base = {
    tournament: {
      id: tournament.id,
      slug: tournament.slug,
      name: tournament.name,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      city: tournament.city,
      status: tournament.status,
    },
    category: { id: category.id, label: category.label },
    categories: tournament.categories.map((c) => ({ id: c.id, label: c.label })),
    format: tournament.format,
  };
  const view = await drawView(db, category.id, now);
  if (!view || view.kind === 'not-drawn') return { ...base, view: { kind: 'not-drawn' } };
  if (view.kind === 'walkover')
    return view.walkoverChampion
      ? { ...base, format: view.format, view: { kind: 'walkover', boxer: view.walkoverChampion } }
      : { ...base, view: { kind: 'not-drawn' } };
  const sections = bracketLayout(view);
  if (view.standings)
    return {
      ...base,
      format: view.format,
      view: { kind: 'table', standings: standingsTable(view.standings), sections },
    };
  return { ...base, format: view.format, view: { kind: 'bracket', sections } };
}

export type OrderLine = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
  startedAt: Date | null;
  status: BoutRow['status'];
  category: { id: number; label: string };
  red: Boxer | null;
  blue: Boxer | null;
  winner: 'red' | 'blue' | null;
  outcome: string | null;
};

/** A tournament's bouts with names and categories; `numbered`: only those the bout order has placed. */
async function tournamentLines(db: Database, tournamentId: number, numbered = false): Promise<OrderLine[]> {
  const rows = await db
    .select(boutRowColumns)
    .from(bouts)
    .where(and(eq(bouts.tournamentId, tournamentId), numbered ? isNotNull(bouts.number) : undefined));
  return orderLines(db, tournamentId, rows);
}

type BoutRowFacts = Pick<typeof bouts.$inferSelect, keyof typeof boutRowColumns>;

/** Bouts rows with their boxers' names and categories' labels, read for those rows' entries only. */
async function orderLines(
  db: Database,
  tournamentId: number,
  rows: readonly BoutRowFacts[],
): Promise<OrderLine[]> {
  const entryIds = [...new Set(rows.flatMap((r) => [r.redEntryId, r.blueEntryId]))].filter(
    (id): id is number => id !== null,
  );
  const [names, cats] = await Promise.all([
    entryBoxers(db, anyOf(entries.id, entryIds)),
    db
      .select({
        id: tournamentCategories.id,
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
      })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, tournamentId)),
  ]);
  const labels = new Map(cats.map((c) => [c.id, categoryLabel(c.weightClass, c.ageGroup, c.gender)]));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    ring: r.ring,
    plannedStart: r.plannedStart,
    startedAt: r.startedAt,
    status: r.status,
    category: { id: r.categoryId, label: labels.get(r.categoryId) ?? '' },
    red: r.redEntryId === null ? null : (names.get(r.redEntryId) ?? null),
    blue: r.blueEntryId === null ? null : (names.get(r.blueEntryId) ?? null),
    winner:
      r.winnerEntryId === null
        ? null
        : r.winnerEntryId === r.redEntryId
          ? 'red'
          : r.winnerEntryId === r.blueEntryId
            ? 'blue'
            : null,
    outcome: r.outcome,
  }));
}

export type BoutOrderPage = {
  tournament: Pick<TournamentDetail, 'id' | 'slug' | 'name' | 'startDate' | 'endDate' | 'city' | 'status'>;
  rings: {
    ring: number | null;
    now: OrderLine | null;
    next: OrderLine | null;
    bouts: { bout: OrderLine; eta: string | null }[];
  }[];
};

/** A tournament's bout order by ring, each ring with its Now and Next and every bout's ETA. */
export async function boutOrderPage(
  db: Database,
  slug: string,
  viewer: Workspace | null,
  now: Date,
): Promise<BoutOrderPage> {
  const t = await getTournament(db, slug, viewer);
  const lines = await tournamentLines(db, t.id, true);
  return {
    tournament: {
      id: t.id,
      slug: t.slug,
      name: t.name,
      startDate: t.startDate,
      endDate: t.endDate,
      city: t.city,
      status: t.status,
    },
    rings: ringOrders(lines, await boutEtas(db, t.id, now)),
  };
}

export type BoutOrderDay = BoutOrderPage & EventDays;

/**
 * The public bout order of one day (pickDay: the day asked, else today, else the next event day, else the
 * first), each ring with its Now and Next and the day's bouts with their ETAs. Reads only that day's bouts,
 * each ring's bout in progress and the bout after it, and their boxers' names: a 600-entry event has ~580
 * bouts over six days, and reading them all to show one day's was most of the page's time (issue 15).
 * Now, Next and the ETAs are those of the whole order (boutOrderPage), the list that day's.
 */
export async function boutOrderDay(
  db: Database,
  slug: string,
  viewer: Workspace | null,
  now: Date,
  askedDay: string | null,
): Promise<BoutOrderDay> {
  const t = await getTournament(db, slug, viewer);
  const placed = and(eq(bouts.tournamentId, t.id), isNotNull(bouts.number), ne(bouts.status, 'cancelled'));
  const dayOf = lagosDayOf(bouts.plannedStart);
  const spread = await db
    .selectDistinct({ ring: bouts.ring, day: sql<string | null>`${dayOf}` })
    .from(bouts)
    .where(placed);
  const { days, day } = pickDay(
    [...new Set(spread.flatMap((s) => (s.day === null ? [] : [s.day])))],
    askedDay,
    now,
  );
  // Bouts the order could not fit into the sessions are listed after the last day's.
  const onDay =
    day === null
      ? undefined
      : or(
          and(gte(bouts.plannedStart, dayBounds(day).start), lt(bouts.plannedStart, dayBounds(day).end)),
          day === days.at(-1) ? isNull(bouts.plannedStart) : undefined,
        );
  // Each ring's Now (its first bout in progress) and Next (the first scheduled after it), wherever they are.
  // The bouts in progress are read first: a subquery per row for "after the ring's current" cost ~250 ms.
  const liveRows = await db
    .select(boutRowColumns)
    .from(bouts)
    .where(and(placed, eq(bouts.status, 'in_progress')));
  const currentOf = new Map<number, number>();
  for (const r of liveRows)
    if (r.ring !== null && r.number !== null)
      currentOf.set(r.ring, Math.min(r.number, currentOf.get(r.ring) ?? Infinity));
  const after =
    currentOf.size === 0
      ? undefined
      : sql`${bouts.number} > case ${bouts.ring} ${sql.join(
          [...currentOf].map(([ring, number]) => sql`when ${ring} then ${number}`),
          sql` `,
        )} else -1 end`;
  const [dayRows, nextRows] = await Promise.all([
    day === null ? [] : db.select(boutRowColumns).from(bouts).where(and(placed, onDay)),
    db
      .selectDistinctOn([bouts.ring], boutRowColumns)
      .from(bouts)
      .where(and(placed, eq(bouts.status, 'scheduled'), after))
      .orderBy(bouts.ring, bouts.number, bouts.plannedStart, bouts.id),
  ]);
  const rows = new Map([...liveRows, ...nextRows, ...dayRows].map((r) => [r.id, r]));
  const lines = await orderLines(db, t.id, [...rows.values()]);
  const shown = new Set(dayRows.map((r) => r.id));
  const rings = ringOrders(lines, await boutEtas(db, t.id, now)).map((ring) => ({
    ...ring,
    bouts: ring.bouts.filter(({ bout }) => shown.has(bout.id)),
  }));
  // Every ring of the order has its place, with or without bouts that day.
  for (const ring of new Set(spread.map((s) => s.ring)))
    if (!rings.some((r) => r.ring === ring)) rings.push({ ring, now: null, next: null, bouts: [] });
  rings.sort((a, b) => (a.ring ?? Infinity) - (b.ring ?? Infinity));
  return {
    tournament: {
      id: t.id,
      slug: t.slug,
      name: t.name,
      startDate: t.startDate,
      endDate: t.endDate,
      city: t.city,
      status: t.status,
    },
    rings,
    days,
    day,
  };
}

export type ProfileBout = {
  boutId: number;
  tournament: { name: string; slug: string };
  category: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  eta: string | null;
  status: BoutRow['status'];
  corner: 'red' | 'blue';
  /** Whose bout this is (the boxer, or the coach's student, the list is about). */
  boxer: Boxer | null;
  opponent: Boxer | null;
  result: 'won' | 'lost' | 'drawn' | null;
  outcome: string | null;
};

/**
 * A boxer's bouts, newest first (SPEC §7 "own matches, newest first"): by planned start, bouts not yet
 * placed on the bout order last. Each with its ring's ETA, so "when is my fight" reads the ring's lateness.
 */
async function boxerBouts(db: Database, boxerId: string, now: Date, limit?: number): Promise<ProfileBout[]> {
  const out = await boutsOf(db, [boxerId], now);
  out.sort(
    (a, b) =>
      (b.plannedStart ?? '').localeCompare(a.plannedStart ?? '') ||
      (b.number ?? 0) - (a.number ?? 0) ||
      b.boutId - a.boutId,
  );
  return limit === undefined ? out : out.slice(0, limit);
}

/** Every bout of some boxers' entries in tournaments that are not drafts, each from their side. */
async function boutsOf(db: Database, boxerIds: readonly string[], now: Date): Promise<ProfileBout[]> {
  if (boxerIds.length === 0) return [];
  const mine = await db
    .select({ entryId: entries.id, tournamentId: entries.tournamentId })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(inArray(entries.boxerId, [...boxerIds]), ne(tournaments.status, 'draft')));
  if (mine.length === 0) return [];
  const tournamentIds = [...new Set(mine.map((m) => m.tournamentId))];
  const entryIds = new Set(mine.map((m) => m.entryId));
  const facts = await db
    .select({ id: tournaments.id, name: tournaments.name, slug: tournaments.slug })
    .from(tournaments)
    .where(inArray(tournaments.id, tournamentIds));
  const out: ProfileBout[] = [];
  for (const t of facts) {
    const [lines, etas] = await Promise.all([tournamentLines(db, t.id), boutEtas(db, t.id, now)]);
    const rows = await db
      .select({ id: bouts.id, red: bouts.redEntryId, blue: bouts.blueEntryId })
      .from(bouts)
      .where(
        and(
          eq(bouts.tournamentId, t.id),
          or(inArray(bouts.redEntryId, [...entryIds]), inArray(bouts.blueEntryId, [...entryIds])),
        ),
      );
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const row of rows) {
      const line = byId.get(row.id);
      if (!line) continue;
      const corner = row.red !== null && entryIds.has(row.red) ? 'red' : 'blue';
      const other = corner === 'red' ? line.blue : line.red;
      out.push({
        boxer: corner === 'red' ? line.red : line.blue,
        boutId: line.id,
        tournament: { name: t.name, slug: t.slug },
        category: line.category.label,
        number: line.number,
        ring: line.ring,
        plannedStart: line.plannedStart?.toISOString() ?? null,
        eta: etas.get(line.id) ?? null,
        status: line.status,
        corner,
        opponent: other,
        result:
          line.status !== 'decided'
            ? null
            : line.winner === null
              ? 'drawn'
              : line.winner === corner
                ? 'won'
                : 'lost',
        outcome: line.outcome,
      });
    }
  }
  return out;
}

/** SPEC §9: the boxer's My Matches shows the first 10. */
export const MY_MATCHES_LIMIT = 10;

/** The boxer's own bouts, newest first, the first 10 (My Matches). */
export function myBouts(db: Database, boxerId: string, now: Date): Promise<ProfileBout[]> {
  return boxerBouts(db, boxerId, now, MY_MATCHES_LIMIT);
}

/** SPEC §9: the coach's Match Schedule shows the first 10. */
export const COACH_SCHEDULE_LIMIT = 10;

/**
 * The coach dashboard's Match Schedule (SPEC §7 "matches with scheduled_time at or after now"): the
 * upcoming bouts (scheduled or in the ring now) of the coach's students, soonest first by planned start
 * (bouts not yet on the bout order last), the first 10 and how many in all. A coach's students are those
 * My Students lists (DESIGN's narrowing of SPEC §7): the boxers they coach, and the boxers of the club they
 * coach for; a platform admin who opens the dashboard sees the boxers they coach themselves.
 */
export async function coachBouts(
  db: Database,
  coach: Workspace,
  now: Date,
): Promise<{ bouts: ProfileBout[]; total: number; next: ProfileBout[] }> {
  const club =
    coach.membership && coach.membership.memberRole !== 'official' ? coach.membership.organisationId : null;
  const students = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      and(
        eq(user.role, 'boxer'),
        club === null
          ? eq(profiles.coachId, coach.viewer.id)
          : or(eq(profiles.coachId, coach.viewer.id), eq(profiles.clubId, club)),
      ),
    );
  const upcoming = (
    await boutsOf(
      db,
      students.map((s) => s.id),
      now,
    )
  ).filter((b) => b.status === 'scheduled' || b.status === 'in_progress');
  upcoming.sort(
    (a, b) =>
      (a.status === 'in_progress' ? 0 : 1) - (b.status === 'in_progress' ? 0 : 1) ||
      (a.plannedStart === null ? 1 : 0) - (b.plannedStart === null ? 1 : 0) ||
      (a.plannedStart ?? '').localeCompare(b.plannedStart ?? '') ||
      (a.number ?? 0) - (b.number ?? 0) ||
      a.boutId - b.boutId,
  );
  // Each student's next bout (issue 30 item 6: My Students says when each one boxes next).
  const next = new Map<string, ProfileBout>();
  for (const b of upcoming) if (b.boxer?.boxerId && !next.has(b.boxer.boxerId)) next.set(b.boxer.boxerId, b);
  return { bouts: upcoming.slice(0, COACH_SCHEDULE_LIMIT), total: upcoming.length, next: [...next.values()] };
}

/** Every one of the boxer's bouts (their iCal feed). */
export function allMyBouts(db: Database, boxerId: string, now: Date): Promise<ProfileBout[]> {
  return boxerBouts(db, boxerId, now);
}

export type BoutRecord = { wins: number; losses: number; draws: number };

/** What the boxed bouts of a list add up to, by the officiating service's rule (a walkover is no bout boxed). */
export function recordOf(list: readonly ProfileBout[]): BoutRecord {
  const record = { wins: 0, losses: 0, draws: 0 };
  for (const b of list) {
    if (b.result === null || b.outcome === null || b.outcome === 'WO' || b.opponent === null) continue;
    if (b.result === 'won') record.wins++;
    else if (b.result === 'lost') record.losses++;
    else record.draws++;
  }
  return record;
}

export type BoxerProfile = {
  id: string;
  name: string;
  club: string | null;
  /** The category of their latest entry (the latest not withdrawn, if any). */
  category: string;
  /**
   * The career record the profile keeps (what was declared before the platform, and every result on it since:
   * the officiating service adds each bout boxed).
   */
  record: BoutRecord;
  /** Issue 30 item 6: the record of the bouts boxed on the platform (`bouts` decided, walkovers aside). */
  recordOnPlatform: BoutRecord;
  /** The record before the platform: the career record less the bouts boxed on it. */
  recordBefore: BoutRecord;
  tournaments: {
    name: string;
    slug: string;
    startDate: string;
    category: string;
    withdrawn: boolean;
    /** Completed, or its last day is past (Lagos): what a stranger reading a minor is shown. */
    finished: boolean;
  }[];
  bouts: ProfileBout[];
};

/**
 * A boxer's profile: name, club, category, W-L-D record and what they entered and boxed. No date of birth,
 * weight or medical fact; what of it each viewer sees is `boxerPage`'s (boxer-page.server.ts). Only a boxer
 * who has entered a published tournament has one: everyone else's address is a 404, so an account's
 * existence is not told.
 */
export async function boxerProfile(db: Database, id: string, now: Date): Promise<BoxerProfile> {
  if (id.length === 0 || id.length > 100) throw notFound('There is no boxer at this address.');
  const [person] = await db
    .select({
      id: user.id,
      accountName: user.name,
      role: user.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      wins: profiles.wins,
      losses: profiles.losses,
      draws: profiles.draws,
      club: organisations.name,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(eq(user.id, id));
  if (!person) throw notFound('There is no boxer at this address.');
  const entered = await db
    .select({
      name: tournaments.name,
      slug: tournaments.slug,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      tournamentStatus: tournaments.status,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      status: entries.status,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(and(eq(entries.boxerId, id), ne(tournaments.status, 'draft')))
    .orderBy(desc(tournaments.startDate));
  if (entered.length === 0) throw notFound('There is no boxer at this address.');
  const today = lagosDate(now);
  const latest = entered.find((e) => e.status !== 'withdrawn') ?? entered[0]!;
  const bouts = await boxerBouts(db, id, now);
  const record = { wins: person.wins ?? 0, losses: person.losses ?? 0, draws: person.draws ?? 0 };
  const recordOnPlatform = recordOf(bouts);
  return {
    id: person.id,
    name: person.firstName ? `${person.firstName} ${person.lastName ?? ''}`.trim() : person.accountName,
    club: person.club,
    category: categoryLabel(latest.weightClass, latest.ageGroup, latest.gender),
    record,
    recordOnPlatform,
    recordBefore: {
      wins: Math.max(0, record.wins - recordOnPlatform.wins),
      losses: Math.max(0, record.losses - recordOnPlatform.losses),
      draws: Math.max(0, record.draws - recordOnPlatform.draws),
    },
    tournaments: entered.map((e) => ({
      name: e.name,
      slug: e.slug,
      startDate: e.startDate,
      category: categoryLabel(e.weightClass, e.ageGroup, e.gender),
      withdrawn: e.status === 'withdrawn',
      finished: e.tournamentStatus === 'completed' || e.endDate < today,
    })),
    bouts,
  };
}

/** SPEC §9: the admin's Matches tab shows 10 rows a page. */
export const MATCHES_PAGE_SIZE = 10;

export type MatchRow = {
  id: number;
  tournament: { id: number; name: string; slug: string };
  category: string;
  number: number | null;
  ring: number | null;
  scheduledTime: string | null;
  status: BoutRow['status'];
  boxer1: string | null;
  boxer2: string | null;
  referee: string | null;
  outcome: string | null;
  winner: 'boxer1' | 'boxer2' | null;
};

export type MatchesPage = { rows: MatchRow[]; page: number; pages: number; total: number };

/**
 * The workspace's Matches tab (SPEC §7): bouts with their tournament, both boxers' and the referee's
 * names, by scheduled time (bouts not yet on the bout order last), 10 a page. An organiser sees their
 * organisation's bouts only; a platform admin every organisation's.
 */
export async function workspaceMatches(
  db: Database,
  workspace: Workspace,
  page: number,
): Promise<MatchesPage> {
  const scope = workspace.platformAdmin
    ? undefined
    : eq(tournaments.organisationId, workspace.membership?.organisationId ?? -1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .where(scope);
  const pages = Math.max(1, Math.ceil(total / MATCHES_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const rows = await db
    .select({
      ...boutRowColumns,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .where(scope)
    .orderBy(sql`${bouts.plannedStart} asc nulls last`, asc(bouts.number), asc(bouts.id))
    .limit(MATCHES_PAGE_SIZE)
    .offset((current - 1) * MATCHES_PAGE_SIZE);
  const entryIds = rows.flatMap((r) => [r.redEntryId, r.blueEntryId]).filter((x): x is number => x !== null);
  const names =
    entryIds.length === 0
      ? new Map<number, BoxerFacts>()
      : await entryBoxers(db, anyOf(entries.id, entryIds));
  const refs =
    rows.length === 0
      ? []
      : await db
          .select({ boutId: boutOfficials.boutId, name: user.name })
          .from(boutOfficials)
          .innerJoin(user, eq(user.id, boutOfficials.userId))
          .where(
            and(
              inArray(
                boutOfficials.boutId,
                rows.map((r) => r.id),
              ),
              eq(boutOfficials.role, 'referee'),
            ),
          );
  const referee = new Map(refs.map((r) => [r.boutId, r.name]));
  return {
    page: current,
    pages,
    total,
    rows: rows.map((r) => ({
      id: r.id,
      tournament: { id: r.tournamentId, name: r.tournamentName, slug: r.tournamentSlug },
      category: categoryLabel(r.weightClass, r.ageGroup, r.gender),
      number: r.number,
      ring: r.ring,
      scheduledTime: r.plannedStart?.toISOString() ?? null,
      status: r.status,
      boxer1: r.redEntryId === null ? null : (names.get(r.redEntryId)?.name ?? null),
      boxer2: r.blueEntryId === null ? null : (names.get(r.blueEntryId)?.name ?? null),
      referee: referee.get(r.id) ?? null,
      outcome: r.outcome,
      winner:
        r.winnerEntryId === null
          ? null
          : r.winnerEntryId === r.redEntryId
            ? 'boxer1'
            : r.winnerEntryId === r.blueEntryId
              ? 'boxer2'
              : null,
    })),
  };
}

export type EventLinks = { drawnCategoryIds: number[]; hasBoutOrder: boolean };

/** What the tournament page can link to: the categories drawn so far, and whether a bout order exists. */
export async function eventLinks(db: Database, tournamentId: number): Promise<EventLinks> {
  const [drawn, [numbered]] = await Promise.all([
    db
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        and(eq(tournamentCategories.tournamentId, tournamentId), isNotNull(tournamentCategories.drawState)),
      ),
    db
      .select({ n: count() })
      .from(bouts)
      .where(and(eq(bouts.tournamentId, tournamentId), isNotNull(bouts.number))),
  ]);
  return { drawnCategoryIds: drawn.map((d) => d.id), hasBoutOrder: (numbered?.n ?? 0) > 0 };
}
