import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@server/auth/accounts';
import type { Database } from '@server/db/client';
import { bouts, entries, scorecards, tournamentCategories, tournaments, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { fileMediaStore } from '@server/media/store';
import { DEMO_EVENT_NAME, seedDemoEvent } from '@server/demo/event';
import { seedDemoOrganisations } from '@server/demo/organisations';
import { seedDemoTournaments } from '@server/demo/tournaments';
import { ensureAcademyOrganisation } from '~/features/organisations';
import { canonicalDocument, exportTournament, importTournament } from './index';
import type { TransferDocument } from './document';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'transfer-media-'));
const options = {
  baseUrl: 'http://localhost:3000',
  academyEmail: 'admissions@ajbxng.test',
  // The demo event's highlight pictures: a folder of this file's own, removed after.
  media: fileMediaStore(mediaDir),
};
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
/** The demo event's finals day, in the afternoon: three finals decided, one in the ring, two to come. */
const NOW = new Date('2026-06-15T14:10:00Z');

async function venueLaptop(db: Database) {
  await ensureAcademyOrganisation(db);
  await seedDemoAccounts(db);
  const ids = await seedDemoOrganisations(db, options);
  await seedDemoTournaments(db, ids, { now: NOW });
  await seedDemoEvent(db, ids, { ...options, now: NOW });
  const [event] = await db.select().from(tournaments).where(eq(tournaments.name, DEMO_EVENT_NAME));
  return event!.id;
}

async function counts(db: Database, tournamentId: number) {
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  return {
    tournaments: await n(
      db.select({ n: count() }).from(tournaments).where(eq(tournaments.name, DEMO_EVENT_NAME)),
    ),
    entries: await n(db.select({ n: count() }).from(entries).where(eq(entries.tournamentId, tournamentId))),
    bouts: await n(db.select({ n: count() }).from(bouts).where(eq(bouts.tournamentId, tournamentId))),
    cards: await n(
      db
        .select({ n: count() })
        .from(scorecards)
        .innerJoin(bouts, eq(bouts.id, scorecards.boutId))
        .where(eq(bouts.tournamentId, tournamentId)),
    ),
    users: await n(db.select({ n: count() }).from(user)),
  };
}

/**
 * The venue's event, seeded once for the file (the demo event takes most of a minute on a busy machine). A
 * venue is a laptop on the embedded database (decision 0015), so it is seeded on PGlite and goes up to each
 * kind of hosted platform; PostgreSQL's export is still proven, by the copy's export equalling the venue's.
 */
let exported: Promise<TransferDocument> | undefined;
const venueDocument = () =>
  (exported ??= (async () => {
    const venue = await createTestDatabase('pglite');
    try {
      const eventId = await venueLaptop(venue.db);
      return JSON.parse(JSON.stringify(await exportTournament(venue.db, eventId))) as TransferDocument;
    } finally {
      await venue.close();
    }
  })()).then((doc) => structuredClone(doc));

describe.each(testDatabaseKinds())('a tournament moved between platforms on %s', (kind) => {
  it('exported from the venue and imported twice on the hosted platform is one copy, identical', async () => {
    const hosted = await createTestDatabase(kind);
    try {
      const document = await venueDocument();
      expect(document.entries).toHaveLength(48);
      expect(document.bouts).toHaveLength(42);
      expect(document.scorecards.length).toBeGreaterThan(100);
      expect(document.awards.length).toBeGreaterThan(0);

      // The hosted platform has its own academy and demo accounts (the admin, the referees), not the event's.
      await ensureAcademyOrganisation(hosted.db);
      await seedDemoAccounts(hosted.db);
      // Its serial ids are elsewhere: a tournament made there first moves every id of the copy.
      const first = await importTournament(hosted.db, document);
      expect(first.result).toBe('created');
      expect(first.people.matched).toBeGreaterThan(0);
      expect(first.people.created).toBeGreaterThanOrEqual(48);
      const afterFirst = await counts(hosted.db, first.tournamentId);

      const again = await importTournament(hosted.db, { ...document, exportedAt: new Date().toISOString() });
      expect(again).toMatchObject({
        tournamentId: first.tournamentId,
        slug: first.slug,
        result: 'unchanged',
      });
      expect(await counts(hosted.db, first.tournamentId)).toEqual(afterFirst);
      expect(afterFirst).toMatchObject({ tournaments: 1, entries: 48, bouts: 42 });

      // The copy, exported again, is the original: every row, every card, the engine's states.
      const copy = await exportTournament(hosted.db, first.tournamentId);
      expect(copy.origin).toEqual(document.origin);
      expect(canonicalDocument(copy)).toEqual(canonicalDocument(document));

      // The engine's states name the copy's entries, not the venue's.
      const copyEntryIds = new Set(copy.entries.map((e) => String(e.id)));
      const [category] = await hosted.db
        .select({ state: tournamentCategories.drawState })
        .from(tournamentCategories)
        .where(eq(tournamentCategories.tournamentId, first.tournamentId))
        .limit(1);
      const state = category!.state as { entries: { id: string }[]; seeding: string[] };
      expect(state.entries.every((e) => copyEntryIds.has(e.id))).toBe(true);
      expect(state.seeding.every((id) => copyEntryIds.has(id))).toBe(true);

      // A corrected document (the venue fixed a name after the first upload) updates the one copy.
      const fixed = {
        ...document,
        tournament: { ...document.tournament, venue: 'Teslim Balogun Stadium, Hall B' },
      };
      const updated = await importTournament(hosted.db, fixed);
      expect(updated).toMatchObject({ tournamentId: first.tournamentId, result: 'updated' });
      expect(await counts(hosted.db, first.tournamentId)).toEqual(afterFirst);
      const [row] = await hosted.db.select().from(tournaments).where(eq(tournaments.id, first.tournamentId));
      expect(row!.venue).toBe('Teslim Balogun Stadium, Hall B');
      expect(canonicalDocument(await exportTournament(hosted.db, first.tournamentId))).toEqual(
        canonicalDocument(fixed),
      );
    } finally {
      await hosted.close();
    }
  }, 240_000);

  it('refuses a bad document with a 400 that says what is wrong, and writes nothing', async () => {
    const hosted = await createTestDatabase(kind);
    try {
      const document = await venueDocument();
      await ensureAcademyOrganisation(hosted.db);
      const before = await counts(hosted.db, 0);

      await expect(importTournament(hosted.db, { hello: 'world' })).rejects.toMatchObject({
        status: 400,
        code: 'invalid_document',
        message: expect.stringContaining('format'),
      });
      await expect(importTournament(hosted.db, { ...document, version: 99 })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('version 1'),
      });
      const badCard = structuredClone(document);
      badCard.scorecards[0]!.red = 11;
      await expect(importTournament(hosted.db, badCard)).rejects.toMatchObject({
        status: 400,
        fields: { 'scorecards.0.red': [expect.any(String)] },
      });
      // Well formed, but a bout of a category the document does not have: refused half-way, nothing kept.
      const dangling = structuredClone(document);
      dangling.bouts[dangling.bouts.length - 1]!.categoryId = 999_999;
      await expect(importTournament(hosted.db, dangling)).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('category 999999'),
      });
      // A draw state the engine cannot read is refused too.
      const unreadable = structuredClone(document);
      unreadable.categories.find((c) => c.drawState !== null)!.drawState = { version: 7, rounds: [] };
      await expect(importTournament(hosted.db, unreadable)).rejects.toMatchObject({ status: 400 });
      expect(await counts(hosted.db, 0)).toEqual(before);
    } finally {
      await hosted.close();
    }
  }, 240_000);

  it('stores a draw exported by an older release (engine state version 1) at the current version (issue 26)', async () => {
    const hosted = await createTestDatabase(kind);
    try {
      const document = await venueDocument();
      await ensureAcademyOrganisation(hosted.db);
      await seedDemoAccounts(hosted.db);
      const old = structuredClone(document);
      const category = old.categories.find((c) => c.drawState !== null)!;
      // Version 1 had no suspensions, revision or audit in the state.
      const { suspended: _s, revision: _r, audit: _a, ...v1 } = category.drawState as Record<string, unknown>;
      category.drawState = { ...v1, version: 1 };
      const imported = await importTournament(hosted.db, old);
      const [stored] = await hosted.db
        .select({ drawState: tournamentCategories.drawState })
        .from(tournamentCategories)
        .where(eq(tournamentCategories.tournamentId, imported.tournamentId))
        .orderBy(tournamentCategories.id)
        .limit(1)
        .offset(old.categories.filter((c) => c.id < category.id).length);
      expect(stored!.drawState).toMatchObject({ version: 2, suspended: expect.any(Object) });
    } finally {
      await hosted.close();
    }
  }, 240_000);
});
