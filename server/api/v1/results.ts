import { z } from 'zod';
import { assessedSkills } from '@server/db/schema/officiating';
import { assessSkill, resultsCsv, tournamentResults, writeNote } from '~/features/results';
import { workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/**
 * Results that last (issue 16): a tournament's official results for federations' systems, and a coach's
 * feedback to their boxers (a note, a skill assessment). Whether the caller coaches the boxer is the
 * results feature's rule (their own coach, or a coach of their club); the roles here keep out the rest.
 */

const boxerId = z.object({
  id: z.string().min(1).max(100).describe("The boxer's account id"),
});

const named = z.object({ boxerId: z.string(), name: z.string(), club: z.string().nullable() });
const results = z.object({
  tournament: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    city: z.string(),
    venue: z.string().nullable(),
    status: z.string(),
    organisation: z.object({ id: z.number().int(), name: z.string() }),
  }),
  categories: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      drawn: z.boolean(),
      complete: z.boolean().describe('Every bout decided and the medals issued'),
      decided: z.number().int(),
      total: z.number().int(),
      placings: z.array(
        z.object({
          awardId: z.number().int(),
          place: z.number().int(),
          medal: z.enum(['gold_medal', 'silver_medal', 'bronze_medal']),
          boxer: named,
        }),
      ),
      bouts: z.array(
        z.object({
          id: z.number().int(),
          number: z.number().int().nullable(),
          status: z.string(),
          red: named.nullable(),
          blue: named.nullable(),
          winner: z.enum(['red', 'blue']).nullable(),
          outcome: z.string().nullable(),
          round: z.number().int().nullable(),
          verdict: z.string().nullable(),
          officials: z
            .object({
              referee: z.string().nullable().describe("The referee's name"),
              judges: z.array(
                z.object({
                  seat: z.number().int().describe('1 to 5'),
                  name: z.string(),
                  red: z
                    .number()
                    .int()
                    .nullable()
                    .describe(
                      "The judge's total for red after the warnings' deductions: only for a bout decided on points (WP, or a draw), as its public page (GET /bouts/{id}: decision.totals) shows it; null otherwise",
                    ),
                  blue: z.number().int().nullable().describe('The same for blue'),
                }),
              ),
            })
            .describe("Who officiated the bout, by name, with each judge's total once the cards are public"),
        }),
      ),
    }),
  ),
  medalTable: z.array(
    z.object({
      club: z.string(),
      gold: z.number().int(),
      silver: z.number().int(),
      bronze: z.number().int(),
      total: z.number().int(),
    }),
  ),
  bestBoxer: z
    .object({ awardId: z.number().int(), boxer: named, description: z.string().nullable() })
    .nullable(),
});

const notYourBoxer = {
  status: 403,
  description: "Not the boxer's coach, nor a coach of their club (not_your_boxer)",
} as const;
const noBoxer = { status: 404, description: 'No such boxer (boxer_not_found)' } as const;

export function resultEndpoints() {
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/results',
      roles: 'public',
      readsViewer: true,
      summary:
        "A tournament's official results: per category the placings (medals) and every bout's result, the clubs' medal table, the best boxer",
      description:
        "Add `?format=csv` for the same results as CSV (one row per bout, then per placing, then the best boxer). A bout the bout order never numbered says why in its Bout cell: 'Withdrawn before the bout order' (a walkover given before the order was made), else 'Not in the bout order'. After the fifteen columns Row … Club, in this order: Referee, then for judges 1 to 5 'Judge n', 'Judge n red', 'Judge n blue' (a seat the bout does not have, and a total before the bout is decided on points, are blank).",
      params: z.object({ id: z.string().min(1).max(200).describe('The id or the slug') }),
      query: z.object({ format: z.enum(['json', 'csv']).optional() }),
      response: results,
      refusals: [{ status: 404, description: 'No such tournament, or a draft (not_found)' }],
      handle: async ({ db, viewer, params, query, res }) => {
        const answer = await tournamentResults(db, params.id, viewer ? await workspaceFor(db, viewer) : null);
        if (answer.tournament.status === 'draft') res.setHeader('Cache-Control', 'private, no-store');
        if (query.format === 'csv') {
          res.setHeader('Content-Type', 'text/csv; charset=utf-8');
          res.setHeader(
            'Content-Disposition',
            `attachment; filename="${answer.tournament.slug}-results.csv"`,
          );
          res.send(resultsCsv(answer));
          return undefined;
        }
        return answer;
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/boxers/:id/feedback',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "A coach's note to one of their boxers, optionally about one of the boxer's decided bouts",
      params: boxerId,
      body: z.object({
        note: z.string().describe('1 to 2,000 characters'),
        boutId: z.number().int().optional().describe("One of the boxer's decided bouts"),
      }),
      response: z.object({ feedback: z.object({ id: z.number().int() }) }),
      successStatus: 201,
      refusals: [notYourBoxer, noBoxer],
      handle: async ({ db, viewer, params, body }) => ({
        feedback: await writeNote(db, await workspaceFor(db, viewer!), params.id, body),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/boxers/:id/assessments',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "A coach's assessment of one skill of one of their boxers, scored 1 to 10",
      params: boxerId,
      body: z.object({
        skill: z.enum(assessedSkills),
        score: z.number().describe('A whole number from 1 to 10'),
        note: z.string().max(500).optional(),
      }),
      response: z.object({
        assessment: z.object({
          id: z.number().int(),
          skill: z.enum(assessedSkills),
          score: z.number().int(),
        }),
      }),
      successStatus: 201,
      refusals: [notYourBoxer, noBoxer],
      handle: async ({ db, viewer, params, body }) => ({
        assessment: await assessSkill(db, await workspaceFor(db, viewer!), params.id, body),
      }),
    }),
  ];
}
