/**
 * The columns a tournament export carries, each named once with how it crosses between platforms. The export
 * (export.server.ts) reads them from the database rows, the import (import.server.ts) writes them back, and
 * `canonicalDocument` (canonical.ts) compares by them: a column added here travels in both directions.
 *
 * - `plain`: the value as it is (text, numbers, days, enums, JSON).
 * - `date` / `dateOrNull`: an instant, ISO 8601 text in the document.
 * - `person` / `personOrNull`: an account id, matched by e-mail on import. On export a nullable reference to
 *   an account deleted since is kept as nobody.
 * - `organisation`, `category`, `entry`, `bout` (and `…OrNull`): a row of the document, given a new id on
 *   import.
 * - `drawDetails`: a draw audit's details, whose entry and account ids are rewritten (engine-ids.ts).
 *
 * A section's own `id` (and a category's engine state, a tournament's slug) are handled by each direction.
 */
export const columns = {
  tournament: {
    organisationId: 'organisation',
    name: 'plain',
    description: 'plain',
    format: 'plain',
    status: 'plain',
    startDate: 'plain',
    endDate: 'plain',
    registrationDeadline: 'plain',
    weighInDate: 'plain',
    venue: 'plain',
    city: 'plain',
    level: 'plain',
    visibility: 'plain',
    maxParticipants: 'plain',
    entryFee: 'plain',
    prizeFirst: 'plain',
    prizeSecond: 'plain',
    prizeThird: 'plain',
    weightClassPreset: 'plain',
    rules: 'plain',
    createdBy: 'personOrNull',
    createdAt: 'date',
    updatedAt: 'date',
    publishedAt: 'dateOrNull',
    cancelledAt: 'dateOrNull',
    cancelReason: 'plain',
    completedAt: 'dateOrNull',
    resultWinner: 'plain',
    resultCategory: 'plain',
    medicalSuspensionDays: 'plain',
  },
  organisations: {
    name: 'plain',
    organisationType: 'plain',
    plan: 'plain',
    status: 'plain',
    isAcademy: 'plain',
  },
  profile: {
    firstName: 'plain',
    lastName: 'plain',
    userType: 'plain',
    weightKg: 'plain',
    weightClassId: 'plain',
    ageGroupId: 'plain',
    dateOfBirth: 'plain',
    gender: 'plain',
    clubId: 'organisationOrNull',
    coachId: 'personOrNull',
  },
  categories: {
    weightClass: 'plain',
    ageGroup: 'plain',
    gender: 'plain',
    drawRevision: 'plain',
    drawnAt: 'dateOrNull',
    drawnBy: 'personOrNull',
  },
  entries: {
    categoryId: 'category',
    boxerId: 'person',
    registeredBy: 'personOrNull',
    status: 'plain',
    guardianName: 'plain',
    guardianConsentAt: 'dateOrNull',
    paidAt: 'dateOrNull',
    paidMarkedBy: 'personOrNull',
    withdrawnAt: 'dateOrNull',
    withdrawnBy: 'personOrNull',
    withdrawReason: 'plain',
    seed: 'plain',
    createdAt: 'date',
    updatedAt: 'date',
  },
  invitations: { boxerId: 'person', invitedBy: 'personOrNull', createdAt: 'date' },
  weighIns: {
    entryId: 'entry',
    day: 'plain',
    weightKg: 'plain',
    madeWeight: 'plain',
    medicalCleared: 'plain',
    recordedBy: 'personOrNull',
    recordedAt: 'date',
  },
  drawAudit: {
    categoryId: 'category',
    action: 'plain',
    seed: 'plain',
    actorUserId: 'personOrNull',
    details: 'drawDetails',
    createdAt: 'date',
  },
  sessions: { day: 'plain', startsAt: 'plain', rings: 'plain' },
  bouts: {
    categoryId: 'category',
    engineBoutId: 'plain',
    number: 'plain',
    ring: 'plain',
    plannedStart: 'dateOrNull',
    status: 'plain',
    redEntryId: 'entryOrNull',
    blueEntryId: 'entryOrNull',
    winnerEntryId: 'entryOrNull',
    outcome: 'plain',
    decidedRound: 'plain',
    verdict: 'plain',
    startedAt: 'dateOrNull',
    decidedAt: 'dateOrNull',
    updatedAt: 'date',
  },
  boutOfficials: { boutId: 'bout', userId: 'person', role: 'plain', seat: 'plain' },
  scorecards: {
    boutId: 'bout',
    judgeUserId: 'person',
    seat: 'plain',
    round: 'plain',
    red: 'plain',
    blue: 'plain',
    preferred: 'plain',
    enteredBy: 'personOrNull',
    submittedAt: 'date',
  },
  fouls: {
    boutId: 'bout',
    entryId: 'entry',
    boxerId: 'personOrNull',
    corner: 'plain',
    refereeId: 'personOrNull',
    foulType: 'plain',
    roundNumber: 'plain',
    description: 'plain',
    deduct: 'plain',
    createdAt: 'date',
  },
  awards: {
    boxerId: 'person',
    title: 'plain',
    description: 'plain',
    awardType: 'plain',
    categoryId: 'categoryOrNull',
    entryId: 'entryOrNull',
    place: 'plain',
    issuedAt: 'date',
  },
  corrections: {
    boutId: 'bout',
    actorUserId: 'personOrNull',
    reason: 'plain',
    before: 'plain',
    after: 'plain',
    voided: 'plain',
    createdAt: 'date',
  },
  suspensions: {
    boxerId: 'person',
    boutId: 'boutOrNull',
    reason: 'plain',
    until: 'plain',
    liftedAt: 'dateOrNull',
    liftedReason: 'plain',
    createdAt: 'date',
  },
} as const satisfies Record<string, Columns>;

type Reference = 'person' | 'organisation' | 'category' | 'entry' | 'bout';
type Kind = 'plain' | 'date' | 'dateOrNull' | Reference | `${Reference}OrNull` | 'drawDetails';
type Columns = Record<string, Kind>;
type Json = Record<string, unknown>;

/** How each kind of reference is rewritten: the importing platform's ids, or places (canonical.ts). */
export type References = {
  person: (id: string) => string;
  organisation: (id: number) => number;
  category: (id: number) => number;
  entry: (id: number) => number;
  bout: (id: number) => number;
  drawDetails: (details: Json) => Json;
};

/** The start of a section's references: reaching one it does not set is a fault of columns.ts, not the document's. */
export const noReferences: References = {
  person: unexpected,
  organisation: unexpected,
  category: unexpected,
  entry: unexpected,
  bout: unexpected,
  drawDetails: unexpected,
};
function unexpected(): never {
  throw new Error('transfer: a reference this section does not have (columns.ts)');
}

type AsExported<K, V> = K extends 'date' ? string : K extends 'dateOrNull' ? string | null : V;
type AsImported<K, V> = K extends 'date'
  ? Date
  : K extends 'dateOrNull'
    ? Date | null
    : K extends 'person'
      ? string
      : K extends 'personOrNull'
        ? string | null
        : K extends Reference
          ? number
          : K extends `${Reference}OrNull`
            ? number | null
            : V;
type ValueOf<Row, C> = C extends keyof Row ? Row[C] : never;

/** A database row's columns as the document has them. */
export function exportColumns<S extends Columns, Row extends object>(
  spec: S,
  row: Row,
  /** A nullable account reference: null when the account is gone. */
  who: (id: string | null) => string | null,
): { -readonly [C in keyof S]: AsExported<S[C], ValueOf<Row, C>> } {
  const out: Json = {};
  for (const [column, kind] of Object.entries(spec)) {
    const value = (row as Json)[column];
    if (kind === 'date') out[column] = (value as Date).toISOString();
    else if (kind === 'dateOrNull') out[column] = value ? (value as Date).toISOString() : null;
    else if (kind === 'personOrNull') out[column] = who(value as string | null);
    else out[column] = value;
  }
  return out as { -readonly [C in keyof S]: AsExported<S[C], ValueOf<Row, C>> };
}

/** A document item's references rewritten by `refs`; everything else as it is (instants stay text). */
export function rewriteReferences<S extends Columns>(spec: S, item: object, refs: References): Json {
  const out: Json = {};
  for (const [column, kind] of Object.entries(spec)) {
    const value = (item as Json)[column];
    if (kind === 'plain' || kind === 'date' || kind === 'dateOrNull') out[column] = value;
    else if (kind === 'drawDetails') out[column] = refs.drawDetails(value as Json);
    else if (value === null && kind.endsWith('OrNull')) out[column] = null;
    else {
      const lookup = refs[kind.replace(/OrNull$/, '') as Reference] as (id: unknown) => unknown;
      out[column] = lookup(value);
    }
  }
  return out;
}

/** A document item's columns as the database has them: new ids for its references, instants as dates. */
export function importColumns<S extends Columns, Item extends object>(
  spec: S,
  item: Item,
  refs: References,
): { -readonly [C in keyof S]: AsImported<S[C], ValueOf<Item, C>> } {
  const out = rewriteReferences(spec, item, refs);
  for (const [column, kind] of Object.entries(spec)) {
    if (kind === 'date') out[column] = new Date(out[column] as string);
    else if (kind === 'dateOrNull' && out[column] !== null) out[column] = new Date(out[column] as string);
  }
  return out as { -readonly [C in keyof S]: AsImported<S[C], ValueOf<Item, C>> };
}
