import { NOTIFY_TIMEOUT_MS, NotifyError, postJson } from './port';
import type { Notifier } from './port';

export const WHATSAPP_PROVIDER = 'whatsapp-cloud';

/**
 * WhatsApp Business Cloud API (Meta): a template message, POST /v21.0/<phone-number-id>/messages with the
 * bearer token. The number goes without its `+`; the template's body parameters in order, in English. The
 * answer's `messages[0].id` (wamid…) is what delivery reports name.
 */
export function whatsAppCloud(options: {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  language?: string;
  timeoutMs?: number;
}): Notifier {
  return {
    send: async (notification) => {
      const answer = await postJson(
        WHATSAPP_PROVIDER,
        `${options.baseUrl}/v21.0/${encodeURIComponent(options.phoneNumberId)}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: notification.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: notification.template,
            language: { code: options.language ?? 'en' },
            components: notification.params.length
              ? [{ type: 'body', parameters: notification.params.map((text) => ({ type: 'text', text })) }]
              : [],
          },
        },
        { authorization: `Bearer ${options.token}` },
        options.timeoutMs ?? NOTIFY_TIMEOUT_MS,
        [options.token],
      );
      const id = (answer.messages as { id?: unknown }[] | undefined)?.[0]?.id;
      if (typeof id !== 'string')
        throw new NotifyError('WhatsApp answered without a message id', true, WHATSAPP_PROVIDER);
      return { provider: WHATSAPP_PROVIDER, providerMessageId: id };
    },
  };
}
