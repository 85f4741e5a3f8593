import { z } from 'zod';
import { listJury, listProtests, lodgeProtest, reviewProtest, setJury } from '~/features/competition';
import type { AppServices } from '@server/services';
import { defineEndpoint } from './endpoint';

/**
 * Protests and the jury's review (issue 33 item 3): the organiser names the jury, a boxer's coach protests
 * a decision within 15 minutes of it, the jury upholds (the correction flow applies) or rejects it.
 */

const numericId = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `A ${what} id is a number`)
    .transform(Number);

const juryMember = z.object({ userId: z.string(), name: z.string() });
const protest = z.object({
  id: z.number().int(),
  boutId: z.number().int(),
  boutNumber: z.number().int().nullable(),
  corner: z.enum(['red', 'blue']).describe('The protesting side'),
  boxer: z.string(),
  reason: z.string(),
  fee: z.number().int().describe("Whole naira, from the tournament's rules when lodged"),
  feeStatus: z
    .enum(['none', 'recorded', 'paid', 'refunded'])
    .describe('recorded: owed to the organisers (not charged online)'),
  status: z.enum(['lodged', 'upheld', 'rejected', 'withdrawn']),
  decisionReason: z.string().nullable(),
  lodgedAt: z.string(),
  decidedAt: z.string().nullable(),
  correctionId: z.number().int().nullable().describe('Upheld: the correction it made'),
});
const outcome = z.enum(['WP', 'RSC', 'RSC-I', 'KO', 'ABD', 'DSQ', 'WO', 'DRAW'], {
  error: 'Choose the outcome: WP, RSC, RSC-I, KO, ABD, DSQ, WO or DRAW',
});

export function protestEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/jury',
      roles: ['admin', 'coach', 'referee'],
      summary: "The tournament's jury, for its organisers and jury",
      params: z.object({ id: numericId('tournament') }),
      response: z.object({ jury: z.array(juryMember) }),
      refusals: [{ status: 403, description: 'Not an organiser or jury member (forbidden)' }],
      handle: async ({ db, viewer, params }) => ({ jury: await listJury(db, viewer!, params.id) }),
    }),
    defineEndpoint({
      method: 'put',
      path: '/tournaments/:id/jury',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "The organiser names the tournament's jury (exactly these people)",
      description:
        'Each member is an official the organiser could seat on a bout, or an organiser of the tournament (400 not_an_official otherwise).',
      params: z.object({ id: numericId('tournament') }),
      body: z.object({ userIds: z.array(z.string().max(100)).max(20) }),
      response: z.object({ jury: z.array(juryMember) }),
      refusals: [{ status: 403, description: "You do not run the tournament's organisation (forbidden)" }],
      handle: async ({ db, viewer, params, body }) => ({
        jury: await setJury(db, viewer!, params.id, body.userIds),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/bouts/:id/protests',
      roles: ['coach'],
      idempotent: true,
      summary: "A boxer's coach protests a bout's decision, within 15 minutes of it",
      description:
        "The window is inclusive: a protest at exactly 15:00 after the decision is taken. The fee is the tournament's rules' protestFee (whole naira), recorded (not charged online). One protest per side per bout.",
      params: z.object({ id: numericId('bout') }),
      body: z.object({
        reason: z.string().max(1000),
        corner: z.enum(['red', 'blue']).optional().describe('Only when the coach coaches both boxers'),
      }),
      response: z.object({ protest }),
      refusals: [
        { status: 403, description: "Not the coach of one of the bout's boxers (not_your_boxer)" },
        {
          status: 409,
          description:
            'Not decided (bout_not_decided), the window closed (protest_window_closed), or this side protested already (protest_exists)',
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        protest: await lodgeProtest(db, viewer!, params.id, {
          reason: body.reason,
          ...(body.corner ? { corner: body.corner } : {}),
        }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/protests',
      roles: ['admin', 'coach', 'referee'],
      summary: "The tournament's protests, for its jury and organisers",
      params: z.object({ id: numericId('tournament') }),
      response: z.object({ protests: z.array(protest) }),
      refusals: [{ status: 403, description: 'Not the jury or an organiser (not_the_jury)' }],
      handle: async ({ db, viewer, params }) => ({ protests: await listProtests(db, viewer!, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/protests/:id/review',
      roles: ['admin', 'coach', 'referee'],
      idempotent: true,
      summary: 'The jury upholds a protest (with the result it sets) or rejects it, with a reason',
      description:
        'Upheld: the result is corrected as POST /bouts/{id}/correction does (audit, e-mails, bracket, medals, rankings, badges); acceptVoided as there. The protesting coach is told by e-mail and phone.',
      params: z.object({ id: numericId('protest') }),
      body: z.object({
        decision: z.enum(['uphold', 'reject']),
        reason: z.string().max(500),
        outcome: outcome.optional().describe('With uphold: the result the jury sets'),
        winner: z.enum(['red', 'blue']).optional(),
        round: z.number().int().optional(),
        acceptVoided: z.boolean().optional(),
      }),
      response: z.object({ protest }),
      refusals: [
        { status: 403, description: "Not on the tournament's jury (not_the_jury)" },
        { status: 404, description: 'No such protest' },
        {
          status: 409,
          description: 'Decided already (protest_decided), the same result (same_result), or it voids bouts',
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        protest: await reviewProtest(
          db,
          viewer!,
          params.id,
          body.decision === 'reject'
            ? { decision: 'reject', reason: body.reason }
            : {
                decision: 'uphold',
                reason: body.reason,
                outcome: body.outcome ?? 'WP',
                ...(body.winner ? { winner: body.winner } : {}),
                ...(body.round !== undefined ? { round: body.round } : {}),
                ...(body.acceptVoided !== undefined ? { acceptVoided: body.acceptVoided } : {}),
              },
          { baseUrl: services.config.baseUrl },
        ),
      }),
    }),
  ];
}
