import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { awards, entries, tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import {
  awardCertificate,
  boxerAwards,
  boxerJourney,
  resultsCsv,
  runningSuspension,
  tournamentResults,
} from './awards.server';
import { certificateToken } from './certificate-link.server';
import { sortMedalTable } from './sheets';
import { nameBestBoxer, setSuspensionDays, suspensionDays } from './results-settings.server';
import { seedResults } from './results-fixtures.test-support';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message, fields } = error as ServiceError;
  return { status, code, message, fields };
}

describe('sortMedalTable', () => {
  it('sorts by gold, then silver, then bronze, then club name', () => {
    const row = (club: string, gold: number, silver: number, bronze: number) => ({
      club,
      gold,
      silver,
      bronze,
      total: gold + silver + bronze,
    });
    expect(
      sortMedalTable([
        row('Ikeja', 0, 3, 3),
        row('Surulere', 1, 0, 0),
        row('Kano', 1, 1, 0),
        row('Abuja', 1, 1, 0),
        row('Yaba', 0, 3, 4),
      ]).map((r) => r.club),
    ).toEqual(['Abuja', 'Kano', 'Surulere', 'Yaba', 'Ikeja']);
  });
});

describe('resultsCsv', () => {
  it('names a bout the bout order never numbered instead of leaving its Bout cell blank', () => {
    const boxer = (name: string) => ({ boxerId: name, name, club: 'Ikeja Boxing Club' });
    const bout = (id: number, number: number | null, outcome: string | null) => ({
      id,
      number,
      status: outcome === null ? ('cancelled' as const) : ('decided' as const),
      red: boxer(`Red ${id}`),
      blue: boxer(`Blue ${id}`),
      winner: outcome === null ? null : ('red' as const),
      outcome,
      round: null,
      verdict: null,
      officials:
        outcome === 'WP'
          ? {
              referee: 'Rita Referee',
              judges: [
                { seat: 1, name: 'Jide Judge', red: 30, blue: 27 },
                { seat: 2, name: 'Joy Judge', red: 29, blue: 28 },
                { seat: 3, name: 'Jumoke Judge', red: 28, blue: 29 },
              ],
            }
          : { referee: null, judges: [] },
    });
    const csv = resultsCsv({
      tournament: {
        id: 1,
        slug: 'lagos-open',
        name: 'Lagos Open',
        startDate: '2026-12-05',
        endDate: '2026-12-06',
        city: 'Lagos',
        venue: null,
        status: 'completed',
        organisation: { id: 1, name: 'Lagos Boxing Federation' },
      },
      categories: [
        {
          id: 1,
          label: 'Elite Men Lightweight',
          drawn: true,
          complete: false,
          decided: 2,
          total: 3,
          placings: [],
          bouts: [bout(1, null, 'WO'), bout(2, 4, 'WP'), bout(3, null, null)],
        },
      ],
      medalTable: [],
      bestBoxer: null,
    });
    const bouts = csv
      .trim()
      .split('\r\n')
      .filter((line) => line.startsWith('"Bout"'))
      .map((line) => line.split('","')[2]);
    expect(bouts).toEqual(['Withdrawn before the bout order', '4', 'Not in the bout order']);
    // The officials and the judges' totals come after every column integrators already read, in place.
    const [header, , points] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"Row","Category","Bout","Red","Red club","Blue","Blue club","Winner","Outcome","Round","Verdict",' +
        '"Place","Medal","Boxer","Club","Referee",' +
        [1, 2, 3, 4, 5].map((n) => `"Judge ${n}","Judge ${n} red","Judge ${n} blue"`).join(','),
    );
    expect(points!.split(',').slice(15)).toEqual([
      '"Rita Referee"',
      ...['"Jide Judge"', '"30"', '"27"', '"Joy Judge"', '"29"', '"28"', '"Jumoke Judge"', '"28"', '"29"'],
      ...Array(6).fill('""'),
    ]);
  });
});

/** The server's secret in these tests (config.authSecret in the app). */
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe.each(testDatabaseKinds())('results that last on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const boxerOf = async (entryId: number | null) => {
    const [e] = await database.db.select().from(entries).where(eq(entries.id, entryId!));
    return e!.boxerId;
  };

  it('a finished category: medals on the result sheet, the medal table, CSV, certificates, the winner’s awards and progress', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const before = await tournamentResults(db, 'lagos-open', null);
    expect(before.categories).toHaveLength(1);
    expect(before.categories[0]).toMatchObject({ complete: false, placings: [], decided: 0, total: 3 });
    expect(before.medalTable).toEqual([]);

    const { semis, final } = await event.finish();
    const champion = await boxerOf(final.winnerEntryId);
    const runnerUp = await boxerOf(
      final.winnerEntryId === final.redEntryId ? final.blueEntryId : final.redEntryId,
    );
    const finalists = [final.redEntryId, final.blueEntryId];
    const semiLosers = await Promise.all(
      semis.map((s) => boxerOf(finalists.includes(s.redEntryId) ? s.blueEntryId : s.redEntryId)),
    );

    const results = await tournamentResults(db, 'lagos-open', null);
    const sheet = results.categories[0]!;
    expect(sheet).toMatchObject({ complete: true, decided: 3, total: 3 });
    expect(sheet.placings.map((p) => [p.place, p.medal])).toEqual([
      [1, 'gold_medal'],
      [2, 'silver_medal'],
      [3, 'bronze_medal'],
      [3, 'bronze_medal'],
    ]);
    expect(sheet.placings[0]!.boxer.boxerId).toBe(champion);
    expect(sheet.placings[1]!.boxer.boxerId).toBe(runnerUp);
    expect(
      sheet.placings
        .slice(2)
        .map((p) => p.boxer.boxerId)
        .sort(),
    ).toEqual([...semiLosers].sort());
    // Every bout's result: the first semi-final was a KO in round 1.
    expect(sheet.bouts.find((b) => b.id === semis[0]!.id)).toMatchObject({
      status: 'decided',
      winner: 'red',
      outcome: 'KO',
      round: 1,
      // Named officials; a stoppage is not decided on the cards, so no judge's total (nor on the bout page).
      officials: {
        referee: 'Rita Referee',
        judges: [
          { seat: 1, name: 'Jide Judge', red: null, blue: null },
          { seat: 2, name: 'Joy Judge', red: null, blue: null },
          { seat: 3, name: 'Jumoke Judge', red: null, blue: null },
        ],
      },
    });
    // Four medals between two clubs: each club's boxers are listed with their club.
    const medals = results.medalTable;
    expect(medals.reduce((n, r) => n + r.total, 0)).toBe(4);
    expect(medals.map((r) => r.club).sort()).toEqual(['Ikeja Boxing Club', 'Surulere Boxing Club']);
    expect(medals[0]!.gold).toBe(1);

    const csv = resultsCsv(results);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('"Row","Category","Bout"');
    expect(lines.filter((l) => l.startsWith('"Bout"'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('"Placing"'))).toHaveLength(4);
    expect(lines.find((l) => l.includes('"Gold"'))).toContain(sheet.placings[0]!.boxer.name);
    expect(
      lines.filter((l) => l.startsWith('"Bout"')).every((l) => l.includes('"Rita Referee","Jide Judge"')),
    ).toBe(true);

    // The champion's awards, newest first, and their certificate.
    const mine = await boxerAwards(db, champion, SECRET);
    expect(mine).toHaveLength(1);
    const token = certificateToken(SECRET, mine[0]!.id);
    expect(mine[0]).toMatchObject({
      awardType: 'gold_medal',
      place: 1,
      tournament: { name: 'Lagos Open', slug: 'lagos-open' },
      certificate: `/awards/${token}/certificate`,
    });
    const certificate = await awardCertificate(db, SECRET, token);
    expect(certificate).toMatchObject({
      boxer: { id: champion },
      organisation: 'Lagos Boxing Federation',
      tournament: { name: 'Lagos Open', startDate: '2026-12-05' },
      path: `/awards/${token}/certificate`,
    });
    expect(certificate.category).toContain('Lightweight');
    // The award's number (the old address), an unknown award, another server's token: not found.
    expect(await refusal(awardCertificate(db, SECRET, String(mine[0]!.id)))).toMatchObject({ status: 404 });
    expect(await refusal(awardCertificate(db, SECRET, '999999'))).toMatchObject({ status: 404 });
    expect(await refusal(awardCertificate(db, SECRET, 'abc'))).toMatchObject({ status: 404 });
    expect(await refusal(awardCertificate(db, SECRET, certificateToken(SECRET, 999999)))).toMatchObject({
      status: 404,
    });
    expect(
      await refusal(awardCertificate(db, SECRET, certificateToken(`${SECRET}-another`, mine[0]!.id))),
    ).toMatchObject({ status: 404 });

    // Progress: two wins, no loss; one award; the tournament is completed, so no active tournament and no
    // upcoming bout.
    const journey = await boxerJourney(db, champion, new Date());
    expect(journey.record).toEqual({ wins: 2, losses: 0, draws: 0 });
    expect(journey.progress).toMatchObject({
      matches: 2,
      winRate: 100,
      experience: 20,
      participation: 0,
      strengths: ['win-rate', 'awards'],
      focusAreas: ['ring-time', 'no-upcoming'],
    });
    const [t] = await db.select({ status: tournaments.status }).from(tournaments);
    expect(t!.status).toBe('completed');
  });

  it('a KO puts the loser under a suspension that runs until its date, with its reason', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const { semis } = await event.finish();
    const knockedOut = await boxerOf(semis[0]!.blueEntryId);
    const suspension = await runningSuspension(db, knockedOut, new Date());
    expect(suspension?.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(suspension?.reason).toContain('KO');
    const journey = await boxerJourney(db, knockedOut, new Date());
    expect(journey.suspension?.reason).toContain('KO');
    // Long after the suspension ends, nothing is shown.
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await runningSuspension(db, knockedOut, later)).toBeNull();
  });

  it('a tournament with no draw yet has no result sheets, and a draft none for the public', async () => {
    const db = database.db;
    const event = await seedResults(db);
    await db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, event.tournamentId));
    expect(await refusal(tournamentResults(db, 'lagos-open', null))).toMatchObject({ status: 404 });
  });

  it('the organiser names the best boxer; another organisation’s is refused; a boxer not entered is refused; nothing stored on refusal', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const organiser = await event.workspace('organiser', 'coach');
    const other = await event.workspace('other-organiser', 'coach');
    const admin = await event.workspace('admin', 'admin');
    expect(await refusal(nameBestBoxer(db, other, event.tournamentId, 'boxer-1'))).toMatchObject({
      status: 403,
      code: 'not_your_tournament',
    });
    expect(await refusal(nameBestBoxer(db, organiser, event.tournamentId, 'someone-else'))).toMatchObject({
      status: 400,
      fields: { boxerId: ['Choose a boxer entered in this tournament'] },
    });
    expect(await refusal(nameBestBoxer(db, organiser, event.tournamentId, ''))).toMatchObject({
      status: 400,
    });
    expect(await db.select().from(awards)).toHaveLength(0);

    const named = await nameBestBoxer(db, organiser, event.tournamentId, 'boxer-3');
    expect(named.boxerName).toBe('Emeka Obi');
    // Naming another replaces it: one best boxer a tournament.
    await nameBestBoxer(db, admin, event.tournamentId, 'boxer-2');
    const rows = await db.select().from(awards).where(eq(awards.awardType, 'best_boxer'));
    expect(rows.map((r) => r.boxerId)).toEqual(['boxer-2']);
    const results = await tournamentResults(db, 'lagos-open', null);
    expect(results.bestBoxer?.boxer.name).toBe('Musa Bello');
    expect(resultsCsv(results)).toContain('"Best boxer"');
    expect((await boxerAwards(db, 'boxer-2', SECRET))[0]).toMatchObject({ awardType: 'best_boxer' });
  });

  it('the organiser sets the suspension days, 1 to 365; bad values and other organisations are refused', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const organiser = await event.workspace('organiser', 'coach');
    const other = await event.workspace('other-organiser', 'coach');
    expect(await suspensionDays(db, event.tournamentId)).toBe(30);
    for (const bad of ['0', '366', '2.5', '', 'ten', -1])
      expect(
        await refusal(setSuspensionDays(db, organiser, event.tournamentId, bad)),
        String(bad),
      ).toMatchObject({
        status: 400,
        fields: { days: ['Enter a whole number of days from 1 to 365'] },
      });
    expect(await refusal(setSuspensionDays(db, other, event.tournamentId, '45'))).toMatchObject({
      status: 403,
    });
    expect(await suspensionDays(db, event.tournamentId)).toBe(30);
    expect(await setSuspensionDays(db, organiser, event.tournamentId, '1')).toBe(1);
    expect(await setSuspensionDays(db, organiser, event.tournamentId, 365)).toBe(365);
    expect(await setSuspensionDays(db, organiser, event.tournamentId, ' 45 ')).toBe(45);
    expect(await suspensionDays(db, event.tournamentId)).toBe(45);
  });
});
