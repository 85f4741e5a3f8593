// The one builder of an event for the tests of every feature, of the API and of the server (issue 25): a
// feature's tests may read another feature only through its index, so the event they share lives here, below
// the features (a server/db test-support file may use the app), and a test names what it needs different (the
// cast, the memberships, the categories, the rules, the format, the status) instead of keeping a copy.
import type { Viewer } from '../../auth/roles';
import type { Database } from '../client';
import {
  entries,
  organisationMembers,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '../schema';
import type { MemberRole, TournamentRules } from '../schema/tournaments';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';

/** The accounts of the event, in the order they are made; a test passes its own list as `people`. */
export const EVENT_PEOPLE: readonly Viewer[] = [
  { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' },
  { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' },
  { id: 'other-organiser', name: 'Kabir Kano', email: 'kabir@example.ng', role: 'coach' },
  { id: 'referee', name: 'Rita Referee', email: 'rita@example.ng', role: 'referee' },
  { id: 'official', name: 'Femi Official', email: 'femi@example.ng', role: 'coach' },
  { id: 'club-official', name: 'Sade Surulere', email: 'sade@example.ng', role: 'referee' },
  { id: 'judge-2', name: 'Jide Judge', email: 'jide@example.ng', role: 'referee' },
  { id: 'judge-3', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' },
  { id: 'spectator', name: 'Funmi Fan', email: 'funmi@example.ng', role: 'spectator' },
];

/** One of EVENT_PEOPLE, as the viewer a test acts as. */
export function eventPerson(id: string): Viewer {
  const found = EVENT_PEOPLE.find((p) => p.id === id);
  if (!found) throw new Error(`No ${id} in the event's cast`);
  return { ...found };
}

/** The event's organisations: the host, another organisation, and two clubs (A and B). */
export type EventOrganisation = 'host' | 'other' | 'clubA' | 'clubB';
export type EventMember = { organisation: EventOrganisation; userId: string; memberRole: MemberRole };

/** The host's organiser and official, the other organisation's organiser, club A's official. */
export const EVENT_MEMBERS: readonly EventMember[] = [
  { organisation: 'host', userId: 'organiser', memberRole: 'organiser' },
  { organisation: 'host', userId: 'official', memberRole: 'official' },
  { organisation: 'other', userId: 'other-organiser', memberRole: 'organiser' },
  { organisation: 'clubA', userId: 'club-official', memberRole: 'official' },
];

type CategoryInsert = typeof tournamentCategories.$inferInsert;
export type EventCategory = Pick<CategoryInsert, 'weightClass' | 'ageGroup' | 'gender'>;

/** Lightweight, welterweight and flyweight, elite men: `categoryIds` in this order. */
export const EVENT_CATEGORIES = [
  { weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
  { weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
  { weightClass: 'flyweight', ageGroup: 'elite', gender: 'men' },
] as const satisfies readonly EventCategory[];

export type EventOptions = {
  /** Merged over the rules of the event (2-minute rounds, three of them, three judges). */
  rules?: Partial<TournamentRules>;
  format?: 'single-elimination' | 'round-robin';
  /** 'published' unless said. */
  status?: (typeof tournaments.$inferInsert)['status'];
  /** The accounts made (EVENT_PEOPLE unless said). */
  people?: readonly Viewer[];
  /** The memberships made (EVENT_MEMBERS unless said). */
  members?: readonly EventMember[];
  /** The categories made (EVENT_CATEGORIES unless said); `categoryIds` follows their order. */
  categories?: readonly EventCategory[];
};

/** What `enter` makes of each boxer beyond the defaults: the account's name, the profile's fields. */
export type EntryOptions = {
  /** The account's name from the boxer's number (`Boxer <n>` unless said). */
  accountName?: (n: number) => string;
  profile?: Partial<Omit<typeof profiles.$inferInsert, 'id' | 'clubId'>>;
};

type Entered = Array<{ boxerId: string; entryId: number }>;

/** What seedEvent made: one category id per category, in their order. */
export type SeededEvent<Categories extends readonly EventCategory[] = typeof EVENT_CATEGORIES> = {
  organisations: Record<EventOrganisation, number>;
  tournamentId: number;
  categoryIds: { -readonly [K in keyof Categories]: number };
  /** The workspaces of the admin and of the two organisers. */
  workspaces: { admin: Workspace; organiser: Workspace; otherOrganiser: Workspace };
  /** Enters boxers (by club) into a category; returns their entry ids in order. */
  enter: (
    categoryId: number,
    clubs: ReadonlyArray<'A' | 'B' | null>,
    entry?: EntryOptions,
  ) => Promise<number[]>;
  /** As `enter`, returning each boxer's account id with the entry id. */
  enterBoxers: (
    categoryId: number,
    clubs: ReadonlyArray<'A' | 'B' | null>,
    entry?: EntryOptions,
  ) => Promise<Entered>;
};

/**
 * A host organisation with its organiser and an official member, another organisation's organiser, a
 * platform admin, a referee and judges, clubs, and a tournament (Lagos Open, slug lagos-open, 5-6 December
 * 2026, published) with categories and entries made straight in the database (registration is REG's).
 */
export function seedEvent<const Categories extends readonly EventCategory[]>(
  db: Database,
  options: EventOptions & { categories: Categories },
): Promise<SeededEvent<Categories>>;
export function seedEvent(db: Database, options?: EventOptions): Promise<SeededEvent>;
export async function seedEvent(
  db: Database,
  options: EventOptions = {},
): Promise<SeededEvent<readonly EventCategory[]>> {
  const people = options.people ?? EVENT_PEOPLE;
  const [host, other, clubA, clubB] = await db
    .insert(organisations)
    .values([
      { name: 'Lagos Boxing Federation', plan: 'enterprise', status: 'approved' },
      { name: 'Kano Fight Club', plan: 'starter', status: 'approved' },
      { name: 'Surulere Boxing Club', plan: 'starter', status: 'approved' },
      { name: 'Ikeja Boxing Club', plan: 'starter', status: 'approved' },
    ])
    .returning({ id: organisations.id });
  const organisationIds: Record<EventOrganisation, number> = {
    host: host!.id,
    other: other!.id,
    clubA: clubA!.id,
    clubB: clubB!.id,
  };
  if (people.length > 0)
    await db.insert(user).values(people.map(({ id, name, email, role }) => ({ id, name, email, role })));
  const members = options.members ?? EVENT_MEMBERS;
  if (members.length > 0)
    await db.insert(organisationMembers).values(
      members.map(({ organisation, userId, memberRole }) => ({
        organisationId: organisationIds[organisation],
        userId,
        memberRole,
      })),
    );
  const [tournament] = await db
    .insert(tournaments)
    .values({
      slug: 'lagos-open',
      organisationId: host!.id,
      name: 'Lagos Open',
      format: options.format ?? 'single-elimination',
      status: options.status ?? 'published',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      registrationDeadline: '2026-12-01',
      weighInDate: '2026-12-05',
      city: 'Lagos',
      level: 'Elite',
      maxParticipants: 64,
      rules: {
        roundDuration: 2,
        numberOfRounds: 3,
        judgesCount: 3,
        medicalCheckRequired: false,
        equipmentProvided: false,
        ...options.rules,
      },
    })
    .returning({ id: tournaments.id });
  const tournamentId = tournament!.id;
  const categorySpecs = options.categories ?? EVENT_CATEGORIES;
  const categories =
    categorySpecs.length > 0
      ? await db
          .insert(tournamentCategories)
          .values(categorySpecs.map((c) => ({ tournamentId, ...c })))
          .returning({ id: tournamentCategories.id })
      : [];
  /** The workspace of one of the cast as made (EVENT_PEOPLE's when `people` has no such account). */
  const workspaceOf = (id: string) =>
    workspaceFor(db, { ...(people.find((p) => p.id === id) ?? eventPerson(id)) });
  const workspaces = {
    admin: await workspaceOf('admin'),
    organiser: await workspaceOf('organiser'),
    otherOrganiser: await workspaceOf('other-organiser'),
  };
  let boxerCount = 0;
  /** Enters boxers (by club) into a category; returns each one's account id and entry id, in order. */
  async function enterBoxers(
    categoryId: number,
    clubs: ReadonlyArray<'A' | 'B' | null>,
    entry: EntryOptions = {},
  ): Promise<Entered> {
    const entered: Entered = [];
    for (const club of clubs) {
      boxerCount += 1;
      const id = `boxer-${boxerCount}`;
      await db.insert(user).values({
        id,
        name: entry.accountName?.(boxerCount) ?? `Boxer ${boxerCount}`,
        email: `${id}@example.ng`,
        role: 'boxer',
      });
      await db.insert(profiles).values({
        id,
        firstName: 'Boxer',
        lastName: String(boxerCount),
        clubId: club === 'A' ? clubA!.id : club === 'B' ? clubB!.id : null,
        ...entry.profile,
      });
      const [row] = await db
        .insert(entries)
        .values({ tournamentId, categoryId, boxerId: id, registeredBy: id })
        .returning({ id: entries.id });
      entered.push({ boxerId: id, entryId: row!.id });
    }
    return entered;
  }
  /** Enters boxers (by club) into a category; returns their entry ids in order. */
  async function enter(
    categoryId: number,
    clubs: ReadonlyArray<'A' | 'B' | null>,
    entry: EntryOptions = {},
  ): Promise<number[]> {
    return (await enterBoxers(categoryId, clubs, entry)).map((e) => e.entryId);
  }
  return {
    organisations: organisationIds,
    tournamentId,
    categoryIds: categories.map((c) => c.id),
    workspaces,
    enter,
    enterBoxers,
  };
}
