import { z } from 'zod';
import { corners, foulTypes } from '@server/db/schema/officiating';
import {
  boutSheet,
  correctResult,
  decide,
  recordFoul,
  startBout,
  submitScorecard,
} from '~/features/competition';
import type { AppServices } from '@server/services';
import { defineEndpoint } from './endpoint';

/**
 * Running a bout (issue 16, DESIGN's contract): start, the judges' cards, fouls and warnings, the referee's
 * decision, an organiser's correction, and the bout as the caller may see it. Who may act on a bout is the
 * competition feature's rule (its officials, its tournament's organisers); the roles here only keep out
 * those who can never be either.
 */

const boutId = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'A bout id is a number')
    .transform(Number)
    .describe('The numeric id'),
});

const corner = z.enum(corners);
// A stoppage is chosen by the referee, never assumed: a decision without its outcome is refused in words.
const outcome = z.enum(['WP', 'RSC', 'RSC-I', 'KO', 'ABD', 'DSQ', 'WO', 'DRAW'], {
  error: 'Choose the outcome: WP, RSC, RSC-I, KO, ABD, DSQ, WO or DRAW',
});
const sheetCorner = z
  .object({ entryId: z.number().int(), boxerId: z.string(), name: z.string(), club: z.string().nullable() })
  .nullable();
const official = z.object({ userId: z.string(), name: z.string() });

const sheet = z
  .object({
    id: z.number().int(),
    number: z.number().int().nullable(),
    ring: z.number().int().nullable(),
    plannedStart: z.string().nullable(),
    status: z.enum(['scheduled', 'in_progress', 'decided', 'cancelled']),
    tournament: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    category: z.object({ id: z.number().int(), label: z.string() }),
    rules: z.object({ rounds: z.number().int(), roundMinutes: z.number(), judges: z.number().int() }),
    red: sheetCorner,
    blue: sheetCorner,
    officials: z.object({
      referee: official.nullable(),
      judges: z.array(official.extend({ seat: z.number().int() })),
      recorder: official.nullable(),
    }),
    viewer: z.object({
      role: z.enum(['referee', 'judge', 'recorder', 'timekeeper', 'organiser', 'public']),
      seat: z.number().int().nullable(),
    }),
    rounds: z.array(
      z.object({
        round: z.number().int(),
        complete: z.boolean().describe('Every judge has scored this round'),
        cards: z
          .array(z.object({ seat: z.number().int(), red: z.number().int(), blue: z.number().int() }))
          .describe(
            "The cards this caller may see: a judge sees none but their own (`mine`) until the bout is decided; the public a round's cards once all are in",
          ),
        mine: z.object({ red: z.number().int(), blue: z.number().int() }).nullable(),
      }),
    ),
    warnings: z.object({ red: z.number().int(), blue: z.number().int() }),
    fouls: z.array(
      z.object({
        id: z.number().int(),
        round: z.number().int(),
        corner,
        foulType: z.enum(foulTypes),
        deduct: z.boolean(),
        description: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    decision: z
      .object({
        outcome: z.string(),
        winner: corner.nullable(),
        round: z.number().int().nullable(),
        verdict: z.string().nullable().describe('unanimous or split, for a decision on points'),
        totals: z.array(z.tuple([z.number(), z.number()])).nullable(),
      })
      .nullable(),
    corrections: z.array(
      z.object({
        createdAt: z.string(),
        actorName: z.string().nullable(),
        reason: z.string(),
        before: z.record(z.string(), z.unknown()),
        after: z.record(z.string(), z.unknown()),
        voided: z.array(z.string()),
      }),
    ),
  })
  .describe('A bout as the caller may see it');

const notOfficial = {
  status: 403,
  description: "Not this bout's official (or organiser) for this act",
} as const;
const noBout = { status: 404, description: 'No such bout (bout_not_found)' } as const;
const officials = ['admin', 'coach', 'referee'] as const;

export function officiatingEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/bouts/:id',
      roles: 'public',
      readsViewer: true,
      summary:
        'A bout: corners, officials, the cards the caller may see, fouls, warnings, decision, corrections',
      params: boutId,
      response: z.object({ bout: sheet }),
      refusals: [noBout],
      handle: async ({ db, viewer, params }) => ({ bout: await boutSheet(db, viewer, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/start',
      roles: officials,
      idempotent: true,
      summary: 'Start a bout (scheduled → in progress): its referee, or an organiser',
      params: boutId,
      response: z.object({ bout: sheet }),
      refusals: [
        notOfficial,
        noBout,
        {
          status: 409,
          description:
            'Already in progress or over, a corner still awaits an earlier winner, officials missing, or `ring_busy`: another bout is still in progress on its ring ("Bout 39 is still in progress on Ring 1.")',
        },
      ],
      handle: async ({ db, viewer, params }) => ({ bout: await startBout(db, viewer!, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/scorecards',
      roles: officials,
      idempotent: true,
      summary: "A judge's score for one round (own card), or the recorder's copy of a judge's card (seat)",
      description:
        "10-point must: 10 to the round's winner, 7 to 9 to the loser. The same card sent again counts once (replayed). On a card level after warnings, the last round names the winner (preferred). When every judge has scored every round, the bout is decided on points.",
      params: boutId,
      body: z.object({
        round: z.number().int(),
        red: z.number().int(),
        blue: z.number().int(),
        seat: z.number().int().min(1).max(5).optional().describe("Recorder only: the judge's seat"),
        preferred: corner.optional(),
      }),
      response: z.object({
        bout: sheet,
        replayed: z.boolean(),
        roundComplete: z.boolean(),
        decided: z.boolean(),
      }),
      refusals: [
        notOfficial,
        noBout,
        {
          status: 409,
          description: 'Bout not in progress, round already scored with another score, or a round skipped',
        },
      ],
      handle: async ({ db, viewer, params, body }) => {
        const { sheet: bout, ...rest } = await submitScorecard(db, viewer!, params.id, {
          round: body.round,
          red: body.red,
          blue: body.blue,
          ...(body.seat !== undefined ? { seat: body.seat } : {}),
          ...(body.preferred !== undefined ? { preferred: body.preferred } : {}),
        });
        return { bout, ...rest };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/warnings',
      roles: officials,
      idempotent: true,
      summary: 'The referee records a foul in a round against a corner; with deduct it is a warning',
      description:
        'A warning takes a point off on every card; the third warning of a corner ends the bout by DSQ.',
      params: boutId,
      body: z.object({
        corner,
        foulType: z.enum(foulTypes),
        round: z.number().int(),
        deduct: z.boolean(),
        description: z.string().max(500).optional(),
      }),
      response: z.object({ bout: sheet, disqualified: z.boolean() }),
      refusals: [notOfficial, noBout, { status: 409, description: 'The bout is not in progress' }],
      handle: async ({ db, viewer, params, body }) => {
        const { sheet: bout, disqualified } = await recordFoul(db, viewer!, params.id, {
          corner: body.corner,
          foulType: body.foulType,
          round: body.round,
          deduct: body.deduct,
          ...(body.description !== undefined ? { description: body.description } : {}),
        });
        return { bout, disqualified };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/decision',
      roles: officials,
      idempotent: true,
      summary: "The referee's decision: a stoppage with its winner and round, or WP once every card is in",
      params: boutId,
      body: z.object({ outcome, winner: corner.optional(), round: z.number().int().optional() }),
      response: z.object({ bout: sheet }),
      refusals: [
        notOfficial,
        noBout,
        { status: 409, description: 'The bout is not in progress, or cards are missing for WP' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        bout: await decide(db, viewer!, params.id, {
          outcome: body.outcome,
          ...(body.winner !== undefined ? { winner: body.winner } : {}),
          ...(body.round !== undefined ? { round: body.round } : {}),
        }),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/correction',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "An organiser corrects a decided bout's result, with a reason",
      description:
        'Later results that no longer stand are set aside only with acceptVoided: true (otherwise 409 correction_voids_bouts naming them); those bouts are boxed again. Records, medals and suspensions follow. The result the bout already has, sent again, is a no-op answered 200 with changed: false (no correction is recorded, announced or e-mailed); corrections of one bout are applied one after the other, so of identical ones sent together only the first changes anything.',
      params: boutId,
      body: z.object({
        outcome,
        winner: corner.optional(),
        round: z.number().int().optional(),
        reason: z.string().max(500),
        acceptVoided: z.boolean().optional(),
      }),
      response: z.object({
        bout: sheet,
        voided: z.array(z.string()),
        changed: z
          .boolean()
          .describe(
            'False when the bout already had this result: nothing was recorded, announced or e-mailed',
          ),
      }),
      refusals: [
        { status: 403, description: "You do not run the tournament's organisation (forbidden)" },
        noBout,
        {
          status: 409,
          description: 'Not decided yet, or it would set aside later results (correction_voids_bouts)',
        },
      ],
      handle: async ({ db, viewer, params, body }) => {
        const {
          sheet: bout,
          voided,
          changed,
        } = await correctResult(
          db,
          viewer!,
          params.id,
          {
            outcome: body.outcome,
            reason: body.reason,
            ...(body.winner !== undefined ? { winner: body.winner } : {}),
            ...(body.round !== undefined ? { round: body.round } : {}),
            ...(body.acceptVoided !== undefined ? { acceptVoided: body.acceptVoided } : {}),
          },
          { notify: { baseUrl: services.config.baseUrl } },
        );
        return { bout, voided, changed };
      },
    }),
  ];
}
