import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { tournaments } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { runsOrganisation, workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';

/**
 * Who may act on a tournament (issue 26, item 3): the one permission rule every service and the API ask.
 * Its organisers are the organisers of the organisation that holds it, and platform admins; the officials of
 * a bout are the people assigned to it; a boxer's coach is the organisations feature's boxer policy
 * (`coachesBoxer`, re-exported here). No service compares organisation ids itself.
 */

export { coachesBoxer, mayEnterBoxer } from '~/features/organisations';

/** What a refusal says: every caller keeps its own words, the rule is this module's. */
export type AccessRefusal = {
  code?: string;
  message?: string;
  /** Someone else's draft does not exist for them: a 404 rather than a 403. */
  hideDraft?: boolean;
};

/** The management pages' words (the tournament's own page, its entries, its results settings). */
export const NOT_YOURS = {
  code: 'not_your_tournament',
  message: "Only the organisation's organisers or a platform admin may manage this tournament.",
} as const;

const FORBIDDEN = { code: 'forbidden', message: "Only the tournament's organisers can do this." } as const;
const notFound = () => new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

/** Whether this workspace runs the tournament: an organiser of its organisation, or a platform admin. */
export function runsTournament(actor: Workspace, tournament: { organisationId: number }): boolean {
  return runsOrganisation(actor, tournament.organisationId);
}

/** As runsTournament, for a viewer whose workspace is not read yet (a ringside call, a bout sheet). */
export async function viewerRunsTournament(
  db: Database | Transaction,
  viewer: Viewer,
  tournament: { organisationId: number },
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  return runsTournament(await workspaceFor(db as Database, viewer), tournament);
}

/** Refuses (403, or 404 for someone else's draft with `hideDraft`) anyone who does not run the tournament. */
export function requireOrganiserOf(
  actor: Workspace,
  tournament: { organisationId: number; status?: string },
  refusal: AccessRefusal = {},
): void {
  if (runsTournament(actor, tournament)) return;
  if (refusal.hideDraft && tournament.status === 'draft') throw notFound();
  throw new ServiceError(403, refusal.code ?? FORBIDDEN.code, refusal.message ?? FORBIDDEN.message);
}

/** The columns of a tournament its organisers' pages and services work from. */
export type OrganisedTournament = NonNullable<Awaited<ReturnType<typeof loadTournament>>>;

async function loadTournament(db: Database | Transaction, id: number) {
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      status: tournaments.status,
      organisationId: tournaments.organisationId,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      rules: tournaments.rules,
      format: tournaments.format,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return t ?? null;
}

/**
 * The lookups of one request, by tournament id. React Router runs a page's loaders in parallel, the
 * `tournaments/:id` layout's and its child's, each guarding itself: keyed by the Request they share, the
 * tournament is read once however many of them ask. An action's request is not its loaders' (React Router
 * gives the loaders after an action a request of their own), so a page never shows the tournament as it was
 * before the action changed it. A refusal is not remembered: each caller applies the rule with its own words.
 */
const lookups = new WeakMap<Request, Map<number, Promise<OrganisedTournament | null>>>();

function lookUp(db: Database | Transaction, id: number, request: Request | undefined) {
  if (!request) return loadTournament(db, id);
  let known = lookups.get(request);
  if (!known) lookups.set(request, (known = new Map()));
  let found = known.get(id);
  if (!found) {
    found = loadTournament(db, id);
    known.set(id, found);
    // A failed read (the database away) is tried again by the next caller, not handed on.
    found.catch(() => known.delete(id));
  }
  return found;
}

/**
 * The tournament, if `actor` runs it: 404 for a bad id or none, 403 (the refusal's words) otherwise. `id` is
 * a number or a route's text parameter; `actor` a workspace, or a viewer whose workspace is read here. With
 * the page's `request`, the lookup is shared by every loader of that request (never inside a transaction).
 */
export async function requireTournamentOrganiser(
  db: Database | Transaction,
  actor: Workspace | Viewer,
  id: number | string | undefined,
  refusal: AccessRefusal = {},
  request?: Request,
): Promise<OrganisedTournament> {
  const tournamentId = typeof id === 'number' ? id : id && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(tournamentId) || tournamentId < 1) throw notFound();
  const tournament = await lookUp(db, tournamentId, request);
  if (!tournament) throw notFound();
  const workspace = 'viewer' in actor ? actor : await workspaceFor(db as Database, actor);
  requireOrganiserOf(workspace, tournament, refusal);
  return tournament;
}

/** A bout's official in a role (referee, judge, recorder): one of the people assigned to it. */
export function officiatesBout(
  officials: ReadonlyArray<{ userId: string; role: string }>,
  viewer: Pick<Viewer, 'id'>,
  role: 'referee' | 'judge' | 'recorder',
): boolean {
  return officials.some((o) => o.role === role && o.userId === viewer.id);
}
