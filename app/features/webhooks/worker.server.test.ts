import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock, setClock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { webhookDeliveries, webhookSubscriptions } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { verifyWebhookSignature } from './signature';
import { MAX_ATTEMPTS, startWebhookWorker, webhookRetryDelayMs } from './worker.server';
import type { WebhookWorker } from './worker.server';

/**
 * The delivery worker against a receiver on 127.0.0.1 (port 0): what it sends and signs, how it retries and
 * gives up, and that two workers on one database never send a delivery twice.
 */

const NOW = new Date('2026-12-05T09:00:00Z');
const SECRET = `whsec_${'ab'.repeat(32)}`;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver answering each request with the status `answer` gives (after `delayMs`), keeping what came. */
async function startReceiver(answer: (n: number) => number | 'hang', delayMs = 0) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(pieces).toString('utf8') });
      const status = answer(received.length);
      if (status === 'hang') return;
      setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(testDatabaseKinds())('the webhook delivery worker on %s', (kind) => {
  let database: DatabaseHandle;
  let organisationId = 0;
  const workers: WebhookWorker[] = [];
  const receivers: Array<{ close: () => Promise<unknown> }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const event = await seedEvent(database.db);
    organisationId = event.organisations.host;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => setClock(NOW));
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const receiver of receivers.splice(0)) await receiver.close();
    await database.db.delete(webhookSubscriptions);
    setClock(null);
  });

  const worker = (options: { production?: boolean; timeoutMs?: number } = {}) => {
    const started = startWebhookWorker({
      db: database.db,
      production: options.production ?? false,
      intervalMs: 3_600_000,
      timeoutMs: options.timeoutMs,
      log: () => undefined,
    });
    workers.push(started);
    return started;
  };
  const receiver = async (answer: (n: number) => number | 'hang', delayMs = 0) => {
    const started = await startReceiver(answer, delayMs);
    receivers.push(started);
    return started;
  };

  /** A subscription to `url` with `count` pending deliveries (live event ids 1000…). */
  async function pending(url: string, count = 1) {
    const [subscription] = await database.db
      .insert(webhookSubscriptions)
      .values({ organisationId, url, secret: SECRET, events: ['bout.decided'] })
      .returning();
    const rows = await database.db
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: count }, (_, i) => ({
          subscriptionId: subscription!.id,
          liveEventId: 1000 + i,
          eventType: 'bout.decided',
          payload: {
            id: 1000 + i,
            type: 'bout.decided',
            createdAt: NOW.toISOString(),
            tournamentId: 7,
            data: { tournamentId: 7, categoryId: 3, boutId: 40 + i, state: 'decided' },
          },
        })),
      )
      .returning();
    return { subscription: subscription!, deliveries: rows };
  }
  const row = async (id: number) =>
    (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

  it('POSTs the payload as JSON, signed with the secret over "<t>.<body>", and marks it delivered', async () => {
    const hooks = await receiver(() => 204);
    const { deliveries } = await pending(hooks.url);
    const id = Number(deliveries[0]!.id);
    expect(await worker().deliverDue()).toBe(1);

    expect(hooks.received).toHaveLength(1);
    const [{ headers, body }] = hooks.received as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['ajbxng-webhook-id']).toBe(String(id));
    const t = Math.floor(clock.ms() / 1000);
    const timestamp = Number(headers['ajbxng-webhook-timestamp']);
    expect(Math.abs(timestamp - t)).toBeLessThanOrEqual(1);
    const signature = headers['ajbxng-signature'] as string;
    expect(signature).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));
    // The receiver's check, as the README tells it: HMAC-SHA256(secret, "<t>.<body>"), within 5 minutes.
    expect(verifyWebhookSignature(SECRET, signature, body, t)).toBe(true);
    expect(verifyWebhookSignature('whsec_another', signature, body, t)).toBe(false);
    expect(verifyWebhookSignature(SECRET, signature, `${body} `, t)).toBe(false);
    expect(verifyWebhookSignature(SECRET, signature, body, t + 301)).toBe(false);
    expect(JSON.parse(body)).toEqual({
      id: 1000,
      type: 'bout.decided',
      createdAt: NOW.toISOString(),
      tournamentId: 7,
      data: { tournamentId: 7, categoryId: 3, boutId: 40, state: 'decided' },
    });
    expect(await row(id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
    });
    // Nothing left to send.
    expect(await worker().deliverDue()).toBe(0);
    expect(hooks.received).toHaveLength(1);
  });

  it('retries after a 500 once the backoff has passed, then delivers, with the same id and a new signature', async () => {
    const hooks = await receiver((n) => (n === 1 ? 500 : 200));
    const { deliveries } = await pending(hooks.url);
    const id = Number(deliveries[0]!.id);
    const sender = worker();
    expect(await sender.deliverDue()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(failed.lastError).toContain('500');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + webhookRetryDelayMs(1));
    expect(webhookRetryDelayMs(1)).toBe(60_000);

    // Not due yet: nothing is sent.
    expect(await sender.deliverDue()).toBe(0);
    expect(hooks.received).toHaveLength(1);

    setClock(new Date(NOW.getTime() + 61_000));
    expect(await sender.deliverDue()).toBe(1);
    expect(hooks.received).toHaveLength(2);
    expect(hooks.received[1]!.headers['ajbxng-webhook-id']).toBe(String(id));
    expect(hooks.received[1]!.headers['ajbxng-webhook-attempt']).toBe('2');
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);
    const t = Math.floor(clock.ms() / 1000);
    expect(
      verifyWebhookSignature(
        SECRET,
        hooks.received[1]!.headers['ajbxng-signature'] as string,
        hooks.received[1]!.body,
        t,
      ),
    ).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts (1 min, 5 min, 30 min, 2 h, then 12 h apart) and sends no more`, async () => {
    const hooks = await receiver(() => 503);
    const { deliveries } = await pending(hooks.url);
    const id = Number(deliveries[0]!.id);
    const sender = worker();
    let at = NOW.getTime();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await sender.deliverDue(), `attempt ${attempt}`).toBe(1);
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(after.status).toBe('pending');
        gaps.push(Math.round((after.nextAttemptAt.getTime() - at) / 60_000));
        at = after.nextAttemptAt.getTime() + 1_000;
        setClock(new Date(at));
      }
    }
    expect(gaps).toEqual([1, 5, 30, 120, 720, 720, 720]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastStatusCode: 503 });
    setClock(new Date(at + 48 * 3_600_000));
    expect(await sender.deliverDue()).toBe(0);
    expect(hooks.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('counts a receiver that does not answer in time as a failed attempt', async () => {
    const hooks = await receiver(() => 'hang');
    const { deliveries } = await pending(hooks.url);
    const id = Number(deliveries[0]!.id);
    expect(await worker({ timeoutMs: 300 }).deliverDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect((await row(id)).lastError).toContain('No answer within');
  });

  it('never sends one delivery twice when two workers run at once', async () => {
    const hooks = await receiver(() => 200, 5);
    const { deliveries } = await pending(hooks.url, 45);
    const [first, second] = [worker(), worker()];
    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);
    // Whatever one batch left, a last look by each sends.
    await Promise.all([first.deliverDue(), second.deliverDue()]);
    const ids = hooks.received.map((r) => r.headers['ajbxng-webhook-id']);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    const rows = await database.db
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries);
    expect(rows).toHaveLength(deliveries.length);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('in production, sends nothing to this host or a private network, whatever the subscription says', async () => {
    const hooks = await receiver(() => 200);
    const { deliveries } = await pending(hooks.url);
    const localhost = await pending(hooks.url.replace('127.0.0.1', 'localhost'));
    expect(await worker({ production: true }).deliverDue()).toBe(2);
    expect(hooks.received).toHaveLength(0);
    for (const id of [deliveries[0]!.id, localhost.deliveries[0]!.id]) {
      const after = await row(Number(id));
      expect(after).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(after.lastError).toMatch(/private or local/);
    }
  });

  it('sends nothing for a subscription disabled meanwhile: its delivery fails saying why', async () => {
    const hooks = await receiver(() => 200);
    const { subscription, deliveries } = await pending(hooks.url);
    await database.db
      .update(webhookSubscriptions)
      .set({ disabledAt: NOW })
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(await worker().deliverDue()).toBe(1);
    expect(hooks.received).toHaveLength(0);
    expect(await row(Number(deliveries[0]!.id))).toMatchObject({ status: 'failed', attempts: 0 });
  });
});
