import { z } from 'zod';
import type { AppServices } from '@server/services';
import { messageChannels, messageStatuses } from '@server/db/schema';
import { sameSecret } from '@server/notify/signature';
import {
  listMessages,
  MESSAGE_LIST_MAX,
  nudgeMessages,
  receiveTermiiWebhook,
  receiveWhatsAppWebhook,
} from '~/features/messages';
import { defineEndpoint } from './endpoint';

/**
 * Messages to phones (issue 32, decision 0035): the admin's read of what went to whom, and the providers'
 * webhooks (delivery reports and replies such as STOP). Register the webhook addresses with the providers
 * (README "Messages to phones"); the keys they are checked with live in the server's config only.
 */

const listedMessage = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('When it was queued (ISO 8601)'),
  sentAt: z.string().nullable().describe('When the provider took it'),
  recipientName: z.string(),
  to: z.string().describe('E.164'),
  channel: z.enum(messageChannels),
  purpose: z
    .string()
    .describe('entry-confirmed, weigh-in-reminder, draw-made, bout-soon, result, sign-in-code…'),
  body: z
    .string()
    .describe(
      "The text as an SMS carries it; a sign-in code's digits only while SMS goes to the local double",
    ),
  status: z.enum(messageStatuses),
  provider: z.string().nullable().describe('whatsapp-cloud, termii, or a double without keys'),
  providerMessageId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('Why it was skipped or failed, or the last attempt’s error'),
  fallbackOf: z.number().int().nullable().describe('The WhatsApp message this SMS replaces'),
});

const reportAnswer = z.object({
  received: z.boolean(),
  applied: z.number().int().describe('Reports applied now'),
  duplicates: z.number().int().describe('Reports received before (a replay): kept once, changed nothing'),
});

export function messageEndpoints(services: AppServices) {
  // Read at each call (a test's services may carry no notify settings: then every report is refused).
  const notify = (): Partial<AppServices['config']['notify']> => services.config.notify ?? {};
  return [
    defineEndpoint({
      method: 'get',
      path: '/messages',
      roles: ['admin'],
      summary: 'Messages to phones, newest first (platform admins)',
      description:
        'What each phone was sent (WhatsApp, SMS) or will be: queued, sent, delivered, read, failed or skipped ' +
        '(a number that replied STOP). `who` matches part of a number (as typed: 0803… finds +234803…) or a name.',
      query: z.object({
        who: z.string().max(80).optional(),
        channel: z.enum(['whatsapp', 'sms']).optional(),
        limit: z.coerce.number().int().min(1).max(MESSAGE_LIST_MAX).optional(),
      }),
      response: z.object({ messages: z.array(listedMessage) }),
      handle: async ({ db, query }) => ({
        messages: await listMessages(db, { ...query, revealCodes: !notify().termii }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/messages/whatsapp/webhook',
      roles: 'public',
      summary: "WhatsApp's webhook handshake: answers hub.challenge when hub.verify_token is ours",
      description:
        'Meta calls this once when the webhook address is registered. With `hub.mode=subscribe` and our ' +
        'WHATSAPP_VERIFY_TOKEN, the answer is `hub.challenge` as plain text; otherwise 403.',
      query: z.object({
        'hub.mode': z.string().max(40).optional(),
        'hub.verify_token': z.string().max(200).optional(),
        'hub.challenge': z.string().max(200).optional(),
      }),
      refusals: [{ status: 403, description: 'The verify token is not ours' }],
      response: z.string().describe('hub.challenge, as plain text'),
      handle: async ({ query, res }) => {
        if (
          query['hub.mode'] === 'subscribe' &&
          sameSecret(notify().whatsappVerifyToken ?? '', query['hub.verify_token'])
        ) {
          res.type('text/plain').send(query['hub.challenge'] ?? '');
          return undefined;
        }
        res.status(403);
        return { error: { code: 'forbidden', message: 'The verify token does not match.' } };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/messages/whatsapp/webhook',
      roles: 'public',
      rawBody: true,
      summary: "WhatsApp's webhook: delivery reports and replies (register this address in Meta's app)",
      description:
        'Signed in `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the raw body with the app ' +
        'secret). A missing or wrong signature is a 401 and changes nothing. Each status (delivered, read, ' +
        'failed) is applied once, forward only; a failed WhatsApp message is replaced by one SMS. A reply of ' +
        'STOP or UNSUBSCRIBE opts the number out at once; START opts it back in.',
      upload: { contentTypes: ['application/json'], description: "Meta's webhook body: { object, entry[] }" },
      response: reportAnswer,
      handle: async (call) => {
        const { req, res } = call;
        const answer = await receiveWhatsAppWebhook(
          () => call.db,
          notify().whatsappAppSecret ?? '',
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          req.get('x-hub-signature-256'),
        );
        res.status(answer.status);
        nudgeMessages();
        return answer.body;
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/messages/termii/webhook',
      roles: 'public',
      rawBody: true,
      summary:
        "Termii's webhook: SMS delivery reports and replies (register this address, with its token, in Termii)",
      description:
        'Termii signs nothing we can check, so its address carries a secret: `?token=` must be TERMII_WEBHOOK_TOKEN ' +
        '(decision 0035); otherwise 401 and nothing changes. A report (message_id, status) is applied once; a ' +
        'reply (type inbound, sender, message) of STOP opts the number out at once, START opts it back in.',
      query: z.object({ token: z.string().max(200).optional() }),
      upload: { contentTypes: ['application/json'], description: "Termii's event as it sent it" },
      response: reportAnswer,
      handle: async (call) => {
        const { req, res, query } = call;
        const answer = await receiveTermiiWebhook(
          () => call.db,
          notify().termiiWebhookToken ?? '',
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          query.token,
        );
        res.status(answer.status);
        nudgeMessages();
        return answer.body;
      },
    }),
  ];
}
