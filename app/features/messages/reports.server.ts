import { and, eq, inArray } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database, Transaction } from '@server/db/client';
import { messageEvents, messages, phoneOptOuts } from '@server/db/schema';
import type { MessageStatus } from '@server/db/schema';
import { TERMII_DOUBLE, WHATSAPP_DOUBLE } from '@server/notify/doubles';
import { isWhatsAppSignature, sameSecret } from '@server/notify/signature';
import { TERMII_PROVIDER } from '@server/notify/termii';
import { WHATSAPP_PROVIDER } from '@server/notify/whatsapp';
import { OPTED_OUT_REASON, queueSmsFallback } from './worker.server';

/**
 * The providers' webhooks (issue 32 item 3, decision 0035): delivery reports and replies. A report that
 * is not proven to come from the provider (WhatsApp: X-Hub-Signature-256 under the app secret; Termii: the
 * secret token of its address) is a 401 and changes nothing. A proven one is kept once in message_events
 * (a unique key per provider and report), in the same transaction as what it changes, so a replay, or the
 * same report to two instances, is applied once. A reply of STOP (or UNSUBSCRIBE) opts the number out at
 * once and skips what is waiting for it; START opts it back in.
 */

export type ReportAnswer = { status: 200 | 400 | 401; body: Record<string, unknown> };

const refused: ReportAnswer = {
  status: 401,
  body: { error: { code: 'bad_signature', message: 'The signature does not match.' } },
};
const notJson: ReportAnswer = {
  status: 400,
  body: { error: { code: 'invalid_json', message: 'The body is not JSON.' } },
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A provider writes numbers without their `+`. */
const e164 = (digits: string) => `+${digits.replace(/\D/g, '')}`;

/** Which statuses a report may move a message from: a report never goes back (read stays read). */
const movesFrom: Record<'delivered' | 'read' | 'failed', MessageStatus[]> = {
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

type Report = {
  eventKey: string;
  providerMessageId: string | null;
  kind: 'delivered' | 'read' | 'failed' | 'sent' | 'inbound' | 'other';
  fromAddress: string | null;
  /** The reply's words (inbound) or the failure's reason. */
  words: string;
  payload: unknown;
};

/** What the reports did, for the provider's answer and the tests. */
type Outcome = { applied: number; duplicates: number };

async function applyReport(
  tx: Transaction,
  providers: readonly string[],
  via: 'whatsapp' | 'sms',
  report: Report,
): Promise<boolean> {
  const [kept] = await tx
    .insert(messageEvents)
    .values({
      provider: providers[0]!,
      eventKey: report.eventKey.slice(0, 300),
      providerMessageId: report.providerMessageId,
      kind: report.kind,
      fromAddress: report.fromAddress,
      payload: report.payload as object,
    })
    .onConflictDoNothing()
    .returning({ id: messageEvents.id });
  if (!kept) return false;
  if (report.kind === 'inbound' && report.fromAddress) {
    await applyReply(tx, report.fromAddress, report.words, via);
    return true;
  }
  if (report.kind !== 'delivered' && report.kind !== 'read' && report.kind !== 'failed') return true;
  if (!report.providerMessageId) return true;
  const [changed] = await tx
    .update(messages)
    .set({
      status: report.kind,
      ...(report.kind === 'failed'
        ? { lastError: report.words || 'The provider reported it undelivered' }
        : {}),
      ...(report.kind === 'delivered' || report.kind === 'read' ? { deliveredAt: clock.now() } : {}),
    })
    .where(
      and(
        inArray(messages.provider, [...providers]),
        eq(messages.providerMessageId, report.providerMessageId),
        inArray(messages.status, movesFrom[report.kind]),
      ),
    )
    .returning();
  if (changed && report.kind === 'failed') await queueSmsFallback(tx, changed);
  return true;
}

/** STOP/UNSUBSCRIBE (any case, any spaces) opts out at once; START opts back in. Other words are kept only. */
async function applyReply(tx: Transaction, phone: string, words: string, via: 'whatsapp' | 'sms') {
  const said = words.replace(/\s+/g, '').toUpperCase();
  if (said === 'STOP' || said === 'UNSUBSCRIBE') {
    await tx.insert(phoneOptOuts).values({ phone, via }).onConflictDoNothing();
    await tx
      .update(messages)
      .set({ status: 'skipped', lastError: OPTED_OUT_REASON })
      .where(
        and(
          eq(messages.toAddress, phone),
          eq(messages.status, 'pending'),
          inArray(messages.channel, ['whatsapp', 'sms']),
        ),
      );
  } else if (said === 'START') {
    await tx.delete(phoneOptOuts).where(eq(phoneOptOuts.phone, phone));
  }
}

async function applyAll(
  database: () => Database,
  providers: readonly string[],
  via: 'whatsapp' | 'sms',
  reports: Report[],
): Promise<Outcome> {
  const outcome: Outcome = { applied: 0, duplicates: 0 };
  for (const report of reports) {
    const applied = await database().transaction((tx) => applyReport(tx, providers, via, report));
    if (applied) outcome.applied++;
    else outcome.duplicates++;
  }
  return outcome;
}

/** WhatsApp's webhook: statuses (sent, delivered, read, failed) and messages (replies) of each change. */
export async function receiveWhatsAppWebhook(
  /** Looked up only for a signed body: a forged one is refused without touching the database. */
  database: () => Database,
  appSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<ReportAnswer> {
  if (!isWhatsAppSignature(appSecret, rawBody, signature)) return refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return notJson;
  }
  const reports: Report[] = [];
  for (const entry of list(record(parsed).entry))
    for (const change of list(record(entry).changes)) {
      const value = record(record(change).value);
      for (const status of list(value.statuses)) {
        const s = record(status);
        const id = text(s.id);
        const kind = text(s.status);
        if (!id || !kind) continue;
        const error = record(list(s.errors)[0]);
        reports.push({
          eventKey: `status:${id}:${kind}`,
          providerMessageId: id,
          kind:
            kind === 'delivered' || kind === 'read' || kind === 'failed' || kind === 'sent' ? kind : 'other',
          fromAddress: null,
          words: text(error.title) || text(error.message),
          payload: s,
        });
      }
      for (const message of list(value.messages)) {
        const m = record(message);
        const id = text(m.id);
        const from = text(m.from);
        if (!id || !from) continue;
        reports.push({
          eventKey: `inbound:${id}`,
          providerMessageId: id,
          kind: 'inbound',
          fromAddress: e164(from),
          words: text(record(m.text).body) || text(record(m.button).text),
          payload: m,
        });
      }
    }
  const outcome = await applyAll(database, [WHATSAPP_PROVIDER, WHATSAPP_DOUBLE], 'whatsapp', reports);
  return { status: 200, body: { received: true, ...outcome } };
}

/** Termii's statuses as words: what counts as arrived, and what as never arriving. */
const TERMII_DELIVERED = new Set(['DELIVERED', 'DELIVRD']);
const TERMII_FAILED = new Set([
  'MESSAGE FAILED',
  'FAILED',
  'REJECTED',
  'EXPIRED',
  'UNDELIVERED',
  'DND ACTIVE ON PHONE NUMBER',
]);

/** Termii's webhook: a delivery report (message_id, status) or an inbound SMS (sender, message). */
export async function receiveTermiiWebhook(
  database: () => Database,
  webhookToken: string,
  rawBody: Buffer,
  token: string | undefined,
): Promise<ReportAnswer> {
  if (!sameSecret(webhookToken, token)) return refused;
  let parsed: Record<string, unknown>;
  try {
    parsed = record(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return notJson;
  }
  const reports: Report[] = [];
  const type = text(parsed.type).toLowerCase();
  const status = text(parsed.status).trim().toUpperCase();
  const id = text(parsed.message_id) || text(parsed.id);
  if (type === 'inbound' || (!status && text(parsed.sender) && text(parsed.message))) {
    const from = text(parsed.sender) || text(parsed.from);
    if (id && from)
      reports.push({
        eventKey: `inbound:${id}`,
        providerMessageId: id,
        kind: 'inbound',
        fromAddress: e164(from),
        words: text(parsed.message) || text(parsed.sms),
        payload: parsed,
      });
  } else if (id && status) {
    reports.push({
      eventKey: `status:${id}:${status}`,
      providerMessageId: id,
      kind: TERMII_DELIVERED.has(status) ? 'delivered' : TERMII_FAILED.has(status) ? 'failed' : 'other',
      fromAddress: null,
      words: status === 'DELIVERED' ? '' : `Termii reported: ${text(parsed.status)}`,
      payload: parsed,
    });
  }
  if (reports.length === 0)
    return {
      status: 400,
      body: {
        error: {
          code: 'invalid_event',
          message: 'A message id and a status, or a sender and a message, are required.',
        },
      },
    };
  const outcome = await applyAll(database, [TERMII_PROVIDER, TERMII_DOUBLE], 'sms', reports);
  return { status: 200, body: { received: true, ...outcome } };
}
