import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';
import { createAccountsSharingPassword, DEMO_PASSWORD, findUserByEmail } from '../auth/accounts';
import type { Viewer } from '../auth/roles';
import { isRole } from '../auth/roles';
import type { Level } from '~/content/tournament-categories';
import { weightClassById } from '~/content/tournament-categories';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { completeTournament, createTournament, publishTournament } from '~/features/tournaments';
import type { TournamentDetail, TournamentDraftInput } from '~/features/tournaments';
import {
  consentRequest,
  giveGuardianConsent,
  inviteBoxer,
  registerEntry,
  registerSquad,
} from '~/features/entries';
import type { ConsentLink } from '~/features/entries';
import { addDays, lagosDate, lagosInstant } from '~/lib/lagos-time';
import type { DemoOrganisationIds } from './organisations';
import { boxPastTournament } from './past-results';
import type { PastOfficials } from './past-results';
import { clock } from '@server/clock';

/** The app_meta key that says the demo tournaments exist: they are made once per database. */
export const DEMO_TOURNAMENTS_MARKER = 'demo-tournaments';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727277;

/**
 * SPEC §9's five sample tournaments and three past results, made through the same services an organiser
 * uses (create, publish; two past ones boxed on the platform by past-results.ts, one recorded with its
 * winner typed) and entered through the entries feature's registration (the
 * rules a boxer meets), so every number on the calendar and the dashboards is real. Dates are relative to the day the demo is seeded (Lagos), so
 * a fresh demo always has tournaments to come; together with their entries they show every badge of
 * SPEC §4: Open Registration, Registration Closing, Full, Invitation Only, and a closed registration.
 * Tournaments in the past, and registration that has since closed, are made with the services' `now` set
 * to the day it would have happened: nothing is written behind their back.
 */

type Gender = 'men' | 'women';

/** The demo boxers' weight classes (lbs list): every demo tournament has a category for each. */
const DEMO_WEIGHT_CLASSES = [
  'flyweight',
  'bantamweight',
  'featherweight',
  'lightweight',
  'welterweight',
  'middleweight',
  'light-heavyweight',
  'heavyweight',
] as const;

/** Who may take part, by level: the age groups of each level's categories. */
const AGE_GROUPS_BY_LEVEL: Record<Level, string[]> = {
  'Beginner-Intermediate': ['cadet', 'youth-elite'],
  'Intermediate-Advanced': ['youth-elite', 'elite'],
  Elite: ['elite'],
};

const MEN = (
  'Chukwuemeka Oluwaseun Ibrahim Babatunde Yusuf Obinna Segun Abdullahi Ikechukwu Femi Musa Chidi ' +
  'Kayode Usman Nnamdi Adewale Sani Uche Olamide Aliyu Ifeanyi Gbenga Bashir Kelechi Damilare ' +
  'Haruna Tobenna Rotimi Suleiman Ebuka Dapo Garba Chinonso Wale Lawal Onyeka Tochukwu Ayodele ' +
  'Mahmud Emeka'
).split(' ');
const WOMEN = (
  'Chiamaka Aisha Funke Ngozi Zainab Halima Bisola Amarachi Hauwa Temitope Nneka Fatima Yetunde ' +
  'Ifeoma Khadija Folake Chioma Bukola Maryam Adaora'
).split(' ');
const SURNAMES = (
  'Okafor Adeyemi Bello Okonkwo Abubakar Nwosu Olawale Mohammed Ogunleye Danjuma Obi Yakubu ' +
  'Nwachukwu Balogun Ibekwe Salisu Akinola Onyeama Ojo Chukwu Idris Oyelaran Nnadi Umar Okoro ' +
  'Fashola Adeleke Lawal Emenike Sanusi'
).split(' ');

export type DemoBoxer = {
  email: string;
  name: string;
  gender: Gender;
  weightClass: (typeof DEMO_WEIGHT_CLASSES)[number];
  ageGroup: 'cadet' | 'youth-elite' | 'elite';
  record: { wins: number; losses: number; draws: number };
};

/** Sixty demo boxers, forty men and twenty women: 14 cadets, 20 youth elites and 26 elites. */
export const demoBoxers: readonly DemoBoxer[] = (() => {
  const boxers: DemoBoxer[] = [];
  let men = 0;
  let women = 0;
  for (let i = 0; i < 60; i++) {
    const gender: Gender = i % 3 === 2 ? 'women' : 'men';
    const first = gender === 'men' ? MEN[men++ % MEN.length]! : WOMEN[women++ % WOMEN.length]!;
    const last = SURNAMES[(i * 7) % SURNAMES.length]!;
    boxers.push({
      email: `${first}.${last}@boxers.ajbxng.test`.toLowerCase(),
      name: `${first} ${last}`,
      gender,
      weightClass: DEMO_WEIGHT_CLASSES[(i * 3) % DEMO_WEIGHT_CLASSES.length]!,
      ageGroup: i % 30 < 7 ? 'cadet' : i % 30 < 17 ? 'youth-elite' : 'elite',
      record: { wins: (i * 5) % 17, losses: (i * 3) % 7, draws: i % 4 === 0 ? 1 : 0 },
    });
  }
  return boxers;
})();

/** The past tournaments' fourth official (a judge), beside the sign-in page's referee, judge and official. */
export const PAST_JUDGE = { email: 'adamu.lawan@officials.ajbxng.test', name: 'Adamu Lawan' } as const;

/** Who runs a demo tournament: the academy (its platform admin) or the Ikeja Boxing Club (its organiser). */
type Host = 'academy' | 'ikeja';

/**
 * A demo tournament: its draft, relative to the seeding day (`day` offsets in Lagos days), the day it was
 * created and published, how many boxers enter it (and on which day), and for a past one its result.
 */
type DemoTournament = {
  host: Host;
  draft: (day: (offset: number) => string) => TournamentDraftInput;
  /** Days from today when it was created and published (negative: in the past). */
  createdOn: number;
  publish: boolean;
  entries: number;
  /** Days from today when its boxers entered. */
  enteredOn: number;
  /**
   * A past tournament: boxed on the platform (past-results.ts), completed after its last bout; or recorded
   * with its winner typed on the day (its first entrant won their category), as a tournament not run here.
   */
  result?: { completedOn: number; boxed: boolean };
};

const rules = (rounds = 3, minutes = 2) => ({
  roundDuration: minutes,
  numberOfRounds: rounds,
  judgesCount: 3 as const,
  medicalCheckRequired: true,
  equipmentProvided: false,
});

function draftOf(
  fields: Omit<TournamentDraftInput, 'weightClasses' | 'ageGroups' | 'genders' | 'format'> & {
    level: Level;
    format?: TournamentDraftInput['format'];
  },
): TournamentDraftInput {
  return {
    format: 'single-elimination',
    weightClasses: [...DEMO_WEIGHT_CLASSES],
    ageGroups: AGE_GROUPS_BY_LEVEL[fields.level],
    genders: ['men', 'women'],
    ...fields,
  };
}

export const demoTournaments: readonly DemoTournament[] = [
  // Past results first, so that the newest-first list starts with what is coming.
  {
    host: 'ikeja',
    createdOn: -190,
    publish: true,
    entries: 16,
    enteredOn: -175,
    result: { completedOn: -149, boxed: true },
    draft: (day) =>
      draftOf({
        name: 'Ikeja Summer Open',
        description: 'The club’s summer open for amateur boxers from across Lagos State.',
        startDate: day(-150),
        endDate: day(-149),
        location: 'Ikeja Sports Hall',
        city: 'Lagos',
        level: 'Intermediate-Advanced',
        maxParticipants: 24,
        entryFee: 15_000,
        prizes: { first: 200_000, second: 100_000, third: 50_000 },
        rules: rules(),
      }),
  },
  {
    host: 'academy',
    createdOn: -130,
    publish: true,
    entries: 32,
    enteredOn: -115,
    result: { completedOn: -98, boxed: false },
    draft: (day) =>
      draftOf({
        name: 'Abuja Youth Championships',
        description: 'Cadets and youth elites from the FCT and the North Central states.',
        startDate: day(-100),
        endDate: day(-98),
        location: 'Moshood Abiola National Stadium',
        city: 'Abuja',
        level: 'Beginner-Intermediate',
        maxParticipants: 48,
        entryFee: 15_000,
        prizes: { first: 250_000, second: 120_000, third: 60_000 },
        format: 'double-elimination',
        rules: rules(3, 2),
      }),
  },
  {
    host: 'academy',
    createdOn: -75,
    publish: true,
    entries: 24,
    enteredOn: -60,
    result: { completedOn: -44, boxed: true },
    draft: (day) =>
      draftOf({
        name: 'AJ Elite Cup Lagos Qualifier',
        description:
          'The Lagos qualifier of the AJ Elite Cup: winners go forward to the London bootcamp selection.',
        startDate: day(-45),
        endDate: day(-44),
        location: 'Teslim Balogun Stadium',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 32,
        entryFee: 30_000,
        prizes: { first: 1_500_000, second: 750_000, third: 300_000 },
        rules: rules(3, 3),
      }),
  },
  // SPEC §9's five sample tournaments.
  {
    // Registration Closed: the deadline passed yesterday; the bouts are in three days.
    host: 'ikeja',
    createdOn: -30,
    publish: true,
    entries: 28,
    enteredOn: -12,
    draft: (day) =>
      draftOf({
        name: 'Ikeja Novice Classic',
        description: 'First fights for novices and cadets, under the club’s own referees.',
        startDate: day(3),
        endDate: day(4),
        registrationDeadline: day(-1),
        weighInDate: day(2),
        location: 'Ikeja Sports Hall',
        city: 'Lagos',
        level: 'Beginner-Intermediate',
        maxParticipants: 40,
        entryFee: 15_000,
        prizes: { first: 100_000, second: 75_000, third: 50_000 },
        rules: rules(3, 2),
      }),
  },
  {
    // Registration Closing: the deadline is five days away.
    host: 'academy',
    createdOn: -20,
    publish: true,
    entries: 30,
    enteredOn: -1,
    draft: (day) =>
      draftOf({
        name: 'Kano Regional Championship',
        description: 'The North West regional championship for rising boxers.',
        startDate: day(12),
        endDate: day(13),
        registrationDeadline: day(5),
        weighInDate: day(11),
        location: 'Sani Abacha Indoor Sports Hall',
        city: 'Kano',
        level: 'Beginner-Intermediate',
        maxParticipants: 48,
        entryFee: 20_000,
        prizes: { first: 400_000, second: 200_000, third: 100_000 },
        format: 'round-robin',
        rules: rules(3, 2),
      }),
  },
  {
    // Full: every one of its 24 places is taken.
    host: 'academy',
    createdOn: -15,
    publish: true,
    entries: 24,
    enteredOn: -3,
    draft: (day) =>
      draftOf({
        name: 'Port Harcourt Golden Gloves',
        description: 'Rivers State’s golden gloves, open to youth elites and elites.',
        startDate: day(20),
        endDate: day(21),
        location: 'Alfred Diete-Spiff Civic Centre',
        city: 'Port Harcourt',
        level: 'Intermediate-Advanced',
        maxParticipants: 24,
        entryFee: 25_000,
        prizes: { first: 500_000, second: 250_000, third: 120_000 },
        rules: rules(),
      }),
  },
  {
    // Invitation Only: the academy invites the elites it has scouted.
    host: 'academy',
    createdOn: -10,
    publish: true,
    entries: 12,
    enteredOn: -2,
    draft: (day) =>
      draftOf({
        name: 'AJ Elite Cup Abuja Invitational',
        description:
          'The AJ Elite Cup’s invitational: the top 20 go forward to the UK bootcamp in London. By invitation of the academy.',
        startDate: day(30),
        endDate: day(32),
        location: 'Velodrome, National Stadium',
        city: 'Abuja',
        level: 'Elite',
        maxParticipants: 32,
        entryFee: 35_000,
        visibility: 'invitation',
        prizes: { first: 2_000_000, second: 1_000_000, third: 500_000 },
        format: 'swiss-system',
        rules: rules(3, 3),
      }),
  },
  {
    // Open Registration: six weeks away, a third full.
    host: 'ikeja',
    createdOn: -5,
    publish: true,
    entries: 21,
    enteredOn: -1,
    draft: (day) =>
      draftOf({
        name: 'Lagos Open Championship',
        description: 'The biggest open of the Lagos season: youth elites and elites, men and women.',
        startDate: day(42),
        endDate: day(44),
        location: 'Teslim Balogun Stadium',
        city: 'Lagos',
        level: 'Intermediate-Advanced',
        maxParticipants: 64,
        entryFee: 25_000,
        prizes: { first: 1_000_000, second: 500_000, third: 250_000 },
        rules: rules(),
      }),
  },
  {
    // A draft the organiser is still working on: only the workspace sees it.
    host: 'ikeja',
    createdOn: 0,
    publish: false,
    entries: 0,
    enteredOn: 0,
    draft: (day) =>
      draftOf({
        name: 'Lekki Beach Fight Night',
        description: 'An evening of bouts on the beach: still being planned.',
        startDate: day(60),
        endDate: day(60),
        location: 'Landmark Beach, Lekki',
        city: 'Lagos',
        level: 'Intermediate-Advanced',
        maxParticipants: 32,
        entryFee: 20_000,
        prizes: { first: 300_000, second: 150_000, third: 75_000 },
        rules: rules(),
      }),
  },
];

async function accountViewer(db: Database, email: string): Promise<Viewer> {
  const found = await findUserByEmail(db, email);
  if (!found || !isRole(found.role))
    throw new Error(`The demo account ${email} is missing: seed the accounts first.`);
  return { id: found.id, name: found.name, email: found.email, role: found.role };
}

/**
 * The demo boxers' accounts (all with the demo password) and their sporting profiles; and the past
 * tournaments' fourth official, in the same call (one password hash for all).
 */
function seedDemoBoxers(db: Database, today: string): Promise<Map<string, string>> {
  return createAccountsSharingPassword(
    db,
    [
      { ...PAST_JUDGE, role: 'referee' as const },
      ...demoBoxers.map((boxer) => {
        const limit = weightClassById(boxer.weightClass)?.upToKg;
        // Born so that they are in their age group on every demo tournament's first day (150 days ago to 60
        // days ahead): 16, 18 or 25 years and 151 days old today.
        const years = { cadet: 16, 'youth-elite': 18, elite: 25 }[boxer.ageGroup];
        const dateOfBirth = addDays(
          `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace('-02-29', '-02-28'),
          -151,
        );
        return {
          email: boxer.email,
          name: boxer.name,
          role: 'boxer' as const,
          profile: {
            ...boxer.record,
            // Half a kilo under the class's limit: the class registration gives that weight (1.5 under fell
            // into the class below for some).
            weightKg: limit ? Math.round((limit - 0.5) * 10) / 10 : 95,
            dateOfBirth,
            medicalCleared: true,
            gender: boxer.gender,
            weightClassId: boxer.weightClass,
            ageGroupId: boxer.ageGroup,
          },
        };
      }),
    ],
    DEMO_PASSWORD,
  );
}

/**
 * The demo tournaments, their entries and results (demo mode only; after the demo organisations). Once per
 * database: an app_meta marker, taken in the same transaction as everything it marks, under an advisory
 * lock, so a failed seeding leaves nothing behind and instances starting together seed once.
 */
export async function seedDemoTournaments(
  db: Database,
  organisationIds: DemoOrganisationIds,
  options: { now?: Date } = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? clock.now();
  const today = lagosDate(now);
  const day = (offset: number) => addDays(today, offset);
  // Things done on an earlier day happened at 10:00 that day; today's, now.
  const at = (offset: number) => (offset === 0 ? now : lagosInstant(day(offset), '10:00'));

  return db.transaction(async (tx) => {
    // The services open transactions of their own: inside this one they become savepoints.
    const txDb = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_TOURNAMENTS_MARKER));
    if (marker) return { seeded: false };

    const boxerIds = await seedDemoBoxers(txDb, today);
    // A database that had the demo boxers before (a marker lost) keeps them: look them up.
    for (const boxer of demoBoxers)
      if (!boxerIds.has(boxer.email)) boxerIds.set(boxer.email, (await accountViewer(txDb, boxer.email)).id);

    const workspaces: Record<Host, Workspace> = {
      academy: await workspaceFor(txDb, await accountViewer(txDb, 'admin@ajbxng.test')),
      ikeja: await workspaceFor(txDb, await accountViewer(txDb, 'organiser@ajbxng.test')),
    };
    const organisationOf: Record<Host, number> = {
      academy: organisationIds.academyId,
      ikeja: organisationIds.ikejaId,
    };

    // The past tournaments' referee and judges: three demo officials of the sign-in page and one more.
    let officials: PastOfficials | undefined;
    const pastOfficials = async (): Promise<PastOfficials> => {
      if (officials) return officials;
      const [referee, ...judges] = await Promise.all(
        ['referee@ajbxng.test', 'judge@ajbxng.test', 'official@ajbxng.test', PAST_JUDGE.email].map((email) =>
          accountViewer(txDb, email),
        ),
      );
      return (officials = { referee: referee!, judges });
    };

    // Each tournament takes the next boxers eligible for it, so the entries spread across the sixty.
    let cursor = 0;
    for (const demo of demoTournaments) {
      const workspace = workspaces[demo.host];
      let tournament: TournamentDetail = await createTournament(txDb, workspace, demo.draft(day), {
        organisationId: organisationOf[demo.host],
        now: at(demo.createdOn),
      });
      if (!demo.publish) continue;
      tournament = await publishTournament(txDb, workspace, tournament.id, at(demo.createdOn));

      const eligible = demoBoxers.filter((b) => tournament.ageGroups.includes(b.ageGroup));
      if (eligible.length < demo.entries)
        throw new Error(
          `${tournament.name} wants ${demo.entries} entries; ${eligible.length} demo boxers fit.`,
        );
      const entrants = Array.from(
        { length: demo.entries },
        (_, i) => eligible[(cursor + i) % eligible.length]!,
      );
      cursor += demo.entries;
      // Entered through the entries feature's registration, under every rule a person meets (no notify:
      // the demo e-mails nobody). An invitation-only tournament: its organisers invite the boxers and enter
      // them; others, each boxer enters themself. Cadets are under 18: a parent is named, and consents
      // through the link the entry makes for them, as a real parent does from their e-mail.
      const registrations = entrants.map((boxer) => ({
        boxerId: boxerIds.get(boxer.email)!,
        weightClass: boxer.weightClass,
        ageGroup: boxer.ageGroup,
        ...(boxer.ageGroup === 'cadet'
          ? {
              guardianName: `Mrs ${boxer.name.split(' ').at(-1)}`,
              guardianEmail: `guardian.${boxer.email}`,
            }
          : {}),
      }));
      const consentLinks: ConsentLink[] = [];
      const enteredOn = {
        now: at(demo.enteredOn),
        consentLinks: (links: ConsentLink[]) => consentLinks.push(...links),
      };
      if (tournament.visibility === 'invitation') {
        for (const r of registrations)
          await inviteBoxer(txDb, workspace, tournament.id, { boxerId: r.boxerId });
        await registerSquad(txDb, workspace, tournament.id, registrations, enteredOn);
      } else
        for (const [i, r] of registrations.entries())
          await registerEntry(
            txDb,
            await workspaceFor(txDb, await accountViewer(txDb, entrants[i]!.email)),
            { tournamentId: tournament.id, ...r },
            enteredOn,
          );
      for (const link of consentLinks) {
        const asked = await consentRequest(txDb, link.token);
        await giveGuardianConsent(
          txDb,
          link.token,
          { name: asked.guardianName, consent: true },
          { now: at(demo.enteredOn) },
        );
      }

      if (demo.result?.boxed) await boxPastTournament(txDb, workspace, tournament, await pastOfficials());
      else if (demo.result) {
        const champion = entrants[0]!;
        const category = tournament.categories.find(
          (c) =>
            c.weightClass === champion.weightClass &&
            c.ageGroup === champion.ageGroup &&
            c.gender === champion.gender,
        )!;
        await completeTournament(
          txDb,
          workspace,
          tournament.id,
          { winner: champion.name, category: category.label },
          at(demo.result.completedOn),
        );
      }
    }

    await tx.insert(appMeta).values({ key: DEMO_TOURNAMENTS_MARKER, value: now.toISOString() });
    return { seeded: true };
  });
}
