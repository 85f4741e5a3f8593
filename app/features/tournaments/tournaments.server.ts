import { and, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, asc, count } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  bouts,
  entries,
  organisations,
  tournamentCategories,
  tournamentSettingsLog,
  tournaments,
} from '@server/db/schema';
import { recordLiveEvent } from '@server/realtime/events';
import { ServiceError } from '@server/service-error';
import { planById } from '~/content/plans';
import type { PlanId } from '~/content/plans';
import { classGender, weightClassLabel } from '~/content/tournament-categories';
import type { TournamentFormat, Visibility } from '~/content/tournament-categories';
import { z } from '~/lib/zod';
import { ACADEMY_TIME_ZONE, lagosDate, lagosInstant } from '~/lib/lagos-time';
import { requireWritableOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { nudgeRefunds, openEntryRefunds } from '~/features/payments';
import { DRAFT_LIMITS, draftFieldErrors, ENTERPRISE_MAX_CAPACITY, tournamentDraftSchema } from './draft';
import type { TournamentDraft, TournamentDraftInput } from './draft';
import { planLimits } from './plan-limits';
import { slugBase, slugCandidate, slugHasBase } from './slug';
import { activeStatuses } from './status';
import { readTournaments, toSummary } from './summaries.server';
import { runsTournament } from './tournament-access.server';
import { transition } from './transition.server';
import type { Executor } from './summaries.server';
import type { PlanUsage, TournamentDetail, TournamentSummary } from './types';
import { clock } from '@server/clock';

/**
 * The tournaments service (DESIGN "The tournament platform"): an organisation's organisers (or a platform
 * admin) create a draft, edit it, publish it, cancel it, and record its result; the plan's quotas are
 * checked here, on the server, whatever the client. Every refusal is a ServiceError.
 */

const notFound = () => new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

/** A tournament id the database can hold: a page's `Number('abc')` or a huge number is simply not found. */
const isTournamentId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

const monthLabel = new Intl.DateTimeFormat('en-NG', {
  timeZone: ACADEMY_TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

/** The Lagos calendar month of an instant, as the instants it starts and ends at, and its name. */
export function lagosMonth(now: Date): { start: Date; end: Date; label: string } {
  const [year, month] = lagosDate(now).split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const next = month === 12 ? first(year + 1, 1) : first(year, month + 1);
  return {
    start: lagosInstant(first(year, month), '00:00'),
    end: lagosInstant(next, '00:00'),
    label: monthLabel.format(now),
  };
}

function planName(plan: PlanId): string {
  return planById(plan)?.name ?? plan;
}

/**
 * Tournaments that count against a monthly quota: created in the month, except drafts cancelled without
 * ever being published (a draft abandoned is not a tournament run; decision 0011).
 */
function countedThisMonth(organisationId: number, now: Date) {
  const { start, end } = lagosMonth(now);
  return and(
    eq(tournaments.organisationId, organisationId),
    gte(tournaments.createdAt, start),
    lt(tournaments.createdAt, end),
    or(ne(tournaments.status, 'cancelled'), isNotNull(tournaments.publishedAt)),
  );
}

async function usedThisMonth(db: Executor, organisationId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(tournaments)
    .where(countedThisMonth(organisationId, now));
  return row?.used ?? 0;
}

export async function planUsage(db: Database, organisationId: number, now = clock.now()): Promise<PlanUsage> {
  const [organisation] = await db
    .select({ plan: organisations.plan })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!organisation) throw new ServiceError(404, 'organisation_not_found', 'There is no such organisation.');
  const limits = planLimits[organisation.plan];
  return {
    plan: organisation.plan,
    planName: planName(organisation.plan),
    usedThisMonth: await usedThisMonth(db, organisationId, now),
    monthlyLimit: limits.monthlyTournaments,
    participantCap: limits.capacity,
    draftParticipantCap: limits.draftParticipants,
    month: lagosMonth(now).label,
  };
}

type OrganisationRow = { id: number; name: string; plan: PlanId; status: string; isAcademy: boolean };

/**
 * Whose tournament a new draft is: the organisation named (an admin may name any; an organiser only their
 * own), else the organiser's own, else, for a platform admin, the academy's.
 */
async function organisationFor(
  tx: Transaction,
  workspace: Workspace,
  requested: number | undefined,
): Promise<OrganisationRow> {
  const columns = {
    id: organisations.id,
    name: organisations.name,
    plan: organisations.plan,
    status: organisations.status,
    isAcademy: organisations.isAcademy,
  };
  let where;
  if (requested !== undefined) {
    // Its organisers would run the new tournament: the one rule, asked of the organisation it would belong to.
    if (!runsTournament(workspace, { organisationId: requested }))
      throw new ServiceError(
        403,
        'not_your_organisation',
        "Only the organisation's organisers or a platform admin may create its tournaments.",
      );
    where = eq(organisations.id, requested);
  } else if (workspace.membership?.memberRole === 'organiser') {
    where = eq(organisations.id, workspace.membership.organisationId);
  } else if (workspace.platformAdmin) {
    where = eq(organisations.isAcademy, true);
  } else {
    throw new ServiceError(
      403,
      'not_an_organiser',
      "Only an organisation's organisers or a platform admin may create tournaments.",
    );
  }
  // Locked for the transaction: two creations for one organisation count the quota one after the other.
  const [organisation] = await tx.select(columns).from(organisations).where(where).for('update').limit(1);
  if (!organisation)
    throw new ServiceError(
      404,
      'organisation_not_found',
      requested === undefined && workspace.platformAdmin
        ? 'The academy organisation is not set up yet.'
        : 'There is no such organisation.',
    );
  if (organisation.status !== 'approved' && !organisation.isAcademy)
    throw new ServiceError(
      409,
      'organisation_not_approved',
      `${organisation.name} is not approved yet: it can create tournaments once it is.`,
    );
  return organisation;
}

function parseDraft(input: unknown, now: Date): TournamentDraft {
  const parsed = tournamentDraftSchema.safeParse(input);
  const invalid = (fields: Record<string, string[]>) =>
    new ServiceError(400, 'invalid_tournament', 'Some details of the tournament need fixing.', fields);
  if (!parsed.success) throw invalid(draftFieldErrors(parsed.error));
  // The schema keeps the dates in sense of each other; today (the server's clock) bounds the start.
  const today = lagosDate(now);
  const yearsFrom = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  const { maxYearsAhead, maxYearsAgo } = DRAFT_LIMITS;
  if (parsed.data.startDate > yearsFrom(maxYearsAhead))
    throw invalid({ startDate: [`The start date must be within ${maxYearsAhead} years from today`] });
  if (parsed.data.startDate < yearsFrom(-maxYearsAgo))
    throw invalid({ startDate: [`The start date must be within the last ${maxYearsAgo} years`] });
  return parsed.data;
}

type CategoryKey = { weightClass: string; ageGroup: string; gender: 'men' | 'women' };

/**
 * The draft's categories: every weight class × age group × gender. A World Boxing class belongs to one
 * gender ("Women 60 kg"), so it pairs with that gender only, which the draft must include.
 */
function categoriesOf(draft: TournamentDraft): CategoryKey[] {
  const categories: CategoryKey[] = [];
  const orphans: string[] = [];
  for (const weightClass of draft.weightClasses) {
    let classGenders: ('men' | 'women')[] = draft.genders;
    const own = classGender(weightClass);
    if (own) {
      classGenders = draft.genders.filter((g) => g === own);
      if (classGenders.length === 0) orphans.push(weightClassLabel(weightClass));
    }
    for (const ageGroup of draft.ageGroups)
      for (const gender of classGenders) categories.push({ weightClass, ageGroup, gender });
  }
  if (orphans.length > 0)
    throw new ServiceError(400, 'invalid_tournament', 'Some details of the tournament need fixing.', {
      genders: [`Add the gender of these classes, or remove them: ${orphans.join(', ')}`],
    });
  return categories;
}

function participantsWithinPlan(plan: PlanId, maxParticipants: number) {
  const cap = planLimits[plan].draftParticipants;
  if (maxParticipants > cap) {
    const message = `The ${planName(plan)} plan allows at most ${cap} participants a tournament.`;
    throw new ServiceError(422, 'plan_limit', message, { maxParticipants: [message] });
  }
}

/** A free address for `base`; `own` (the draft's present slug) counts as free. */
async function freeSlug(db: Executor, base: string, own?: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: tournaments.slug })
        .from(tournaments)
        .where(or(eq(tournaments.slug, base), sql`${tournaments.slug} like ${`${base}-%`}`))
    )
      .map((r) => r.slug)
      .filter((slug) => slug !== own),
  );
  for (let n = 1; ; n += 1) {
    const candidate = slugCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

function columnsOf(draft: TournamentDraft) {
  return {
    name: draft.name,
    description: draft.description || null,
    // The draft schema's enums are built from the content lists, so their types are plain strings.
    format: draft.format as TournamentFormat,
    startDate: draft.startDate,
    endDate: draft.endDate,
    registrationDeadline: draft.registrationDeadline,
    weighInDate: draft.weighInDate,
    venue: draft.location || null,
    city: draft.city,
    level: draft.level,
    visibility: draft.visibility as Visibility,
    maxParticipants: draft.maxParticipants,
    entryFee: draft.entryFee,
    prizeFirst: draft.prizes.first,
    prizeSecond: draft.prizes.second,
    prizeThird: draft.prizes.third,
    weightClassPreset: draft.weightClassPreset,
    rules: draft.rules,
    refundPolicy: draft.refund.policy,
    refundPercent: draft.refund.percent,
    refundUntil: draft.refund.until,
    refundWeighInRefusal: draft.refund.weighInRefusal,
  };
}

async function detailIn(db: Executor, id: number, now: Date): Promise<TournamentDetail> {
  const [detail] = await readTournaments(db, { where: eq(tournaments.id, id), orderBy: [] }, now);
  if (!detail) throw notFound();
  return detail;
}

/**
 * A new draft tournament of the workspace's organisation (or `organisationId`, for an admin), with its
 * categories, in one transaction. The plan's monthly quota and participant cap are checked first: over
 * either, nothing is created (422 plan_limit, naming the plan and the limit).
 */
export async function createTournament(
  db: Database,
  workspace: Workspace,
  input: unknown,
  options: { organisationId?: number; now?: Date } = {},
): Promise<TournamentDetail> {
  const now = options.now ?? clock.now();
  const draft = parseDraft(input, now);
  const categories = categoriesOf(draft);
  return db.transaction(async (tx) => {
    const organisation = await organisationFor(tx, workspace, options.organisationId);
    requireWritableOrganisation(workspace, organisation.id);
    const limits = planLimits[organisation.plan];
    if (limits.monthlyTournaments !== null) {
      const used = await usedThisMonth(tx, organisation.id, now);
      if (used >= limits.monthlyTournaments)
        throw new ServiceError(
          422,
          'plan_limit',
          `The ${planName(organisation.plan)} plan allows ${limits.monthlyTournaments} tournaments a month: ` +
            `you have created ${used} in ${lagosMonth(now).label}.`,
        );
    }
    participantsWithinPlan(organisation.plan, draft.maxParticipants);

    const base = slugBase(draft.name, draft.startDate);
    let id: number | undefined;
    // Another organisation may take the same address at the same moment: then try the next one.
    for (let attempt = 0; id === undefined; attempt += 1) {
      if (attempt > 5) throw new Error(`No free slug for ${base} after ${attempt} attempts`);
      const slug = await freeSlug(tx, base);
      const [row] = await tx
        .insert(tournaments)
        .values({
          ...columnsOf(draft),
          slug,
          organisationId: organisation.id,
          status: 'draft',
          createdBy: workspace.viewer.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: tournaments.slug })
        .returning({ id: tournaments.id });
      id = row?.id;
    }
    await tx.insert(tournamentCategories).values(categories.map((c) => ({ ...c, tournamentId: id })));
    return detailIn(tx, id, now);
  });
}

type Locked = {
  id: number;
  organisationId: number;
  status: (typeof tournaments.$inferSelect)['status'];
  slug: string;
  plan: PlanId;
};

/** The tournament, locked for this transaction, if the workspace runs it: 404 for a draft, else 403. */
async function lockForRunning(tx: Transaction, workspace: Workspace, tournamentId: number): Promise<Locked> {
  if (!isTournamentId(tournamentId)) throw notFound();
  const [row] = await tx
    .select({
      id: tournaments.id,
      organisationId: tournaments.organisationId,
      status: tournaments.status,
      slug: tournaments.slug,
      plan: organisations.plan,
    })
    .from(tournaments)
    .innerJoin(organisations, eq(organisations.id, tournaments.organisationId))
    .where(eq(tournaments.id, tournamentId))
    .for('update', { of: tournaments })
    .limit(1);
  if (!row) throw notFound();
  if (!runsTournament(workspace, row)) {
    // A draft is nobody else's business, not even that it exists.
    if (row.status === 'draft') throw notFound();
    throw new ServiceError(
      403,
      'not_your_tournament',
      "Only the organisation's organisers or a platform admin may manage this tournament.",
    );
  }
  return row;
}

/** The stored draft as the draft schema's input, so a change can be laid over it and checked whole. */
function draftInputOf(detail: TournamentDetail): TournamentDraftInput {
  return {
    name: detail.name,
    ...(detail.description ? { description: detail.description } : {}),
    format: detail.format,
    startDate: detail.startDate,
    endDate: detail.endDate,
    ...(detail.venue ? { location: detail.venue } : {}),
    city: detail.city,
    level: detail.level,
    maxParticipants: detail.maxParticipants,
    entryFee: detail.entryFee,
    weightClassPreset: detail.weightClassPreset,
    weightClasses: detail.weightClasses,
    ageGroups: detail.ageGroups,
    genders: detail.genders,
    registrationDeadline: detail.registrationDeadline,
    weighInDate: detail.weighInDate,
    visibility: detail.visibility,
    prizes: detail.prizes,
    rules: detail.rules,
    refund: {
      policy: detail.refund.policy,
      ...(detail.refund.percent === null ? {} : { percent: detail.refund.percent }),
      ...(detail.refund.until === null ? {} : { until: detail.refund.until }),
      weighInRefusal: detail.refund.weighInRefusal,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Changes a draft: the fields given replace the stored ones (`prizes` and `rules` field by field; null
 * clears an optional field), then the whole draft is checked again. Its categories are rebuilt, and its
 * address follows a new name or year while it is a draft (never after publishing).
 */
export async function updateDraft(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  input: unknown,
  options: { now?: Date } = {},
): Promise<TournamentDetail> {
  const now = options.now ?? clock.now();
  if (!isObject(input))
    throw new ServiceError(400, 'invalid_tournament', 'Send the fields to change as a JSON object.');
  return db.transaction(async (tx) => {
    const locked = await lockForRunning(tx, workspace, tournamentId);
    requireWritableOrganisation(workspace, locked.organisationId);
    if (locked.status !== 'draft')
      throw new ServiceError(409, 'not_draft', 'Only a draft can be edited; this tournament is published.');
    const current = draftInputOf(await detailIn(tx, tournamentId, now)) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(input)) {
      if (value === null) delete merged[key];
      else if (
        (key === 'prizes' || key === 'rules' || key === 'refund') &&
        isObject(value) &&
        isObject(current[key])
      )
        merged[key] = { ...current[key], ...value };
      else merged[key] = value;
    }
    const draft = parseDraft(merged, now);
    const categories = categoriesOf(draft);
    participantsWithinPlan(locked.plan, draft.maxParticipants);

    const base = slugBase(draft.name, draft.startDate);
    const slug = slugHasBase(locked.slug, base) ? locked.slug : await freeSlug(tx, base, locked.slug);
    await tx
      .update(tournaments)
      .set({ ...columnsOf(draft), slug, updatedAt: now })
      .where(eq(tournaments.id, tournamentId));
    await tx.delete(tournamentCategories).where(eq(tournamentCategories.tournamentId, tournamentId));
    await tx.insert(tournamentCategories).values(categories.map((c) => ({ ...c, tournamentId })));
    return detailIn(tx, tournamentId, now);
  });
}

/**
 * Opens a draft to the public. Refused unless it is a draft whose start date (Lagos) has not passed and
 * whose registration deadline is today or later.
 */
export async function publishTournament(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  now = clock.now(),
): Promise<TournamentDetail> {
  return db.transaction(async (tx) => {
    const locked = await lockForRunning(tx, workspace, tournamentId);
    requireWritableOrganisation(workspace, locked.organisationId);
    if (locked.status !== 'draft')
      throw new ServiceError(409, 'not_draft', 'This tournament is already published.');
    const [dates] = await tx
      .select({ startDate: tournaments.startDate, deadline: tournaments.registrationDeadline })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    const today = lagosDate(now);
    if (dates!.startDate < today)
      throw new ServiceError(
        422,
        'start_in_past',
        'The start date has passed: change it in the draft before publishing.',
        { startDate: ['The start date has passed'] },
      );
    if (dates!.deadline < today)
      throw new ServiceError(
        422,
        'deadline_passed',
        'The registration deadline has passed: change it in the draft before publishing.',
        { registrationDeadline: ['The registration deadline has passed'] },
      );
    await transition(tx, tournamentId, 'published', { columns: { publishedAt: now }, at: now });
    return detailIn(tx, tournamentId, now);
  });
}

export const cancelReasonSchema = z
  .string({ error: 'Give a reason for cancelling' })
  .trim()
  .min(1, 'Give a reason for cancelling')
  .max(500, 'The reason must be 500 characters or fewer');

/** Cancels a tournament in any state but completed or cancelled, with the reason people will read. */
export async function cancelTournament(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  reason: unknown,
  now = clock.now(),
): Promise<TournamentDetail> {
  const parsed = cancelReasonSchema.safeParse(reason);
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_cancellation', parsed.error.issues[0]!.message, {
      reason: parsed.error.issues.map((i) => i.message),
    });
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockForRunning(tx, workspace, tournamentId);
    // A read-only organisation's organisers may not cancel (409 organisation_read_only); a platform admin may,
    // on purpose (decision 0028: the guard never refuses an admin), so the academy can still call off an event
    // of an organisation that stopped paying and have its paid entries refunded. The workspace page's action
    // and POST /tournaments/{id}/cancel both come here; no other path cancels a tournament.
    requireWritableOrganisation(workspace, locked.organisationId);
    if (locked.status === 'completed' || locked.status === 'cancelled')
      throw new ServiceError(409, 'tournament_closed', `This tournament is already ${locked.status}.`);
    await transition(tx, tournamentId, 'cancelled', {
      columns: { cancelledAt: now, cancelReason: parsed.data },
      at: now,
    });
    // Every entry still in that paid online is refunded by the policy, whatever the date (issue 31).
    const stillIn = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(
        and(
          eq(entries.tournamentId, tournamentId),
          ne(entries.status, 'withdrawn'),
          isNotNull(entries.paidAt),
        ),
      );
    const refunding = await openEntryRefunds(tx, {
      entryIds: stillIn.map((e) => e.id),
      cause: 'cancelled',
      by: workspace.viewer.id,
      now,
    });
    return { detail: await detailIn(tx, tournamentId, now), refunding };
  });
  // Paystack is asked once the cancellation is kept: an outage leaves the refunds pending, never the cancel.
  if (cancelled.refunding > 0) nudgeRefunds();
  return cancelled.detail;
}

export const tournamentResultSchema = z.object({
  winner: z
    .string({ error: 'Name the winner' })
    .trim()
    .min(1, 'Name the winner')
    .max(120, "The winner's name must be 120 characters or fewer"),
  category: z
    .string({ error: 'Name the category' })
    .trim()
    .min(1, 'Name the category')
    .max(120, 'The category must be 120 characters or fewer'),
});
export type TournamentResult = z.infer<typeof tournamentResultSchema>;

/**
 * Marks a published tournament completed with its headline result (the calendar's Past Results), until
 * bouts are boxed in the app. Refused before its start date, and for a draft or a cancelled tournament;
 * a completed one may have its result corrected.
 */
export async function completeTournament(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  result: unknown,
  now = clock.now(),
): Promise<TournamentDetail> {
  const parsed = tournamentResultSchema.safeParse(result);
  if (!parsed.success)
    throw new ServiceError(
      400,
      'invalid_result',
      'Name the winner and the category.',
      draftFieldErrors(parsed.error),
    );
  return db.transaction(async (tx) => {
    const locked = await lockForRunning(tx, workspace, tournamentId);
    requireWritableOrganisation(workspace, locked.organisationId);
    if (locked.status === 'draft' || locked.status === 'cancelled')
      throw new ServiceError(
        409,
        'not_running',
        locked.status === 'draft'
          ? 'A draft has no result: publish it first.'
          : 'A cancelled tournament has no result.',
      );
    const [dates] = await tx
      .select({ startDate: tournaments.startDate })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    if (dates!.startDate > lagosDate(now))
      throw new ServiceError(422, 'not_started', 'This tournament has not started yet.');
    // A tournament boxed here has its results from its bouts: a name typed over them would contradict the
    // bouts' decisions (issue 30). A bout's result is changed by correcting that bout.
    const [boxed] = await tx
      .select({ bouts: count() })
      .from(bouts)
      .where(eq(bouts.tournamentId, tournamentId));
    if (boxed!.bouts > 0)
      throw new ServiceError(
        409,
        'results_from_bouts',
        'This tournament’s bouts are boxed on the platform: its results come from each bout’s decision. To change one, correct that bout from its page.',
      );
    await transition(tx, tournamentId, 'completed', {
      columns: {
        resultWinner: parsed.data.winner,
        resultCategory: parsed.data.category,
        ...(locked.status === 'completed' ? {} : { completedAt: now }),
      },
      at: now,
    });
    return detailIn(tx, tournamentId, now);
  });
}

export const capacitySchema = z
  .number({ error: 'Capacity must be a number' })
  .int('Capacity must be a whole number')
  .min(8, 'Capacity must be at least 8')
  .max(
    ENTERPRISE_MAX_CAPACITY,
    `Capacity must be at most ${ENTERPRISE_MAX_CAPACITY.toLocaleString('en-NG')}`,
  );

/**
 * Sets one tournament's capacity from the organisation's settings, recorded in the settings log. Within
 * the plan's cap: beyond the SPEC's 128, up to 1,024, is an Enterprise organisation's setting. Never below
 * the entries already taken, and not once the tournament is over.
 */
export async function setCapacity(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  capacity: unknown,
  now = clock.now(),
): Promise<TournamentDetail> {
  const parsed = capacitySchema.safeParse(capacity);
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_capacity', parsed.error.issues[0]!.message, {
      capacity: parsed.error.issues.map((i) => i.message),
    });
  const wanted = parsed.data;
  return db.transaction(async (tx) => {
    const locked = await lockForRunning(tx, workspace, tournamentId);
    requireWritableOrganisation(workspace, locked.organisationId);
    if (locked.status === 'completed' || locked.status === 'cancelled')
      throw new ServiceError(409, 'tournament_closed', `This tournament is already ${locked.status}.`);
    const cap = planLimits[locked.plan].capacity;
    if (wanted > cap) {
      const message =
        `The ${planName(locked.plan)} plan allows at most ${cap} participants a tournament` +
        (locked.plan === 'enterprise'
          ? '.'
          : `; up to ${ENTERPRISE_MAX_CAPACITY.toLocaleString('en-NG')} is an Enterprise setting.`);
      throw new ServiceError(422, 'plan_limit', message, { capacity: [message] });
    }
    const [current] = await tx
      .select({ maxParticipants: tournaments.maxParticipants })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    const [taken] = await tx
      .select({ participants: count() })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'withdrawn')));
    if (wanted < (taken?.participants ?? 0))
      throw new ServiceError(
        422,
        'capacity_below_entries',
        `${taken!.participants} boxers have entered already: the capacity cannot be lower.`,
        { capacity: [`At least ${taken!.participants}`] },
      );
    if (current!.maxParticipants !== wanted) {
      await tx
        .update(tournaments)
        .set({ maxParticipants: wanted, updatedAt: now })
        .where(eq(tournaments.id, tournamentId));
      await tx.insert(tournamentSettingsLog).values({
        tournamentId,
        actorUserId: workspace.viewer.id,
        change: { maxParticipants: { from: current!.maxParticipants, to: wanted } },
        createdAt: now,
      });
      // Places left are on the public page: it refetches.
      await recordLiveEvent(tx, 'tournament.updated', { tournamentId });
    }
    return detailIn(tx, tournamentId, now);
  });
}

/**
 * One tournament by id or slug (a string of digits is an id). A draft is shown only to who runs its
 * organisation; to anyone else it does not exist (404).
 */
export async function getTournament(
  db: Database,
  idOrSlug: number | string,
  viewer: Workspace | null,
  options: { now?: Date } = {},
): Promise<TournamentDetail> {
  const byId =
    typeof idOrSlug === 'number' ? idOrSlug : /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  if (byId !== null && !isTournamentId(byId)) throw notFound();
  if (byId === null && (typeof idOrSlug !== 'string' || idOrSlug.length > 200)) throw notFound();
  const where = byId !== null ? eq(tournaments.id, byId) : eq(tournaments.slug, String(idOrSlug));
  const [detail] = await readTournaments(db, { where, orderBy: [], limit: 1 }, options.now ?? clock.now());
  if (!detail) throw notFound();
  if (
    detail.status === 'draft' &&
    !(viewer && runsTournament(viewer, { organisationId: detail.organisation.id }))
  )
    throw notFound();
  return detail;
}

/**
 * The workspace's Tournaments tab (SPEC §7): a platform admin sees every organisation's, an organiser
 * their own, newest first, with the creator's name.
 */
export async function listWorkspaceTournaments(
  db: Database,
  workspace: Workspace,
  options: { now?: Date; limit?: number } = {},
): Promise<TournamentSummary[]> {
  let where;
  if (workspace.platformAdmin) where = undefined;
  else if (workspace.membership?.memberRole === 'organiser')
    where = eq(tournaments.organisationId, workspace.membership.organisationId);
  else
    throw new ServiceError(
      403,
      'not_an_organiser',
      "Only an organisation's organisers or a platform admin see its tournaments.",
    );
  const details = await readTournaments(
    db,
    {
      where,
      orderBy: [desc(tournaments.createdAt), desc(tournaments.id)],
      limit: Math.min(options.limit ?? 200, 500),
    },
    options.now ?? clock.now(),
  );
  return details.map(toSummary);
}

/**
 * The active tournaments (published, drawn or in progress: SPEC §4's `active`) by start date: the coach,
 * boxer and spectator dashboards' Tournaments tabs.
 */
export async function listActiveTournaments(
  db: Database,
  options: { limit?: number; now?: Date } = {},
): Promise<TournamentSummary[]> {
  const details = await readTournaments(
    db,
    {
      where: inArray(tournaments.status, [...activeStatuses]),
      orderBy: [asc(tournaments.startDate), asc(tournaments.id)],
      limit: Math.min(options.limit ?? 50, 200),
    },
    options.now ?? clock.now(),
  );
  return details.map(toSummary);
}
