import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import {
  appMeta,
  awards,
  bouts,
  entries,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { ageGroupOn, weightClassFor } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { profileRankings, rankings } from '~/features/rankings';
import { listActiveTournaments, listCalendar, listWorkspaceTournaments } from '~/features/tournaments';
import { seedDemoOrganisations } from './organisations';
import { DEMO_TOURNAMENTS_MARKER, demoBoxers, seedDemoTournaments } from './tournaments';

const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test' };
/** 09:30 in Lagos on 15 June 2026. */
const NOW = new Date('2026-06-15T08:30:00Z');

describe('the demo boxers', () => {
  it('are sixty, with distinct names and addresses, men and women, in every age group the demo uses', () => {
    expect(demoBoxers).toHaveLength(60);
    expect(new Set(demoBoxers.map((b) => b.email)).size).toBe(60);
    expect(new Set(demoBoxers.map((b) => b.name)).size).toBe(60);
    expect(demoBoxers.filter((b) => b.gender === 'women')).toHaveLength(20);
    expect(new Set(demoBoxers.map((b) => b.ageGroup))).toEqual(new Set(['cadet', 'youth-elite', 'elite']));
  });
});

describe.each(testDatabaseKinds())('the demo tournaments on %s', (kind) => {
  it('are SPEC §9’s five samples, three past results and a draft, entered by demo boxers, made once', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.db;
      await seedDemoAccounts(db);
      const ids = await seedDemoOrganisations(db, options);
      // Two instances starting together: one seeds, the other waits, finds the marker and does nothing.
      const runs = await Promise.all([
        seedDemoTournaments(db, ids, { now: NOW }),
        seedDemoTournaments(db, ids, { now: NOW }),
      ]);
      expect(runs.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_TOURNAMENTS_MARKER));
      expect(marker).toBeDefined();

      const counts = async () => ({
        tournaments: (await db.select({ n: count() }).from(tournaments))[0]!.n,
        entries: (await db.select({ n: count() }).from(entries))[0]!.n,
        boxers: (await db.select({ n: count() }).from(user).where(eq(user.role, 'boxer')))[0]!.n,
      });
      const before = await counts();
      // 60 demo boxers beside the demo account's Chinedu Eze.
      expect(before).toEqual({ tournaments: 9, entries: 16 + 32 + 24 + 28 + 30 + 24 + 12 + 21, boxers: 61 });

      // Each demo boxer has a sporting profile with a weight class and an age group.
      const demoIds = await db
        .select({ id: user.id })
        .from(user)
        .where(
          inArray(
            user.email,
            demoBoxers.map((b) => b.email),
          ),
        );
      const boxerProfiles = await db
        .select()
        .from(profiles)
        .where(
          inArray(
            profiles.id,
            demoIds.map((r) => r.id),
          ),
        );
      expect(boxerProfiles).toHaveLength(60);
      for (const profile of boxerProfiles)
        expect(profile).toMatchObject({
          medicalCleared: true,
          gender: expect.stringMatching(/^(men|women)$/),
          weightClassId: expect.any(String),
          ageGroupId: expect.any(String),
        });

      // SPEC §9: the five samples (the upcoming ones), their fees, capacities, prizes and places.
      const upcoming = await listCalendar(db, { tab: 'upcoming' }, NOW);
      const samples = upcoming.tournaments;
      expect(samples).toHaveLength(5);
      for (const t of samples) {
        expect(t.entryFee, t.name).toBeGreaterThanOrEqual(15_000);
        expect(t.entryFee, t.name).toBeLessThanOrEqual(35_000);
        expect(t.maxParticipants, t.name).toBeGreaterThanOrEqual(24);
        expect(t.maxParticipants, t.name).toBeLessThanOrEqual(64);
        for (const prize of [t.prizes.first, t.prizes.second, t.prizes.third]) {
          expect(prize, t.name).toBeGreaterThanOrEqual(50_000);
          expect(prize, t.name).toBeLessThanOrEqual(2_000_000);
        }
        expect(t.startDate > '2026-06-15', t.name).toBe(true);
      }
      expect(samples.filter((t) => t.visibility === 'invitation')).toHaveLength(1);
      expect(new Set(samples.map((t) => t.city))).toEqual(
        new Set(['Lagos', 'Abuja', 'Kano', 'Port Harcourt']),
      );
      expect(new Set(samples.map((t) => t.level))).toEqual(
        new Set(['Beginner-Intermediate', 'Intermediate-Advanced', 'Elite']),
      );
      // Together with their entries they show every badge of SPEC §4.
      expect(Object.fromEntries(samples.map((t) => [t.name, t.badge]))).toEqual({
        'Ikeja Novice Classic': 'closed',
        'Kano Regional Championship': 'closing',
        'Port Harcourt Golden Gloves': 'full',
        'AJ Elite Cup Abuja Invitational': 'invitation',
        'Lagos Open Championship': 'open',
      });
      const full = samples.find((t) => t.badge === 'full')!;
      expect(full.participants).toBe(full.maxParticipants);

      // Three past tournaments, completed, newest first: two boxed on the platform (their results are their
      // bouts' decisions), the Abuja Youth Championships recorded with its winner typed.
      const past = (await listCalendar(db, { tab: 'past' }, NOW)).tournaments;
      expect(past.map((t) => [t.name, t.status])).toEqual([
        ['AJ Elite Cup Lagos Qualifier', 'completed'],
        ['Abuja Youth Championships', 'completed'],
        ['Ikeja Summer Open', 'completed'],
      ]);
      for (const t of past) {
        expect(t.participants, t.name).toBeGreaterThan(0);
        expect(t.endDate < '2026-06-15', t.name).toBe(true);
      }
      const abuja = past.find((t) => t.name === 'Abuja Youth Championships')!;
      expect(abuja.resultWinner).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(abuja.resultCategory).toMatch(/ · /);
      const qualifier = past.find((t) => t.name === 'AJ Elite Cup Lagos Qualifier')!;
      const decided = async (tournamentId: number) =>
        (
          await db
            .select({ n: count() })
            .from(bouts)
            .where(and(eq(bouts.tournamentId, tournamentId), eq(bouts.status, 'decided')))
        )[0]!.n;
      expect(await decided(qualifier.id)).toBe(10);
      // Its card on the past tab names a champion, as a typed result's does: its first category's.
      expect(qualifier.resultWinner).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(qualifier.resultCategory).toMatch(/ · /);
      expect(await decided(past.find((t) => t.name === 'Ikeja Summer Open')!.id)).toBe(1);

      // /rankings lists the boxed tournaments' boxers, their points faded since they were earned (decision
      // 0037).
      const today = '2026-06-15';
      const tables = await rankings(db, {}, today);
      expect(tables.length).toBeGreaterThan(5);
      const golds = await db
        .select({ boxerId: awards.boxerId })
        .from(awards)
        .where(and(eq(awards.tournamentId, qualifier.id), eq(awards.awardType, 'gold_medal')));
      expect(golds).toHaveLength(8);
      // The first of a champion's division is a champion of the Qualifier (flyweight and bantamweight share
      // Men 55 kg), and their profile says so: rank 1, the history recorded on the Qualifier's days.
      const table = tables.find((t) => t.rows.some((b) => b.boxerId === golds[0]!.boxerId))!;
      const top = table.rows[0]!;
      expect(golds.map((g) => g.boxerId)).toContain(top.boxerId);
      const ranked = await profileRankings(db, top.boxerId, today);
      expect(ranked).toEqual([expect.objectContaining({ rank: 1, points: top.points })]);
      const then = ranked[0]!.history.at(-1)!;
      expect(then.on >= qualifier.startDate && then.on <= qualifier.endDate).toBe(true);
      // A gold (30) and one or two wins (10 each), times 3 at an Elite tournament, faded by the 44 or 45 days
      // since (of 365).
      const faded = [120, 150].flatMap((full) => [44, 45].map((days) => full * (1 - days / 365)));
      expect(faded.some((points) => Math.abs(points - top.points) < 0.02)).toBe(true);

      // The dashboards' active list: the five, by start date.
      const active = await listActiveTournaments(db, { now: NOW });
      expect(active.map((t) => t.startDate)).toEqual([...active.map((t) => t.startDate)].sort());
      expect(active).toHaveLength(5);

      // The workspaces: the admin sees all nine with their creators; Ikeja's organiser their four.
      const admin = await db.select().from(user).where(eq(user.email, 'admin@ajbxng.test'));
      const organiser = await db.select().from(user).where(eq(user.email, 'organiser@ajbxng.test'));
      const everything = await listWorkspaceTournaments(
        db,
        await workspaceFor(db, { ...admin[0]!, role: 'admin' }),
        { now: NOW },
      );
      expect(everything).toHaveLength(9);
      expect(everything[0]).toMatchObject({ name: 'Lekki Beach Fight Night', backendStatus: 'draft' });
      const ikejas = await listWorkspaceTournaments(
        db,
        await workspaceFor(db, { ...organiser[0]!, role: 'coach' }),
        { now: NOW },
      );
      expect(ikejas.map((t) => t.name).sort()).toEqual([
        'Ikeja Novice Classic',
        'Ikeja Summer Open',
        'Lagos Open Championship',
        'Lekki Beach Fight Night',
      ]);
      // The authorization matrix (tests/e2e/authorization-matrix.spec.ts) opens this one by its id.
      expect(ikejas.find((t) => t.name === 'Lagos Open Championship')?.id).toBe(8);
      for (const t of everything)
        expect(t.createdBy, t.name).toEqual(
          t.organisation.id === ids.ikejaId
            ? { firstName: 'Kunle', lastName: 'Adebayo' }
            : { firstName: 'Adaeze', lastName: 'Okafor' },
        );

      // Every demo entry is in the category its boxer's date of birth and declared weight give on the
      // tournament's first day, as registration checks (issue 15).
      const demoEntries = await db
        .select({
          dateOfBirth: profiles.dateOfBirth,
          weightKg: profiles.weightKg,
          gender: profiles.gender,
          startDate: tournaments.startDate,
          weightClass: tournamentCategories.weightClass,
          ageGroup: tournamentCategories.ageGroup,
          categoryGender: tournamentCategories.gender,
        })
        .from(entries)
        .innerJoin(profiles, eq(profiles.id, entries.boxerId))
        .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
        .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId));
      expect(demoEntries.length).toBeGreaterThan(0);
      for (const e of demoEntries) {
        expect(e.gender).toBe(e.categoryGender);
        expect(ageGroupOn(e.dateOfBirth!, e.startDate).group?.id).toBe(e.ageGroup);
        expect(weightClassFor(e.weightKg!, 'lbs', e.gender!).id).toBe(e.weightClass);
      }

      // A later start changes nothing.
      expect(await seedDemoTournaments(db, ids, { now: NOW })).toEqual({ seeded: false });
      expect(await counts()).toEqual(before);
    } finally {
      await database.close();
    }
    // Demo accounts hash their passwords, and the seeding makes nine tournaments: slow on a busy machine.
  }, 120_000);
});
