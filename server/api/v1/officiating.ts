import { z } from 'zod';
import { corners, foulTypes } from '@server/db/schema/officiating';
import {
  boutSheet,
  correctResult,
  decide,
  recordFoul,
  startBout,
  submitScorecard,
  readBoutClock,
  tapBoutClock,
  clockActions,
  type ClockAction,
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

const boutClock = z
  .object({
    boutId: z.number().int(),
    tournamentId: z.number().int(),
    rules: z.object({ rounds: z.number().int(), roundMs: z.number().int(), restMs: z.number().int() }),
    state: z.object({
      round: z.number().int(),
      phase: z.enum(['ready', 'running', 'paused', 'rest', 'finished']),
      phaseStartedAt: z.number().int().nullable(),
      elapsedMs: z.number().int(),
      revision: z.number().int(),
    }),
    serverNow: z.number().int(),
    canRun: z.boolean(),
  })
  .describe("A bout's round clock");

export function officiatingEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/bouts/:id/clock',
      roles: 'public',
      readsViewer: true,
      summary: "A bout's round clock: round, phase, when the phase started and what had run (issue 33)",
      description:
        'Times are epoch milliseconds; the time left is computed from phaseStartedAt, elapsedMs and serverNow (see rules). Changes arrive on the live stream as `bout.clock` events carrying the same state.',
      params: boutId,
      response: z.object({ clock: boutClock }),
      refusals: [noBout],
      handle: async ({ db, viewer, params }) => ({ clock: await readBoutClock(db, viewer, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/clock',
      roles: officials,
      idempotent: true,
      summary:
        "The timekeeper's tap on a bout's round clock: start, pause (the referee's time), resume, end_round",
      description:
        "revision is the clock's revision the tap was made on. A stale one (the clock moved on meanwhile, e.g. taps queued offline) changes nothing and answers 409 `stale_clock` with the clock as it is, for the device to adopt. `at` is when the tap was made (the device's estimate of the server's time): a tap queued through a network drop takes effect then, not when it arrives; without it, now. Each change is a `bout.clock` live event.",
      params: boutId,
      body: z.object({
        action: z.enum(clockActions as [ClockAction, ...ClockAction[]]),
        revision: z.number().int().min(0),
        at: z.iso
          .datetime({ offset: true, error: 'at is an ISO 8601 instant, e.g. 2026-11-28T18:31:05.250Z' })
          .optional()
          .describe(
            "When the tap was made, on the server's clock (ISO 8601, to the millisecond): not more than 1 s ahead of it, not before the clock's last change, at most 10 minutes ago",
          ),
      }),
      response: z.object({ clock: boutClock }),
      refusals: [
        {
          status: 422,
          description:
            "`tap_in_future`: `at` is more than a second past the server's time (the device's clock is wrong)",
        },
        { status: 403, description: "Not this bout's timekeeper or organiser (not_the_timekeeper)" },
        noBout,
        {
          status: 409,
          description:
            "`stale_clock` (body: error and clock, the current state), `invalid_clock_action` (the tap does not fit the phase), `bout_over`, `tap_before_last_change` (`at` is before the clock's last change), `tap_too_old` (`at` is more than 10 minutes ago)",
        },
      ],
      handle: async ({ db, viewer, params, body, res }) => {
        const answer = await tapBoutClock(db, viewer!, params.id, {
          action: body.action,
          revision: body.revision,
          ...(body.at === undefined ? {} : { at: Date.parse(body.at) }),
        });
        if (answer.ok) return { clock: answer.clock };
        res.status(409);
        return { error: { code: 'stale_clock', message: answer.message }, clock: answer.clock };
      },
    }),
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
          description:
            "Bout not in progress, round already scored with another score, a round skipped, or `round_not_over`: the bout's round clock has not rung the round's bell",
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
