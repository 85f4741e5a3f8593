import { z } from 'zod';
import type { AppServices } from '@server/services';
import { clock } from '@server/clock';
import { boutStatuses } from '@server/db/schema/competition';
import { changeBoxerFacts } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { boxerPage } from '~/features/results';
import { defineEndpoint } from './endpoint';

/**
 * A boxer (issue 27 item 16): their record and suspension as their page shows them, and the facts entering
 * them is checked against, for a federation's system. What a caller reads is `boxerPage`'s, which asks the one
 * privacy rule (`boxerPrivacy`): the page and this answer cannot disagree. Who may change the facts is who may
 * enter the boxer (`changeBoxerFacts`).
 */

const boxerId = z.object({
  id: z.string().min(1).max(100).describe("The boxer's account id (GET /students lists a coach's)"),
});

const person = z.object({ name: z.string(), club: z.string(), boxerId: z.string().nullable() });

const page = z.object({
  id: z.string(),
  name: z.string(),
  club: z.string().nullable(),
  category: z.string().describe('The category of their latest entry'),
  record: z
    .object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() })
    .describe('The career record: declared before the platform, plus every bout boxed on it'),
  recordOnPlatform: z
    .object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() })
    .describe('The bouts boxed on the platform (`bouts` decided, walkovers aside): what the page shows'),
  recordBefore: z
    .object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() })
    .describe('The record before the platform: `record` less `recordOnPlatform`'),
  awards: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      awardType: z.string(),
      place: z.number().int().nullable(),
      tournament: z.object({ name: z.string(), slug: z.string() }).nullable(),
      category: z.string().nullable(),
      issuedAt: z.string(),
      certificate: z.string().describe("The certificate's address"),
    }),
  ),
  tournaments: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      startDate: z.string(),
      category: z.string(),
      withdrawn: z.boolean(),
      finished: z.boolean(),
    }),
  ),
  bouts: z.array(
    z.object({
      boutId: z.number().int(),
      tournament: z.object({ name: z.string(), slug: z.string() }),
      category: z.string(),
      number: z.number().int().nullable(),
      ring: z.number().int().nullable(),
      plannedStart: z.string().nullable(),
      eta: z
        .string()
        .nullable()
        .describe(
          'The one ETA, as GET /tournaments/{id}/bouts gives it: a bout still to box, its expected start; a bout boxed or in progress, its actual start (when the referee started it), not an estimate',
        ),
      status: z.enum(boutStatuses),
      corner: z.enum(['red', 'blue']),
      boxer: person.nullable(),
      opponent: person.nullable(),
      result: z.enum(['won', 'lost', 'drawn']).nullable(),
      outcome: z.string().nullable(),
    }),
  ),
  suspension: z
    .object({ until: z.string().describe('YYYY-MM-DD'), reason: z.string().nullable() })
    .nullable()
    .optional()
    .describe('Only for those who may see medical facts: the medical suspension still running, or null'),
  licenceId: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Only for those who may see medical facts: the boxer's federation licence id, or null (a licence id " +
        'finds the boxer in the federation’s records, so it is private too)',
    ),
  // A string, not an enum: the document's enums holding 'admin' are the roles list (openapi.test.ts).
  audience: z
    .string()
    .optional()
    .describe(
      'Who the caller is to the boxer, when they may see medical facts: boxer, admin, coach, club-organiser, ' +
        'tournament-organiser or tournament-official',
    ),
});

const facts = z.object({
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
  gender: z.enum(['men', 'women']),
  weightKg: z.number().describe('Kept to 0.1 kg'),
  licenceId: z.string().nullable().describe("The boxer's federation licence id, or null"),
  licenceBody: z.string().nullable().describe('Who issued the licence, or null'),
  licenceExpiresOn: z.string().nullable().describe('The Lagos date the licence is valid through, or null'),
});

export function boxerEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/boxers/:id',
      roles: 'public',
      readsViewer: true,
      summary: "A boxer's page: name, club, category, record, awards, tournaments and bouts",
      description:
        'What `/boxers/{id}` shows this caller. The boxer, their coach (or a coach or organiser of their club), the ' +
        'organisers and officials of a tournament they entered and platform admins also get `suspension` (a medical ' +
        'suspension still running, or null), `licenceId` and `audience`. Anyone else gets no medical fact; of a minor (under 18, or ' +
        'of no known date of birth) only name, club, category and results: bouts decided (no ring or time) and ' +
        'tournaments finished. No answer has a date of birth or a weight.',
      params: boxerId,
      response: page,
      refusals: [
        { status: 404, description: 'No such boxer, or one who has entered no tournament (not_found)' },
      ],
      handle: async ({ params, viewer, res }) => {
        // The answer depends on who asks: a cache may keep only a visitor's.
        if (viewer) res.setHeader('Cache-Control', 'private, no-store');
        return boxerPage(services.database.db, viewer, params.id, {
          now: clock.now(),
          secret: services.config.authSecret,
        });
      },
    }),
    defineEndpoint({
      method: 'patch',
      path: '/boxers/:id/profile',
      roles: ['boxer', 'coach', 'admin'],
      idempotent: true,
      summary: "Set a boxer's date of birth, gender and declared weight: the boxer themself, or their coach",
      description:
        'Who may enter the boxer may change these: the boxer, their coach, an organiser of their own club, a ' +
        'platform admin. All three are given; a boxer is 8 to 60 years old and weighs 30 to 200 kg. ' +
        '`licenceId` (optional) is the federation licence id: 1-40 letters, digits, - / or . (trimmed); absent ' +
        'it stays as it is, null clears it. One boxer holds a licence id: another boxer’s is a 409 that names ' +
        'nobody.',
      params: boxerId,
      // Loose types: the rules and their messages are the profile's (a 400 invalid_profile with fields).
      body: z.object({
        dateOfBirth: z.string().describe('YYYY-MM-DD'),
        gender: z.string().describe('men or women'),
        weightKg: z.union([z.number(), z.string()]).describe('The declared weight in kg'),
        licenceId: z
          .union([z.string(), z.null()])
          .optional()
          .describe("The boxer's federation licence id; null clears it"),
        licenceBody: z
          .union([z.string(), z.null()])
          .optional()
          .describe('Who issued the licence (2-120 characters); null clears it'),
        licenceExpiresOn: z
          .union([z.string(), z.null()])
          .optional()
          .describe(
            'YYYY-MM-DD: the licence is valid through this Lagos date (the weigh-in checks it); null clears it',
          ),
      }),
      response: z.object({ profile: facts }),
      refusals: [
        {
          status: 403,
          description: 'Not the boxer, their coach nor an organiser of their club (not_your_boxer)',
        },
        { status: 404, description: 'No such boxer (boxer_not_found)' },
        { status: 409, description: 'Another boxer holds the licence id (licence_id_taken)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        profile: await changeBoxerFacts(db, await workspaceFor(db, viewer!), params.id, body),
      }),
    }),
  ];
}
