import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Transaction } from '@server/db/client';
import {
  appMeta,
  awards,
  boutOfficials,
  bouts,
  drawAudit,
  entries,
  fouls,
  medicalSuspensions,
  profiles,
  resultCorrections,
  scorecards,
  tournamentCategories,
  tournamentInvitations,
  tournaments,
  tournamentSessions,
  weighIns,
} from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { currentDrawState } from '~/features/competition';
import { transition } from '~/features/tournaments';
import type { TournamentStatus } from '@server/db/schema/tournaments';
import { clock } from '@server/clock';
import { columns, importColumns, noReferences } from './columns';
import type { References } from './columns';
import type { TransferDocument } from './document';
import { remapDrawDetails, remapDrawState } from './engine-ids';
import type { IdMaps } from './engine-ids';
import { IMPORT_LOCK, importKey, installationId, readRecord } from './origin.server';
import { mapper, parseTransferDocument } from './parse';
import { createMissingPeople, insertMany, mapOrganisations, mapPeople } from './people.server';

/**
 * The import of one tournament (issue 18 "Venue mode"; decision 0015): the document written on this
 * platform in one transaction, every row with an id of its own, people matched by e-mail; and the origin
 * remembered, so the same document imported again is still one copy. Its columns are listed once, in
 * columns.ts.
 */

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
  const originKey = importKey(doc.origin);
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

    const org = mapper(await mapOrganisations(tx, doc), 'organisation');
    const who = mapper(people.ids, 'person');
    await createMissingPeople(tx, doc, people, org, who);
    // Each kind of reference is known once its rows are written: categories, then entries, then bouts.
    const refs: References = { ...noReferences, person: who, organisation: org };

    // The status is set by the tournaments feature's one writer of it (issue 26), after the row.
    const { status, ...values } = importColumns(columns.tournament, doc.tournament, refs);
    let tournamentId: number;
    let slug: string;
    if (copy) {
      // The copy is made again from the document: what the venue corrected after the first upload arrives.
      await clearTournament(tx, copy.id);
      await tx.update(tournaments).set(values).where(eq(tournaments.id, copy.id));
      tournamentId = copy.id;
      slug = copy.slug;
    } else {
      slug = await freeSlug(tx, doc.tournament.slug);
      const [row] = await tx
        .insert(tournaments)
        .values({ ...values, slug, status: 'draft' })
        .returning({ id: tournaments.id });
      tournamentId = row!.id;
    }
    await transition(tx, tournamentId, status as TournamentStatus, { at: values.updatedAt as Date });

    const categoryIds = new Map<number, number>();
    for (const c of doc.categories) {
      const [row] = await tx
        .insert(tournamentCategories)
        .values({ tournamentId, ...importColumns(columns.categories, c, refs) })
        .returning({ id: tournamentCategories.id });
      categoryIds.set(c.id, row!.id);
    }
    refs.category = mapper(categoryIds, 'category');

    const entryIds = new Map<number, number>();
    for (const e of doc.entries) {
      const [row] = await tx
        .insert(entries)
        .values({ tournamentId, ...importColumns(columns.entries, e, refs) })
        .returning({ id: entries.id });
      entryIds.set(e.id, row!.id);
    }
    refs.entry = mapper(entryIds, 'entry');
    // An id the engine keeps of someone not in the document (it cannot be: the export names them all) stays.
    const maps: IdMaps = { entry: refs.entry, user: (id) => people.ids.get(id) ?? id };
    refs.drawDetails = (details) => remapDrawDetails(details, maps);
    for (const c of doc.categories)
      if (c.drawState !== null)
        await tx
          .update(tournamentCategories)
          // Migrated to the engine's current version first: a state exported by an older release is stored
          // as this release reads it (issue 26).
          .set({ drawState: remapDrawState(currentDrawState(c.drawState) as Record<string, unknown>, maps) })
          .where(eq(tournamentCategories.id, refs.category(c.id)));

    const boutIds = new Map<number, number>();
    for (const b of doc.bouts) {
      const [row] = await tx
        .insert(bouts)
        .values({ tournamentId, ...importColumns(columns.bouts, b, refs) })
        .returning({ id: bouts.id });
      boutIds.set(b.id, row!.id);
    }
    refs.bout = mapper(boutIds, 'bout');

    const rows = <S extends (typeof columns)[keyof typeof columns], I extends object>(spec: S, items: I[]) =>
      items.map((item) => importColumns(spec, item, refs));
    const ofTournament = <T extends object>(items: T[]) => items.map((item) => ({ tournamentId, ...item }));
    await insertMany(tx, tournamentInvitations, ofTournament(rows(columns.invitations, doc.invitations)));
    await insertMany(tx, weighIns, rows(columns.weighIns, doc.weighIns));
    await insertMany(tx, drawAudit, rows(columns.drawAudit, doc.drawAudit));
    await insertMany(tx, tournamentSessions, ofTournament(rows(columns.sessions, doc.sessions)));
    await insertMany(tx, boutOfficials, rows(columns.boutOfficials, doc.boutOfficials));
    await insertMany(tx, scorecards, rows(columns.scorecards, doc.scorecards));
    await insertMany(tx, fouls, rows(columns.fouls, doc.fouls));
    await insertMany(tx, awards, ofTournament(rows(columns.awards, doc.awards)));
    await insertMany(tx, resultCorrections, rows(columns.corrections, doc.corrections));
    await insertMany(tx, medicalSuspensions, rows(columns.suspensions, doc.suspensions));
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
