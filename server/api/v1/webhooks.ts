import { z } from 'zod';
import type { AppServices } from '@server/services';
import { workspaceFor } from '~/features/organisations';
import {
  DELIVERIES_LIST_MAX,
  MAX_ATTEMPTS,
  MAX_WEBHOOKS_PER_ORGANISATION,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  createWebhookSubscription,
  disableWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
} from '~/features/webhooks';
import { defineEndpoint } from './endpoint';

/**
 * Outbound webhooks (issue 27 item 16): an organisation's organisers, or a platform admin, subscribe a
 * receiver to live events of the organisation's tournaments, list and disable subscriptions, and read a
 * subscription's deliveries. Organisers have the coach role: the role check lets admins and coaches
 * through, the service then checks that the caller runs the organisation. The signature scheme and the
 * retries are the README's "Webhooks".
 */

const organisationId = z.coerce
  .number({ error: 'organisationId is an organisation id (a whole number)' })
  .int('organisationId is an organisation id (a whole number)')
  .positive('organisationId is an organisation id (a whole number)')
  .max(2_147_483_647, 'organisationId is an organisation id (a whole number)');

const idParams = z.object({
  id: z.coerce
    .number({ error: 'A webhook id (a whole number)' })
    .int('A webhook id (a whole number)')
    .positive('A webhook id (a whole number)')
    .max(2_147_483_647, 'A webhook id (a whole number)'),
});

const eventList = WEBHOOK_EVENT_TYPES.join(', ');

const subscriptionSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  active: z.boolean().describe('False once disabled (DELETE): nothing more is sent'),
  createdAt: z.string().describe('ISO 8601'),
  disabledAt: z.string().nullable(),
});

const deliverySchema = z.object({
  id: z.number().int().describe('Sent as the AJBXNG-Webhook-Id header: the same on every attempt'),
  eventId: z.number().int().describe('The live event reported (its id on GET /events too)'),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable().describe("The receiver's last HTTP status, if it answered"),
  lastError: z.string().nullable().describe('Why the last attempt failed (a status, a timeout, a refusal)'),
  nextAttemptAt: z.string().nullable().describe('When a pending delivery is tried next'),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  payload: z
    .record(z.string(), z.unknown())
    .describe('The body POSTed: {id, type, createdAt, tournamentId, data}'),
});

const notFound = {
  status: 404,
  description: 'No such webhook, or one of an organisation you do not run (webhook_not_found)',
} as const;
const notYours = {
  status: 403,
  description:
    'you organise no organisation (not_an_organiser), or name one you do not run (not_your_organisation)',
} as const;

export function webhookEndpoints(services: AppServices) {
  const production = () => services.config.env === 'production';
  return [
    defineEndpoint({
      method: 'post',
      path: '/webhooks',
      roles: ['admin', 'coach'],
      idempotent: true,
      successStatus: 201,
      summary: "Subscribe a receiver to live events of your organisation's tournaments",
      description:
        `Events: ${eventList} (a walkover is a bout.decided; a tournament's completion and every other move ` +
        'is a tournament.updated with its status). Each event of a subscribed type is POSTed as JSON ' +
        '{id, type, createdAt, tournamentId, data} with AJBXNG-Webhook-Id, AJBXNG-Webhook-Timestamp and ' +
        'AJBXNG-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>. ' +
        `A 2xx answer within 10 s delivers it; otherwise it is tried again after 1 min, 5 min, 30 min, 2 h, then every 12 h, ${MAX_ATTEMPTS} attempts in all. ` +
        `The URL is https (http only to localhost or a private network outside production), at most ${WEBHOOK_URL_MAX} characters, ` +
        `without a user name, password or #fragment. An organisation has at most ${MAX_WEBHOOKS_PER_ORGANISATION} active webhooks. ` +
        'The answer carries the `secret`, shown this once only. A platform admin names the organisation ' +
        "with organisationId (default: their own, else the academy's).",
      body: z.object({
        url: z.string().describe('The receiver, e.g. https://federation.example/hooks/ajbxng'),
        events: z.array(z.string()).describe(`One or more of: ${eventList}`),
        organisationId: organisationId
          .optional()
          .describe("A platform admin's choice of organisation; an organiser's own"),
      }),
      response: z.object({
        webhook: subscriptionSchema.extend({
          secret: z
            .string()
            .describe('The HMAC-SHA256 key of the signature (whsec_ then 64 hex digits): shown only now'),
        }),
      }),
      refusals: [
        notYours,
        { status: 404, description: 'No such organisation (organisation_not_found)' },
        {
          status: 422,
          description: `The organisation already has ${MAX_WEBHOOKS_PER_ORGANISATION} active webhooks (webhook_limit)`,
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        webhook: await createWebhookSubscription(db, await workspaceFor(db, viewer!), body, {
          production: production(),
        }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/webhooks',
      roles: ['admin', 'coach'],
      summary: "Your organisation's webhooks (never their secrets)",
      description:
        'Active ones first, then disabled ones, newest first. A platform admin names the organisation with ' +
        "?organisationId= (default: their own, else the academy's).",
      query: z.object({ organisationId: organisationId.optional() }),
      response: z.object({ organisationId: z.number().int(), webhooks: z.array(subscriptionSchema) }),
      refusals: [notYours, { status: 404, description: 'No such organisation (organisation_not_found)' }],
      handle: async ({ db, viewer, query }) =>
        listWebhookSubscriptions(db, await workspaceFor(db, viewer!), query.organisationId),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/webhooks/:id',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: 'Disable a webhook',
      description:
        'Nothing more is sent to it; what it still had pending is given up (failed). It stays listed, with ' +
        'its deliveries. Disabling it again changes nothing.',
      params: idParams,
      response: z.object({ webhook: subscriptionSchema }),
      refusals: [notFound],
      handle: async ({ db, viewer, params }) => ({
        webhook: await disableWebhookSubscription(db, await workspaceFor(db, viewer!), params.id),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/webhooks/:id/deliveries',
      roles: ['admin', 'coach'],
      summary: "A webhook's recent deliveries: status, attempts, the receiver's last answer",
      description: `Newest first, ${DELIVERIES_LIST_MAX} at most (\`limit\`, 50 unless said); \`status\` keeps one status.`,
      params: idParams,
      query: z.object({
        limit: z.coerce
          .number({ error: `limit is a whole number from 1 to ${DELIVERIES_LIST_MAX}` })
          .int(`limit is a whole number from 1 to ${DELIVERIES_LIST_MAX}`)
          .min(1, `limit is a whole number from 1 to ${DELIVERIES_LIST_MAX}`)
          .max(DELIVERIES_LIST_MAX, `limit is a whole number from 1 to ${DELIVERIES_LIST_MAX}`)
          .optional(),
        status: z
          .enum(['pending', 'delivered', 'failed'], { error: 'status is pending, delivered or failed' })
          .optional(),
      }),
      response: z.object({ webhook: subscriptionSchema, deliveries: z.array(deliverySchema) }),
      refusals: [notFound],
      handle: async ({ db, viewer, params, query }) =>
        listWebhookDeliveries(db, await workspaceFor(db, viewer!), params.id, {
          limit: query.limit,
          status: query.status,
        }),
    }),
  ];
}

/** What a receiver is POSTed (app/features/webhooks, server/realtime/webhook-fan-out.ts). */
const payloadSchema = z.object({
  id: z.number().int().describe("The live event's id (the same as on GET /events)"),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string().describe('When the event happened, ISO 8601'),
  tournamentId: z.number().int(),
  data: z
    .object({
      tournamentId: z.number().int(),
      categoryId: z.number().int().optional(),
      boutId: z.number().int().optional(),
      round: z.number().int().optional(),
      status: z.string().optional().describe("tournament.updated: the tournament's new status"),
      state: z.string().optional().describe("A bout event: the bout's state after it"),
    })
    .describe("The live event's payload: what changed (GET the bout, results or tournament for the rest)"),
});

const signedHeaders = [
  ['AJBXNG-Webhook-Id', 'The delivery: the same on every attempt (deduplicate on it)'],
  ['AJBXNG-Webhook-Timestamp', 'Unix seconds when this attempt was signed'],
  [
    'AJBXNG-Signature',
    't=<the timestamp>,v1=<hex HMAC-SHA256 keyed with the secret, of "<t>.<the raw body>">; refuse a t more than 5 minutes from your clock',
  ],
  ['AJBXNG-Webhook-Event', 'The event type'],
  ['AJBXNG-Webhook-Attempt', 'Which attempt this is, from 1'],
] as const;

/** The outbound requests, as OpenAPI 3.1's `webhooks`: one per event type a subscription may ask for. */
export function webhookDocument() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(payloadSchema) as Record<string, unknown>;
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}, POSTed to each subscription that asked for it (POST /webhooks)`,
          parameters: signedHeaders.map(([name, description]) => ({
            name,
            in: 'header',
            required: name !== 'AJBXNG-Webhook-Event' && name !== 'AJBXNG-Webhook-Attempt',
            description,
            schema: { type: 'string' },
          })),
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: {
            '2XX': { description: 'Delivered' },
            default: {
              description: `Anything else, or no answer within 10 s: tried again after 1 min, 5 min, 30 min, 2 h, then every 12 h, ${MAX_ATTEMPTS} attempts in all`,
            },
          },
        },
      },
    ]),
  );
}
