import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import type { Listen } from '@server/db/listen';
import { webhookDeliveries, webhookSubscriptions } from '@server/db/schema';
import { WEBHOOK_CHANNEL } from '@server/realtime/webhook-fan-out';
import { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureHeader } from './signature';
import { isInternalAddress } from './url';

/**
 * The delivery worker of outbound webhooks, like the mail outbox's: every instance runs one; each takes the
 * due deliveries for itself alone (a lease written in one statement, FOR UPDATE SKIP LOCKED), POSTs them
 * signed, and writes what the receiver answered. 2xx is delivered; anything else (another status, a
 * timeout, a refused connection) is tried again after 1 min, 5 min, 30 min, 2 h, then every 12 h, up to
 * 8 attempts in all, then failed.
 */

export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;
const RETRY_DELAYS_MS = [1, 5, 30, 120, 720, 720, 720].map((minutes) => minutes * MINUTE);

/** How long after its `attempts`-th failed attempt a delivery is tried again. */
export function webhookRetryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/** A receiver has this long to answer (headers), then the attempt counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;
/**
 * How long a worker holds the deliveries it claimed: far past a batch's longest run (sent side by side,
 * each within the timeout), so one in flight is never claimed twice; a worker that dies mid-batch leaves
 * them to be claimed again once this passes.
 */
const CLAIM_LEASE_MS = 5 * MINUTE;
const BATCH = 20;

export type WebhookWorker = { deliverDue: () => Promise<number>; stop: () => Promise<void> };

/** The receiver's status, or why there was none. */
type Attempt = { status: number } | { error: string };

/**
 * A DNS lookup that refuses names resolving to this host or a private network: checked at connection time,
 * so a name that pointed elsewhere when subscribed cannot be turned on the server's own network later.
 */
function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isInternalAddress(a.address)))
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private or local address`), {
          code: 'EPRIVATEADDRESS',
        }),
        [],
      );
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

/** POSTs `body` and resolves with the answer's status as soon as its head arrives (the body is drained). */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; publicOnly: boolean },
): Promise<Attempt> {
  if (options.publicOnly && isIP(url.hostname.replace(/^\[|\]$/g, '')) && isInternalAddress(url.hostname))
    return Promise.resolve({ error: 'The address is private or local: not sent' });
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) return Promise.resolve({ error: `Not an http(s) address: ${url.protocol}` });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        ...(options.publicOnly ? { lookup: publicOnlyLookup as never } : {}),
      },
      (response) => {
        settle({ status: response.statusCode ?? 0 });
        // What the receiver says is not kept; its body is read (and dropped) so the socket closes cleanly.
        response.resume();
        response.on('end', () => clearTimeout(timer));
        response.on('error', () => undefined);
      },
    );
    // One deadline for the whole exchange: a receiver that never answers, or trickles, is cut off.
    const timer = setTimeout(() => {
      settle({ error: `No answer within ${Math.round(options.timeoutMs / 1000)} s` });
      request.destroy();
    }, options.timeoutMs);
    timer.unref();
    request.on('error', (error) => {
      clearTimeout(timer);
      settle({ error: error.message || (error as NodeJS.ErrnoException).code || 'Connection failed' });
    });
    request.end(body);
  });
}

/** Takes up to BATCH due deliveries for this worker alone (see CLAIM_LEASE_MS), oldest due first. */
async function claimDue(db: Database) {
  const now = clock.now();
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(clock.ms() + CLAIM_LEASE_MS) })
    .where(
      and(
        inArray(webhookDeliveries.id, due),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  return claimed.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
}

export function startWebhookWorker(options: {
  db: Database;
  /**
   * Outside production, receivers on this host or a private network are allowed (a developer's, a venue's);
   * in production every name is resolved and refused if it points there.
   */
  production: boolean;
  /** LISTEN of the database: the worker wakes when an instance commits deliveries. */
  listen?: Listen;
  /** The regular look for due retries (5 s unless said). */
  intervalMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}): WebhookWorker {
  const { db } = options;
  const log = options.log ?? ((line) => console.log(line));
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const sendOne = async (delivery: Awaited<ReturnType<typeof claimDue>>[number]) => {
    const [subscription] = await db
      .select({
        url: webhookSubscriptions.url,
        secret: webhookSubscriptions.secret,
        disabledAt: webhookSubscriptions.disabledAt,
      })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, delivery.subscriptionId));
    const mine = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'));
    if (!subscription || subscription.disabledAt) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'The webhook was disabled before this was delivered.' })
        .where(mine);
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(clock.ms() / 1000);
    const attempts = delivery.attempts + 1;
    let url: URL | null = null;
    try {
      url = new URL(subscription.url);
    } catch {
      // Checked when subscribed; a row changed by hand fails like a refused connection.
    }
    const attempt: Attempt = url
      ? await post(
          url,
          body,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'AJBXNG-Webhooks/1.0',
            [ID_HEADER]: String(delivery.id),
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signatureHeader(subscription.secret, timestamp, body),
            'AJBXNG-Webhook-Event': delivery.eventType,
            'AJBXNG-Webhook-Attempt': String(attempts),
          },
          { timeoutMs, publicOnly: options.production },
        )
      : { error: 'The address is not a URL' };
    if ('status' in attempt && attempt.status >= 200 && attempt.status < 300) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts,
          lastStatusCode: attempt.status,
          lastError: null,
          deliveredAt: clock.now(),
        })
        .where(mine);
      return;
    }
    const reason = 'status' in attempt ? `The receiver answered ${attempt.status}` : attempt.error;
    const givenUp = attempts >= MAX_ATTEMPTS;
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        lastStatusCode: 'status' in attempt ? attempt.status : null,
        lastError: reason.slice(0, 500),
        ...(givenUp
          ? { status: 'failed' as const }
          : { nextAttemptAt: new Date(clock.ms() + webhookRetryDelayMs(attempts)) }),
      })
      .where(mine);
    log(
      `[webhooks] delivery #${delivery.id} (${delivery.eventType}) attempt ${attempts} failed: ${reason}${givenUp ? '; given up' : ''}`,
    );
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      // A wake-up while a batch runs: one more look once it ends, for what was committed meanwhile.
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        const due = await claimDue(db);
        // Side by side: one slow receiver does not hold up the others (each is cut off at the timeout).
        await Promise.all(
          due.map((delivery) =>
            sendOne(delivery).catch((error: Error) =>
              log(`[webhooks] delivery #${delivery.id}: ${error.message}`),
            ),
          ),
        );
        sent += due.length;
        if (due.length === BATCH) again = true;
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () =>
    void deliverDue().catch((error: Error & { cause?: Error }) =>
      log(`[webhooks] ${error.cause?.message ?? error.message}`),
    );
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  let unlisten: Promise<(() => Promise<void>) | undefined> = Promise.resolve(undefined);
  if (options.listen)
    unlisten = options.listen(WEBHOOK_CHANNEL, tick, tick).catch((error: Error) => {
      log(`[webhooks] not listening for new deliveries (the regular look still runs): ${error.message}`);
      return undefined;
    });

  return {
    deliverDue,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten
      )?.();
      await running?.catch(() => undefined);
    },
  };
}
