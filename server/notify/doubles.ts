import { randomBytes } from 'node:crypto';
import { NotifyError } from './port';
import type { Notification, Notifier } from './port';

export const WHATSAPP_DOUBLE = 'whatsapp-double';
export const TERMII_DOUBLE = 'termii-double';

/** What a double took, as the phone at `to` would show it. */
export type ReceivedNotification = Notification & { provider: string; providerMessageId: string };

/**
 * The providers' stand-ins when no keys are set (a fresh machine, the demo, tests): they take a message as
 * the real APIs do, answer with an id shaped like theirs (wamid.…, a Termii message id), and keep what they
 * took, newest last, for the admin's Messages page and for tests. The WhatsApp double refuses numbers
 * ending in 0000 as Meta refuses a number not on WhatsApp (error 131026), so the demo shows the SMS fallback.
 */
export function notifyDoubles(): Notifier & { received: ReceivedNotification[] } {
  const received: ReceivedNotification[] = [];
  return {
    received,
    send: async (notification) => {
      if (notification.channel === 'whatsapp') {
        if (notification.to.endsWith('0000'))
          throw new NotifyError(
            'whatsapp-double answered 400: (#131026) Message undeliverable',
            false,
            WHATSAPP_DOUBLE,
          );
        const id = `wamid.${randomBytes(18).toString('base64url')}`;
        received.push({ ...notification, provider: WHATSAPP_DOUBLE, providerMessageId: id });
        return { provider: WHATSAPP_DOUBLE, providerMessageId: id };
      }
      const id = String(3_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
      received.push({ ...notification, provider: TERMII_DOUBLE, providerMessageId: id });
      return { provider: TERMII_DOUBLE, providerMessageId: id };
    },
  };
}
