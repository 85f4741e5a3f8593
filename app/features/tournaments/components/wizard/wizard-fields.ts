import type { RawValues } from '~/components/forms/submission';
import {
  classGender,
  genderLabel,
  weightClasses as lbsClasses,
  worldBoxingClasses,
  type WeightClassPreset,
} from '~/content/tournament-categories';
import { clampParticipants, clampWhole, DRAFT_LIMITS } from '~/features/tournaments/draft-limits';
import type { PlanUsage, TournamentDetail } from '~/features/tournaments/types';

/**
 * What the wizard and its actions need to know about the wizard's fields, without zod (the browser
 * fetches the validator once the person reaches into the form: decision 0005). The form's fields are flat
 * (`roundDuration`, `prizeFirst`); `draftFromForm` turns them into the draft's JSON shape (`rules`,
 * `prizes`), applying the SPEC's clamps, and `fieldOfPath` takes the schema's dotted paths back to them.
 */

/** Who is looking at the wizard, and so what its Launch button does for them. */
export type WizardAccess =
  | {
      launch: 'ready';
      viewerName: string;
      /** The organiser's organisation; null for a platform admin, who creates for the academy. */
      organisationName: string | null;
      usage: PlanUsage | null;
    }
  /** A visitor: asked to sign in or get started when they reach Launch. */
  | { launch: 'sign-in' }
  /** Signed in, but neither an organiser nor a platform admin. */
  | { launch: 'no-organisation'; viewerName: string; roleLabel: string };

/**
 * The hidden field carrying this page's launch key: the same launch sent twice (a double click without
 * JavaScript, a retry after a lost answer) creates one tournament, not two against the plan's quota.
 */
export const LAUNCH_KEY_FIELD = 'launchKey';

/** Each field's name as messages and the error summary use it. */
export const wizardFields = {
  name: 'Tournament name',
  description: 'Description',
  location: 'Venue',
  city: 'City',
  level: 'Level',
  format: 'Format',
  roundDuration: 'Round duration (minutes)',
  numberOfRounds: 'Number of rounds',
  judgesCount: 'Judges',
  medicalCheckRequired: 'Medical check',
  equipmentProvided: 'Equipment provided',
  draws: 'Draws allowed',
  licenceRequired: 'Licence required',
  medicalCertificateRequired: 'Medical certificate required',
  maxParticipants: 'Max participants',
  entryFee: 'Entry fee (₦)',
  refundPolicy: 'Refund policy',
  refundPercent: 'Refund percentage (%)',
  refundUntil: 'Refunds until',
  refundWeighInRefusal: 'Refund at the weigh-in',
  weightClassPreset: 'Weight class list',
  weightClasses: 'Weight classes',
  ageGroups: 'Age groups',
  genders: 'Genders',
  startDate: 'Start date',
  endDate: 'End date',
  registrationDeadline: 'Registration deadline',
  weighInDate: 'Weigh-in date',
  visibility: 'Visibility',
  prizeFirst: 'First prize (₦)',
  prizeSecond: 'Second prize (₦)',
  prizeThird: 'Third prize (₦)',
} as const;

export type WizardField = keyof typeof wizardFields;

export type WizardStepInfo = {
  id: 'basic' | 'format' | 'categories' | 'schedule' | 'review';
  title: string;
  description: string;
  fields: readonly WizardField[];
  /** What must be filled before Next (SPEC §5). */
  gate: readonly WizardField[];
};

/** The five steps of SPEC §4 with the gating of SPEC §5. */
export const wizardSteps: readonly WizardStepInfo[] = [
  {
    id: 'basic',
    title: 'Basic Info',
    description: 'Name your tournament and say where it happens.',
    fields: ['name', 'description', 'location', 'city', 'level'],
    gate: ['name'],
  },
  {
    id: 'format',
    title: 'Format & Rules',
    description: 'How bouts are drawn, how long they last, and who may enter.',
    fields: [
      'format',
      'roundDuration',
      'numberOfRounds',
      'judgesCount',
      'medicalCheckRequired',
      'equipmentProvided',
      'draws',
      'licenceRequired',
      'medicalCertificateRequired',
      'maxParticipants',
      'entryFee',
      'refundPolicy',
      'refundPercent',
      'refundUntil',
      'refundWeighInRefusal',
    ],
    gate: ['format'],
  },
  {
    id: 'categories',
    title: 'Categories',
    description: 'Every weight class × age group × gender you tick becomes a category with its own bracket.',
    fields: ['weightClassPreset', 'weightClasses', 'ageGroups', 'genders'],
    gate: ['weightClasses', 'ageGroups'],
  },
  {
    id: 'schedule',
    title: 'Schedule',
    description: 'Dates in West Africa Time, who may see the tournament, and what the winners take home.',
    fields: [
      'startDate',
      'endDate',
      'registrationDeadline',
      'weighInDate',
      'visibility',
      'prizeFirst',
      'prizeSecond',
      'prizeThird',
    ],
    gate: ['startDate', 'endDate'],
  },
  {
    id: 'review',
    title: 'Review',
    description: 'Check everything once more. You can still edit the draft after launching it.',
    fields: [],
    gate: [],
  },
];

export const wizardFieldOrder: readonly WizardField[] = wizardSteps.flatMap((s) => s.fields);

/** What a fresh wizard starts with (SPEC §3 defaults; issue 14's city, level, genders and visibility). */
export const wizardDefaults: RawValues = {
  city: 'Lagos',
  level: 'Intermediate-Advanced',
  roundDuration: String(DRAFT_LIMITS.roundDuration.default),
  numberOfRounds: String(DRAFT_LIMITS.numberOfRounds.default),
  judgesCount: String(DRAFT_LIMITS.judgesCount.default),
  medicalCheckRequired: 'on',
  maxParticipants: String(DRAFT_LIMITS.maxParticipants.default),
  entryFee: String(DRAFT_LIMITS.entryFee.default),
  refundPolicy: 'full',
  // An amateur platform: World Boxing's kg categories unless the organiser picks the professional lbs list.
  weightClassPreset: 'world-boxing',
  genders: ['men', 'women'],
  visibility: 'public',
};

function one(values: RawValues, name: string): string | undefined {
  const value = values[name];
  return Array.isArray(value) ? value[0] : value;
}

function many(values: RawValues, name: string): string[] {
  const value = values[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item) => item !== '');
}

/** Text that may be left blank: blank is "not given" (the schema's default applies). */
function optional(values: RawValues, name: string): string | undefined {
  const value = one(values, name);
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * A number as people type it: "15000", "15,000", "₦15,000". Blank is "not given" (the default applies);
 * anything else that is not a number stays text, so the schema answers "… must be a number".
 */
export function readNumber(raw: string | undefined): number | string | undefined {
  if (raw === undefined) return undefined;
  const typed = raw.trim();
  if (typed === '') return undefined;
  const digits = typed.replace(/[₦,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : typed;
}

function clamped(raw: string | undefined, clamp: (n: number) => number) {
  const value = readNumber(raw);
  return typeof value === 'number' ? clamp(value) : value;
}

export const clampRoundDuration = (n: number) =>
  clampWhole(
    n,
    DRAFT_LIMITS.roundDuration.min,
    DRAFT_LIMITS.roundDuration.max,
    DRAFT_LIMITS.roundDuration.default,
  );
export const clampNumberOfRounds = (n: number) =>
  clampWhole(
    n,
    DRAFT_LIMITS.numberOfRounds.min,
    DRAFT_LIMITS.numberOfRounds.max,
    DRAFT_LIMITS.numberOfRounds.default,
  );

/** The fields the wizard clamps as they are left (SPEC §5), with their clamp. */
export const clampedFields = {
  maxParticipants: clampParticipants,
  roundDuration: clampRoundDuration,
  numberOfRounds: clampNumberOfRounds,
} as const;

/** The draft as the form's fields make it: the draft schema's input, possibly wrong (the schema says how). */
export type DraftFromForm = {
  name: string;
  description?: string;
  format?: string;
  startDate?: string;
  endDate?: string;
  location?: string;
  city: string;
  level?: string;
  maxParticipants?: number | string;
  entryFee?: number | string;
  weightClassPreset?: string;
  weightClasses: string[];
  ageGroups: string[];
  genders: string[];
  registrationDeadline?: string;
  weighInDate?: string;
  visibility?: string;
  prizes: { first?: number | string; second?: number | string; third?: number | string };
  refund: {
    policy?: string;
    percent?: number | string;
    until?: string;
    weighInRefusal: boolean;
  };
  rules: {
    roundDuration?: number | string;
    numberOfRounds?: number | string;
    judgesCount?: number | string;
    medicalCheckRequired: boolean;
    equipmentProvided: boolean;
    draws: boolean;
    licenceRequired?: boolean;
    medicalCertificateRequired?: boolean;
  };
};

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The wizard's fields as a tournament draft (SPEC §3), clamped as SPEC §5 says: max participants to 8-128
 * by 8 (200 gives 128, 3 gives 8), round duration to 1-5, rounds to 1-12. Blank optional fields are left
 * out so the schema's defaults apply; ticked boxes are lists (none ticked: an empty list, which the schema
 * refuses), checkboxes booleans. A number that is not one stays text for the schema to refuse.
 */
export function draftFromForm(values: RawValues): DraftFromForm {
  const judges = optional(values, 'judgesCount');
  return withoutUndefined({
    // The name is never left out: blank must read "Give the tournament a name", not a type error.
    name: one(values, 'name') ?? '',
    description: optional(values, 'description'),
    format: optional(values, 'format'),
    startDate: optional(values, 'startDate'),
    endDate: optional(values, 'endDate'),
    location: optional(values, 'location'),
    // A city cleared on purpose is refused ("Name the city"); a form that never had the field gets Lagos.
    city: one(values, 'city') ?? 'Lagos',
    level: optional(values, 'level'),
    maxParticipants: clamped(one(values, 'maxParticipants'), clampParticipants),
    entryFee: readNumber(one(values, 'entryFee')),
    weightClassPreset: optional(values, 'weightClassPreset'),
    weightClasses: many(values, 'weightClasses'),
    ageGroups: many(values, 'ageGroups'),
    genders: many(values, 'genders'),
    registrationDeadline: optional(values, 'registrationDeadline'),
    weighInDate: optional(values, 'weighInDate'),
    visibility: optional(values, 'visibility'),
    prizes: withoutUndefined({
      first: readNumber(one(values, 'prizeFirst')),
      second: readNumber(one(values, 'prizeSecond')),
      third: readNumber(one(values, 'prizeThird')),
    }),
    refund: withoutUndefined({
      policy: optional(values, 'refundPolicy'),
      percent: readNumber(one(values, 'refundPercent')),
      until: optional(values, 'refundUntil'),
      weighInRefusal: many(values, 'refundWeighInRefusal').length > 0,
    }),
    rules: withoutUndefined({
      roundDuration: clamped(one(values, 'roundDuration'), clampRoundDuration),
      numberOfRounds: clamped(one(values, 'numberOfRounds'), clampNumberOfRounds),
      judgesCount: judges === '3' || judges === '5' ? Number(judges) : judges,
      medicalCheckRequired: many(values, 'medicalCheckRequired').length > 0,
      equipmentProvided: many(values, 'equipmentProvided').length > 0,
      // Only a round robin may end bouts level: the box ticked before another format was chosen is not sent.
      draws: one(values, 'format') === 'round-robin' && many(values, 'draws').length > 0,
      // Issue 33: sent only when ticked, so a tournament that asks for neither keeps its rules as before.
      licenceRequired: many(values, 'licenceRequired').length > 0 ? true : undefined,
      medicalCertificateRequired: many(values, 'medicalCertificateRequired').length > 0 ? true : undefined,
    }),
  });
}

const nestedFields: Record<string, Record<string, WizardField>> = {
  prizes: { first: 'prizeFirst', second: 'prizeSecond', third: 'prizeThird' },
  refund: {
    policy: 'refundPolicy',
    percent: 'refundPercent',
    until: 'refundUntil',
    weighInRefusal: 'refundWeighInRefusal',
  },
  rules: {
    roundDuration: 'roundDuration',
    numberOfRounds: 'numberOfRounds',
    judgesCount: 'judgesCount',
    medicalCheckRequired: 'medicalCheckRequired',
    equipmentProvided: 'equipmentProvided',
    draws: 'draws',
    licenceRequired: 'licenceRequired',
    medicalCertificateRequired: 'medicalCertificateRequired',
  },
};

/**
 * The wizard field behind a schema path or a service's dotted field key: "rules.roundDuration" is
 * `roundDuration`, "prizes.first" `prizeFirst`, "weightClasses.3" `weightClasses`; a whole-draft problem
 * is the form's.
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head, next] = parts;
  if (!head) return 'form';
  const nested = nestedFields[head];
  if (nested)
    return (
      (next && nested[next]) ||
      (head === 'prizes' ? 'prizeFirst' : head === 'refund' ? 'refundPolicy' : 'roundDuration')
    );
  return head in wizardFields ? head : 'form';
}

/** Field errors keyed by the schema's dotted paths, keyed by the wizard's fields instead. */
export function wizardFieldErrors(fields: Record<string, string[]> | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const list = (errors[fieldOfPath(path)] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

export function chosenPreset(values: RawValues): WeightClassPreset {
  return one(values, 'weightClassPreset') === 'lbs' ? 'lbs' : 'world-boxing';
}

export function presetClasses(preset: WeightClassPreset) {
  return preset === 'world-boxing' ? worldBoxingClasses : lbsClasses;
}

/**
 * The values as they will post: the weight classes of the list not chosen, and World Boxing's classes of a
 * gender not ticked, are switched off in the page (disabled inputs do not post), but the form's last
 * reading may still hold them.
 */
export function activeValues(values: RawValues): RawValues {
  const preset = presetClasses(chosenPreset(values));
  const chosenGenders = many(values, 'genders');
  return {
    ...values,
    weightClasses: many(values, 'weightClasses').filter((id) => {
      if (!preset.some((w) => w.id === id)) return false;
      const own = classGender(id);
      return own === null || chosenGenders.includes(own);
    }),
  };
}

/** True when a field holds something: text that is not blank, or at least one ticked box. */
function filledIn(values: RawValues, name: string) {
  const value = values[name];
  if (Array.isArray(value)) return value.some((item) => item !== '');
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Whether Next (or Launch) may be pressed on this step (SPEC §5): a non-blank name; a format; at least one
 * weight class of the chosen list and one age group; both dates. The review is always ready.
 */
export function stepReady(index: number, values: RawValues): boolean {
  const step = wizardSteps[index];
  if (!step) return false;
  const active = activeValues(values);
  if (step.id === 'categories' && genderWithoutClass(values)) return false;
  return step.gate.every((name) => filledIn(active, name));
}

/**
 * A gender ticked with none of its World Boxing classes: its categories would not exist. Next waits,
 * saying so, as the schema does on a post (issue 30). Null when every ticked gender has a class, or with
 * the lbs list, whose classes are open to both.
 */
export function genderWithoutClass(values: RawValues): string | null {
  if (chosenPreset(values) !== 'world-boxing') return null;
  const classes = many(activeValues(values), 'weightClasses');
  if (classes.length === 0) return null;
  const lonely = many(values, 'genders').find((g) => !classes.some((id) => classGender(id) === g));
  if (!lonely) return null;
  const who = genderLabel(lonely);
  return `Tick at least one ${who.toLowerCase()}’s weight class, or untick ${who}`;
}

/** A stored tournament as the wizard's fields (editing a draft). */
export function formFromTournament(tournament: TournamentDetail): RawValues {
  const values: RawValues = {
    name: tournament.name,
    description: tournament.description ?? '',
    location: tournament.venue ?? '',
    city: tournament.city,
    level: tournament.level,
    format: tournament.format,
    roundDuration: String(tournament.rules.roundDuration),
    numberOfRounds: String(tournament.rules.numberOfRounds),
    judgesCount: String(tournament.rules.judgesCount),
    maxParticipants: String(tournament.maxParticipants),
    entryFee: String(tournament.entryFee),
    weightClassPreset: tournament.weightClassPreset,
    weightClasses: [...tournament.weightClasses],
    ageGroups: [...tournament.ageGroups],
    genders: [...tournament.genders],
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    registrationDeadline: tournament.registrationDeadline,
    weighInDate: tournament.weighInDate,
    visibility: tournament.visibility,
    prizeFirst: String(tournament.prizes.first),
    prizeSecond: String(tournament.prizes.second),
    prizeThird: String(tournament.prizes.third),
    refundPolicy: tournament.refund.policy,
    refundPercent: tournament.refund.percent === null ? '' : String(tournament.refund.percent),
    refundUntil: tournament.refund.until ?? '',
  };
  if (tournament.refund.weighInRefusal) values.refundWeighInRefusal = 'on';
  if (tournament.rules.medicalCheckRequired) values.medicalCheckRequired = 'on';
  if (tournament.rules.equipmentProvided) values.equipmentProvided = 'on';
  // Kept when a round robin's draft is edited in the wizard (it was lost on save before).
  if (tournament.rules.draws) values.draws = 'on';
  if (tournament.rules.licenceRequired) values.licenceRequired = 'on';
  if (tournament.rules.medicalCertificateRequired) values.medicalCertificateRequired = 'on';
  return values;
}
