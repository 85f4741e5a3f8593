import type { NotifyConfig } from '../config';
import { notifyDoubles } from './doubles';
import type { Notifier } from './port';
import { termiiSms } from './termii';
import { whatsAppCloud } from './whatsapp';

/**
 * The notifier the config asks for: each channel its real provider when its keys are set, else its double
 * (so WhatsApp may be real while SMS is still the double, and the other way round).
 */
export function notifierFor(config: NotifyConfig): Notifier {
  const doubles = notifyDoubles();
  const whatsapp = config.whatsapp ? whatsAppCloud(config.whatsapp) : doubles;
  const sms = config.termii ? termiiSms(config.termii) : doubles;
  return {
    send: (notification) => (notification.channel === 'whatsapp' ? whatsapp : sms).send(notification),
  };
}
