import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { and, asc, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from '~/lib/zod';
import type { Database, Transaction } from '@server/db/client';
import {
  account,
  appMeta,
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
import { runsOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { remapDrawDetails, remapDrawState } from './engine-ids';
import type { IdMaps } from './engine-ids';
import { TRANSFER_FORMAT, TRANSFER_VERSION, transferDocumentSchema } from './document';
import type { TransferDocument, TransferPerson } from './document';
import { clock } from '@server/clock';

/**
 * Export and import of one tournament (issue 18 "Venue mode"; decision 0015). The export is everything a
 * finished event is made of, with the people in it; the import writes it on another platform in one
 * transaction, matching people by e-mail, and remembers where it came from, so the same document imported
 * again is still one copy.
 */

type Db = Database | Transaction;
type Json = Record<string, unknown>;

/** This installation's id (app_meta): the origin of the tournaments it exports, made the first time. */
const INSTALLATION_KEY = 'installation-id';
/** app_meta keys of imported tournaments: `tournament-import:<installation>:<id there>` → the copy here. */
const IMPORT_PREFIX = 'tournament-import:';
/** Imports take turns per origin, so two uploads of one document at once still make one copy. */
const IMPORT_LOCK = 727281;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const isoNow = (value: Date): string => value.toISOString();

async function installationId(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: INSTALLATION_KEY, value: randomUUID() })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, INSTALLATION_KEY));
  return row!.value;
}

type ImportRecord = { tournamentId: number; hash: string };

function readRecord(value: string): ImportRecord | null {
  try {
    const parsed = JSON.parse(value) as Partial<ImportRecord>;
    return typeof parsed.tournamentId === 'number' && typeof parsed.hash === 'string'
      ? { tournamentId: parsed.tournamentId, hash: parsed.hash }
      : null;
  } catch {
    return null;
  }
}

/** Where a tournament came from: another platform's, if it was imported here, else this one's. */
async function originOf(db: Db, tournamentId: number): Promise<TransferDocument['origin']> {
  const imported = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(like(appMeta.key, `${IMPORT_PREFIX}%`));
  for (const row of imported) {
    if (readRecord(row.value)?.tournamentId !== tournamentId) continue;
    const [installation, id] = row.key.slice(IMPORT_PREFIX.length).split(':');
    if (installation && id) return { installation, tournamentId: Number(id) };
  }
  return { installation: await installationId(db), tournamentId };
}

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
  for (const c of categoryRows) add(c.drawnBy, ...stateUsers(c.drawState as Json | null));
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
      profile: p
        ? {
            firstName: p.firstName,
            lastName: p.lastName,
            userType: p.userType,
            weightKg: p.weightKg,
            weightClassId: p.weightClassId,
            ageGroupId: p.ageGroupId,
            dateOfBirth: p.dateOfBirth,
            gender: p.gender,
            clubId: p.clubId,
            coachId: who(p.coachId),
          }
        : null,
    };
  });

  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: clock.now().toISOString(),
    origin: await originOf(db, tournamentId),
    tournament: {
      id: t.id,
      slug: t.slug,
      organisationId: t.organisationId,
      name: t.name,
      description: t.description,
      format: t.format,
      status: t.status,
      startDate: t.startDate,
      endDate: t.endDate,
      registrationDeadline: t.registrationDeadline,
      weighInDate: t.weighInDate,
      venue: t.venue,
      city: t.city,
      level: t.level,
      visibility: t.visibility,
      maxParticipants: t.maxParticipants,
      entryFee: t.entryFee,
      prizeFirst: t.prizeFirst,
      prizeSecond: t.prizeSecond,
      prizeThird: t.prizeThird,
      weightClassPreset: t.weightClassPreset,
      rules: t.rules,
      createdBy: who(t.createdBy),
      createdAt: isoNow(t.createdAt),
      updatedAt: isoNow(t.updatedAt),
      publishedAt: iso(t.publishedAt),
      cancelledAt: iso(t.cancelledAt),
      cancelReason: t.cancelReason,
      completedAt: iso(t.completedAt),
      resultWinner: t.resultWinner,
      resultCategory: t.resultCategory,
      medicalSuspensionDays: t.medicalSuspensionDays,
    },
    organisations: organisationRows.map((o) => ({
      id: o.id,
      name: o.name,
      organisationType: o.organisationType,
      plan: o.plan,
      status: o.status,
      isAcademy: o.isAcademy,
    })),
    people,
    categories: categoryRows.map((c) => ({
      id: c.id,
      weightClass: c.weightClass,
      ageGroup: c.ageGroup,
      gender: c.gender,
      drawState: (c.drawState ?? null) as Json | null,
      drawRevision: c.drawRevision,
      drawnAt: iso(c.drawnAt),
      drawnBy: who(c.drawnBy),
    })),
    entries: entryRows.map((e) => ({
      id: e.id,
      categoryId: e.categoryId,
      boxerId: e.boxerId,
      registeredBy: who(e.registeredBy),
      status: e.status,
      guardianName: e.guardianName,
      guardianConsentAt: iso(e.guardianConsentAt),
      paidAt: iso(e.paidAt),
      paidMarkedBy: who(e.paidMarkedBy),
      withdrawnAt: iso(e.withdrawnAt),
      withdrawnBy: who(e.withdrawnBy),
      withdrawReason: e.withdrawReason,
      seed: e.seed,
      createdAt: isoNow(e.createdAt),
      updatedAt: isoNow(e.updatedAt),
    })),
    invitations: invitationRows.map((i) => ({
      boxerId: i.boxerId,
      invitedBy: who(i.invitedBy),
      createdAt: isoNow(i.createdAt),
    })),
    weighIns: weighInRows.map((w) => ({
      entryId: w.entryId,
      day: w.day,
      weightKg: w.weightKg,
      madeWeight: w.madeWeight,
      medicalCleared: w.medicalCleared,
      recordedBy: who(w.recordedBy),
      recordedAt: isoNow(w.recordedAt),
    })),
    drawAudit: auditRows.map((a) => ({
      categoryId: a.categoryId,
      action: a.action,
      seed: a.seed,
      actorUserId: who(a.actorUserId),
      details: a.details,
      createdAt: isoNow(a.createdAt),
    })),
    sessions: sessionRows.map((s) => ({ day: s.day, startsAt: s.startsAt, rings: s.rings })),
    bouts: boutRows.map((b) => ({
      id: b.id,
      categoryId: b.categoryId,
      engineBoutId: b.engineBoutId,
      number: b.number,
      ring: b.ring,
      plannedStart: iso(b.plannedStart),
      status: b.status,
      redEntryId: b.redEntryId,
      blueEntryId: b.blueEntryId,
      winnerEntryId: b.winnerEntryId,
      outcome: b.outcome,
      decidedRound: b.decidedRound,
      verdict: b.verdict,
      startedAt: iso(b.startedAt),
      decidedAt: iso(b.decidedAt),
      updatedAt: isoNow(b.updatedAt),
    })),
    boutOfficials: officialRows.map((o) => ({
      boutId: o.boutId,
      userId: o.userId,
      role: o.role,
      seat: o.seat,
    })),
    scorecards: cardRows.map((s) => ({
      boutId: s.boutId,
      judgeUserId: s.judgeUserId,
      seat: s.seat,
      round: s.round,
      red: s.red,
      blue: s.blue,
      preferred: s.preferred,
      enteredBy: who(s.enteredBy),
      submittedAt: isoNow(s.submittedAt),
    })),
    fouls: foulRows.map((f) => ({
      boutId: f.boutId,
      entryId: f.entryId,
      boxerId: who(f.boxerId),
      corner: f.corner,
      refereeId: who(f.refereeId),
      foulType: f.foulType,
      roundNumber: f.roundNumber,
      description: f.description,
      deduct: f.deduct as 0 | 1,
      createdAt: isoNow(f.createdAt),
    })),
    awards: awardRows.map((a) => ({
      boxerId: a.boxerId,
      title: a.title,
      description: a.description,
      awardType: a.awardType,
      categoryId: a.categoryId,
      entryId: a.entryId,
      place: a.place,
      issuedAt: isoNow(a.issuedAt),
    })),
    corrections: correctionRows.map((c) => ({
      boutId: c.boutId,
      actorUserId: who(c.actorUserId),
      reason: c.reason,
      before: c.before,
      after: c.after,
      voided: c.voided,
      createdAt: isoNow(c.createdAt),
    })),
    suspensions: suspensionRows.map((s) => ({
      boxerId: s.boxerId,
      boutId: s.boutId,
      reason: s.reason,
      until: s.until,
      liftedAt: iso(s.liftedAt),
      liftedReason: s.liftedReason,
      createdAt: isoNow(s.createdAt),
    })),
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
  if (!runsOrganisation(workspace, t.organisationId))
    throw new ServiceError(403, 'forbidden', "Only the tournament's organisers can export it.");
  return exportTournament(db, id);
}

/** A document's problems for people: the first few, each with where it is (`entries.3.boxerId: …`). */
function describeIssues(issues: readonly z.core.$ZodIssue[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues.slice(0, 20)) {
    const where = issue.path.join('.') || 'document';
    (fields[where] ??= []).push(issue.message);
  }
  const [first] = issues;
  const where = first ? first.path.join('.') : '';
  return {
    message: `This is not a tournament export this platform can read${where ? ` (${where}: ${first!.message})` : first ? ` (${first.message})` : ''}.`,
    fields,
  };
}

/** Reads an uploaded document: a 400 that says what is wrong, or the document. */
export function parseTransferDocument(input: unknown): TransferDocument {
  const parsed = transferDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues);
    throw new ServiceError(400, 'invalid_document', message, fields);
  }
  return parsed.data;
}

function broken(message: string): never {
  throw new ServiceError(
    400,
    'invalid_document',
    `This tournament export does not hold together: ${message}.`,
  );
}

/** A lookup that refuses a reference the document does not define. */
function mapper<K, V>(map: Map<K, V>, what: string) {
  return (key: K): V => {
    const value = map.get(key);
    if (value === undefined) broken(`${what} ${String(key)} is referred to but not in the document`);
    return value;
  };
}
function optional<K, V>(lookup: (key: K) => V) {
  return (key: K | null): V | null => (key === null ? null : lookup(key));
}

const date = (value: string) => new Date(value);
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** Inserts in slices: PostgreSQL takes at most 65,535 parameters a statement. */
async function insertMany<T extends Json>(
  tx: Transaction,
  table: Parameters<Transaction['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
}

export type ImportOutcome = {
  tournamentId: number;
  slug: string;
  /** created: a first import; updated: the copy of this origin made again; unchanged: the same document again. */
  result: 'created' | 'updated' | 'unchanged';
  people: { matched: number; created: number };
};

/** The document's content without the moment it was exported: what makes two uploads the same. */
function documentHash(doc: TransferDocument): string {
  const { exportedAt: _at, ...content } = doc;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export async function importTournament(db: Database, input: unknown): Promise<ImportOutcome> {
  const doc = parseTransferDocument(input);
  const hash = documentHash(doc);
  const originKey = `${IMPORT_PREFIX}${doc.origin.installation}:${doc.origin.tournamentId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${originKey}))`);
    const [kept] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, originKey));
    const record = kept ? readRecord(kept.value) : null;
    const [copy] = record
      ? await tx
          .select({ id: tournaments.id, slug: tournaments.slug })
          .from(tournaments)
          .where(eq(tournaments.id, record.tournamentId))
      : [];
    const ourInstallation = await installationId(tx);
    if (doc.origin.installation === ourInstallation && !copy)
      throw new ServiceError(
        409,
        'own_tournament',
        'This tournament was exported from this platform: it is here already.',
      );

    const people = await mapPeople(tx, doc);
    if (copy && record?.hash === hash)
      return { tournamentId: copy.id, slug: copy.slug, result: 'unchanged', people: people.counts };

    const organisationMap = await mapOrganisations(tx, doc);
    const org = mapper(organisationMap, 'organisation');
    const who = mapper(people.ids, 'person');
    const whoOrNull = optional(who);
    await createMissingPeople(tx, doc, people, org, who);

    const t = doc.tournament;
    const values = {
      organisationId: org(t.organisationId),
      name: t.name,
      description: t.description,
      format: t.format,
      status: t.status,
      startDate: t.startDate,
      endDate: t.endDate,
      registrationDeadline: t.registrationDeadline,
      weighInDate: t.weighInDate,
      venue: t.venue,
      city: t.city,
      level: t.level,
      visibility: t.visibility,
      maxParticipants: t.maxParticipants,
      entryFee: t.entryFee,
      prizeFirst: t.prizeFirst,
      prizeSecond: t.prizeSecond,
      prizeThird: t.prizeThird,
      weightClassPreset: t.weightClassPreset,
      rules: t.rules,
      createdBy: whoOrNull(t.createdBy),
      createdAt: date(t.createdAt),
      updatedAt: date(t.updatedAt),
      publishedAt: dateOrNull(t.publishedAt),
      cancelledAt: dateOrNull(t.cancelledAt),
      cancelReason: t.cancelReason,
      completedAt: dateOrNull(t.completedAt),
      resultWinner: t.resultWinner,
      resultCategory: t.resultCategory,
      medicalSuspensionDays: t.medicalSuspensionDays,
    };
    let tournamentId: number;
    let slug: string;
    if (copy) {
      // The copy is made again from the document: what the venue corrected after the first upload arrives.
      await clearTournament(tx, copy.id);
      await tx.update(tournaments).set(values).where(eq(tournaments.id, copy.id));
      tournamentId = copy.id;
      slug = copy.slug;
    } else {
      slug = await freeSlug(tx, t.slug);
      const [row] = await tx
        .insert(tournaments)
        .values({ ...values, slug })
        .returning({ id: tournaments.id });
      tournamentId = row!.id;
    }

    const categoryIds = new Map<number, number>();
    for (const c of doc.categories) {
      const [row] = await tx
        .insert(tournamentCategories)
        .values({
          tournamentId,
          weightClass: c.weightClass,
          ageGroup: c.ageGroup,
          gender: c.gender,
          drawRevision: c.drawRevision,
          drawnAt: dateOrNull(c.drawnAt),
          drawnBy: whoOrNull(c.drawnBy),
        })
        .returning({ id: tournamentCategories.id });
      categoryIds.set(c.id, row!.id);
    }
    const category = mapper(categoryIds, 'category');

    const entryIds = new Map<number, number>();
    for (const e of doc.entries) {
      const [row] = await tx
        .insert(entries)
        .values({
          tournamentId,
          categoryId: category(e.categoryId),
          boxerId: who(e.boxerId),
          registeredBy: whoOrNull(e.registeredBy),
          status: e.status,
          guardianName: e.guardianName,
          guardianConsentAt: dateOrNull(e.guardianConsentAt),
          paidAt: dateOrNull(e.paidAt),
          paidMarkedBy: whoOrNull(e.paidMarkedBy),
          withdrawnAt: dateOrNull(e.withdrawnAt),
          withdrawnBy: whoOrNull(e.withdrawnBy),
          withdrawReason: e.withdrawReason,
          seed: e.seed,
          createdAt: date(e.createdAt),
          updatedAt: date(e.updatedAt),
        })
        .returning({ id: entries.id });
      entryIds.set(e.id, row!.id);
    }
    const entry = mapper(entryIds, 'entry');
    const entryOrNull = optional(entry);
    // An id the engine keeps of someone not in the document (it cannot be: the export names them all) stays.
    const maps: IdMaps = { entry, user: (id) => people.ids.get(id) ?? id };
    for (const c of doc.categories)
      if (c.drawState !== null)
        await tx
          .update(tournamentCategories)
          .set({ drawState: remapDrawState(c.drawState, maps) })
          .where(eq(tournamentCategories.id, category(c.id)));

    const boutIds = new Map<number, number>();
    for (const b of doc.bouts) {
      const [row] = await tx
        .insert(bouts)
        .values({
          tournamentId,
          categoryId: category(b.categoryId),
          engineBoutId: b.engineBoutId,
          number: b.number,
          ring: b.ring,
          plannedStart: dateOrNull(b.plannedStart),
          status: b.status,
          redEntryId: entryOrNull(b.redEntryId),
          blueEntryId: entryOrNull(b.blueEntryId),
          winnerEntryId: entryOrNull(b.winnerEntryId),
          outcome: b.outcome,
          decidedRound: b.decidedRound,
          verdict: b.verdict,
          startedAt: dateOrNull(b.startedAt),
          decidedAt: dateOrNull(b.decidedAt),
          updatedAt: date(b.updatedAt),
        })
        .returning({ id: bouts.id });
      boutIds.set(b.id, row!.id);
    }
    const bout = mapper(boutIds, 'bout');

    await insertMany(
      tx,
      tournamentInvitations,
      doc.invitations.map((i) => ({
        tournamentId,
        boxerId: who(i.boxerId),
        invitedBy: whoOrNull(i.invitedBy),
        createdAt: date(i.createdAt),
      })),
    );
    await insertMany(
      tx,
      weighIns,
      doc.weighIns.map((w) => ({
        entryId: entry(w.entryId),
        day: w.day,
        weightKg: w.weightKg,
        madeWeight: w.madeWeight,
        medicalCleared: w.medicalCleared,
        recordedBy: whoOrNull(w.recordedBy),
        recordedAt: date(w.recordedAt),
      })),
    );
    await insertMany(
      tx,
      drawAudit,
      doc.drawAudit.map((a) => ({
        categoryId: category(a.categoryId),
        action: a.action,
        seed: a.seed,
        actorUserId: whoOrNull(a.actorUserId),
        details: remapDrawDetails(a.details, maps),
        createdAt: date(a.createdAt),
      })),
    );
    await insertMany(
      tx,
      tournamentSessions,
      doc.sessions.map((s) => ({ tournamentId, day: s.day, startsAt: s.startsAt, rings: s.rings })),
    );
    await insertMany(
      tx,
      boutOfficials,
      doc.boutOfficials.map((o) => ({
        boutId: bout(o.boutId),
        userId: who(o.userId),
        role: o.role,
        seat: o.seat,
      })),
    );
    await insertMany(
      tx,
      scorecards,
      doc.scorecards.map((s) => ({
        boutId: bout(s.boutId),
        judgeUserId: who(s.judgeUserId),
        seat: s.seat,
        round: s.round,
        red: s.red,
        blue: s.blue,
        preferred: s.preferred,
        enteredBy: whoOrNull(s.enteredBy),
        submittedAt: date(s.submittedAt),
      })),
    );
    await insertMany(
      tx,
      fouls,
      doc.fouls.map((f) => ({
        boutId: bout(f.boutId),
        entryId: entry(f.entryId),
        boxerId: whoOrNull(f.boxerId),
        corner: f.corner,
        refereeId: whoOrNull(f.refereeId),
        foulType: f.foulType,
        roundNumber: f.roundNumber,
        description: f.description,
        deduct: f.deduct,
        createdAt: date(f.createdAt),
      })),
    );
    await insertMany(
      tx,
      awards,
      doc.awards.map((a) => ({
        boxerId: who(a.boxerId),
        title: a.title,
        description: a.description,
        awardType: a.awardType,
        tournamentId,
        categoryId: a.categoryId === null ? null : category(a.categoryId),
        entryId: entryOrNull(a.entryId),
        place: a.place,
        issuedAt: date(a.issuedAt),
      })),
    );
    await insertMany(
      tx,
      resultCorrections,
      doc.corrections.map((c) => ({
        boutId: bout(c.boutId),
        actorUserId: whoOrNull(c.actorUserId),
        reason: c.reason,
        before: c.before,
        after: c.after,
        voided: c.voided,
        createdAt: date(c.createdAt),
      })),
    );
    await insertMany(
      tx,
      medicalSuspensions,
      doc.suspensions.map((s) => ({
        boxerId: who(s.boxerId),
        boutId: s.boutId === null ? null : bout(s.boutId),
        reason: s.reason,
        until: s.until,
        liftedAt: dateOrNull(s.liftedAt),
        liftedReason: s.liftedReason,
        createdAt: date(s.createdAt),
      })),
    );
    // A suspension from the event holds on this platform too: the profile keeps the latest one not lifted.
    for (const s of doc.suspensions.filter((s) => s.liftedAt === null))
      await tx
        .update(profiles)
        .set({ suspendedUntil: s.until, suspensionReason: s.reason })
        .where(
          and(
            eq(profiles.id, who(s.boxerId)),
            or(isNull(profiles.suspendedUntil), lt(profiles.suspendedUntil, s.until)),
          ),
        );

    await tx
      .insert(appMeta)
      .values({ key: originKey, value: JSON.stringify({ tournamentId, hash }) })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: JSON.stringify({ tournamentId, hash }), updatedAt: clock.now() },
      });
    return { tournamentId, slug, result: copy ? 'updated' : 'created', people: people.counts };
  });
}

/** Removes what a copy holds before it is made again (its row, id and address stay). */
async function clearTournament(tx: Transaction, tournamentId: number) {
  const boutRows = await tx.select({ id: bouts.id }).from(bouts).where(eq(bouts.tournamentId, tournamentId));
  if (boutRows.length)
    await tx.delete(medicalSuspensions).where(
      inArray(
        medicalSuspensions.boutId,
        boutRows.map((b) => b.id),
      ),
    );
  await tx.delete(awards).where(eq(awards.tournamentId, tournamentId));
  await tx.delete(tournamentSessions).where(eq(tournamentSessions.tournamentId, tournamentId));
  await tx.delete(tournamentInvitations).where(eq(tournamentInvitations.tournamentId, tournamentId));
  // Entries, bouts, their officials, cards, fouls, corrections, weigh-ins and draw audit go with them.
  await tx.delete(tournamentCategories).where(eq(tournamentCategories.tournamentId, tournamentId));
}

async function freeSlug(tx: Transaction, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.slug, slug));
    if (!taken) return slug;
  }
}

type PeopleMap = {
  ids: Map<string, string>;
  /** The document's people who have no account here yet, with the id they will get. */
  missing: TransferPerson[];
  counts: { matched: number; created: number };
};

/** People are matched by e-mail; the others get an account here, with the same id when it is free. */
async function mapPeople(tx: Transaction, doc: TransferDocument): Promise<PeopleMap> {
  const emails = doc.people.map((p) => p.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) broken('two people have the same e-mail address');
  if (new Set(doc.people.map((p) => p.id)).size !== doc.people.length) broken('two people have the same id');
  const existing = emails.length
    ? await tx.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails))
    : [];
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const missingIds = doc.people.filter((p) => !byEmail.has(p.email.trim().toLowerCase())).map((p) => p.id);
  const takenIds = missingIds.length
    ? new Set(
        (await tx.select({ id: user.id }).from(user).where(inArray(user.id, missingIds))).map((u) => u.id),
      )
    : new Set<string>();
  const ids = new Map<string, string>();
  const missing: TransferPerson[] = [];
  for (const person of doc.people) {
    const found = byEmail.get(person.email.trim().toLowerCase());
    if (found) {
      ids.set(person.id, found);
      continue;
    }
    ids.set(person.id, takenIds.has(person.id) ? randomUUID() : person.id);
    missing.push(person);
  }
  return { ids, missing, counts: { matched: doc.people.length - missing.length, created: missing.length } };
}

/**
 * Accounts for the people the platform does not know: no password anyone knows (they set one with "Forgot
 * password", as a coach's registered student does), never an admin (an import gives no platform powers).
 */
async function createMissingPeople(
  tx: Transaction,
  doc: TransferDocument,
  people: PeopleMap,
  org: (id: number) => number,
  who: (id: string) => string,
) {
  if (people.missing.length === 0) return;
  const inDocument = new Set(doc.organisations.map((o) => o.id));
  const now = clock.now();
  await insertMany(
    tx,
    user,
    people.missing.map((p) => ({
      id: who(p.id),
      email: p.email.trim().toLowerCase(),
      name: p.name,
      role: p.role === 'admin' ? 'spectator' : p.role,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // One hash of a random secret serves them all: hashing one per person would take seconds per hundred.
  const unusable = await hashPassword(generateRandomString(48));
  await insertMany(
    tx,
    account,
    people.missing.map((p) => ({
      id: randomUUID(),
      accountId: who(p.id),
      providerId: 'credential',
      userId: who(p.id),
      password: unusable,
    })),
  );
  const withProfile = people.missing.filter((p) => p.profile !== null);
  await insertMany(
    tx,
    profiles,
    withProfile.map((p) => {
      const profile = p.profile!;
      return {
        id: who(p.id),
        firstName: profile.firstName,
        lastName: profile.lastName,
        userType: profile.userType,
        weightKg: profile.weightKg,
        weightClassId: profile.weightClassId,
        ageGroupId: profile.ageGroupId,
        dateOfBirth: profile.dateOfBirth,
        gender: profile.gender,
        clubId: profile.clubId !== null && inDocument.has(profile.clubId) ? org(profile.clubId) : null,
        coachId: profile.coachId !== null && people.ids.has(profile.coachId) ? who(profile.coachId) : null,
      };
    }),
  );
}

/**
 * Organisations: the academy is the academy here; another is the one of the same name, else it is made
 * (as it stood where the event ran), so that its boxers keep their club.
 */
async function mapOrganisations(tx: Transaction, doc: TransferDocument): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const o of doc.organisations) {
    const [found] = o.isAcademy
      ? await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.isAcademy, true))
          .orderBy(asc(organisations.id))
          .limit(1)
      : await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.name, o.name))
          .orderBy(asc(organisations.id))
          .limit(1);
    if (found) {
      out.set(o.id, found.id);
      continue;
    }
    const [made] = await tx
      .insert(organisations)
      .values({
        name: o.name,
        organisationType: o.organisationType,
        plan: o.plan,
        status: o.status,
        isAcademy: o.isAcademy,
        approvedAt: o.status === 'approved' ? clock.now() : null,
      })
      .returning({ id: organisations.id });
    out.set(o.id, made!.id);
  }
  return out;
}

/**
 * A document with every id replaced by its place (rows) or by the e-mail (people), and the moment of export
 * left out: two platforms' exports of the same event are equal in this form. For tests and for people who
 * compare an upload with the venue's copy.
 */
export function canonicalDocument(doc: TransferDocument): Json {
  const position = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r, i) => [r.id, i + 1]));
  const orgs = position(doc.organisations);
  const categories = position(doc.categories);
  const entryPos = position(doc.entries);
  const boutPos = position(doc.bouts);
  const emails = new Map(doc.people.map((p) => [p.id, p.email]));
  const person = (id: string) => emails.get(id) ?? `unknown:${id}`;
  const personOrNull = (id: string | null) => (id === null ? null : person(id));
  const at =
    <K>(map: Map<K, number>) =>
    (key: K) =>
      map.get(key) ?? -1;
  const atOrNull =
    <K>(map: Map<K, number>) =>
    (key: K | null) =>
      key === null ? null : (map.get(key) ?? -1);
  const maps: IdMaps = { entry: at(entryPos), user: person };
  const { exportedAt: _at, origin: _origin, ...rest } = doc;
  return JSON.parse(
    JSON.stringify({
      ...rest,
      tournament: {
        ...doc.tournament,
        id: 1,
        organisationId: at(orgs)(doc.tournament.organisationId),
        createdBy: personOrNull(doc.tournament.createdBy),
      },
      organisations: doc.organisations.map((o) => ({ ...o, id: at(orgs)(o.id) })),
      people: doc.people.map((p) => ({
        ...p,
        id: person(p.id),
        profile: p.profile && {
          ...p.profile,
          clubId: atOrNull(orgs)(p.profile.clubId),
          coachId: personOrNull(p.profile.coachId),
        },
      })),
      categories: doc.categories.map((c) => ({
        ...c,
        id: at(categories)(c.id),
        drawState: remapDrawState(c.drawState, maps),
        drawnBy: personOrNull(c.drawnBy),
      })),
      entries: doc.entries.map((e) => ({
        ...e,
        id: at(entryPos)(e.id),
        categoryId: at(categories)(e.categoryId),
        boxerId: person(e.boxerId),
        registeredBy: personOrNull(e.registeredBy),
        paidMarkedBy: personOrNull(e.paidMarkedBy),
        withdrawnBy: personOrNull(e.withdrawnBy),
      })),
      invitations: doc.invitations.map((i) => ({
        ...i,
        boxerId: person(i.boxerId),
        invitedBy: personOrNull(i.invitedBy),
      })),
      weighIns: doc.weighIns.map((w) => ({
        ...w,
        entryId: at(entryPos)(w.entryId),
        recordedBy: personOrNull(w.recordedBy),
      })),
      drawAudit: doc.drawAudit.map((a) => ({
        ...a,
        categoryId: at(categories)(a.categoryId),
        actorUserId: personOrNull(a.actorUserId),
        details: remapDrawDetails(a.details, maps),
      })),
      bouts: doc.bouts.map((b) => ({
        ...b,
        id: at(boutPos)(b.id),
        categoryId: at(categories)(b.categoryId),
        redEntryId: atOrNull(entryPos)(b.redEntryId),
        blueEntryId: atOrNull(entryPos)(b.blueEntryId),
        winnerEntryId: atOrNull(entryPos)(b.winnerEntryId),
      })),
      boutOfficials: doc.boutOfficials.map((o) => ({
        ...o,
        boutId: at(boutPos)(o.boutId),
        userId: person(o.userId),
      })),
      scorecards: doc.scorecards.map((s) => ({
        ...s,
        boutId: at(boutPos)(s.boutId),
        judgeUserId: person(s.judgeUserId),
        enteredBy: personOrNull(s.enteredBy),
      })),
      fouls: doc.fouls.map((f) => ({
        ...f,
        boutId: at(boutPos)(f.boutId),
        entryId: at(entryPos)(f.entryId),
        boxerId: personOrNull(f.boxerId),
        refereeId: personOrNull(f.refereeId),
      })),
      awards: doc.awards.map((a) => ({
        ...a,
        boxerId: person(a.boxerId),
        categoryId: atOrNull(categories)(a.categoryId),
        entryId: atOrNull(entryPos)(a.entryId),
      })),
      corrections: doc.corrections.map((c) => ({
        ...c,
        boutId: at(boutPos)(c.boutId),
        actorUserId: personOrNull(c.actorUserId),
      })),
      suspensions: doc.suspensions.map((s) => ({
        ...s,
        boxerId: person(s.boxerId),
        boutId: atOrNull(boutPos)(s.boutId),
      })),
    }),
  ) as Json;
}
