import { z } from 'zod';
import type { AppServices } from '@server/services';
import { roles } from '@server/auth/roles';
import { officialConflicts } from '~/features/competition';
import { addOfficial, listOfficials, removeOfficial, workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/**
 * An organisation's officials (issue 27 item 16), for a federation's system that manages its referees and
 * judges without the Users tab: list, add, remove, and what assigning one to each bout of a tournament would
 * meet. Organisers have the coach role: the role check lets admins and coaches through, the services then
 * check that the caller runs the organisation (organisations feature) or the tournament (competition feature,
 * whose conflicts are assignOfficials' own rules).
 */

const organisationId = z.coerce
  .number({ error: 'organisationId is an organisation id (a whole number)' })
  .int('organisationId is an organisation id (a whole number)')
  .positive('organisationId is an organisation id (a whole number)')
  .max(2_147_483_647, 'organisationId is an organisation id (a whole number)')
  .optional()
  .describe(
    "A platform admin's choice of organisation (default: their own, else the academy's); an organiser's own",
  );

const organisationQuery = z.object({ organisationId });

const userParams = z.object({
  userId: z
    .string()
    .regex(
      /^[A-Za-z0-9._@+-]{1,100}$/,
      'An account id is 1 to 100 letters, digits or . _ @ + - (GET /officials lists them)',
    )
    .describe("The official's account id"),
});

const officialSchema = z.object({
  userId: z.string().describe('The account id (PUT /bouts/{id}/officials names officials by it)'),
  name: z.string(),
  email: z.string(),
  club: z
    .object({ id: z.number().int(), name: z.string() })
    .describe(
      'The organisation the official belongs to: the club the same-club rule compares with a boxer’s',
    ),
  memberRole: z.literal('official'),
  platformRole: z
    .enum(roles)
    .describe('referee for an official the organisation made; an account that existed before keeps its own'),
  joinedAt: z.string().describe('ISO 8601'),
});

const reasonSchema = z.object({
  code: z.enum(['bout_over', 'official_double_booked', 'same_club']),
  message: z.string(),
});

const notYours = {
  status: 403,
  description:
    'you organise no organisation, or name one (or an official of one) you do not run (forbidden: only its organisers or a platform admin)',
} as const;
const noOrganisation = { status: 404, description: 'No such organisation (organisation_not_found)' } as const;

export function officialEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/officials',
      roles: ['admin', 'coach'],
      summary: "Your organisation's officials (its members who referee and judge), by name",
      description:
        'The members the Users tab lists as officials. A platform admin names the organisation with ' +
        "?organisationId= (default: their own, else the academy's).",
      query: organisationQuery,
      response: z.object({
        organisation: z.object({ id: z.number().int(), name: z.string() }),
        officials: z.array(officialSchema),
      }),
      refusals: [notYours, noOrganisation],
      handle: async ({ db, viewer, query }) =>
        listOfficials(db, await workspaceFor(db, viewer!), query.organisationId),
    }),
    defineEndpoint({
      method: 'post',
      path: '/officials',
      roles: ['admin', 'coach'],
      idempotent: true,
      successStatus: 201,
      summary: 'Add an official to your organisation, by e-mail or by an existing account’s id',
      description:
        'As the Users tab invites an official: either `email` with `name` (an address without an account gets one, ' +
        'with the referee role, and is e-mailed a link to choose a password; an existing account is added and told ' +
        'by e-mail), or `userId` of an existing account. An account belongs to one organisation. A platform admin ' +
        'names the organisation with organisationId.',
      body: z.object({
        organisationId,
        userId: z.string().optional().describe('An existing account (instead of email and name)'),
        email: z.string().optional().describe('At most 254 characters'),
        name: z.string().optional().describe('With email: the person’s name, 1 to 60 characters'),
      }),
      response: z.object({
        official: officialSchema,
        accountCreated: z.boolean().describe('True when the address had no account and one was made'),
        message: z.string(),
      }),
      refusals: [
        notYours,
        {
          status: 404,
          description:
            'No account has that userId (user_not_found); no such organisation (organisation_not_found)',
        },
        {
          status: 409,
          description:
            'Already a member of this organisation (already_member) or of another (already_in_organisation); the organisation is not approved yet (organisation_not_approved)',
        },
      ],
      handle: async ({ db, viewer, body }) =>
        addOfficial(db, await workspaceFor(db, viewer!), body, services.config.baseUrl),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/officials/:userId',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Remove an official from your organisation (their account stays)',
      description:
        'From the organisation they belong to, which the caller must run. The seats they already hold on bouts stay as they were.',
      params: userParams,
      response: z.object({ official: officialSchema }),
      refusals: [
        notYours,
        { status: 404, description: 'The account is no organisation’s official (official_not_found)' },
      ],
      handle: async ({ db, viewer, params }) => ({
        official: await removeOfficial(db, await workspaceFor(db, viewer!), params.userId),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/officials/:userId/conflicts',
      roles: ['admin', 'coach'],
      summary:
        'What assigning this official to each bout of a tournament would meet: refused, warned, or clear',
      description:
        'The same rules PUT /bouts/{id}/officials applies, for this one official: refused (409 there) when the bout ' +
        'is over (bout_over) or they already sit on a bout of another ring at an overlapping planned time ' +
        "(official_double_booked); warned (assigned, with a warning) when they belong to a boxer's club (same_club). " +
        'Seats other officials would take in the same call are not counted. The official is an account with the ' +
        "referee role or one of the tournament's organisation's officials.",
      params: userParams,
      query: z.object({
        tournamentId: z.coerce
          .number({ error: 'tournamentId is a tournament id (a whole number)' })
          .int('tournamentId is a tournament id (a whole number)')
          .positive('tournamentId is a tournament id (a whole number)')
          .max(2_147_483_647, 'tournamentId is a tournament id (a whole number)'),
      }),
      response: z.object({
        tournamentId: z.number().int(),
        official: z.object({
          id: z.string(),
          name: z.string(),
          organisationId: z.number().int().nullable(),
          organisationName: z.string().nullable(),
        }),
        bouts: z.array(
          z.object({
            boutId: z.number().int(),
            number: z.number().int().nullable(),
            ring: z.number().int().nullable(),
            plannedStart: z.string().nullable(),
            categoryId: z.number().int(),
            status: z.enum(['scheduled', 'in_progress', 'decided', 'cancelled']),
            seat: z
              .enum(['referee', 'judge', 'recorder', 'timekeeper'])
              .nullable()
              .describe('The seat they already hold on this bout'),
            verdict: z.enum(['refused', 'warned', 'clear']),
            refusals: z.array(reasonSchema),
            warnings: z.array(reasonSchema),
          }),
        ),
      }),
      refusals: [
        { status: 403, description: "you do not run the tournament's organisation (forbidden)" },
        {
          status: 404,
          description:
            'No such tournament (tournament_not_found); the account is not a referee nor one of its organisation’s officials (official_not_found)',
        },
      ],
      handle: async ({ db, viewer, params, query }) =>
        officialConflicts(db, await workspaceFor(db, viewer!), params.userId, query.tournamentId),
    }),
  ];
}
