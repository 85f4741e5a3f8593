import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, profiles, tournamentCategories, tournaments, user, weighIns } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { weightClassById } from '~/content/tournament-categories';
import { addDays, isCalendarDate, lagosDate } from '~/lib/lagos-time';
import type { Gender } from '~/content/tournament-categories';
import { hearsBoxersPrivateFacts } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { requireOrganiserOf } from '~/features/tournaments';
import { nudgeRefunds, openEntryRefunds } from '~/features/payments';
import { papersRefusal } from '~/features/certificates';
import { categoryFit, weightClassFor } from '~/lib/category-fit';
import { categoryLabel, withdrawAfterDraw } from './draws.server';
import { appEntryId, readState } from './engine-state.server';
import { clock } from '@server/clock';

/**
 * Weigh-in and the medical check (issue 15): the organiser weighs each boxer on the morning of the
 * event (and again on every day they box). Made weight means at or under the category's limit; the open
 * top class has none. A boxer over the limit is moved to the right category or withdrawn: the organiser
 * chooses. After the draw, missing weight or the medical is a walkover.
 */

export const WEIGHT_RANGE = { min: 20, max: 200 } as const;

export type WeighInInput = { weightKg: number; medicalCleared: boolean; day?: string };

export type WeighInOutcome = {
  entryId: number;
  day: string;
  weightKg: number;
  madeWeight: boolean;
  medicalCleared: boolean;
  /** The category's limit in kg; null for the open top class. */
  limitKg: number | null;
  /** When weight was missed: the tournament's category the weight fits (same age group and gender). */
  rightCategory: { id: number; label: string } | null;
  /** True when the category was drawn and the miss became a walkover. */
  walkover: boolean;
};

async function entryWithTournament(db: Database, entryId: number) {
  const [row] = await db
    .select({
      id: entries.id,
      status: entries.status,
      categoryId: entries.categoryId,
      tournamentId: entries.tournamentId,
      organisationId: tournaments.organisationId,
      tournamentStatus: tournaments.status,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      weighInDate: tournaments.weighInDate,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawState: tournamentCategories.drawState,
      boxerId: entries.boxerId,
      rules: tournaments.rules,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(eq(entries.id, entryId));
  if (!row) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
  return row;
}

export function limitOf(weightClass: string): number | null {
  return weightClassById(weightClass)?.upToKg ?? null;
}

/**
 * The tournament's category (same age group and gender) of the weight class the weight falls in, the one
 * registration and `moveEntry` take (app/lib/category-fit.ts): a boxer is moved into the class their
 * weight makes, not into any heavier class the tournament offers. Null when it offers no such category.
 */
async function rightCategoryFor(
  db: Database,
  tournamentId: number,
  ageGroup: string,
  gender: 'men' | 'women',
  weightKg: number,
): Promise<{ id: number; label: string } | null> {
  const [tournament] = await db
    .select({ preset: tournaments.weightClassPreset })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return null;
  const weightClass = weightClassFor(weightKg, tournament.preset, gender);
  const [right] = await db
    .select({
      id: tournamentCategories.id,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(tournamentCategories)
    .where(
      and(
        eq(tournamentCategories.tournamentId, tournamentId),
        eq(tournamentCategories.ageGroup, ageGroup),
        eq(tournamentCategories.gender, gender),
        eq(tournamentCategories.weightClass, weightClass.id),
      ),
    );
  return right ? { id: right.id, label: categoryLabel(right) } : null;
}

export function weighInFieldErrors(input: { weightKg?: unknown; day?: unknown }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const kg = input.weightKg;
  if (typeof kg !== 'number' || !Number.isFinite(kg)) fields.weightKg = ['Type the weight in kg, e.g. 59.4'];
  else if (kg < WEIGHT_RANGE.min || kg > WEIGHT_RANGE.max)
    fields.weightKg = [`A weight is from ${WEIGHT_RANGE.min} to ${WEIGHT_RANGE.max} kg`];
  // A real date: 2026-02-30 reached the database, which refused it with a 500 (issue 27).
  if (input.day !== undefined && (typeof input.day !== 'string' || !isCalendarDate(input.day)))
    fields.day = ['A day is YYYY-MM-DD'];
  return fields;
}

/**
 * The days a weigh-in may be recorded on: from the tournament's weigh-in date (or the day before it starts,
 * whichever is earlier: SPEC's timeline weighs in the day before) to its last day, as boxers weigh in again
 * on every day they box. A day outside (9999-12-31) is refused rather than kept.
 */
export function weighInWindow(tournament: {
  startDate: string;
  endDate: string;
  weighInDate: string | null;
}) {
  const dayBefore = addDays(tournament.startDate, -1);
  const first =
    tournament.weighInDate && tournament.weighInDate < dayBefore ? tournament.weighInDate : dayBefore;
  return { first, last: tournament.endDate };
}

/**
 * Records (or corrects, the same day) an entry's weigh-in. Only the tournament's organisers; not for a
 * withdrawn entry. Made weight is worked out here from the category's limit, never taken from the client.
 */
export async function recordWeighIn(
  db: Database,
  workspace: Workspace,
  entryId: number,
  input: WeighInInput,
  options: { now?: Date } = {},
): Promise<WeighInOutcome> {
  const fields = weighInFieldErrors(input);
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_weigh_in', 'Check the weight.', fields);
  const entry = await entryWithTournament(db, entryId);
  requireOrganiserOf(workspace, entry);
  if (entry.status === 'withdrawn')
    throw new ServiceError(409, 'entry_withdrawn', 'This entry has withdrawn: it is not weighed in.');
  if (
    entry.tournamentStatus === 'draft' ||
    entry.tournamentStatus === 'cancelled' ||
    entry.tournamentStatus === 'completed'
  )
    throw new ServiceError(409, 'no_weigh_in', `A ${entry.tournamentStatus} tournament has no weigh-in.`);
  const now = options.now ?? clock.now();
  const window = weighInWindow(entry);
  // No day given is today in Lagos, held to the same window: a weigh-in months before the tournament or
  // long after it is refused, not recorded on a day the tournament never had.
  const day = input.day ?? lagosDate(now);
  if (day < window.first || day > window.last)
    throw new ServiceError(
      400,
      'invalid_weigh_in',
      input.day === undefined
        ? `Today (${day}) is not a day of the tournament’s weigh-ins: choose a day from ${window.first} to ${window.last}.`
        : 'Choose a day of the tournament’s weigh-ins.',
      { day: [`A weigh-in day is from ${window.first} to ${window.last}`] },
    );
  // Issue 33: the tournament's rules may require a valid licence and medical certificate on the day.
  const papers = await papersRefusal(db, entry.boxerId, entry.rules, day);
  if (papers) throw new ServiceError(409, 'papers_not_valid', papers);
  const weightKg = Math.round(input.weightKg * 10) / 10;
  const limitKg = limitOf(entry.weightClass);
  const madeWeight = limitKg === null || weightKg <= limitKg;
  const medicalCleared = input.medicalCleared === true;
  let walkover = false;
  let refunding = 0;
  await db.transaction(async (tx) => {
    const values = { weightKg, madeWeight, medicalCleared, recordedBy: workspace.viewer.id, recordedAt: now };
    await tx
      .insert(weighIns)
      .values({ entryId, day, ...values })
      .onConflictDoUpdate({ target: [weighIns.entryId, weighIns.day], set: values });
    const passed = madeWeight && medicalCleared;
    if (entry.status === 'registered' || entry.status === 'weighed_in')
      await tx
        .update(entries)
        .set({ status: passed ? 'weighed_in' : 'registered', updatedAt: now })
        .where(eq(entries.id, entryId));
    // After the draw, a boxer who misses weight or the medical on a day they box gives a walkover.
    if (!passed && readState(entry.drawState) !== null)
      walkover = await withdrawAfterDraw(tx, entryId, {
        reason: medicalCleared ? 'withdrawal' : 'medical',
        by: workspace.viewer.id,
        at: now,
      });
    // A walkover given at the weigh-in is a refusal at the weigh-in (issue 31, decision 0029): a fee paid
    // online comes back by the tournament's policy when it says so (nothing when it does not), opened in this
    // transaction; at most one refund per entry, so a correction of the same weigh-in opens none.
    if (walkover)
      refunding = await openEntryRefunds(tx, {
        entryIds: [entryId],
        cause: 'weigh_in',
        by: workspace.viewer.id,
        now,
      });
  });
  if (refunding > 0) nudgeRefunds();
  return {
    entryId,
    day,
    weightKg,
    madeWeight,
    medicalCleared,
    limitKg,
    rightCategory: madeWeight
      ? null
      : await rightCategoryFor(db, entry.tournamentId, entry.ageGroup, entry.gender, weightKg),
    walkover,
  };
}

/**
 * Moves an entry to another category of the same tournament (a boxer who missed weight). Neither
 * category may be drawn: a draw's entries are fixed (redraw first). The day's weigh-in is judged again
 * against the new limit.
 */
export async function moveEntry(
  db: Database,
  workspace: Workspace,
  entryId: number,
  categoryId: number,
  options: { now?: Date } = {},
): Promise<{ entryId: number; categoryId: number; label: string; madeWeight: boolean | null }> {
  const entry = await entryWithTournament(db, entryId);
  requireOrganiserOf(workspace, entry);
  const [target] = await db
    .select({
      id: tournamentCategories.id,
      tournamentId: tournamentCategories.tournamentId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawState: tournamentCategories.drawState,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.id, categoryId));
  if (!target || target.tournamentId !== entry.tournamentId)
    throw new ServiceError(400, 'category_not_in_tournament', 'Choose one of this tournament’s categories.', {
      categoryId: ['Choose one of the tournament’s categories'],
    });
  if (entry.status === 'withdrawn')
    throw new ServiceError(409, 'entry_withdrawn', 'This entry has withdrawn.');
  const now = options.now ?? clock.now();
  let madeWeight: boolean | null = null;
  await db.transaction(async (tx) => {
    // Both categories locked, so a draw of either waits for the move (or the move sees the draw).
    const locked = await tx
      .select({ id: tournamentCategories.id, drawState: tournamentCategories.drawState })
      .from(tournamentCategories)
      .where(inArray(tournamentCategories.id, [entry.categoryId, categoryId]))
      .for('update');
    if (locked.some((c) => c.drawState !== null))
      throw new ServiceError(
        409,
        'category_drawn',
        'A drawn category’s entries are fixed: move boxers before the draw.',
      );
    const [latest] = await tx
      .select()
      .from(weighIns)
      .where(eq(weighIns.entryId, entryId))
      .orderBy(desc(weighIns.day))
      .limit(1);
    await requireFits(tx, workspace, entry, target, latest?.weightKg ?? null);
    await tx.update(entries).set({ categoryId, updatedAt: now }).where(eq(entries.id, entryId));
    if (latest) {
      const limit = limitOf(target.weightClass);
      madeWeight = limit === null || latest.weightKg <= limit;
      await tx.update(weighIns).set({ madeWeight }).where(eq(weighIns.id, latest.id));
      await tx
        .update(entries)
        .set({ status: madeWeight && latest.medicalCleared ? 'weighed_in' : 'registered' })
        .where(eq(entries.id, entryId));
    }
  });
  return { entryId, categoryId, label: categoryLabel(target), madeWeight };
}

/**
 * Registration's category-fit rules (~/lib/category-fit's categoryFit: age group on the first day, gender, weight
 * class) asked of the category an entry moves to, with the weight on the scales when there is one.
 */
async function requireFits(
  tx: Transaction,
  workspace: Workspace,
  entry: { id: number; tournamentId: number },
  target: { weightClass: string; ageGroup: string; gender: string },
  weighedKg: number | null,
): Promise<void> {
  const [row] = await tx
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      weightKg: profiles.weightKg,
      clubId: profiles.clubId,
      coachId: profiles.coachId,
      tournamentName: tournaments.name,
      startDate: tournaments.startDate,
      weightClassPreset: tournaments.weightClassPreset,
    })
    .from(entries)
    .innerJoin(profiles, eq(profiles.id, entries.boxerId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.id, entry.id));
  const weightKg = weighedKg ?? row?.weightKg ?? null;
  if (!row || !row.dateOfBirth || !row.gender || weightKg === null)
    throw new ServiceError(
      409,
      'profile_incomplete',
      'The boxer’s profile lacks a date of birth, gender or weight: the category cannot be checked.',
    );
  const categories = await tx
    .select({
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, entry.tournamentId));
  const fit = categoryFit(
    { firstName: row.firstName, dateOfBirth: row.dateOfBirth, gender: row.gender, weightKg },
    { name: row.tournamentName, startDate: row.startDate, weightClassPreset: row.weightClassPreset },
    categories,
    { ...target, gender: target.gender as Gender },
    { told: hearsBoxersPrivateFacts(workspace, row), weighed: weighedKg !== null },
  );
  if (fit.refused) throw new ServiceError(400, fit.code, fit.message, fit.fields);
}

export type WeighInRow = {
  entryId: number;
  name: string;
  status: string;
  categoryId: number;
  category: string;
  limitKg: number | null;
  /** The day's weigh-in, if any. */
  weighIn: { weightKg: number; madeWeight: boolean; medicalCleared: boolean } | null;
  /** When weight was missed: the right category to move to. */
  rightCategory: { id: number; label: string } | null;
};

/** The weigh-in list of a tournament for one day, by name (optionally searched). */
export async function weighInList(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  options: { q?: string; day?: string; now?: Date } = {},
): Promise<{
  day: string;
  rows: WeighInRow[];
  categories: Array<{ id: number; label: string; drawn: boolean }>;
}> {
  const [tournament] = await db
    .select({
      organisationId: tournaments.organisationId,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      weighInDate: tournaments.weighInDate,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  requireOrganiserOf(workspace, tournament);
  // Today by default, held to the weigh-in days as a weigh-in is: before them, the first; after, the last.
  const window = weighInWindow(tournament);
  const today = lagosDate(options.now ?? clock.now());
  const day =
    options.day ?? (today < window.first ? window.first : today > window.last ? window.last : today);
  const q = options.q?.trim();
  const like = q ? `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      entryId: entries.id,
      userName: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
      status: entries.status,
      categoryId: entries.categoryId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        like
          ? or(ilike(user.name, like), ilike(profiles.firstName, like), ilike(profiles.lastName, like))
          : undefined,
      ),
    )
    .orderBy(asc(user.name), asc(entries.id));
  const weighed = rows.length
    ? await db
        .select()
        .from(weighIns)
        .where(
          and(
            inArray(
              weighIns.entryId,
              rows.map((r) => r.entryId),
            ),
            eq(weighIns.day, day),
          ),
        )
    : [];
  const byEntry = new Map(weighed.map((w) => [w.entryId, w]));
  const categories = await db
    .select({
      id: tournamentCategories.id,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawnAt: tournamentCategories.drawnAt,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const out: WeighInRow[] = [];
  for (const r of rows) {
    const w = byEntry.get(r.entryId);
    const right =
      w && !w.madeWeight
        ? (categories
            .filter((c) => c.ageGroup === r.ageGroup && c.gender === r.gender)
            .map((c) => ({ ...c, limit: limitOf(c.weightClass) }))
            .filter((c) => c.limit === null || c.limit >= w.weightKg)
            .sort((a, b) => (a.limit ?? Infinity) - (b.limit ?? Infinity))[0] ?? null)
        : null;
    out.push({
      entryId: r.entryId,
      name: r.first ? `${r.first} ${r.last ?? ''}`.trim() : r.userName,
      status: r.status,
      categoryId: r.categoryId,
      category: categoryLabel(r),
      limitKg: limitOf(r.weightClass),
      weighIn: w
        ? { weightKg: w.weightKg, madeWeight: w.madeWeight, medicalCleared: w.medicalCleared }
        : null,
      rightCategory: right ? { id: right.id, label: categoryLabel(right) } : null,
    });
  }
  return {
    day,
    rows: out,
    categories: categories.map((c) => ({ id: c.id, label: categoryLabel(c), drawn: c.drawnAt !== null })),
  };
}

export type DueWithoutWeight = { entryId: number; name: string; category: string };

/**
 * The boxers due to box on `day` (Lagos): in a slot of a bout still to box whose planned start is that day,
 * not withdrawn, who have no weigh-in of that day on weight and medically cleared. On a multi-day event a
 * boxer weighs in again on every day they box; these are the ones closing that day's weigh-in walks over.
 */
export async function dueWithoutWeight(
  db: Database | Transaction,
  tournamentId: number,
  day: string,
): Promise<DueWithoutWeight[]> {
  const categories = await db
    .select({
      id: tournamentCategories.id,
      drawState: tournamentCategories.drawState,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const due = new Map<number, string>();
  for (const c of categories) {
    const state = readState(c.drawState);
    if (!state) continue;
    for (const round of state.rounds)
      for (const bout of round.bouts) {
        if (bout.status !== 'waiting' && bout.status !== 'ready') continue;
        if (bout.live?.status === 'in-progress' || !bout.live?.plannedStart) continue;
        if (lagosDate(new Date(bout.live.plannedStart)) !== day) continue;
        for (const slot of bout.slots) {
          const entryId = appEntryId(slot);
          if (entryId !== null && state.withdrawn[String(entryId)] === undefined)
            due.set(entryId, categoryLabel(c));
        }
      }
  }
  if (due.size === 0) return [];
  const people = await db
    .select({
      entryId: entries.id,
      status: entries.status,
      userName: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(inArray(entries.id, [...due.keys()]));
  const passed = new Set(
    (
      await db
        .select({ entryId: weighIns.entryId })
        .from(weighIns)
        .where(
          and(
            inArray(weighIns.entryId, [...due.keys()]),
            eq(weighIns.day, day),
            eq(weighIns.madeWeight, true),
            eq(weighIns.medicalCleared, true),
          ),
        )
    ).map((w) => w.entryId),
  );
  return people
    .filter((p) => p.status !== 'withdrawn' && !passed.has(p.entryId))
    .map((p) => ({
      entryId: p.entryId,
      name: p.first ? `${p.first} ${p.last ?? ''}`.trim() : p.userName,
      category: due.get(p.entryId)!,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Closes a day's weigh-in (the tournament's organisers): every boxer due to box that day without a
 * weigh-in of that day on weight and medically cleared gives a walkover (the engine's withdrawal, their
 * bouts still to box decided for their opponents), in one transaction. Closing again finds nobody new.
 */
export async function closeWeighIn(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  input: { day?: unknown },
  options: { now?: Date } = {},
): Promise<{ day: string; walkovers: DueWithoutWeight[] }> {
  const [tournament] = await db
    .select({
      organisationId: tournaments.organisationId,
      status: tournaments.status,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  requireOrganiserOf(workspace, tournament);
  const day = input.day;
  if (
    typeof day !== 'string' ||
    !isCalendarDate(day) ||
    day < tournament.startDate ||
    day > tournament.endDate
  )
    throw new ServiceError(400, 'invalid_day', 'Choose a day of the tournament.', {
      day: ['Choose a day of the tournament'],
    });
  if (tournament.status === 'cancelled' || tournament.status === 'completed')
    throw new ServiceError(409, 'no_weigh_in', `A ${tournament.status} tournament has no weigh-in.`);
  const now = options.now ?? clock.now();
  const walkovers = await db.transaction(async (tx) => {
    const missing = await dueWithoutWeight(tx, tournamentId, day);
    const done: DueWithoutWeight[] = [];
    for (const boxer of missing)
      if (
        await withdrawAfterDraw(tx, boxer.entryId, { reason: 'withdrawal', by: workspace.viewer.id, at: now })
      )
        done.push(boxer);
    return done;
  });
  return { day, walkovers };
}
