import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEvents, messages, phoneOptOuts } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { whatsAppSignature } from '@server/notify/signature';
import type { Notification } from '@server/notify/port';
import type { Viewer } from '@server/auth/roles';
import { queueMessage, startMessageWorker } from '~/features/messages';
import type { MessageRecipient, QueuedMessage } from '~/features/messages';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * Issue 32's delivery reports and replies through the real router: a forged report changes nothing, a
 * signed one moves the message once however often it is replayed, a failed WhatsApp message gives way to
 * one SMS, STOP skips what waits for the number and START lets the next go; the admin reads the list.
 */
const ADMIN: Viewer = { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' };
const COACH: Viewer = { id: 'coach-1', name: 'Chidi Coach', email: 'chidi@example.ng', role: 'coach' };
const lanre: MessageRecipient = {
  userId: null,
  name: 'Lanre Bakare',
  channel: 'whatsapp',
  phone: '+2348031234567',
};
const confirmed: QueuedMessage = {
  purpose: 'entry-confirmed',
  subject: 'entry:1',
  urgent: true,
  template: 'entry_confirmed',
  params: ['Lanre'],
  body: 'Lanre, your entry is confirmed.',
};

describe.each(testDatabaseKinds())('messages API and webhooks on %s', (kind) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(kind, async () => [ADMIN, COACH]);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const db = () => api.services.database.db;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.base}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const whatsApp = (body: object, secret = api.services.config.notify.whatsappAppSecret) => {
    const raw = JSON.stringify(body);
    return post('/messages/whatsapp/webhook', raw, { 'x-hub-signature-256': whatsAppSignature(secret, raw) });
  };
  const statusReport = (id: string, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: { statuses: [{ id, status, timestamp: '1', recipient_id: '2348031234567' }] },
          },
        ],
      },
    ],
  });
  const reply = (id: string, from: string, words: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          { field: 'messages', value: { messages: [{ id, from, type: 'text', text: { body: words } }] } },
        ],
      },
    ],
  });
  const sentMessage = async (subject: string, providerMessageId: string) => {
    const [id] = await queueMessage(db(), [lanre], { ...confirmed, subject });
    await db()
      .update(messages)
      .set({ status: 'sent', provider: 'whatsapp-cloud', providerMessageId })
      .where(eq(messages.id, id!));
    return id!;
  };
  const row = async (id: number) => (await db().select().from(messages).where(eq(messages.id, id)))[0]!;

  it('a forged report changes nothing; a signed one moves the message once, even replayed; a failed one gives way to one SMS', async () => {
    const id = await sentMessage('entry:forged', 'wamid.ONE');
    const body = JSON.stringify(statusReport('wamid.ONE', 'delivered'));
    expect((await post('/messages/whatsapp/webhook', body)).status).toBe(401);
    expect((await whatsApp(statusReport('wamid.ONE', 'delivered'), 'not-the-app-secret-at-all')).status).toBe(
      401,
    );
    expect(
      (
        await post(
          '/messages/termii/webhook?token=guessed-token-guessed-token',
          JSON.stringify({ message_id: 'x', status: 'Delivered' }),
        )
      ).status,
    ).toBe(401);
    expect(await row(id)).toMatchObject({ status: 'sent', deliveredAt: null });
    expect(await db().select().from(messageEvents)).toEqual([]);

    const first = await whatsApp(statusReport('wamid.ONE', 'delivered'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: 1, duplicates: 0 });
    const again = await whatsApp(statusReport('wamid.ONE', 'delivered'));
    expect(await again.json()).toEqual({ received: true, applied: 0, duplicates: 1 });
    expect(await row(id)).toMatchObject({ status: 'delivered' });
    await whatsApp(statusReport('wamid.ONE', 'read'));
    // A late "delivered" after "read" does not move it back.
    await whatsApp(statusReport('wamid.ONE', 'delivered'));
    expect(await row(id)).toMatchObject({ status: 'read' });

    const failedId = await sentMessage('entry:failed', 'wamid.TWO');
    await whatsApp(statusReport('wamid.TWO', 'failed'));
    await whatsApp(statusReport('wamid.TWO', 'failed'));
    expect(await row(failedId)).toMatchObject({ status: 'failed' });
    const fallbacks = await db().select().from(messages).where(eq(messages.fallbackOf, failedId));
    expect(fallbacks).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'pending', toAddress: lanre.phone }),
    ]);
  });

  it('STOP (any case, any spaces) skips what waits for the number at once; START lets the next message go', async () => {
    const [waiting] = await queueMessage(db(), [{ ...lanre, phone: '+2348055550001' }], {
      ...confirmed,
      subject: 'entry:stop',
    });
    await whatsApp(reply('wamid.IN1', '2348055550001', '  sToP '));
    expect(await db().select().from(phoneOptOuts)).toEqual([
      expect.objectContaining({ phone: '+2348055550001', via: 'whatsapp' }),
    ]);
    expect(await row(waiting!)).toMatchObject({ status: 'skipped' });

    const token = api.services.config.notify.termiiWebhookToken;
    const start = await post(
      `/messages/termii/webhook?token=${token}`,
      JSON.stringify({ type: 'inbound', id: 'in-2', sender: '2348055550001', message: 'START' }),
    );
    expect(start.status).toBe(200);
    expect(await db().select().from(phoneOptOuts)).toEqual([]);
    const [next] = await queueMessage(db(), [{ ...lanre, phone: '+2348055550001' }], {
      ...confirmed,
      subject: 'entry:start',
    });
    const sent: Notification[] = [];
    const worker = startMessageWorker({
      db: db(),
      notifier: {
        send: async (n) => (sent.push(n), { provider: 'termii', providerMessageId: `T${sent.length}` }),
      },
      intervalMs: 0,
      log: () => {},
    });
    await worker.deliverDue();
    await worker.stop();
    expect(await row(next!)).toMatchObject({ status: 'sent' });
    expect(sent.map((n) => n.to)).toContain('+2348055550001');
  });

  it("answers WhatsApp's handshake with our verify token only; the admin reads the messages, filtered by number", async () => {
    const verify = api.services.config.notify.whatsappVerifyToken;
    const ok = await fetch(
      `${api.base}/api/v1/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verify}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${api.base}/api/v1/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);

    const list = await api.call('GET', '/messages?who=0803%20123&channel=whatsapp', { as: ADMIN.id });
    expect(list.status).toBe(200);
    expect(list.json.messages.length).toBeGreaterThan(0);
    expect(list.json.messages.every((m: { to: string }) => m.to === lanre.phone)).toBe(true);
    expect((await api.call('GET', '/messages', { as: COACH.id })).status).toBe(403);
  });
});
