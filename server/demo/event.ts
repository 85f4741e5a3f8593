import { and, asc, eq, gt, inArray, like, max, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, bouts, entries, organisations, outbox } from '../db/schema';
import type { CornerName, FoulType } from '../db/schema/officiating';
import { createAccountsSharingPassword, DEMO_PASSWORD } from '../auth/accounts';
import type { Viewer } from '../auth/roles';
import { weightClassById } from '~/content/tournament-categories';
import {
  assignOfficials,
  setJury,
  drawCategory,
  recordDecision,
  recordFoulCall,
  recordScorecard,
  recordStart,
  tapBoutClock,
  recordWeighIn,
  scheduleTournament,
  setSessions,
} from '~/features/competition';
import { registerSquad } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { createTournament, publishTournament } from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import { addDays, lagosDate, lagosInstant } from '~/lib/lagos-time';
import type { MediaStore } from '../media/store';
import { seedDemoCertificates } from './certificates';
import { seedEventHub } from './event-hub';
import { giveDemoGuardianPhone, giveDemoPhones } from './phones';
import type { DemoOrganisationIds, DemoSignUp } from './organisations';
import { accountViewer, signUpAndApproveDemo } from './organisations';
import { demoBoxers } from './tournaments';
import { clock } from '@server/clock';

/**
 * The demo event (issues 15 and 16): "AJ Elite Cup — Lagos Regional", the academy's three-day elite
 * championship, 48 boxers of six clubs in six categories (men and women; lightweight, welterweight,
 * middleweight), half boxed. Its last day, the finals, is the day the demo is first started (Lagos), so a
 * fresh demo always has an event on today: the quarter-finals were boxed the day before yesterday and the
 * semi-finals yesterday; of today's six finals three are decided (their categories have their medals), one
 * is in progress with two rounds' cards in, two are still to come. Like the other demo tournaments it is
 * made once per database, and a database kept for days keeps it as it was made.
 *
 * Everything goes through the services an organiser, a coach and the officials use: the clubs sign up and
 * are approved, each club's organiser enters its boxers, the academy weighs them in (with the medical check)
 * every day they box, draws, sets the sessions on two rings, schedules and names one referee and three
 * judges per bout (each ring has its panel: the referee@ and official@ demo accounts referee them), and the
 * officials start the bouts, send their cards round by round, call fouls and stop two bouts. The officiating
 * service stamps a start or a decision with the moment it is made: the boxed bouts say they were boxed when
 * the demo was seeded, which only the audit-minded will notice.
 *
 * Every role finds something in it (issue 30 item 6): one of the six clubs is the academy's own, whose boxers
 * the demo coach (coach@ajbxng.test) coaches and enters, as a coach does: one of them is in the final in the
 * ring, another in a final to come. Then the hub's part (event-hub.ts): the academy's poll on the final in the
 * ring, fans' votes in it, and six highlights whose pictures are stored in the media store.
 */

export const DEMO_EVENT_NAME = 'AJ Elite Cup — Lagos Regional';
/** The app_meta key that says the demo event exists: it is made once per database. */
export const DEMO_EVENT_MARKER = 'demo-event';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727278;

/**
 * The four clubs that join for the event. Kano Fight Academy (a demo organisation already) and the academy's
 * own organisation, whose boxers the demo coach coaches, are the other two.
 */
export const demoEventClubs: readonly DemoSignUp[] = [
  {
    name: 'Surulere Boxing Club',
    plan: 'starter',
    contact: 'Rasheed Adigun',
    email: 'surulere@clubs.ajbxng.test',
    phone: '0803 555 0301',
    organisationType: 'sports-club',
  },
  {
    name: 'Agege Warriors Boxing Club',
    plan: 'starter',
    contact: 'Lateef Ishola',
    email: 'agege@clubs.ajbxng.test',
    phone: '0803 555 0303',
    organisationType: 'sports-club',
  },
  {
    name: 'Ibadan Boxing Academy',
    plan: 'professional',
    contact: 'Oluwole Fasanya',
    email: 'ibadan@clubs.ajbxng.test',
    phone: '0803 555 0304',
    organisationType: 'boxing-academy',
  },
  {
    name: 'Abeokuta Boxing Club',
    plan: 'starter',
    contact: 'Modupe Sowande',
    email: 'abeokuta@clubs.ajbxng.test',
    phone: '0803 555 0305',
    organisationType: 'sports-club',
  },
];

/** The judges of the event who are not demo accounts of the sign-in page (same demo password). */
export const demoEventOfficials: readonly { email: string; name: string }[] = [
  { email: 'halima.garba@officials.ajbxng.test', name: 'Halima Garba' },
  { email: 'victor.egbe@officials.ajbxng.test', name: 'Victor Egbe' },
  { email: 'kehinde.alao@officials.ajbxng.test', name: 'Kehinde Alao' },
  { email: 'patience.udo@officials.ajbxng.test', name: 'Patience Udo' },
  { email: 'musa.danladi@officials.ajbxng.test', name: 'Musa Danladi' },
  { email: 'ngozi.okafor@officials.ajbxng.test', name: 'Ngozi Okafor' },
];

/** The timekeeper of the final in the ring (issue 33): she runs its round clock from her dashboard. */
export const DEMO_EVENT_TIMEKEEPER = demoEventOfficials[5]!.email;

/** Each ring's panel: its referee and its three judges (by e-mail); `npm run demo:live` signs them in. */
export const DEMO_EVENT_PANELS: readonly { referee: string; judges: readonly string[] }[] = [
  {
    referee: 'referee@ajbxng.test',
    judges: ['judge@ajbxng.test', demoEventOfficials[0]!.email, demoEventOfficials[1]!.email],
  },
  {
    referee: 'official@ajbxng.test',
    judges: [demoEventOfficials[2]!.email, demoEventOfficials[3]!.email, demoEventOfficials[4]!.email],
  },
];

const WEIGHT_CLASSES = ['lightweight', 'welterweight', 'middleweight'] as const;
type Gender = 'men' | 'women';

/** The six categories, in the order the tournament lists them: men's three, then women's. */
const CATEGORIES: readonly { weightClass: (typeof WEIGHT_CLASSES)[number]; gender: Gender }[] = [
  ...WEIGHT_CLASSES.map((weightClass) => ({ weightClass, gender: 'men' as const })),
  ...WEIGHT_CLASSES.map((weightClass) => ({ weightClass, gender: 'women' as const })),
];
const PER_CATEGORY = 8;

const MEN = (
  'Olumide Jide Nonso Bamidele Yemi Kabiru Chukwudi Ademola Tijani Obafemi Ejike Sadiq Dayo Nnaemeka ' +
  'Oladipo Zubairu Ugochukwu Tobi Auwal Chijioke Lanre Shehu Somto Babajide'
).split(' ');
const WOMEN = (
  'Ebele Kemi Ronke Uju Salamatu Titilayo Oluchi Rahmat Nkechi Omotola Jumoke Blessing Ijeoma Mojisola ' +
  'Habiba Chidinma Toyin Amina Ifunanya Simisola Nafisa Obiageli Ruqayyah Yewande'
).split(' ');
const SURNAMES = (
  'Adekunle Nwankwo Oyebanji Akande Ogbu Adesanya Ekwueme Onuoha Afolabi Ikpe Oladele Uzor Bako ' +
  'Olatunji Anyanwu Ayinde Dikko Ezeh Adeniyi Okeke Jibril Ogunbiyi Nwafor Alabi'
).split(' ');

/**
 * The clubs by key: 0 is Kano Fight Academy, 2 the academy's own organisation (its boxers coached by the demo
 * coach, coach@ajbxng.test: one of them boxes the final in progress, another the next final), and 1, 3, 4
 * and 5 the clubs that join for the event, in demoEventClubs' order.
 */
type ClubKey = 0 | 1 | 2 | 3 | 4 | 5;
/** The demo coach's club: the academy's own boxers. */
export const DEMO_COACH_CLUB: ClubKey = 2;
export const DEMO_COACH_EMAIL = 'coach@ajbxng.test';

export type DemoEventBoxer = {
  email: string;
  name: string;
  gender: Gender;
  weightClass: (typeof WEIGHT_CLASSES)[number];
  club: ClubKey;
  /** Years old on the seeding day (21 to 29: elites, 20-34, on every day of the event). */
  age: number;
  /** How far under the class's limit they weigh in, in kg. */
  underKg: number;
};

/** Forty-eight boxers, eight a category, each category drawn from all six clubs. */
export const demoEventBoxers: readonly DemoEventBoxer[] = (() => {
  const boxers: DemoEventBoxer[] = [];
  let men = 0;
  let women = 0;
  CATEGORIES.forEach((category, c) => {
    for (let i = 0; i < PER_CATEGORY; i++) {
      const n = c * PER_CATEGORY + i;
      const first = category.gender === 'men' ? MEN[men++]! : WOMEN[women++]!;
      const last = SURNAMES[(n * 5) % SURNAMES.length]!;
      boxers.push({
        email: `${first}.${last}@boxers.ajbxng.test`.toLowerCase(),
        name: `${first} ${last}`,
        gender: category.gender,
        weightClass: category.weightClass,
        club: ((i + c) % 6) as ClubKey,
        age: 21 + ((n * 4) % 9),
        underKg: 0.3 + (n % 4) * 0.3,
      });
    }
  });
  return boxers;
})();

/** Every account the event adds (the clubs' organisers, the judges, the boxers): for tests. */
export const demoEventEmails: readonly string[] = [
  ...demoEventClubs.map((c) => c.email),
  ...demoEventOfficials.map((o) => o.email),
  ...demoEventBoxers.map((b) => b.email),
];

/** Days of the event, from the seeding day: the quarter-finals two days before, the finals on it. */
const FIRST_DAY = -2;

/** The finals' session starts 25 minutes before the seeding (5-minute steps), between 00:00 and 21:00 Lagos. */
function finalsStart(now: Date): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const [h, m] = clock.split(':').map(Number) as [number, number];
  const minutes = Math.min(21 * 60, Math.max(0, Math.floor((h * 60 + m - 25) / 5) * 5));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function dateOfBirth(today: string, years: number): string {
  const birthday = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace('-02-29', '-02-28');
  return addDays(birthday, -40);
}

type ScheduledBout = {
  id: number;
  number: number;
  ring: number;
  plannedStart: Date;
  redEntryId: number | null;
  blueEntryId: number | null;
  status: string;
};

/**
 * How each boxed bout goes, by its place in the order (deterministic, so every fresh demo tells the same
 * story): most on points (some split), a warning and a caution, an RSC and a KO.
 */
function boutPlan(k: number) {
  const winner: CornerName = (k * 7) % 5 < 3 ? 'red' : 'blue';
  const loser: CornerName = winner === 'red' ? 'blue' : 'red';
  const stoppage: { outcome: 'RSC' | 'KO'; round: number } | null =
    k === 4 ? { outcome: 'RSC', round: 2 } : k === 17 ? { outcome: 'KO', round: 3 } : null;
  const foul: { foulType: FoulType; deduct: boolean; round: number } | null =
    k === 6
      ? { foulType: 'holding', deduct: true, round: 2 }
      : k === 11
        ? { foulType: 'low_blow', deduct: false, round: 1 }
        : null;
  return { winner, loser, stoppage, foul, split: k % 6 === 1, knockdown: k % 4 === 0 };
}

/** One judge's round: 10 to the round's winner, 9 (8 after a knockdown) to the other. */
function roundCard(
  plan: ReturnType<typeof boutPlan>,
  seat: number,
  round: number,
): { red: number; blue: number } {
  // On a split decision the third judge gives the first two rounds to the loser.
  const roundWinner = plan.split && seat === 3 && round < 3 ? plan.loser : plan.winner;
  const low = plan.knockdown && round === 2 && roundWinner === plan.winner ? 8 : 9;
  return roundWinner === 'red' ? { red: 10, blue: low } : { red: low, blue: 10 };
}

/**
 * The demo event (demo mode only; after the demo organisations and tournaments). Once per database: an
 * app_meta marker, taken in the same transaction as everything it marks, under an advisory lock, so a failed
 * seeding leaves nothing behind and instances starting together seed once.
 */
export async function seedDemoEvent(
  db: Database,
  organisationIds: DemoOrganisationIds,
  options: {
    baseUrl: string;
    academyEmail: string;
    /** Where the highlights' pictures are stored: the store the API serves uploads from. */
    media: MediaStore;
    now?: Date;
  },
): Promise<{ seeded: boolean }> {
  const now = options.now ?? clock.now();
  const today = lagosDate(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number, time = '10:00') => lagosInstant(day(offset), time);

  return db.transaction(async (tx) => {
    // The services open transactions of their own: inside this one they become savepoints.
    const txDb = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_EVENT_MARKER));
    if (marker) return { seeded: false };
    const [lastMail] = await tx.select({ id: max(outbox.id) }).from(outbox);
    const admin = await accountViewer(txDb, 'admin@ajbxng.test');
    const academy = await workspaceFor(txDb, admin);

    // The clubs: Kano Fight Academy, the academy's own (coach@'s boxers) and four that sign up and are
    // approved for the event.
    const references: string[] = [];
    const joining: number[] = [];
    const found = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(
        inArray(
          organisations.name,
          demoEventClubs.map((c) => c.name),
        ),
      );
    for (const club of demoEventClubs) {
      // A database that had the clubs before (a marker lost with them kept) keeps them.
      const existing = found.find((o) => o.name === club.name);
      if (existing) {
        joining.push(existing.id);
        continue;
      }
      const approved = await signUpAndApproveDemo(txDb, club, admin, options);
      references.push(approved.reference);
      joining.push(approved.organisationId);
    }
    const clubIds = [organisationIds.kanoId, joining[0]!, organisationIds.academyId, ...joining.slice(1)];
    // Who enters each club's boxers: its organiser; the academy's, their coach (as a coach does).
    const enteredBy = [
      'kano@ajbxng.test',
      demoEventClubs[0]!.email,
      DEMO_COACH_EMAIL,
      ...demoEventClubs.slice(1).map((c) => c.email),
    ];
    const coaches = await Promise.all(
      enteredBy.map(async (email) => workspaceFor(txDb, await accountViewer(txDb, email))),
    );

    // The judges (referee accounts) and the boxers, with the demo password.
    await createAccountsSharingPassword(
      txDb,
      demoEventOfficials.map((o) => ({ ...o, role: 'referee' as const })),
      DEMO_PASSWORD,
    );
    await createAccountsSharingPassword(
      txDb,
      demoEventBoxers.map((boxer) => {
        const limit = weightClassById(boxer.weightClass)!.upToKg!;
        return {
          email: boxer.email,
          name: boxer.name,
          role: 'boxer' as const,
          profile: {
            wins: (boxer.age * 3) % 11,
            losses: boxer.age % 5,
            draws: 0,
            weightKg: Math.round((limit - 0.5) * 10) / 10,
            dateOfBirth: dateOfBirth(today, boxer.age),
            medicalCleared: true,
            gender: boxer.gender,
            weightClassId: boxer.weightClass,
            ageGroupId: 'elite',
            clubId: clubIds[boxer.club]!,
            coachId: coaches[boxer.club]!.viewer.id,
          },
        };
      }),
      DEMO_PASSWORD,
    );
    // A few take their messages on WhatsApp (issue 32), Lanre Ogbu among them.
    await giveDemoPhones(txDb, (name) => demoEventBoxers.find((b) => b.name === name)?.email);
    const boxerIds = new Map<string, string>();
    for (const boxer of demoEventBoxers)
      boxerIds.set(boxer.email, (await accountViewer(txDb, boxer.email)).id);

    // The academy creates and publishes the event six weeks ahead.
    let tournament: TournamentDetail = await createTournament(
      txDb,
      academy,
      {
        name: DEMO_EVENT_NAME,
        description:
          'The Lagos regional of the AJ Elite Cup: elite men and women of six clubs over three days, finals on the last. Its champions go forward to the London bootcamp selection.',
        format: 'single-elimination',
        startDate: day(FIRST_DAY),
        endDate: day(0),
        registrationDeadline: day(-7),
        weighInDate: day(FIRST_DAY),
        location: 'National Stadium, Surulere',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 64,
        entryFee: 25_000,
        prizes: { first: 1_000_000, second: 500_000, third: 250_000 },
        weightClasses: [...WEIGHT_CLASSES],
        ageGroups: ['elite'],
        genders: ['men', 'women'],
        rules: {
          roundDuration: 3,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: true,
          equipmentProvided: false,
        },
      },
      { organisationId: organisationIds.academyId, now: at(-45) },
    );
    tournament = await publishTournament(txDb, academy, tournament.id, at(-45));

    // Each club's organiser (the academy's: the coach) enters its boxers, twelve days before.
    for (const [key, coach] of coaches.entries()) {
      const squad = demoEventBoxers.filter((b) => b.club === key);
      await registerSquad(
        txDb,
        coach,
        tournament.id,
        squad.map((b) => ({
          boxerId: boxerIds.get(b.email)!,
          weightClass: b.weightClass,
          ageGroup: 'elite',
        })),
        { now: at(-12) },
      );
    }
    const entryRows = await tx
      .select({ id: entries.id, boxerId: entries.boxerId, categoryId: entries.categoryId })
      .from(entries)
      .where(eq(entries.tournamentId, tournament.id));
    const boxerOfEntry = new Map(entryRows.map((e) => [e.id, e.boxerId]));
    const byBoxer = new Map(demoEventBoxers.map((b) => [boxerIds.get(b.email)!, b]));
    const weighIn = async (entryIds: Iterable<number>, offset: number) => {
      for (const entryId of entryIds) {
        const boxer = byBoxer.get(boxerOfEntry.get(entryId)!)!;
        const limit = weightClassById(boxer.weightClass)!.upToKg!;
        await recordWeighIn(
          txDb,
          academy,
          entryId,
          { weightKg: Math.round((limit - boxer.underKg) * 10) / 10, medicalCleared: true, day: day(offset) },
          { now: at(offset, '07:30') },
        );
      }
    };

    // The first morning: everyone weighs in and is cleared, then each category is drawn.
    await weighIn(
      entryRows.map((e) => e.id),
      FIRST_DAY,
    );
    const categoryIds = [...new Set(entryRows.map((e) => e.categoryId))].sort((a, b) => a - b);
    for (const [i, categoryId] of categoryIds.entries())
      await drawCategory(txDb, academy, categoryId, { seed: 2026 + i, now: at(FIRST_DAY, '09:00') });

    // Two rings, a session a day; the finals this afternoon (or whenever the demo is first started).
    await setSessions(txDb, academy, tournament.id, {
      rings: DEMO_EVENT_PANELS.length,
      sessions: [
        { day: day(FIRST_DAY), start: '10:00' },
        { day: day(FIRST_DAY + 1), start: '10:00' },
        { day: day(0), start: finalsStart(now) },
      ],
    });
    await scheduleTournament(txDb, academy, tournament.id);

    const viewers = new Map<string, Viewer>();
    const viewer = async (email: string) => {
      let found = viewers.get(email);
      if (!found) viewers.set(email, (found = await accountViewer(txDb, email)));
      return found;
    };
    const listBouts = async (): Promise<ScheduledBout[]> =>
      (
        await tx
          .select({
            id: bouts.id,
            number: bouts.number,
            ring: bouts.ring,
            plannedStart: bouts.plannedStart,
            redEntryId: bouts.redEntryId,
            blueEntryId: bouts.blueEntryId,
            status: bouts.status,
          })
          .from(bouts)
          .where(and(eq(bouts.tournamentId, tournament.id), sql`${bouts.status} <> 'cancelled'`))
          .orderBy(asc(bouts.plannedStart), asc(bouts.number))
      ).map((b) => {
        if (b.number === null || b.ring === null || b.plannedStart === null)
          throw new Error(`Bout ${b.id} of the demo event was not scheduled.`);
        return { ...b, number: b.number, ring: b.ring, plannedStart: b.plannedStart };
      });

    // Every bout gets its ring's panel.
    for (const bout of await listBouts()) {
      const panel = DEMO_EVENT_PANELS[bout.ring - 1]!;
      await assignOfficials(txDb, academy, bout.id, {
        referee: (await viewer(panel.referee)).id,
        judges: await Promise.all(panel.judges.map(async (j) => (await viewer(j)).id)),
      });
    }

    // The bouts are boxed day by day, each day's boxers weighed in again that morning.
    let k = 0;
    const box = async (bout: ScheduledBout, rounds: number, finish: boolean) => {
      const panel = DEMO_EVENT_PANELS[bout.ring - 1]!;
      const referee = await viewer(panel.referee);
      const plan = boutPlan(k++);
      await recordStart(txDb, referee, bout.id);
      const lastRound = finish && plan.stoppage ? plan.stoppage.round - 1 : rounds;
      for (let round = 1; round <= lastRound; round++) {
        if (plan.foul?.round === round)
          await recordFoulCall(txDb, referee, bout.id, {
            corner: plan.loser,
            foulType: plan.foul.foulType,
            round,
            deduct: plan.foul.deduct,
          });
        for (const [i, email] of panel.judges.entries())
          await recordScorecard(txDb, await viewer(email), bout.id, {
            round,
            ...roundCard(plan, i + 1, round),
          });
      }
      // On points the last card decides the bout; a stoppage is the referee's decision.
      if (finish && plan.stoppage)
        await recordDecision(txDb, referee, bout.id, { ...plan.stoppage, winner: plan.winner });
    };
    for (const offset of [FIRST_DAY, FIRST_DAY + 1, 0]) {
      const date = day(offset);
      const todays = (await listBouts()).filter(
        (b) => lagosDate(b.plannedStart) === date && b.status === 'scheduled',
      );
      await weighIn(
        todays.flatMap((b) => [b.redEntryId!, b.blueEntryId!]),
        offset,
      );
      if (offset !== 0) {
        for (const bout of todays) await box(bout, 3, true);
        continue;
      }
      // Finals day: ring 2's first two finals and ring 1's first are decided; ring 1's second is in
      // progress, two rounds scored; the rest are still to come.
      const ring = (n: number) => todays.filter((b) => b.ring === n);
      for (const bout of [ring(1)[0], ...ring(2).slice(0, 2)]) if (bout) await box(bout, 3, true);
      const live = ring(1)[1];
      if (live) {
        await box(live, 2, false);
        // Its timekeeper has rung two rounds' bells; the third round's clock is running (issue 33).
        const panel = DEMO_EVENT_PANELS[0]!;
        await assignOfficials(txDb, academy, live.id, {
          referee: (await viewer(panel.referee)).id,
          judges: await Promise.all(panel.judges.map(async (j) => (await viewer(j)).id)),
          timekeeper: (await viewer(DEMO_EVENT_TIMEKEEPER)).id,
        });
        const timekeeper = await viewer(DEMO_EVENT_TIMEKEEPER);
        const taps = ['start', 'end_round', 'start', 'end_round', 'start'] as const;
        for (const [revision, action] of taps.entries())
          await tapBoutClock(txDb, timekeeper, live.id, { action, revision });
      }
    }

    // The hub: a poll on the final in the ring, fans' votes in it, and six highlights of the event.
    await seedEventHub(txDb, {
      tournamentId: tournament.id,
      academy: admin,
      media: options.media,
      voters: demoBoxers.map((b) => b.email),
      today,
    });

    // Issue 33: two of the demo coach's boxers have medical certificates, one valid, one expired yesterday.
    const [valid, expired] = demoEventBoxers.filter((b) => enteredBy[b.club] === DEMO_COACH_EMAIL);
    if (valid && expired)
      await seedDemoCertificates(txDb, {
        coach: coaches[valid.club]!,
        boxerIds: [boxerIds.get(valid.email)!, boxerIds.get(expired.email)!],
        media: options.media,
        today,
      });

    // Issue 33: the event's jury, the academy's admin (its organiser) and the official@ demo account, so a
    // protest of a bout decided at seeding (its 15 minutes run from then) can be lodged and reviewed.
    await setJury(txDb, admin, tournament.id, [admin.id, (await viewer('official@ajbxng.test')).id]);

    // Seeding a demo is not news for anyone: drop the e-mails it queued.
    await tx
      .delete(outbox)
      .where(
        and(
          gt(outbox.id, lastMail?.id ?? 0),
          or(
            like(outbox.toAddress, '%ajbxng.test'),
            ...references.map((reference) => like(outbox.subject, `%${reference}%`)),
          ),
        ),
      );
    // A cadet's guardian has a phone: the minor's messages reach them too (issue 32).
    await giveDemoGuardianPhone(txDb);
    await tx.insert(appMeta).values({ key: DEMO_EVENT_MARKER, value: now.toISOString() });
    return { seeded: true };
  });
}
