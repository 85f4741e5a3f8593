import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import type { AppServices } from '@server/services';
import { ageGroups, allWeightClasses } from '~/content/tournament-categories';
import {
  inviteBoxer,
  listEntries,
  listInvitations,
  markEntryPaid,
  markEntryUnpaid,
  recordEntryCashRefund,
  revokeInvitation,
  registerEntry,
  registerSquad,
  registrationSchema,
  withdrawEntry,
  withdrawBodySchema,
} from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/**
 * Entries (issue 15, DESIGN's contract): registration by a boxer (self) or their coach, withdrawal,
 * marking paid and invitations (organisers), and the list of a tournament's entries. Every rule is the
 * service's (app/features/entries); the role check here only keeps spectators and referees out.
 */

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((i) => i.id) as [string, ...string[]];

const numericId = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, `A ${what} id is a number`)
      .transform(Number)
      .describe('The numeric id'),
  });

const entrySchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  categoryId: z.number().int(),
  boxerId: z.string(),
  boxerName: z.string(),
  weightClass: z.enum(ids(allWeightClasses)),
  ageGroup: z.enum(ids(ageGroups)),
  gender: z.enum(['men', 'women']),
  category: z.string().describe('e.g. "Lightweight (135 lbs) · Elite 20-34 · Men"'),
  status: z.string(),
  guardianName: z.string().nullable().describe("Under-18s: the parent's or guardian's name"),
  guardianConsent: z
    .enum(['awaiting', 'given'])
    .nullable()
    .describe(
      'Under-18s: `awaiting` until the parent or guardian consents through the link e-mailed to them (the entry is not drawn until then), then `given`; null for adults',
    ),
  paid: z.boolean(),
});

const publicRow = z.object({
  id: z.number().int(),
  boxerId: z.string(),
  boxerName: z.string(),
  club: z.string().nullable(),
  categoryId: z.number().int(),
  category: z.string(),
  status: z.string(),
});
const managedRow = publicRow.extend({
  paid: z.boolean(),
  paidAt: z.iso.datetime().nullable(),
  guardianName: z.string().nullable(),
  guardianConsent: z
    .enum(['awaiting', 'given'])
    .nullable()
    .describe(
      'Under-18s: `awaiting` until the parent or guardian consents through the link e-mailed to them (the entry is not drawn until then), then `given`; null for adults',
    ),
  withdrawnAt: z.iso.datetime().nullable(),
  withdrawReason: z.string().nullable(),
  weighIn: z
    .object({
      day: z.iso.date(),
      weightKg: z.number(),
      madeWeight: z.boolean(),
      medicalCleared: z.boolean(),
    })
    .nullable()
    .describe('The latest weigh-in'),
  refund: z
    .object({
      status: z
        .enum(['pending', 'processed', 'failed', 'cash-owed', 'cash-refunded'])
        .describe(
          'Paid online: pending until Paystack processes it, then processed (or failed). Paid in cash: cash-owed until the organiser records giving it back (cash-refunded)',
        ),
      amountKobo: z.number().int().describe("What the tournament's refund policy gives back, in kobo"),
    })
    .nullable()
    .describe('Its fee coming back (withdrawn, refused at the weigh-in, tournament cancelled); null: none'),
});

const invitationRow = z.object({
  boxerId: z.string(),
  boxerName: z.string(),
  email: z.string(),
  club: z.string().nullable(),
  invitedAt: z.iso.datetime(),
  entryStatus: z
    .string()
    .nullable()
    .describe('The boxer’s entry, once they registered: registered, withdrawn…'),
});

const invitationBody = z
  .object({
    boxerId: z.string().min(1, 'Choose a boxer').max(100).optional().describe('A boxer account’s id'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(200))
      .optional()
      .describe('Or the e-mail address the boxer signed up with'),
  })
  .refine((b) => (b.boxerId === undefined) !== (b.email === undefined), {
    message: 'Give the boxer’s id or their e-mail address (one of them)',
    path: ['boxerId'],
  });

const registrationRefusals = [
  {
    status: 403,
    description:
      'not the boxer, their coach (profile coach, or a coach of their club) or an organiser of their own club (not_your_boxer: an organiser of another club invites the boxer instead); an invitation-only tournament and no invitation (invitation_only)',
  },
  { status: 404, description: 'No such tournament, or a draft (tournament_not_found)' },
  {
    status: 409,
    description:
      'registration closed (registration_closed), full (tournament_full), already entered (already_entered), the profile lacks date of birth, gender or weight (profile_incomplete), under a medical suspension (medically_suspended)',
  },
] as const;

const registrationDescription =
  'Every rule is checked on the server and a refusal changes nothing: the tournament is published and today (Lagos) is on or ' +
  'before its registration deadline; it has room; the age group is the boxer’s on the first day (completed years), the weight ' +
  'class the lightest whose limit is at least the declared weight, the gender the profile’s: a mismatch is a 400 naming the ' +
  'right category (wrong_age_group, wrong_weight_class, wrong_gender), and so is a category the tournament lacks ' +
  '(category_not_in_tournament, naming the categories the tournament offers). Under-18s need guardianName and guardianEmail ' +
  '(guardian_consent_required): the entry is stored with guardianConsent `awaiting` and the guardian is e-mailed a link to consent; ' +
  'guardianPhone is optional (any Nigerian form, kept as E.164; the guardian gets the boxer’s messages by phone too). ' +
  'only they can consent, so guardianConsent: true from the caller is a 400 (consent_from_guardian). A refusal tells the boxer and ' +
  'their coach the age, weight or suspension behind it; anyone else (an organiser of their club) hears only the rule and the ' +
  'category that fits.';

export function entryEndpoints(services: AppServices) {
  const workspace = (db: Database, viewer: Viewer | null) => workspaceFor(db, viewer!);
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/entries',
      roles: 'public',
      readsViewer: true,
      summary: "A tournament's entries",
      description:
        'Its organisers (and platform admins) get every entry with paid, guardian, withdrawal and weigh-in facts (`manage: true`); ' +
        'everyone else the names, clubs and categories of the entries not withdrawn.',
      params: numericId('tournament'),
      response: z.union([
        z.object({ manage: z.literal(true), entries: z.array(managedRow) }),
        z.object({ manage: z.literal(false), entries: z.array(publicRow) }),
      ]),
      refusals: [{ status: 404, description: 'No such tournament, or a draft (tournament_not_found)' }],
      handle: async ({ params, viewer, res }) => {
        const db = services.database.db;
        const list = await listEntries(db, viewer ? await workspace(db, viewer) : null, params.id);
        if (list.manage) res.setHeader('Cache-Control', 'private, no-store');
        return list;
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/entries',
      roles: ['boxer', 'coach', 'admin'],
      idempotent: true,
      successStatus: 201,
      summary: 'Register a boxer for a tournament: the boxer themself, or their coach',
      description: registrationDescription,
      params: numericId('tournament'),
      body: registrationSchema,
      response: z.object({ entry: entrySchema }),
      refusals: registrationRefusals,
      handle: async ({ db, viewer, params, body }) => ({
        entry: await registerEntry(
          db,
          await workspace(db, viewer),
          { tournamentId: params.id, ...body },
          { notify: { baseUrl: services.config.baseUrl } },
        ),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/entries/squad',
      roles: ['coach', 'admin'],
      idempotent: true,
      successStatus: 201,
      summary: "Register several of a coach's boxers at once: all of them, or none",
      description: `${registrationDescription} The first boxer refused is the answer (its message names them) and nobody is entered.`,
      params: numericId('tournament'),
      body: z.object({ entries: z.array(registrationSchema).min(1, 'Choose at least one boxer').max(200) }),
      response: z.object({ entries: z.array(entrySchema) }),
      refusals: registrationRefusals,
      handle: async ({ db, viewer, params, body }) => ({
        entries: await registerSquad(db, await workspace(db, viewer), params.id, body.entries, {
          notify: { baseUrl: services.config.baseUrl },
        }),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/entries/:id',
      roles: ['boxer', 'coach', 'admin'],
      idempotent: true,
      summary:
        'Withdraw an entry, with a reason (the boxer, their coach or the organisers); after the draw it is a walkover',
      params: numericId('entry'),
      body: withdrawBodySchema,
      response: z.object({
        entry: z.object({
          id: z.number().int(),
          status: z.literal('withdrawn'),
          withdrawnAt: z.iso.datetime(),
          reason: z.string(),
          walkover: z
            .boolean()
            .describe("After the category's draw: the boxer's bouts still to box became walkovers"),
        }),
      }),
      refusals: [
        {
          status: 403,
          description: 'not the boxer, their coach or an organiser of the tournament (not_your_entry)',
        },
        { status: 404, description: 'No such entry (entry_not_found)' },
        {
          status: 409,
          description: 'already withdrawn (already_withdrawn), or the tournament is over (tournament_over)',
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        entry: await withdrawEntry(db, await workspace(db, viewer), params.id, body.reason),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/entries/:id/paid',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Mark an entry's fee paid (the tournament's organisers)",
      params: numericId('entry'),
      response: z.object({
        entry: z.object({ id: z.number().int(), paid: z.literal(true), paidAt: z.iso.datetime() }),
      }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        { status: 404, description: 'No such entry (entry_not_found)' },
        { status: 409, description: 'The entry is withdrawn (entry_withdrawn)' },
      ],
      handle: async ({ db, viewer, params }) => ({
        entry: await markEntryPaid(db, await workspace(db, viewer), params.id),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/entries/:id/paid',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Take back an entry's paid mark, marked by mistake (the tournament's organisers)",
      params: numericId('entry'),
      response: z.object({ entry: z.object({ id: z.number().int(), paid: z.literal(false) }) }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        { status: 404, description: 'No such entry (entry_not_found)' },
        {
          status: 409,
          description:
            'The entry is withdrawn: its payment record stays (entry_withdrawn); its fee was paid online through Paystack, which only a refund undoes (paid_online)',
        },
      ],
      handle: async ({ db, viewer, params }) => ({
        entry: await markEntryUnpaid(db, await workspace(db, viewer), params.id),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/entries/:id/cash-refund',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Record giving back in cash an entry fee paid in cash (the tournament's organisers)",
      description:
        "A fee paid in cash is not refunded through Paystack: when the tournament's refund policy owes some of it " +
        "back (the entry withdrawn in time, refused at the weigh-in with the policy's say-so, or the tournament " +
        "cancelled), the entry's `refund` reads `cash-owed` until the organiser records it here, once (a second " +
        'recording answers the first). It is written to the ledger as a refund.',
      params: numericId('entry'),
      response: z.object({
        entry: z.object({
          id: z.number().int(),
          refund: z.object({ status: z.literal('cash-refunded'), amountKobo: z.number().int() }),
        }),
      }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        { status: 404, description: 'No such entry (entry_not_found)' },
        {
          status: 409,
          description:
            'Nothing is owed back in cash: not paid in cash, or the policy gives nothing (no_cash_refund_owed)',
        },
      ],
      handle: async ({ db, viewer, params }) => {
        const done = await recordEntryCashRefund(db, await workspace(db, viewer), params.id);
        return {
          entry: {
            id: done.id,
            refund: { status: 'cash-refunded' as const, amountKobo: done.refund.amountKobo },
          },
        };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/invitations',
      roles: ['admin', 'coach'],
      summary:
        "An invitation-only tournament's invitations, each with the boxer's entry if any (its organisers)",
      params: numericId('tournament'),
      response: z.object({ invitations: z.array(invitationRow) }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        {
          status: 404,
          description: "No such tournament, or another organisation's draft (tournament_not_found)",
        },
      ],
      handle: async ({ db, viewer, params, res }) => {
        const invitations = await listInvitations(db, await workspace(db, viewer), params.id);
        res.setHeader('Cache-Control', 'private, no-store');
        return { invitations };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/invitations',
      roles: ['admin', 'coach'],
      idempotent: true,
      successStatus: 201,
      summary:
        'Invite a boxer to an invitation-only tournament (its organisers), by account id or by the e-mail they signed up with; inviting twice is harmless',
      description:
        'A new invitation e-mails the boxer the tournament’s link (`created: true`); an existing one changes nothing and sends nothing.',
      params: numericId('tournament'),
      body: invitationBody,
      response: z.object({
        invitation: z.object({
          tournamentId: z.number().int(),
          boxerId: z.string(),
          boxerName: z.string(),
          created: z.boolean(),
        }),
      }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        { status: 404, description: 'No such tournament (tournament_not_found)' },
        {
          status: 409,
          description: 'open to every boxer (not_invitation_only), or over (tournament_over)',
        },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        invitation: await inviteBoxer(
          db,
          await workspace(db, viewer),
          params.id,
          body.email !== undefined ? { email: body.email } : { boxerId: body.boxerId! },
          { baseUrl: services.config.baseUrl },
        ),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/tournaments/:id/invitations/:boxerId',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Revoke an invitation the boxer has not used (its organisers)',
      params: numericId('tournament').extend({
        boxerId: z.string().min(1).max(100).describe("The boxer's account id"),
      }),
      response: z.object({
        invitation: z.object({ tournamentId: z.number().int(), boxerId: z.string(), boxerName: z.string() }),
      }),
      refusals: [
        { status: 403, description: 'not an organiser of the tournament (not_your_tournament)' },
        {
          status: 404,
          description:
            'No such tournament (tournament_not_found), or no such invitation (invitation_not_found)',
        },
        { status: 409, description: 'The boxer is entered: withdraw the entry instead (invitation_used)' },
      ],
      handle: async ({ db, viewer, params }) => ({
        invitation: await revokeInvitation(db, await workspace(db, viewer), params.id, params.boxerId),
      }),
    }),
  ];
}
