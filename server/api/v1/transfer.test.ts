import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { awards, bouts, medicalSuspensions, resultCorrections, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { correctResult } from '~/features/competition';
import { person, seedResults } from '~/features/results/results-fixtures.test-support';
import { ensureAcademyOrganisation } from '~/features/organisations';
import { canonicalDocument } from '~/features/transfer';
import type { TransferDocument } from '~/features/transfer';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const venuePeople = [
  person('admin', 'admin'),
  person('organiser', 'coach'),
  person('other-organiser', 'coach'),
  person('coach-a', 'coach'),
  person('referee', 'referee'),
];
/** The hosted platform's admin, and a coach who may not import. */
const hostedPeople = [person('host-admin', 'admin'), person('host-coach', 'coach')];

describe.each(testDatabaseKinds())('tournament export and import over the API on %s', (kind) => {
  const open: ApiHarness[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((api) => api.close()));
  });

  it('exports a finished tournament for its organisers only; an admin imports it twice elsewhere: one copy, the same', async () => {
    let tournamentId = 0;
    const venue = await startApi(kind, async (services) => {
      const db = services.database.db;
      const event = await seedResults(db);
      const { final } = await event.finish();
      // A result corrected after it was given: the correction travels with the event.
      await correctResult(db, person('organiser', 'coach'), final.id, {
        outcome: 'RSC',
        winner: 'blue',
        round: 1,
        reason: 'The referee named the wrong corner',
      });
      tournamentId = event.tournamentId;
      return venuePeople;
    });
    open.push(venue);
    const hosted = await startApi(kind, async (services) => {
      await ensureAcademyOrganisation(services.database.db);
      return hostedPeople;
    });
    open.push(hosted);

    expect((await venue.call('GET', `/tournaments/${tournamentId}/export`)).status).toBe(401);
    expect((await venue.call('GET', `/tournaments/${tournamentId}/export`, { as: 'referee' })).status).toBe(
      403,
    );
    // A coach, and the organiser of another organisation: not theirs to export.
    expect(await venue.call('GET', `/tournaments/${tournamentId}/export`, { as: 'coach-a' })).toMatchObject({
      status: 403,
      json: { error: { code: 'forbidden' } },
    });
    expect(
      (await venue.call('GET', `/tournaments/${tournamentId}/export`, { as: 'other-organiser' })).status,
    ).toBe(403);
    expect((await venue.call('GET', '/tournaments/999999/export', { as: 'admin' })).status).toBe(404);

    const exported = await venue.call('GET', `/tournaments/${tournamentId}/export`, { as: 'organiser' });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="lagos-open.tournament.json"',
    );
    const document = exported.json as TransferDocument;
    expect(document).toMatchObject({ format: 'ajbxng.tournament', version: 1 });
    expect(document.bouts.every((b) => b.status === 'decided')).toBe(true);
    expect(document.awards.length).toBeGreaterThanOrEqual(3);
    expect(document.corrections).toHaveLength(1);
    expect(document.suspensions).toHaveLength(1);

    // Importing is a platform admin's.
    const refused = await hosted.call('POST', '/tournament-imports', {
      as: 'host-coach',
      key: 'up-1',
      body: document,
    });
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'forbidden' } } });

    const first = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      key: 'up-1',
      body: document,
    });
    expect(first).toMatchObject({ status: 201, json: { slug: 'lagos-open', result: 'created' } });
    // The same upload retried with its key: the first answer again.
    const retried = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      key: 'up-1',
      body: document,
    });
    expect(retried.json).toEqual(first.json);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    // Uploaded again later (another key): still the one copy.
    const again = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      key: 'up-2',
      body: document,
    });
    expect(again).toMatchObject({
      status: 201,
      json: { tournamentId: first.json.tournamentId, result: 'unchanged' },
    });

    const db = hosted.services.database.db;
    expect((await db.select({ n: count() }).from(tournaments))[0]!.n).toBe(1);
    const copyId = first.json.tournamentId as number;
    const copy = await hosted.call('GET', `/tournaments/${copyId}/export`, { as: 'host-admin' });
    expect(canonicalDocument(copy.json as TransferDocument)).toEqual(canonicalDocument(document));
    const copyBouts = await db.select().from(bouts).where(eq(bouts.tournamentId, copyId));
    expect(copyBouts.map((b) => b.status)).toEqual(document.bouts.map(() => 'decided'));
    expect(await db.select().from(awards).where(eq(awards.tournamentId, copyId))).toHaveLength(
      document.awards.length,
    );
    expect(await db.select().from(resultCorrections)).toHaveLength(1);
    expect(await db.select().from(medicalSuspensions)).toHaveLength(1);

    // The copy's public results read as the venue's did.
    const venueResults = await venue.call('GET', '/tournaments/lagos-open/results');
    const hostedResults = await hosted.call('GET', `/tournaments/${first.json.slug}/results`);
    const placings = (answer: typeof venueResults) =>
      (answer.json.categories as { placings: { place: number; boxer: { name: string } }[] }[]).map((c) =>
        c.placings.map((p) => [p.place, p.boxer.name]),
      );
    expect(placings(hostedResults)).toEqual(placings(venueResults));
  }, 240_000);

  it('refuses what is not a tournament export with a 400 that says so, and takes large documents', async () => {
    const hosted = await startApi(kind, async (services) => {
      await ensureAcademyOrganisation(services.database.db);
      return hostedPeople;
    });
    open.push(hosted);
    const notOne = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      body: { format: 'something-else', version: 1 },
    });
    expect(notOne).toMatchObject({
      status: 400,
      json: { error: { code: 'invalid_document', message: expect.stringContaining('ajbxng.tournament') } },
    });
    const broken = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      rawBody: '{"format":',
    });
    expect(broken).toMatchObject({ status: 400, json: { error: { code: 'invalid_json' } } });
    // Past the API's usual 100 kB (a championship's export is megabytes): read, then refused for what it is.
    const large = await hosted.call('POST', '/tournament-imports', {
      as: 'host-admin',
      headers: { authorization: 'Bearer any' },
      body: { format: 'ajbxng.tournament', version: 1, padding: 'x'.repeat(300_000) },
    });
    expect(large).toMatchObject({ status: 400, json: { error: { code: 'invalid_document' } } });
    expect((await hosted.services.database.db.select({ n: count() }).from(tournaments))[0]!.n).toBe(0);
  }, 60_000);
});
