import { z } from 'zod';
import { workspaceFor } from '~/features/organisations';
import { exportTournamentFor, importTournament, transferDocumentSchema } from '~/features/transfer';
import { defineEndpoint } from './endpoint';

/**
 * One tournament between platforms (issue 18 "Venue mode", decision 0015): the event run on a venue laptop
 * is exported there and imported on the hosted platform. The export is its organisers' (admins and the
 * organisers of its organisation, who have the coach role; the service checks the organisation); the
 * import is a platform admin's, since it can create accounts and organisations.
 */

/** The largest document accepted: a big championship's export is a few megabytes. */
export const IMPORT_BODY_LIMIT = '25mb';
export const TOURNAMENT_IMPORT_PATH = '/api/v1/tournament-imports';

export function transferEndpoints() {
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/export',
      roles: ['admin', 'coach'],
      summary:
        'One tournament as a document (format ajbxng.tournament, version 1): the tournament, its categories with the engine states, entries, weigh-ins, bouts, officials, cards, fouls, corrections, awards, suspensions, and the people and organisations in them',
      description:
        'Answered as a download (`<slug>.tournament.json`). Ids are the ones of this platform; POST /tournament-imports on another platform gives the rows ids of its own.',
      params: z.object({ id: z.string().min(1).max(20).describe("The tournament's id") }),
      response: transferDocumentSchema,
      refusals: [
        {
          status: 403,
          description: "Not an organiser of the tournament's organisation (forbidden)",
        },
        { status: 404, description: 'No such tournament (tournament_not_found)' },
      ],
      handle: async ({ db, viewer, params, res }) => {
        const document = await exportTournamentFor(db, await workspaceFor(db, viewer!), params.id);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${document.tournament.slug}.tournament.json"`,
        );
        return document;
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournament-imports',
      roles: ['admin'],
      idempotent: true,
      bodyLimit: IMPORT_BODY_LIMIT,
      successStatus: 201,
      summary:
        'Imports a tournament exported from another platform (a venue laptop): one transaction; the same document again is the same copy',
      description:
        'The body is the answer of GET /tournaments/{id}/export on the other platform (up to 25 MB). People are matched by e-mail; ' +
        'the others get an account without a password (they set one with "Forgot password"), never an admin. ' +
        'Every id is given anew here, those inside the engine states too. A document of a tournament imported before updates that copy ' +
        '(`updated`), or changes nothing when it is the same (`unchanged`). A document that is not a valid export is refused whole: 400 invalid_document, saying what is wrong and where.',
      body: z
        .record(z.string(), z.unknown())
        .describe(
          'A tournament export: format ajbxng.tournament, version 1 (see GET /tournaments/{id}/export)',
        ),
      response: z.object({
        tournamentId: z.number().int(),
        slug: z.string().describe('The copy’s address here: /tournaments/<slug>'),
        result: z.enum(['created', 'updated', 'unchanged']),
        people: z.object({
          matched: z.number().int().describe('People who had an account here (same e-mail)'),
          created: z.number().int().describe('Accounts made for the others'),
        }),
      }),
      refusals: [
        {
          status: 409,
          description: 'The tournament was exported from this platform: it is here already (own_tournament)',
        },
      ],
      handle: async ({ db, body }) => importTournament(db, body),
    }),
  ];
}
