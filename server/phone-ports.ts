import { randomUUID } from 'node:crypto';
import type { PhonePorts } from './auth/phone-sign-in';
import { nudgeMessages, queueMessage } from '~/features/messages';
import { normalisePhone, PHONE_MESSAGE } from '~/lib/phone.server';

/**
 * The app's side of sign-in by phone (issue 32 item 1), given to the auth library by the server (main.ts,
 * testing.ts): numbers read as Nigerians write them, and the code sent as an SMS through the messages outbox
 * (urgent: a person is waiting for it, quiet hours or not). Each code is its own message.
 */
export const phonePorts: PhonePorts = {
  normalise: (typed) => normalisePhone(typed)?.e164 ?? null,
  invalidMessage: PHONE_MESSAGE,
  sendCode: async (db, { phone, code, userId, name }) => {
    await queueMessage(db, [{ userId, name, channel: 'sms', phone }], {
      purpose: 'sign-in-code',
      subject: `code:${randomUUID()}`,
      urgent: true,
      template: 'sign_in_code',
      params: [code],
      body: `${code} is your AJBXNG code. It expires in 5 minutes. Do not share it with anyone.`,
    });
    // Written outside any transaction, so the row is there: the worker may send it now.
    nudgeMessages();
  },
};
