import { plainText } from '@server/http/plain-text';
import { z } from '~/lib/zod';
import { addDays, isCalendarDate } from '~/lib/lagos-time';
import { refundPolicyKinds } from '~/lib/refund-policy';
import type { RefundPolicy } from '~/lib/refund-policy';
import { defaultRegistrationDeadline, defaultWeighInDate, DRAFT_LIMITS } from './draft-limits';
import {
  ageGroups,
  levels,
  tournamentFormats,
  visibilities,
  classGender,
  genderLabel,
  weightClasses,
  weightClassLabel,
  weightClassPresets,
  worldBoxingClasses,
} from '~/content/tournament-categories';
import type { Gender, WeightClassPreset } from '~/content/tournament-categories';

/**
 * A tournament draft: SPEC §3 "Tournament draft" (the wizard's state and the body of POST
 * /api/v1/tournaments) plus the fields issue 14 adds (genders, city, level, deadlines, visibility, prizes,
 * the weight-class preset). One schema for the browser's wizard, the page action and the API, so the
 * three refuse the same things with the same words.
 *
 * It takes JSON (numbers as numbers): the API refuses `"entryFee": "5000"`. The wizard turns its form
 * fields into this shape first (see `draftFromForm`), applying the SPEC's clamps as it goes.
 */

// The numbers and clamps live in a zod-free module so the wizard's first download can use them.
export {
  clampParticipants,
  clampWhole,
  defaultRegistrationDeadline,
  defaultWeighInDate,
  DRAFT_LIMITS,
  ENTERPRISE_MAX_CAPACITY,
} from './draft-limits';

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((item) => item.id) as [string, ...string[]];

function text(label: string, max: number, multiline = false, missing = `${label} must be text`) {
  return plainText(
    z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) }),
    { label, multiline },
  )
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`);
}

function date(label: string) {
  return z
    .string({ error: `Choose the ${label.toLowerCase()}` })
    .refine(isCalendarDate, `${label} must be a date written YYYY-MM-DD`);
}

function whole(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min.toLocaleString('en-NG')}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-NG')}`);
}

function naira(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number of naira` })
    .int(`${label} must be whole naira`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ₦${max.toLocaleString('en-NG')}`);
}

function uniqueList(label: string, choices: [string, ...string[]], empty: string) {
  return z
    .array(z.enum(choices, { error: `Choose ${label} from the list` }), { error: empty })
    .min(1, empty)
    .refine((list) => new Set(list).size === list.length, `Each ${label} may be chosen once`);
}

export const rulesSchema = z
  .object(
    {
      roundDuration: whole(
        'Round duration',
        DRAFT_LIMITS.roundDuration.min,
        DRAFT_LIMITS.roundDuration.max,
      ).default(DRAFT_LIMITS.roundDuration.default),
      numberOfRounds: whole(
        'Number of rounds',
        DRAFT_LIMITS.numberOfRounds.min,
        DRAFT_LIMITS.numberOfRounds.max,
      ).default(DRAFT_LIMITS.numberOfRounds.default),
      judgesCount: z
        .union([z.literal(3), z.literal(5)], { error: 'Judges must be 3 or 5' })
        .default(DRAFT_LIMITS.judgesCount.default),
      medicalCheckRequired: z.boolean({ error: 'Medical check must be true or false' }).default(true),
      equipmentProvided: z.boolean({ error: 'Equipment provided must be true or false' }).default(false),
      /** Round robin only (checked with the format): a bout may end level. */
      draws: z.boolean({ error: 'Draws must be true or false' }).default(false),
      /** Issue 33: a valid licence and medical certificate on the weigh-in day (absent = not required). */
      licenceRequired: z.boolean({ error: 'Licence required must be true or false' }).optional(),
      medicalCertificateRequired: z
        .boolean({ error: 'Medical certificate required must be true or false' })
        .optional(),
    },
    {
      // A rule we do not know is refused, never dropped (issue 27 item 12): the caller learns it had no effect.
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown rule: ${issue.keys.join(', ')}. The rules are roundDuration, numberOfRounds, judgesCount, medicalCheckRequired, equipmentProvided, draws, licenceRequired and medicalCertificateRequired.`
          : 'Rules must be an object',
    },
  )
  .strict();

export const prizesSchema = z.object(
  {
    first: naira('First prize', DRAFT_LIMITS.prize.max).default(0),
    second: naira('Second prize', DRAFT_LIMITS.prize.max).default(0),
    third: naira('Third prize', DRAFT_LIMITS.prize.max).default(0),
  },
  { error: 'Prizes must be an object' },
);

/**
 * The refund policy (issue 31; decision 0029): full, none, or a percentage (1-99), for withdrawals until a
 * date (the registration deadline when none is given, never after the start); and whether a refusal at the
 * weigh-in is refunded too.
 */
export const refundPolicySchema = z
  .object(
    {
      policy: z
        .enum(refundPolicyKinds, { error: 'Choose a refund policy: full, none or percentage' })
        .default('full'),
      percent: z
        .number({ error: 'The refund percentage must be a number' })
        .int('The refund percentage must be a whole number')
        .min(1, 'A percentage refund is from 1 to 99 %: choose Full or None for all or nothing')
        .max(99, 'A percentage refund is from 1 to 99 %: choose Full or None for all or nothing')
        .nullable()
        .optional(),
      /** Null or left out: the registration deadline. */
      until: date('Refund date').nullable().optional(),
      weighInRefusal: z.boolean({ error: 'Refund at the weigh-in must be true or false' }).default(false),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown refund field: ${issue.keys.join(', ')}. The fields are policy, percent, until and weighInRefusal.`
          : 'Refund must be an object',
    },
  )
  .strict();

const draftShape = z.object({
  name: text('Tournament name', DRAFT_LIMITS.name.max, false, 'Give the tournament a name').min(
    1,
    'Give the tournament a name',
  ),
  description: text('Description', DRAFT_LIMITS.description.max, true).optional(),
  format: z.enum(ids(tournamentFormats), {
    error: 'Choose a format: single-elimination, double-elimination, round-robin or swiss-system',
  }),
  startDate: date('Start date'),
  endDate: date('End date'),
  /** The venue, e.g. "Teslim Balogun Stadium". */
  location: text('Venue', DRAFT_LIMITS.location.max).optional(),
  city: text('City', DRAFT_LIMITS.city.max).min(1, 'Name the city').default('Lagos'),
  level: z.enum(levels, { error: `Choose a level: ${levels.join(', ')}` }).default('Intermediate-Advanced'),
  maxParticipants: whole(
    'Max participants',
    DRAFT_LIMITS.maxParticipants.min,
    DRAFT_LIMITS.maxParticipants.max,
  )
    .refine((n) => n % DRAFT_LIMITS.maxParticipants.step === 0, 'Max participants must be a multiple of 8')
    .default(DRAFT_LIMITS.maxParticipants.default),
  entryFee: naira('Entry fee', DRAFT_LIMITS.entryFee.max).default(DRAFT_LIMITS.entryFee.default),
  /** Left out: the list the chosen classes come from (World Boxing's when they are all its own). */
  weightClassPreset: z.enum(weightClassPresets, { error: 'Choose lbs or world-boxing classes' }).optional(),
  weightClasses: uniqueList(
    'a weight class',
    [...ids(weightClasses), ...ids(worldBoxingClasses)] as [string, ...string[]],
    'Choose at least one weight class',
  ),
  ageGroups: uniqueList('an age group', ids(ageGroups), 'Choose at least one age group'),
  genders: z
    .array(z.enum(['men', 'women'], { error: 'Gender must be men or women' }), {
      error: 'Choose men, women or both',
    })
    .min(1, 'Choose men, women or both')
    .refine((list) => new Set(list).size === list.length, 'Each gender may be chosen once')
    .default(['men', 'women']),
  registrationDeadline: date('Registration deadline').optional(),
  weighInDate: date('Weigh-in date').optional(),
  visibility: z
    .enum(ids(visibilities), { error: 'Visibility must be public or invitation' })
    .default('public'),
  prizes: prizesSchema.default({ first: 0, second: 0, third: 0 }),
  refund: refundPolicySchema.default({ policy: 'full', weighInRefusal: false }),
  rules: rulesSchema.default({
    roundDuration: DRAFT_LIMITS.roundDuration.default,
    numberOfRounds: DRAFT_LIMITS.numberOfRounds.default,
    judgesCount: DRAFT_LIMITS.judgesCount.default,
    medicalCheckRequired: true,
    equipmentProvided: false,
    draws: false,
  }),
});

type DraftDates = Pick<
  z.output<typeof draftShape>,
  'startDate' | 'endDate' | 'registrationDeadline' | 'weighInDate'
>;

/** The dates in order and within sense of each other: deadline, weigh-in, start, end. */
function datesInOrder(draft: DraftDates, ctx: z.RefinementCtx) {
  const issue = (field: keyof DraftDates, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if (draft.endDate < draft.startDate) issue('endDate', 'The end date cannot be before the start date');
  else if (draft.endDate > addDays(draft.startDate, DRAFT_LIMITS.maxEventDays - 1))
    issue('endDate', `A tournament lasts at most ${DRAFT_LIMITS.maxEventDays} days`);
  const deadline = draft.registrationDeadline ?? defaultRegistrationDeadline(draft.startDate);
  const weighIn = draft.weighInDate ?? defaultWeighInDate(draft.startDate);
  if (deadline > draft.startDate)
    issue('registrationDeadline', 'Registration must close on or before the start date');
  else if (deadline < addDays(draft.startDate, -DRAFT_LIMITS.maxDeadlineDaysBefore))
    issue('registrationDeadline', 'Registration must close within a year of the start date');
  if (weighIn > draft.startDate) issue('weighInDate', 'The weigh-in must be on or before the start date');
  else if (weighIn < deadline) issue('weighInDate', 'The weigh-in comes after registration closes');
}

/** The weight-class list a draft uses: the one it names, else World Boxing's when every class is its own. */
function presetOf(draft: {
  weightClassPreset?: WeightClassPreset;
  weightClasses: string[];
}): WeightClassPreset {
  if (draft.weightClassPreset) return draft.weightClassPreset;
  const allWorldBoxing =
    draft.weightClasses.length > 0 && draft.weightClasses.every((id) => classGender(id) !== null);
  return allWorldBoxing ? 'world-boxing' : 'lbs';
}

/**
 * World Boxing's classes belong to one gender each, so the categories are exactly the ticks: every gender
 * chosen needs a class of its own, and a class needs its gender chosen. Neither is left to fall away unseen
 * (ticking Men and Women with men's classes only made men's categories alone, without a word: issue 30).
 */
function classesForEachGender(draft: { weightClasses: string[]; genders: Gender[] }, ctx: z.RefinementCtx) {
  const lonely = draft.genders.filter(
    (gender) => !draft.weightClasses.some((id) => classGender(id) === gender),
  );
  for (const gender of lonely) {
    const who = genderLabel(gender);
    ctx.addIssue({
      code: 'custom',
      path: ['weightClasses'],
      message: `Tick at least one ${who.toLowerCase()}’s weight class, or untick ${who}`,
    });
  }
  const orphans = draft.weightClasses.filter((id) => {
    const own = classGender(id);
    return own !== null && !draft.genders.includes(own);
  });
  if (orphans.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['genders'],
      message: `Add the gender of these classes, or remove them: ${orphans.map((id) => weightClassLabel(id)).join(', ')}`,
    });
  }
}

/**
 * The draft with its cross-field rules: dates in order, deadlines defaulted from the start date, and
 * weight classes of the chosen preset. Field errors are keyed by the field's path ("rules.roundDuration").
 */
export const tournamentDraftSchema = draftShape
  .superRefine((draft, ctx) => {
    // The rules between dates need every date to be one: a date that is not has its own message already
    // (and counting days from "" or "NaN" threw a RangeError, a 500: issue 27).
    const dates = [draft.startDate, draft.endDate, draft.registrationDeadline, draft.weighInDate];
    if (dates.every((date) => date === undefined || isCalendarDate(date))) datesInOrder(draft, ctx);
    if (draft.refund.policy === 'percentage' && draft.refund.percent == null)
      ctx.addIssue({
        code: 'custom',
        path: ['refund', 'percent'],
        message: 'Give the percentage refunded, from 1 to 99',
      });
    if (
      draft.refund.policy !== 'none' &&
      draft.refund.until != null &&
      isCalendarDate(draft.refund.until) &&
      isCalendarDate(draft.startDate) &&
      draft.refund.until > draft.startDate
    )
      ctx.addIssue({
        code: 'custom',
        path: ['refund', 'until'],
        message: 'Refunds must end on or before the start date',
      });
    if (draft.rules.draws && draft.format !== 'round-robin')
      ctx.addIssue({
        code: 'custom',
        path: ['rules', 'draws'],
        message: 'Only a round robin may let a bout end level: an elimination bout needs a winner',
      });
    const chosen = presetOf(draft);
    const preset = chosen === 'lbs' ? weightClasses : worldBoxingClasses;
    const outside = draft.weightClasses.filter((id) => !preset.some((w) => w.id === id));
    if (outside.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['weightClasses'],
        message: `These classes are not in the ${chosen === 'lbs' ? 'lbs' : 'World Boxing'} list: ${outside.join(', ')}`,
      });
    } else if (chosen === 'world-boxing') classesForEachGender(draft, ctx);
  })
  .transform((draft) => ({
    ...draft,
    weightClassPreset: presetOf(draft),
    registrationDeadline: draft.registrationDeadline ?? defaultRegistrationDeadline(draft.startDate),
    weighInDate: draft.weighInDate ?? defaultWeighInDate(draft.startDate),
    // Stored as the policy means it: a percent only for a percentage, no date or weigh-in rule for none.
    refund: {
      policy: draft.refund.policy,
      percent: draft.refund.policy === 'percentage' ? (draft.refund.percent ?? null) : null,
      until: draft.refund.policy === 'none' ? null : (draft.refund.until ?? null),
      weighInRefusal: draft.refund.policy === 'none' ? false : draft.refund.weighInRefusal,
    } satisfies RefundPolicy,
  }));

/** What a client sends (defaults optional). */
export type TournamentDraftInput = z.input<typeof tournamentDraftSchema>;
/** A checked draft, every default filled in: what the services store. */
export type TournamentDraft = z.output<typeof tournamentDraftSchema>;

/** Field errors keyed by dotted path, the shape the API's `fields` and the wizard's messages use. */
export function draftFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
