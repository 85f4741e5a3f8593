import { and, asc, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import type { Database, Transaction } from '@server/db/client';
import {
  bouts,
  drawAudit,
  entries,
  profiles,
  tournamentCategories,
  tournaments,
  user,
  weighIns,
} from '@server/db/schema';
import { recordLiveEvent } from '@server/realtime/events';
import { ServiceError } from '@server/service-error';
import { categoryLabel } from '~/content/tournament-categories';
import { lagosDate } from '~/lib/lagos-time';
import type { Workspace } from '~/features/organisations';
import { requireOrganiserOf, transition } from '~/features/tournaments';
import { allBouts, createDraw, withdraw } from './engine';
import type { CategoryDraw, Entry as EngineEntry, WithdrawalReason } from './engine';
import {
  boutsToCount,
  engine,
  engineEntryId,
  engineRules,
  readState,
  STALE_MESSAGE,
  writeState,
} from './engine-state.server';
import type { Db } from './engine-state.server';
import { settleCategory } from './settle.server';
import { clock } from '@server/clock';

/**
 * Draws per category (issue 15): the organiser draws each category after the weigh-in, with the engine
 * (seeding from entries.seed, boxers of one club kept apart from profiles.club_id). A category of one
 * entry has no bout: its boxer is the walkover champion (shown as "Walkover champion — only entry").
 */

export const WALKOVER_CHAMPION_LABEL = 'Walkover champion — only entry';

/** What a one-entry category keeps in draw_state instead of an engine state. */
export type WalkoverMarker = { walkover: { entryId: number } };

export type DrawOutcome = {
  categoryId: number;
  revision: number;
  /** Entries drawn (0 when the category has none: nothing is drawn). */
  entries: number;
  bouts: number;
  walkoverChampion: number | null;
  seed: number;
  redraw: boolean;
};

type Category = {
  id: number;
  tournamentId: number;
  weightClass: string;
  ageGroup: string;
  gender: 'men' | 'women';
  drawState: unknown;
  drawRevision: number;
  organisationId: number;
  format: 'single-elimination' | 'double-elimination' | 'round-robin' | 'swiss-system';
  status: string;
  rules: typeof tournaments.$inferSelect.rules;
  tournamentName: string;
};

async function loadCategory(db: Db, categoryId: number): Promise<Category> {
  const [row] = await db
    .select({
      id: tournamentCategories.id,
      tournamentId: tournamentCategories.tournamentId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawState: tournamentCategories.drawState,
      drawRevision: tournamentCategories.drawRevision,
      organisationId: tournaments.organisationId,
      format: tournaments.format,
      status: tournaments.status,
      rules: tournaments.rules,
      tournamentName: tournaments.name,
    })
    .from(tournamentCategories)
    .innerJoin(tournaments, eq(tournaments.id, tournamentCategories.tournamentId))
    .where(eq(tournamentCategories.id, categoryId));
  if (!row) throw new ServiceError(404, 'category_not_found', 'There is no such category.');
  return row;
}

const DRAWABLE = new Set(['published', 'drawn', 'in_progress']);

/** A category as people read it: the product's one label (content/tournament-categories). */
export { categoryLabel };

/**
 * The entries a draw takes: not withdrawn, not under a medical suspension on the day of the draw (a KO or
 * RSC-I elsewhere), consented to by their guardian when under 18, and, when the rules ask for a medical check, weighed in on their latest weigh-in with
 * weight made and medically cleared.
 */
export async function eligibleEntries(
  db: Db,
  categoryId: number,
  medicalCheckRequired: boolean,
  day?: string,
): Promise<Array<{ id: number; name: string; clubId: number | null; seed: number | null }>> {
  const rows = await db
    .select({
      id: entries.id,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      clubId: profiles.clubId,
      seed: entries.seed,
      suspendedUntil: profiles.suspendedUntil,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(
      and(
        eq(entries.categoryId, categoryId),
        ne(entries.status, 'withdrawn'),
        // A minor waits for their guardian's consent (issue 27): without it they are not drawn.
        or(isNull(entries.guardianName), isNotNull(entries.guardianConsentAt)),
      ),
    )
    .orderBy(asc(entries.id));
  let list = rows.filter(
    (r) => r.id !== null && (day === undefined || r.suspendedUntil === null || r.suspendedUntil < day),
  );
  if (medicalCheckRequired && list.length > 0) {
    const latest = await db
      .selectDistinctOn([weighIns.entryId], {
        entryId: weighIns.entryId,
        madeWeight: weighIns.madeWeight,
        medicalCleared: weighIns.medicalCleared,
      })
      .from(weighIns)
      .where(
        anyOf(
          weighIns.entryId,
          list.map((e) => e.id),
        ),
      )
      .orderBy(weighIns.entryId, desc(weighIns.day), desc(weighIns.recordedAt));
    const passed = new Set(latest.filter((w) => w.madeWeight && w.medicalCleared).map((w) => w.entryId));
    list = list.filter((e) => passed.has(e.id));
  }
  return list.map((r) => ({
    id: r.id,
    name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.name,
    clubId: r.clubId,
    seed: r.seed,
  }));
}

/** Seeds the engine accepts: 1..n, each once (others are drawn unseeded). */
function engineEntries(list: Awaited<ReturnType<typeof eligibleEntries>>): EngineEntry[] {
  const used = new Set<number>();
  return list.map((e) => {
    const base = { id: engineEntryId(e.id), name: e.name, club: e.clubId === null ? '' : `club-${e.clubId}` };
    if (e.seed === null || e.seed < 1 || e.seed > list.length || used.has(e.seed)) return base;
    used.add(e.seed);
    return { ...base, seed: e.seed };
  });
}

/** True once a bout of the category is being boxed or was boxed (a walkover the engine made does not count). */
function hasStarted(state: CategoryDraw | null): boolean {
  if (!state) return false;
  return allBouts(state).some(
    (b) =>
      b.live?.status === 'in-progress' ||
      b.live?.startedAt !== undefined ||
      (b.result !== null && !b.result.auto),
  );
}

export type DrawOptions = {
  /** The draw's lot; the same seed and entries give the same draw. Random when absent. */
  seed?: number;
  /** The category's revision the organiser saw: a draw made on an older page is refused (409). */
  revision?: number;
  now?: Date;
  /**
   * Whether the tournament becomes 'drawn' when this was its last category to draw (default true). drawAll
   * settles it once, after its categories.
   */
  settle?: boolean;
};

function randomSeed(): number {
  return Math.floor(Math.random() * 2_000_000_000) + 1;
}

/**
 * Draws (or redraws) one category. Refused: not an organiser of the tournament (403), a tournament that
 * is not published (409), a category whose first bout has started (409), someone else's change since it
 * was read (409 'Someone changed this category; reload').
 */
export async function drawCategory(
  db: Database,
  workspace: Workspace,
  categoryId: number,
  options: DrawOptions = {},
): Promise<DrawOutcome> {
  return db.transaction((tx) => drawInTransaction(tx, workspace, categoryId, options));
}

async function drawInTransaction(
  tx: Transaction,
  workspace: Workspace,
  categoryId: number,
  options: DrawOptions,
): Promise<DrawOutcome> {
  const category = await loadCategory(tx, categoryId);
  requireOrganiserOf(workspace, category);
  if (options.revision !== undefined && options.revision !== category.drawRevision)
    throw new ServiceError(409, 'stale_state', STALE_MESSAGE);
  if (!DRAWABLE.has(category.status))
    throw new ServiceError(
      409,
      'not_drawable',
      category.status === 'draft'
        ? 'Publish the tournament before drawing its categories.'
        : `${category.tournamentName} is ${category.status}: its draws can no longer change.`,
    );
  const redraw = category.drawState !== null;
  const previous = readState(category.drawState);
  // A category never drawn has no bouts rows: only a redraw looks for one that started.
  const [startedRow] = redraw
    ? await tx
        .select({ id: bouts.id })
        .from(bouts)
        .where(and(eq(bouts.categoryId, categoryId), isNotNull(bouts.startedAt)))
        .limit(1)
    : [];
  if (hasStarted(previous) || startedRow)
    throw new ServiceError(
      409,
      'draw_started',
      'The first bout of this category has started: it can no longer be redrawn.',
    );

  const now = options.now ?? clock.now();
  const list = await eligibleEntries(tx, categoryId, category.rules.medicalCheckRequired, lagosDate(now));
  const seed = options.seed ?? randomSeed();
  let state: CategoryDraw | WalkoverMarker | null;
  if (list.length === 0) state = null;
  else if (list.length === 1) state = { walkover: { entryId: list[0]!.id } };
  else
    state = engine(() =>
      createDraw(category.format, engineEntries(list), {
        seed,
        rules: engineRules(category.rules),
        category: categoryLabel(category),
      }),
    );
  // A redraw starts from fresh bouts: officials and numbers of the old pairings do not carry over.
  if (redraw) await tx.delete(bouts).where(eq(bouts.categoryId, categoryId));
  const revision = await writeState(
    tx,
    categoryId,
    category.tournamentId,
    category.drawRevision,
    state,
    { drawnAt: state === null ? null : now, drawnBy: state === null ? null : workspace.viewer.id },
    { noRowsYet: true },
  );
  const drawnIds = list.map((e) => e.id);
  if (drawnIds.length > 0)
    await tx
      .update(entries)
      .set({ status: 'drawn', updatedAt: now })
      .where(and(anyOf(entries.id, drawnIds), ne(entries.status, 'withdrawn')));
  await tx.insert(drawAudit).values({
    categoryId,
    action: redraw ? 'redraw' : 'draw',
    seed: String(seed),
    actorUserId: workspace.viewer.id,
    details: { entries: drawnIds, revision },
  });
  if (options.settle !== false) await settleTournamentStatus(tx, category.tournamentId);
  await recordLiveEvent(tx, 'draw.published', { tournamentId: category.tournamentId, categoryId });
  return {
    categoryId,
    revision,
    entries: list.length,
    bouts: boutsToCount(readState(state)),
    walkoverChampion: list.length === 1 ? list[0]!.id : null,
    seed,
    redraw,
  };
}

/** A published tournament becomes 'drawn' once every category with entries is drawn. */
async function settleTournamentStatus(tx: Transaction, tournamentId: number): Promise<void> {
  const categories = await tx
    .select({ id: tournamentCategories.id, drawnAt: tournamentCategories.drawnAt })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId));
  const entered = await tx
    .selectDistinct({ categoryId: entries.categoryId })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'withdrawn')));
  const hasEntries = new Set(entered.map((e) => e.categoryId));
  const withEntries = categories.filter((c) => hasEntries.has(c.id));
  if (withEntries.length > 0 && withEntries.every((c) => c.drawnAt !== null))
    await transition(tx, tournamentId, 'drawn', { from: ['published'] });
}

/** Draws every category of the tournament that has entries (each in its own transaction, in order). */
export async function drawAll(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  options: { now?: Date } = {},
): Promise<DrawOutcome[]> {
  const [tournament] = await db
    .select({ organisationId: tournaments.organisationId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  requireOrganiserOf(workspace, tournament);
  const categories = await db
    .select({ id: tournamentCategories.id })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const outcomes: DrawOutcome[] = [];
  try {
    for (const c of categories)
      outcomes.push(await drawCategory(db, workspace, c.id, { ...options, settle: false }));
  } finally {
    // Once, after the categories (each drawn in its own transaction), and also when one was refused: those
    // drawn before it stay drawn.
    await db.transaction((tx) => settleTournamentStatus(tx, tournamentId));
  }
  return outcomes.filter((o) => o.entries > 0);
}

/**
 * A withdrawal after the draw (for the entries feature): the engine turns the boxer's bouts still to box
 * into walkovers. Runs in the caller's transaction; a category not drawn yet is left alone (false).
 */
export async function withdrawAfterDraw(
  tx: Transaction,
  entryId: number,
  options: { reason?: WithdrawalReason; by?: string; at?: Date } = {},
): Promise<boolean> {
  const [entry] = await tx
    .select({ categoryId: entries.categoryId })
    .from(entries)
    .where(eq(entries.id, entryId));
  if (!entry) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
  const category = await loadCategory(tx, entry.categoryId);
  const state = readState(category.drawState);
  if (!state) return false;
  const id = engineEntryId(entryId);
  if (!state.entries.some((e) => e.id === id) || state.withdrawn[id] !== undefined) return false;
  const change = engine(() =>
    withdraw(state, id, options.reason ?? 'withdrawal', {
      ...(options.by ? { by: options.by } : {}),
      at: (options.at ?? clock.now()).toISOString(),
      revision: state.revision,
    }),
  );
  // The withdrawn boxer's bouts still to box became walkovers (or void): writeState tells each of them.
  await writeState(tx, category.id, category.tournamentId, category.drawRevision, change.state);
  // A walkover decides its bout as a result does: a final won this way finishes the category (medals) and,
  // with it, perhaps the tournament.
  await settleCategory(
    tx,
    { id: category.tournamentId, name: category.tournamentName },
    category,
    categoryLabel(category),
    change.state,
  );
  return true;
}
