import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import type { AppServices } from '@server/services';
import { boutStatuses } from '@server/db/schema/competition';
import {
  assignOfficials,
  closeWeighIn,
  drawAll,
  drawBodySchema,
  drawCategory,
  getBracket,
  getStandings,
  listBouts,
  MAX_RINGS,
  moveBout,
  moveEntry,
  publicBoutStates,
  recordWeighIn,
  scheduleTournament,
  setSessions,
} from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/**
 * Weigh-in, draws, the bracket, the bout order, sessions and rings, moving a bout and its officials
 * (issue 15, DESIGN's contract). Every rule is the competition feature's; the role check here keeps out
 * those who can never run a tournament (boxers, spectators, referees), the service the other organisations.
 */

const numericId = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, `A ${what} id is a number`)
      .transform(Number)
      .describe('The numeric id'),
  });

const notYours = {
  status: 403,
  description: "You do not run the tournament's organisation (forbidden)",
} as const;

const drawOutcome = z.object({
  categoryId: z.number().int(),
  revision: z.number().int().describe("The category's revision after the draw: send it back to redraw"),
  entries: z.number().int().describe('Entries drawn (0: the category had none, nothing drawn)'),
  bouts: z.number().int(),
  walkoverChampion: z
    .number()
    .int()
    .nullable()
    .describe(
      'A category of one entry: that entry, placed without a bout ("Walkover champion — only entry")',
    ),
  seed: z.number().int(),
  redraw: z.boolean(),
});

/** One ETA everywhere (issue 26): the same time the pages, dashboards and ring screen show. */
const etaText =
  'UTC instant: the one ETA every screen shows. A bout still to box: its expected start now, from the bouts boxed so far, the rings, the sessions and the boxers’ rest. A bout boxed or in progress: its actual start (when the referee started it), not an estimate. Null for a walkover, bye or void bout, or one the bout order has not placed';

const boutState = z
  .enum(publicBoutStates)
  .describe(
    'The one vocabulary of a bout’s state (also in the live stream’s bout events): waiting (a corner still to be decided), ready (both boxers known, to box), in_progress, decided (a result stands, walkovers included), bye, cancelled. An empty corner is `to-be-decided`.',
  );

const corner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('boxer'), entryId: z.number().int(), name: z.string() }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.literal('to-be-decided') }),
]);

const bracket = z.object({
  categoryId: z.number().int(),
  tournamentId: z.number().int(),
  label: z.string(),
  format: z.string(),
  drawn: z.boolean(),
  revision: z.number().int(),
  walkoverChampion: z.object({ entryId: z.number().int(), name: z.string(), label: z.string() }).nullable(),
  rounds: z.array(
    z.object({
      id: z.string().describe('W1, L2, F1, P1, S3…'),
      side: z.string(),
      number: z.number().int(),
      bouts: z.array(
        z.object({
          id: z.string(),
          number: z.number().int().nullable(),
          ring: z.number().int().nullable(),
          plannedStart: z.string().nullable(),
          eta: z.string().nullable().describe(etaText),
          state: boutState,
          status: z
            .enum(['waiting', 'ready', 'completed', 'bye', 'cancelled'])
            .describe('Deprecated (kept one release): the engine’s status. Read `state`.')
            .meta({ deprecated: true }),
          inProgress: z
            .boolean()
            .describe('Deprecated (kept one release): `state` is `in_progress`.')
            .meta({ deprecated: true }),
          red: corner,
          blue: corner,
          winnerEntryId: z.number().int().nullable(),
          outcome: z.string().nullable(),
          round: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});

const standings = z.object({
  categoryId: z.number().int(),
  tournamentId: z.number().int(),
  label: z.string(),
  format: z.string(),
  drawn: z.boolean(),
  revision: z.number().int(),
  tieBreakers: z.array(z.string()).describe('What orders boxers level on their record, first to last'),
  rows: z.array(
    z.object({
      rank: z.number().int().describe('1 for the top of the table; no two boxers share a rank'),
      entryId: z.number().int(),
      name: z.string(),
      club: z.string(),
      bouts: z.number().int().describe('Bouts decided, walkovers included'),
      wins: z.number().int(),
      winsInsideDistance: z.number().int().describe('Wins by RSC, RSC-I, KO or ABD'),
      losses: z.number().int(),
      draws: z.number().int().describe('Only where the rules allow draws'),
      score: z.number().describe('A point a win or bye, half a point a draw'),
      pointsFor: z.number().int().describe("The judges' card points, after deductions"),
      pointsAgainst: z.number().int(),
      warnings: z.number().int(),
      withdrawn: z.boolean(),
    }),
  ),
});

const boxerRef = z.object({ entryId: z.number().int(), name: z.string() }).nullable();
const boutRow = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  category: z.string(),
  engineBoutId: z.string(),
  number: z.number().int().nullable(),
  ring: z.number().int().nullable(),
  plannedStart: z.string().nullable().describe('UTC instant'),
  state: boutState,
  status: z
    .enum(boutStatuses)
    .describe(
      'Deprecated (kept one release): the stored status (scheduled, in_progress, decided, cancelled). Read `state`.',
    )
    .meta({ deprecated: true }),
  red: boxerRef,
  blue: boxerRef,
  winnerEntryId: z.number().int().nullable(),
  outcome: z.string().nullable(),
  eta: z.string().nullable().describe(etaText),
});

export function competitionEndpoints(services: AppServices) {
  // A change to the bout order e-mails the boxers it matters to (and their coaches). Read when a request
  // comes: the endpoints are also listed without running services (OpenAPI, the authorization matrix).
  const notify = () => ({ notify: { baseUrl: services.config.baseUrl } });
  const workspace = (db: Database, viewer: Viewer | null) => workspaceFor(db, viewer!);
  return [
    defineEndpoint({
      method: 'post',
      path: '/entries/:id/weigh-in',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Record an entry's weigh-in (today, Lagos, unless a day is given)",
      description:
        "Made weight is worked out from the category's limit. When it is missed, rightCategory names the tournament's category of the weight class the weight falls in (the one registration and a move take; null when the tournament has none); after the draw a miss is a walkover.",
      params: numericId('entry'),
      body: z.object({
        weightKg: z.number().describe('kg, 20 to 200'),
        medicalCleared: z.boolean(),
        day: z
          .string()
          .optional()
          .describe(
            "YYYY-MM-DD, Lagos: from the tournament's weigh-in date (or the day before it starts, if earlier) to its last day. Without it, today in Lagos, held to the same days (a 400 invalid_weigh_in when today is not one)",
          ),
      }),
      response: z.object({
        weighIn: z.object({
          entryId: z.number().int(),
          day: z.string(),
          weightKg: z.number(),
          madeWeight: z.boolean(),
          medicalCleared: z.boolean(),
          limitKg: z.number().nullable(),
          rightCategory: z.object({ id: z.number().int(), label: z.string() }).nullable(),
          walkover: z.boolean(),
        }),
      }),
      refusals: [
        notYours,
        { status: 404, description: 'No such entry (entry_not_found)' },
        { status: 409, description: 'The entry has withdrawn (entry_withdrawn)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        weighIn: await recordWeighIn(db, await workspace(db, viewer), params.id, body),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/weigh-in/close',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary:
        "Close a day's weigh-in: boxers due that day without weight made and a clearance give walkovers",
      description:
        'On a multi-day event each boxer weighs in again on every day they box. Every boxer in a bout planned that day (Lagos) with no weigh-in of that day on weight and medically cleared is withdrawn in the engine: their bouts still to box are walkovers. Closing again finds nobody new.',
      params: numericId('tournament'),
      body: z.object({ day: z.string().describe('YYYY-MM-DD, Lagos: a day of the tournament') }),
      response: z.object({
        day: z.string(),
        walkovers: z
          .array(z.object({ entryId: z.number().int(), name: z.string(), category: z.string() }))
          .describe('The boxers walked over now'),
      }),
      refusals: [
        notYours,
        { status: 404, description: 'No such tournament (tournament_not_found)' },
        { status: 409, description: 'The tournament is over or cancelled (no_weigh_in)' },
      ],
      handle: async ({ db, viewer, params, body }) =>
        closeWeighIn(db, await workspace(db, viewer), params.id, body),
    }),
    defineEndpoint({
      method: 'post',
      path: '/entries/:id/move',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Move an entry to another category of its tournament (a boxer who missed weight)',
      params: numericId('entry'),
      body: z.object({ categoryId: z.number().int() }),
      response: z.object({
        entryId: z.number().int(),
        categoryId: z.number().int(),
        label: z.string(),
        madeWeight: z.boolean().nullable(),
      }),
      refusals: [notYours, { status: 409, description: 'Either category is drawn (category_drawn)' }],
      handle: async ({ db, viewer, params, body }) =>
        moveEntry(db, await workspace(db, viewer), params.id, body.categoryId),
    }),
    defineEndpoint({
      method: 'post',
      path: '/categories/:id/draw',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Draw (or redraw) a category',
      description:
        'Draws the entries not withdrawn (and, when the rules ask for a medical check, weighed in, made weight and cleared), seeded from their seeds, boxers of one club kept apart. A redraw is allowed until the first bout starts.',
      params: numericId('category'),
      body: drawBodySchema,
      response: z.object({ draw: drawOutcome }),
      refusals: [
        notYours,
        { status: 404, description: 'No such category (category_not_found)' },
        {
          status: 409,
          description:
            'Someone changed this category; reload (stale_state); its first bout has started (draw_started); the tournament is not published (not_drawable)',
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        draw: await drawCategory(db, await workspace(db, viewer), params.id, body),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/draw',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Draw every category of the tournament that has entries',
      params: numericId('tournament'),
      response: z.object({ draws: z.array(drawOutcome) }),
      refusals: [notYours, { status: 404, description: 'No such tournament (tournament_not_found)' }],
      handle: async ({ db, viewer, params }) => ({
        draws: await drawAll(db, await workspace(db, viewer), params.id),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/categories/:id/bracket',
      roles: 'public',
      summary: "A category's draw shaped for display: rounds, bouts with the corners' names, results",
      params: numericId('category'),
      response: z.object({ bracket }),
      refusals: [
        { status: 404, description: 'No such category, or its tournament is a draft (category_not_found)' },
      ],
      handle: async ({ db, params }) => ({ bracket: await getBracket(db, params.id) }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/categories/:id/standings',
      roles: 'public',
      summary: "A round robin's table: each boxer's bouts, wins, losses, draws, score and rank",
      description:
        "The engine's standings of the category's pool (a category's round robin is one pool; a Swiss event's table reads the same): ranked by the record, then the tie-breakers the rules name, then the lot, the order the medals follow. Walkovers count as bouts won and lost. Before the draw, and for a category of one entry (placed without a bout), `rows` is empty. A knockout category has no table: 409 `no_standings` (read its bracket).",
      params: numericId('category'),
      response: z.object({ standings }),
      refusals: [
        { status: 404, description: 'No such category, or its tournament is a draft (category_not_found)' },
        { status: 409, description: 'The category is drawn as a knockout bracket (no_standings)' },
      ],
      handle: async ({ db, params }) => ({ standings: await getStandings(db, params.id) }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/bouts',
      roles: 'public',
      summary: 'The bout order: number, ring, planned start and ETA',
      params: numericId('tournament'),
      query: z.object({
        status: z.enum(boutStatuses).optional(),
        ring: z
          .string()
          .regex(/^[1-9]$/, 'A ring is a number from 1')
          .transform(Number)
          .optional(),
      }),
      response: z.object({ bouts: z.array(boutRow) }),
      refusals: [{ status: 404, description: 'No such tournament, or a draft (tournament_not_found)' }],
      handle: async ({ db, params, query }) => ({
        bouts: await listBouts(db, params.id, {
          ...(query.status ? { status: query.status } : {}),
          ...(query.ring ? { ring: query.ring } : {}),
        }),
      }),
    }),
    defineEndpoint({
      method: 'put',
      path: '/tournaments/:id/sessions',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Set the tournament's sessions (day and start time, Lagos) and its rings",
      description: 'Replaces the sessions. A session runs until the next one that day, or 22:00.',
      params: numericId('tournament'),
      body: z.object({
        rings: z.number().int().describe(`1 to ${MAX_RINGS}`),
        sessions: z.array(z.object({ day: z.string(), start: z.string().describe('HH:MM, Lagos') })).max(30),
      }),
      response: z.object({
        rings: z.number().int(),
        sessions: z.array(
          z.object({ id: z.number().int(), day: z.string(), start: z.string(), rings: z.number().int() }),
        ),
      }),
      refusals: [notYours],
      handle: async ({ db, viewer, params, body }) =>
        setSessions(db, await workspace(db, viewer), params.id, body),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/schedule',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Number the bouts and give each a ring and a planned start (one bout a day per boxer)',
      params: numericId('tournament'),
      response: z.object({
        scheduled: z.number().int(),
        unscheduled: z
          .number()
          .int()
          .describe('Bouts the sessions have no room for: add a session or a ring'),
        rings: z.number().int(),
      }),
      refusals: [
        notYours,
        {
          status: 409,
          description:
            'No sessions yet (no_sessions), nothing drawn (nothing_drawn), every session ends before the bouts already boxed (no_sessions_left)',
        },
      ],
      handle: async ({ db, viewer, params }) =>
        scheduleTournament(db, await workspace(db, viewer), params.id, notify()),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/move',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Move a bout up or down its ring, or to another ring; the planned starts follow',
      params: numericId('bout'),
      body: z.union([z.object({ direction: z.enum(['up', 'down']) }), z.object({ ring: z.number().int() })]),
      response: z.object({ boutId: z.number().int(), number: z.number().int(), ring: z.number().int() }),
      refusals: [
        notYours,
        { status: 409, description: 'Not scheduled, started, or already first/last in its ring' },
      ],
      handle: async ({ db, viewer, params, body }) =>
        moveBout(db, await workspace(db, viewer), params.id, body, notify()),
    }),
    defineEndpoint({
      method: 'put',
      path: '/bouts/:id/officials',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary:
        "Name a bout's referee, judges (3 or 5, per the rules) and optionally a recorder and a timekeeper",
      description:
        "From accounts with the referee role and the organisation's officials. warnings lists officials who belong to a boxer's club (not a refusal). " +
        'An official already seated on a bout of another ring whose planned slot overlaps this one is refused (409 official_double_booked, naming them, the bout, ring and time).',
      params: numericId('bout'),
      body: z.object({
        referee: z.string().min(1),
        judges: z.array(z.string()).max(5),
        recorder: z.string().nullable().optional(),
        timekeeper: z.string().nullable().optional(),
      }),
      response: z.object({
        boutId: z.number().int(),
        referee: z.string(),
        judges: z.array(z.string()),
        recorder: z.string().nullable(),
        timekeeper: z.string().nullable(),
        warnings: z.array(z.string()),
      }),
      refusals: [
        notYours,
        {
          status: 409,
          description:
            'An official already sits on another ring’s bout at an overlapping planned time (official_double_booked); the bout is over (bout_over); the category is not drawn (not_drawn)',
        },
      ],
      handle: async ({ db, viewer, params, body }) =>
        assignOfficials(db, await workspace(db, viewer), params.id, body, notify()),
    }),
  ];
}
