import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../db/testing';
import { messages, outbox, profiles, user } from '../db/schema';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { queueEmail } from '../mail/outbox';
import type { AppServices } from '../services';
import { createTestServices } from '../testing';
import {
  CODE_MESSAGES,
  CODES_PER_ADDRESS,
  CODES_PER_NUMBER,
  NO_PHONE_ACCOUNT,
  TOO_MANY_CODES,
} from './phone-sign-in';
import { phonePorts } from '../phone-ports';

/** Accounts and sign-in by phone (issue 32 item 1) through the auth library's HTTP handler, as the pages call it. */
describe.each(testDatabaseKinds())('phone accounts on %s', (kind) => {
  let services: AppServices;
  let close: () => Promise<void>;
  let addresses = 0;

  beforeAll(async () => {
    const test = await createTestServices(kind);
    services = test.services;
    close = test.close;
  });
  afterAll(async () => close());
  afterEach(() => vi.useRealTimers());

  async function post(path: string, body: unknown, ip = `10.32.0.${++addresses}`, cookie?: string) {
    const response = await services.auth.handler(
      new Request(`${services.config.baseUrl}/api/auth${path}`, {
        method: 'POST',
        headers: {
          origin: services.config.baseUrl,
          'content-type': 'application/json',
          [CLIENT_IP_HEADER]: ip,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      error?: { code: string; message: string };
      user?: { id: string; email: string; name: string; role: string; phoneNumber: string };
      token?: string | null;
    };
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: response.status, body: json, cookies };
  }

  /** The code the last SMS to this number carried, as the messages outbox holds it. */
  async function lastCode(e164: string) {
    const [row] = await services.database.db
      .select()
      .from(messages)
      .where(eq(messages.toAddress, e164))
      .orderBy(desc(messages.id))
      .limit(1);
    return row;
  }

  it('signs up once from any way a Nigerian writes the number, by a code sent as an SMS', async () => {
    const sent = await post('/phone-number/send-otp', { phoneNumber: '0803 123 4567' });
    expect(sent.status).toBe(200);
    const sms = await lastCode('+2348031234567');
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'sign-in-code', template: 'sign_in_code' });
    const code = sms!.params[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms!.body).toContain(code);

    const made = await post('/phone-number/verify', {
      phoneNumber: '+234 (0) 803 123 4567',
      code,
      name: 'Tunde Ade',
      accountType: 'boxer',
    });
    expect(made.status).toBe(200);
    expect(typeof made.body.token).toBe('string');
    expect(made.body.user).toMatchObject({
      name: 'Tunde Ade',
      role: 'boxer',
      phoneNumber: '+2348031234567',
      email: '2348031234567@phone.invalid',
    });
    // Their messages go to the phone: they have no e-mail.
    const [account] = await services.database.db.select().from(user).where(eq(user.id, made.body.user!.id));
    expect(account!.messageChannel).toBe('whatsapp');
    const boxer = await services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, made.body.user!.id));
    expect(boxer).toHaveLength(1);

    // Signing in later with the number written another way reaches the same account.
    expect((await post('/phone-number/send-otp', { phoneNumber: '234-803-123-4567' })).status).toBe(200);
    const again = await lastCode('+2348031234567');
    expect(again!.userId).toBe(made.body.user!.id);
    expect(again!.recipientName).toBe('Tunde Ade');
    const signedIn = await post('/phone-number/verify', {
      phoneNumber: '+2348031234567',
      code: again!.params[0],
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user!.id).toBe(made.body.user!.id);
    const accounts = await services.database.db
      .select()
      .from(user)
      .where(eq(user.phoneNumber, '+2348031234567'));
    expect(accounts).toHaveLength(1);

    // A code works once.
    const reused = await post('/phone-number/verify', {
      phoneNumber: '+2348031234567',
      code: again!.params[0],
    });
    expect(reused.status).toBe(400);
    expect(CODE_MESSAGES[reused.body.error!.code.toUpperCase()]).toBeDefined();
  });

  it('refuses a number that is not one with the message the form shows, and sends nothing', async () => {
    const refused = await post('/phone-number/send-otp', { phoneNumber: '0803 123' });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toBe(phonePorts.invalidMessage);
    const letters = await post('/phone-number/verify', { phoneNumber: 'call me', code: '123456' });
    expect(letters.body.error!.message).toBe(phonePorts.invalidMessage);
    expect(await lastCode('+234803123')).toBeUndefined();
  });

  it('refuses sign-in with a number no account has, and makes no account', async () => {
    await post('/phone-number/send-otp', { phoneNumber: '0805 000 0001' });
    const sms = await lastCode('+2348050000001');
    expect(sms!.userId).toBeNull();
    const answer = await post('/phone-number/verify', { phoneNumber: '08050000001', code: sms!.params[0] });
    expect(answer.status).toBe(404);
    expect(answer.body.error!.message).toBe(NO_PHONE_ACCOUNT);
    expect(
      await services.database.db.select().from(user).where(eq(user.phoneNumber, '+2348050000001')),
    ).toEqual([]);
  });

  it('lets a code expire after 5 minutes and refuses it after 3 wrong tries', async () => {
    await post('/phone-number/send-otp', { phoneNumber: '0806 000 0002' });
    const code = (await lastCode('+2348060000002'))!.params[0]!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1_000 });
    const late = await post('/phone-number/verify', {
      phoneNumber: '08060000002',
      code,
      name: 'Late Person',
    });
    expect(late.body.error!.code).toBe('otp_expired');
    vi.useRealTimers();

    await post('/phone-number/send-otp', { phoneNumber: '0807 000 0003' });
    const right = (await lastCode('+2348070000003'))!.params[0]!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const guess = await post('/phone-number/verify', {
        phoneNumber: '08070000003',
        code: wrong,
        name: 'A B',
      });
      expect(guess.body.error!.code).toBe('invalid_otp');
    }
    const tooMany = await post('/phone-number/verify', {
      phoneNumber: '08070000003',
      code: right,
      name: 'A B',
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.error!.code).toBe('too_many_attempts');
  });

  it('limits the codes sent to one number and asked for from one address, and says so', async () => {
    for (let i = 0; i < CODES_PER_NUMBER; i++)
      expect((await post('/phone-number/send-otp', { phoneNumber: '0809 000 0004' })).status).toBe(200);
    const refused = await post('/phone-number/send-otp', { phoneNumber: '+234 809 000 0004' });
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toBe(TOO_MANY_CODES);
    expect(
      await services.database.db.select().from(messages).where(eq(messages.toAddress, '+2348090000004')),
    ).toHaveLength(CODES_PER_NUMBER);

    // One address asking for codes to many numbers (better-auth's own limit is 10 a minute per address).
    const ip = '10.32.9.9';
    for (let i = 0; i < CODES_PER_ADDRESS; i++)
      expect((await post('/phone-number/send-otp', { phoneNumber: `0810 000 01${10 + i}` }, ip)).status).toBe(
        200,
      );
    const fromAddress = await post('/phone-number/send-otp', { phoneNumber: '0810 000 0199' }, ip);
    expect(fromAddress.status).toBe(429);
  });

  it('changes a signed-in person’s number only once the code sent to the new one is typed back', async () => {
    await post('/phone-number/send-otp', { phoneNumber: '0811 000 0005' });
    const made = await post('/phone-number/verify', {
      phoneNumber: '08110000005',
      code: (await lastCode('+2348110000005'))!.params[0],
      name: 'Kemi Bello',
    });
    expect(made.status).toBe(200);
    await post('/phone-number/send-otp', { phoneNumber: '0812 000 0006' });
    const [before] = await services.database.db.select().from(user).where(eq(user.id, made.body.user!.id));
    expect(before!.phoneNumber).toBe('+2348110000005');
    const changed = await post(
      '/phone-number/verify',
      {
        phoneNumber: '0812 000 0006',
        code: (await lastCode('+2348120000006'))!.params[0],
        updatePhoneNumber: true,
      },
      undefined,
      made.cookies,
    );
    expect(changed.status).toBe(200);
    const [after] = await services.database.db.select().from(user).where(eq(user.id, made.body.user!.id));
    expect(after).toMatchObject({ phoneNumber: '+2348120000006', phoneNumberVerified: true });
  });

  it('never queues an e-mail to a placeholder address', async () => {
    const before = await services.database.db.select().from(outbox);
    expect(
      await queueEmail(services.database.db, {
        kind: 'test',
        to: '2348031234567@phone.invalid',
        subject: 'x',
        text: 'x',
      }),
    ).toBeNull();
    // The password reset of a phone account (asked with its placeholder) writes nothing either.
    await post('/request-password-reset', {
      email: '2348031234567@phone.invalid',
      redirectTo: '/reset-password',
    });
    expect(await services.database.db.select().from(outbox)).toHaveLength(before.length);
  });
});
