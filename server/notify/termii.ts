import { NOTIFY_TIMEOUT_MS, NotifyError, postJson } from './port';
import type { Notifier } from './port';

export const TERMII_PROVIDER = 'termii';

/**
 * Termii's SMS API: POST <base>/api/sms/send with the api_key in the body, on the `dnd` channel (the route
 * that reaches numbers on Nigeria's Do-Not-Disturb list, for transactional messages). The number goes
 * without its `+`. The answer's `message_id` is what its delivery reports name.
 */
export function termiiSms(options: {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
}): Notifier {
  return {
    send: async (notification) => {
      const answer = await postJson(
        TERMII_PROVIDER,
        `${options.baseUrl}/api/sms/send`,
        {
          api_key: options.apiKey,
          to: notification.to.replace(/^\+/, ''),
          from: options.senderId,
          sms: notification.body,
          type: 'plain',
          channel: 'dnd',
        },
        {},
        options.timeoutMs ?? NOTIFY_TIMEOUT_MS,
        [options.apiKey],
      );
      const id = answer.message_id;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new NotifyError('Termii answered without a message id', true, TERMII_PROVIDER);
      return { provider: TERMII_PROVIDER, providerMessageId: String(id) };
    },
  };
}
