import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  awards,
  boutOfficials,
  bouts,
  drawAudit,
  entries,
  fouls,
  medicalSuspensions,
  organisations,
  profiles,
  resultCorrections,
  scorecards,
  tournamentCategories,
  tournamentInvitations,
  tournaments,
  tournamentSessions,
  user,
  weighIns,
} from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { currentDrawState } from '~/features/competition';
import { runsTournament } from '~/features/tournaments';
import type { Workspace } from '~/features/organisations';
import { columns, exportColumns } from './columns';
import { TRANSFER_FORMAT, TRANSFER_VERSION } from './document';
import type { TransferDocument, TransferPerson } from './document';
import { remapDrawState } from './engine-ids';
import { originOf } from './origin.server';

/**
 * The export of one tournament (issue 18 "Venue mode"; decision 0015): everything a finished event is made
 * of, with the people in it, as one document. Its columns are listed once, in columns.ts.
 */

type Json = Record<string, unknown>;

/** Every account id a draw state names (officials, who made a change), found by the same walk that remaps. */
function stateUsers(state: Json | null): string[] {
  const found: string[] = [];
  remapDrawState(state, {
    entry: (id) => id,
    user: (id) => {
      found.push(id);
      return id;
    },
  });
  return found;
}

export async function exportTournament(db: Database, tournamentId: number): Promise<TransferDocument> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!t) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  const categoryRows = await db
    .select()
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const entryRows = await db
    .select()
    .from(entries)
    .where(eq(entries.tournamentId, tournamentId))
    .orderBy(asc(entries.id));
  const entryIds = entryRows.map((e) => e.id);
  const boutRows = await db
    .select()
    .from(bouts)
    .where(eq(bouts.tournamentId, tournamentId))
    .orderBy(asc(bouts.id));
  const boutIds = boutRows.map((b) => b.id);
  const categoryIds = categoryRows.map((c) => c.id);
  const byBout = <T>(rows: Promise<T[]>) => (boutIds.length ? rows : Promise.resolve([] as T[]));
  const [invitationRows, weighInRows, auditRows, sessionRows, officialRows, cardRows, foulRows] =
    await Promise.all([
      db
        .select()
        .from(tournamentInvitations)
        .where(eq(tournamentInvitations.tournamentId, tournamentId))
        .orderBy(asc(tournamentInvitations.id)),
      entryIds.length
        ? db.select().from(weighIns).where(inArray(weighIns.entryId, entryIds)).orderBy(asc(weighIns.id))
        : Promise.resolve([]),
      categoryIds.length
        ? db
            .select()
            .from(drawAudit)
            .where(inArray(drawAudit.categoryId, categoryIds))
            .orderBy(asc(drawAudit.id))
        : Promise.resolve([]),
      db
        .select()
        .from(tournamentSessions)
        .where(eq(tournamentSessions.tournamentId, tournamentId))
        .orderBy(asc(tournamentSessions.id)),
      byBout(
        db
          .select()
          .from(boutOfficials)
          .where(inArray(boutOfficials.boutId, boutIds))
          .orderBy(asc(boutOfficials.id)),
      ),
      byBout(
        db.select().from(scorecards).where(inArray(scorecards.boutId, boutIds)).orderBy(asc(scorecards.id)),
      ),
      byBout(db.select().from(fouls).where(inArray(fouls.boutId, boutIds)).orderBy(asc(fouls.id))),
    ]);
  const [awardRows, correctionRows, suspensionRows] = await Promise.all([
    db.select().from(awards).where(eq(awards.tournamentId, tournamentId)).orderBy(asc(awards.id)),
    byBout(
      db
        .select()
        .from(resultCorrections)
        .where(inArray(resultCorrections.boutId, boutIds))
        .orderBy(asc(resultCorrections.id)),
    ),
    byBout(
      db
        .select()
        .from(medicalSuspensions)
        .where(inArray(medicalSuspensions.boutId, boutIds))
        .orderBy(asc(medicalSuspensions.id)),
    ),
  ]);

  // The people: everyone a row or a draw state names.
  const userIds = new Set<string>();
  const add = (...ids: (string | null)[]) => ids.forEach((id) => id && userIds.add(id));
  add(t.createdBy);
  for (const c of categoryRows) add(c.drawnBy, ...stateUsers(currentDrawState(c.drawState) as Json | null));
  for (const e of entryRows) add(e.boxerId, e.registeredBy, e.paidMarkedBy, e.withdrawnBy);
  for (const i of invitationRows) add(i.boxerId, i.invitedBy);
  for (const w of weighInRows) add(w.recordedBy);
  for (const a of auditRows) add(a.actorUserId);
  for (const o of officialRows) add(o.userId);
  for (const s of cardRows) add(s.judgeUserId, s.enteredBy);
  for (const f of foulRows) add(f.boxerId, f.refereeId);
  for (const a of awardRows) add(a.boxerId);
  for (const c of correctionRows) add(c.actorUserId);
  for (const s of suspensionRows) add(s.boxerId);
  const userRows = userIds.size
    ? await db
        .select({ id: user.id, email: user.email, name: user.name, role: user.role })
        .from(user)
        .where(inArray(user.id, [...userIds]))
        .orderBy(asc(user.email))
    : [];
  const profileRows = userIds.size
    ? await db
        .select()
        .from(profiles)
        .where(inArray(profiles.id, [...userIds]))
    : [];
  const profileOf = new Map(profileRows.map((p) => [p.id, p]));
  const present = new Set(userRows.map((u) => u.id));
  // A reference to an account deleted since is kept as nobody (the columns allow it where it can happen).
  const who = (id: string | null) => (id && present.has(id) ? id : null);

  const organisationIds = new Set<number>([t.organisationId]);
  for (const p of profileRows) if (p.clubId !== null) organisationIds.add(p.clubId);
  const organisationRows = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.id, [...organisationIds]))
    .orderBy(asc(organisations.id));

  const people: TransferPerson[] = userRows.map((u) => {
    const p = profileOf.get(u.id);
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role as TransferPerson['role'],
      profile: p ? exportColumns(columns.profile, p, who) : null,
    };
  });

  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: clock.now().toISOString(),
    origin: await originOf(db, tournamentId),
    tournament: { id: t.id, slug: t.slug, ...exportColumns(columns.tournament, t, who) },
    organisations: organisationRows.map((o) => ({
      id: o.id,
      ...exportColumns(columns.organisations, o, who),
    })),
    people,
    categories: categoryRows.map((c) => ({
      id: c.id,
      ...exportColumns(columns.categories, c, who),
      // At the engine's current version, whatever version the database kept (issue 26).
      drawState: currentDrawState(c.drawState) as Json | null,
    })),
    entries: entryRows.map((e) => ({ id: e.id, ...exportColumns(columns.entries, e, who) })),
    invitations: invitationRows.map((i) => exportColumns(columns.invitations, i, who)),
    weighIns: weighInRows.map((w) => exportColumns(columns.weighIns, w, who)),
    drawAudit: auditRows.map((a) => exportColumns(columns.drawAudit, a, who)),
    sessions: sessionRows.map((s) => exportColumns(columns.sessions, s, who)),
    bouts: boutRows.map((b) => ({ id: b.id, ...exportColumns(columns.bouts, b, who) })),
    boutOfficials: officialRows.map((o) => exportColumns(columns.boutOfficials, o, who)),
    scorecards: cardRows.map((s) => exportColumns(columns.scorecards, s, who)),
    fouls: foulRows.map((f) => ({ ...exportColumns(columns.fouls, f, who), deduct: f.deduct as 0 | 1 })),
    awards: awardRows.map((a) => exportColumns(columns.awards, a, who)),
    corrections: correctionRows.map((c) => exportColumns(columns.corrections, c, who)),
    suspensions: suspensionRows.map((s) => exportColumns(columns.suspensions, s, who)),
  };
}

/** The export as its organisers ask for it: an organiser of the tournament's organisation, or an admin. */
export async function exportTournamentFor(
  db: Database,
  workspace: Workspace,
  idParam: string,
): Promise<TransferDocument> {
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : 0;
  const [t] = id
    ? await db
        .select({ organisationId: tournaments.organisationId })
        .from(tournaments)
        .where(eq(tournaments.id, id))
    : [];
  if (!t) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  if (!runsTournament(workspace, t))
    throw new ServiceError(403, 'forbidden', "Only the tournament's organisers can export it.");
  return exportTournament(db, id);
}
