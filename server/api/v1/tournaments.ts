import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import type { AppServices } from '@server/services';
import { tournamentStatuses } from '@server/db/schema/tournaments';
import {
  ageGroups,
  allWeightClasses,
  levels,
  tournamentFormats,
  visibilities,
  weightClassPresets,
} from '~/content/tournament-categories';
import { refundPolicyKinds } from '~/lib/refund-policy';
import { workspaceFor } from '~/features/organisations';
import {
  cancelReasonSchema,
  cancelTournament,
  capacitySchema,
  completeTournament,
  createTournament,
  getTournament,
  listCalendar,
  publishTournament,
  setCapacity,
  tournamentDraftSchema,
  tournamentResultSchema,
  updateDraft,
} from '~/features/tournaments';
import type { TournamentDetail, TournamentSummary } from '~/features/tournaments';
import { defineEndpoint } from './endpoint';

/**
 * The tournaments of DESIGN's public API contract: the calendar, a tournament, its categories (public);
 * creating, editing, publishing, cancelling, recording a result and setting capacity (an organiser of the
 * tournament's organisation, or a platform admin). The role check here lets admins and coaches through
 * (organisers have the coach role); the service then checks that the caller runs the organisation.
 */

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((i) => i.id) as [string, ...string[]];

const categorySchema = z.object({
  id: z.number().int(),
  weightClass: z.enum(ids(allWeightClasses)),
  ageGroup: z.enum(ids(ageGroups)),
  gender: z.enum(['men', 'women']),
  label: z.string().describe('e.g. "Lightweight (135 lbs) · Elite 20-34 · Men"'),
});

const naira = z.number().int().min(0).describe('Whole naira');
const calendarDate = z.iso.date().describe('A Lagos calendar date');

const summarySchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('The public address: /tournaments/<slug>'),
  name: z.string(),
  format: z.enum(ids(tournamentFormats)),
  status: z.enum(tournamentStatuses),
  backendStatus: z
    .enum(['active', 'completed', 'cancelled', 'draft'])
    .describe('SPEC §4: active = published and not completed or cancelled'),
  badge: z
    .enum(['open', 'closing', 'full', 'invitation', 'closed'])
    .describe(
      "The registration badge: Open Registration, Registration Closing, Full, Invitation Only, else Registration Closed (a live tournament's is closed; see live)",
    ),
  live: z
    .boolean()
    .describe(
      'Under way: in progress, or drawn and today (Lagos) is one of its days. The calendar shows Live now instead of the badge',
    ),
  startDate: calendarDate,
  endDate: calendarDate,
  registrationDeadline: calendarDate,
  weighInDate: calendarDate,
  venue: z.string().nullable(),
  city: z.string(),
  level: z.enum(levels),
  visibility: z.enum(ids(visibilities)),
  maxParticipants: z.number().int(),
  participants: z.number().int().describe('Entries not withdrawn'),
  entryFee: naira,
  prizes: z.object({ first: naira, second: naira, third: naira }),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  createdBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  weightClasses: z.array(z.enum(ids(allWeightClasses))),
  ageGroups: z.array(z.enum(ids(ageGroups))),
  genders: z.array(z.enum(['men', 'women'])),
  categoriesCount: z.number().int(),
  resultWinner: z.string().nullable().describe("A completed tournament's winner"),
  resultCategory: z.string().nullable().describe("The winner's category"),
});

const detailSchema = summarySchema.extend({
  description: z.string().nullable(),
  rules: z.object({
    roundDuration: z.number().int().describe('Minutes'),
    numberOfRounds: z.number().int(),
    judgesCount: z.union([z.literal(3), z.literal(5)]),
    medicalCheckRequired: z.boolean(),
    equipmentProvided: z.boolean(),
    draws: z
      .boolean()
      .optional()
      .describe('Round robin only: a bout may end level (the D of W/L/D); absent on older tournaments'),
  }),
  categories: z.array(categorySchema),
  cancelReason: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  weightClassPreset: z.enum(weightClassPresets),
  refund: z
    .object({
      policy: z.enum(refundPolicyKinds).describe('full, none, or percentage'),
      percent: z.number().int().nullable().describe('1-99 for a percentage; null otherwise'),
      until: calendarDate
        .nullable()
        .describe('The last Lagos day a withdrawal is refunded; null: the registration deadline'),
      weighInRefusal: z.boolean().describe('A boxer refused at the weigh-in is refunded by the policy'),
    })
    .describe(
      'What a paid entry gets back: on a withdrawal until `until`, always when the tournament is cancelled, at the weigh-in only with weighInRefusal',
    ),
});

// The shapes above are the types' own: a field added to one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _summaryMatches: Same<keyof z.output<typeof summarySchema>, keyof TournamentSummary> = true;
const _detailMatches: Same<keyof z.output<typeof detailSchema>, keyof TournamentDetail> = true;

const listQuery = z.object({
  status: z
    .enum(['upcoming', 'past', 'live'], { error: 'status is upcoming, past or live' })
    .default('upcoming')
    .describe(
      'upcoming: not completed and not yet ended, soonest first; past: completed or ended, newest first; live: under way now (each has live true), soonest first',
    ),
  location: z.string().trim().max(60).optional().describe('A city, in any case'),
  level: z.enum(levels, { error: `level is one of ${levels.join(', ')}` }).optional(),
  q: z.string().trim().max(100).optional().describe('Words in the name, the venue or the city, in any case'),
});

const idOrSlug = z.object({
  id: z.string().min(1).max(200).describe('The numeric id, or the slug'),
});
const numericId = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'A tournament id is a number')
    .transform(Number)
    .describe('The numeric id'),
});

const createBody = z.intersection(
  tournamentDraftSchema,
  z.object({
    organisationId: z
      .number({ error: 'organisationId must be a number' })
      .int()
      .positive()
      .optional()
      .describe("A platform admin's choice of organisation (default: the academy); an organiser's own"),
  }),
);

/** A draft's fields, each optional (the ones not sent keep their value); null clears an optional one. */
const draftShape = tournamentDraftSchema.in.shape;
const clearable = new Set(['description', 'location', 'registrationDeadline', 'weighInDate']);
const changeBody = z.object(
  Object.fromEntries(
    Object.entries(draftShape).map(([name, field]) => [
      name,
      clearable.has(name) ? field.nullable().optional() : field.optional(),
    ]),
  ),
);

const oneTournament = z.object({ tournament: detailSchema });
const notFound = {
  status: 404,
  description: 'No such tournament, or a draft of an organisation you do not run (tournament_not_found)',
} as const;
const notYours = {
  status: 403,
  description:
    "you do not run the tournament's organisation: an organiser of another one, or a coach who organises nothing (not_your_tournament)",
} as const;

export function tournamentEndpoints(services: AppServices) {
  const workspace = (db: Database, viewer: Viewer | null) => workspaceFor(db, viewer!);
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments',
      roles: 'public',
      summary: 'The public calendar: published tournaments, upcoming, past or live now, filtered',
      description:
        'Drafts and cancelled tournaments are never listed; invitation-only ones are, with their badge. ' +
        '`cities` are the location filter’s choices: Lagos, Abuja, Kano and every other city with tournaments.',
      query: listQuery,
      response: z.object({ tournaments: z.array(summarySchema), cities: z.array(z.string()) }),
      handle: async ({ query }) =>
        listCalendar(services.database.db, {
          tab: query.status,
          q: query.q,
          location: query.location,
          level: query.level,
        }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments',
      roles: ['admin', 'coach'],
      idempotent: true,
      successStatus: 201,
      summary: "Create a draft tournament of your organisation (an organiser's, or a platform admin's)",
      description:
        'Answers 201 Created with the draft. The plan is checked first: Starter allows 2 tournaments a calendar month ' +
        '(Lagos time) and 32 participants; Professional and Enterprise unlimited tournaments of up to 128 ' +
        '(Enterprise raises one to 1,024 with PUT /tournaments/{id}/capacity). Dates: it starts within 3 years from ' +
        'today (and not more than 5 years ago), lasts at most 31 days, and its registration closes within a year before it starts.',
      body: createBody,
      response: oneTournament,
      refusals: [
        {
          status: 403,
          description:
            'you organise no organisation (not_an_organiser), or name one you do not run (not_your_organisation)',
        },
        { status: 404, description: 'No such organisation (organisation_not_found)' },
        { status: 409, description: 'The organisation is not approved yet (organisation_not_approved)' },
        {
          status: 422,
          description:
            "Over the plan's monthly tournaments or participants (plan_limit, naming the plan and the limit); nothing is created",
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        tournament: await createTournament(db, await workspace(db, viewer), body, {
          organisationId: body.organisationId,
        }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id',
      roles: 'public',
      readsViewer: true,
      summary: 'One tournament, by id or slug (a draft only for who runs its organisation)',
      params: idOrSlug,
      response: oneTournament,
      refusals: [notFound],
      handle: async ({ params, viewer, res }) => {
        const db = services.database.db;
        const tournament = await getTournament(db, params.id, viewer ? await workspace(db, viewer) : null);
        // A draft is shown to its organisers only: no shared cache may keep it.
        if (tournament.status === 'draft') res.setHeader('Cache-Control', 'private, no-store');
        return { tournament };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/categories',
      roles: 'public',
      readsViewer: true,
      summary: "A tournament's categories: weight class × age group × gender",
      params: idOrSlug,
      response: z.object({ categories: z.array(categorySchema) }),
      refusals: [notFound],
      handle: async ({ params, viewer, res }) => {
        const db = services.database.db;
        const tournament = await getTournament(db, params.id, viewer ? await workspace(db, viewer) : null);
        if (tournament.status === 'draft') res.setHeader('Cache-Control', 'private, no-store');
        return { categories: tournament.categories };
      },
    }),
    defineEndpoint({
      method: 'patch',
      path: '/tournaments/:id',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Edit a draft: the fields sent replace the stored ones (null clears an optional one)',
      description:
        'The whole draft is checked again after the change. The slug follows a new name or year while the tournament is a draft.',
      params: numericId,
      body: changeBody,
      response: oneTournament,
      refusals: [
        notYours,
        notFound,
        { status: 409, description: 'The tournament is no longer a draft (not_draft)' },
        { status: 422, description: "Over the plan's participants (plan_limit)" },
      ],
      // The raw body, not the parsed one: a field left out must keep its stored value, not take a default.
      handle: async ({ db, viewer, params, req }) => ({
        tournament: await updateDraft(db, await workspace(db, viewer), params.id, req.body),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/publish',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Publish a draft: it joins the calendar and registration opens',
      params: numericId,
      response: oneTournament,
      refusals: [
        notYours,
        notFound,
        { status: 409, description: 'Already published (not_draft)' },
        {
          status: 422,
          description:
            'The start date (start_in_past) or the registration deadline (deadline_passed) has passed',
        },
      ],
      handle: async ({ db, viewer, params }) => ({
        tournament: await publishTournament(db, await workspace(db, viewer), params.id),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/cancel',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Cancel a tournament, with the reason people will read',
      params: numericId,
      body: z.object({ reason: cancelReasonSchema }),
      response: oneTournament,
      refusals: [
        notYours,
        notFound,
        { status: 409, description: 'Already completed or cancelled (tournament_closed)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        tournament: await cancelTournament(db, await workspace(db, viewer), params.id, body.reason),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/result',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Complete a tournament with its winner and category (the Past Results), or correct them',
      params: numericId,
      body: tournamentResultSchema,
      response: oneTournament,
      refusals: [
        notYours,
        notFound,
        { status: 409, description: 'A draft or a cancelled tournament has no result (not_running)' },
        { status: 422, description: 'The tournament has not started yet (not_started)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        tournament: await completeTournament(db, await workspace(db, viewer), params.id, body),
      }),
    }),
    defineEndpoint({
      method: 'put',
      path: '/tournaments/:id/capacity',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Set a tournament's capacity within the plan (beyond 128, up to 1,024: Enterprise), logged",
      params: numericId,
      body: z.object({ capacity: capacitySchema }),
      response: oneTournament,
      refusals: [
        notYours,
        notFound,
        { status: 409, description: 'Already completed or cancelled (tournament_closed)' },
        {
          status: 422,
          description:
            "Over the plan's cap (plan_limit), or below the entries already taken (capacity_below_entries)",
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        tournament: await setCapacity(db, await workspace(db, viewer), params.id, body.capacity),
      }),
    }),
  ];
}
