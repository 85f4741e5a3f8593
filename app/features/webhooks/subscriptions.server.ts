import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { organisations, webhookDeliveries, webhookSubscriptions } from '@server/db/schema';
import { WEBHOOK_EVENT_TYPES, isWebhookEventType } from '@server/realtime/webhook-fan-out';
import type { WebhookEventType } from '@server/realtime/webhook-fan-out';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { runsOrganisation, workspaceOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { newWebhookSecret } from './signature';
import { webhookUrlProblem } from './url';

/**
 * An organisation's webhook subscriptions (issue 27 item 16): made, listed and disabled by its organisers or
 * a platform admin. Someone else's subscription is answered as not found, never as forbidden, so its id
 * tells nothing.
 */

/** Active subscriptions an organisation may have at once (disabled ones do not count). */
export const MAX_WEBHOOKS_PER_ORGANISATION = 10;
/** How many deliveries the list shows, newest first, at most. */
export const DELIVERIES_LIST_MAX = 100;

export type WebhookSubscriptionView = {
  id: number;
  organisationId: number;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  createdAt: string;
  disabledAt: string | null;
};

export type WebhookDeliveryView = {
  id: number;
  eventId: number;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** When it is tried next: pending only. */
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  payload: Record<string, unknown>;
};

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;

function view(row: SubscriptionRow): WebhookSubscriptionView {
  return {
    id: row.id,
    organisationId: row.organisationId,
    url: row.url,
    events: row.events.filter(isWebhookEventType),
    active: row.disabledAt === null,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

const invalid = (field: 'url' | 'events', message: string) =>
  new ServiceError(400, 'invalid_webhook', message, { [field]: [message] });

/** The event types asked for, each known, in the vocabulary's order without repeats. */
function parseEvents(events: readonly string[]): WebhookEventType[] {
  const allowed = WEBHOOK_EVENT_TYPES.join(', ');
  if (events.length === 0) throw invalid('events', `Name at least one event: ${allowed}.`);
  const unknown = events.filter((name) => !isWebhookEventType(name));
  if (unknown.length > 0) {
    const shown = unknown
      .slice(0, 3)
      .map((name) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name))
      .join(', ');
    throw invalid('events', `Unknown event ${shown}: the events are ${allowed}.`);
  }
  return WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
}

/** The organisation acted on: the one named (a platform admin any, an organiser their own), else one's own. */
async function organisationOf(db: Database, workspace: Workspace, organisationId?: number) {
  if (!workspace.platformAdmin && workspace.membership?.memberRole !== 'organiser')
    throw new ServiceError(
      403,
      'not_an_organiser',
      "Only an organisation's organisers or a platform admin manage its webhooks.",
    );
  if (organisationId !== undefined && !runsOrganisation(workspace, organisationId))
    throw new ServiceError(
      403,
      'not_your_organisation',
      "Only the organisation's organisers or a platform admin manage its webhooks.",
    );
  return workspaceOrganisation(db, workspace, organisationId);
}

/**
 * Subscribes `url` to `events` of the organisation's tournaments. The answer carries the secret, which is
 * never shown again: the receiver keys its signature check with it.
 */
export async function createWebhookSubscription(
  db: Database,
  workspace: Workspace,
  input: { url: string; events: readonly string[]; organisationId?: number },
  options: { production: boolean },
): Promise<WebhookSubscriptionView & { secret: string }> {
  const url = input.url.trim();
  const problem = webhookUrlProblem(url, options);
  if (problem) throw invalid('url', problem);
  const events = parseEvents(input.events);
  const organisation = await organisationOf(db, workspace, input.organisationId);
  return db.transaction(async (tx) => {
    // Locked: two subscriptions made at once for one organisation are counted one after the other.
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisation.id))
      .for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(webhookSubscriptions)
      .where(
        and(
          eq(webhookSubscriptions.organisationId, organisation.id),
          isNull(webhookSubscriptions.disabledAt),
        ),
      );
    if ((active?.n ?? 0) >= MAX_WEBHOOKS_PER_ORGANISATION)
      throw new ServiceError(
        422,
        'webhook_limit',
        `${organisation.name} already has ${MAX_WEBHOOKS_PER_ORGANISATION} active webhooks, the most it may have: disable one first.`,
      );
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        organisationId: organisation.id,
        url,
        secret,
        events,
        createdBy: workspace.viewer.id,
      })
      .returning();
    return { ...view(row!), secret };
  });
}

/** The organisation's subscriptions, active first, newest first; never their secrets. */
export async function listWebhookSubscriptions(
  db: Database,
  workspace: Workspace,
  organisationId?: number,
): Promise<{ organisationId: number; webhooks: WebhookSubscriptionView[] }> {
  const organisation = await organisationOf(db, workspace, organisationId);
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.organisationId, organisation.id))
    .orderBy(desc(webhookSubscriptions.id))
    .limit(200);
  const views = rows.map(view);
  return {
    organisationId: organisation.id,
    webhooks: [...views.filter((w) => w.active), ...views.filter((w) => !w.active)],
  };
}

/** A subscription the workspace manages, or a 404 that says nothing of whose it is. */
async function ownSubscription(db: Database, workspace: Workspace, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  if (!row || !runsOrganisation(workspace, row.organisationId))
    throw new ServiceError(404, 'webhook_not_found', 'There is no such webhook.');
  return row;
}

/**
 * Disables a subscription: nothing more is written for it, and what it still had pending is given up
 * (failed, saying why). Disabling one already disabled changes nothing. It stays listed with its deliveries.
 */
export async function disableWebhookSubscription(
  db: Database,
  workspace: Workspace,
  id: number,
): Promise<WebhookSubscriptionView> {
  const row = await ownSubscription(db, workspace, id);
  if (row.disabledAt) return view(row);
  return db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookSubscriptions)
      .set({ disabledAt: clock.now() })
      .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.disabledAt)))
      .returning();
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'The webhook was disabled before this was delivered.' })
      .where(and(eq(webhookDeliveries.subscriptionId, id), eq(webhookDeliveries.status, 'pending')));
    return view(disabled ?? row);
  });
}

/** A subscription's most recent deliveries, newest first: status, attempts, the receiver's last answer. */
export async function listWebhookDeliveries(
  db: Database,
  workspace: Workspace,
  id: number,
  options: { limit?: number; status?: 'pending' | 'delivered' | 'failed' } = {},
): Promise<{ webhook: WebhookSubscriptionView; deliveries: WebhookDeliveryView[] }> {
  const subscription = await ownSubscription(db, workspace, id);
  const limit = Math.min(Math.max(options.limit ?? 50, 1), DELIVERIES_LIST_MAX);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, id),
        options.status ? inArray(webhookDeliveries.status, [options.status]) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  return {
    webhook: view(subscription),
    deliveries: rows.map((row) => ({
      id: Number(row.id),
      eventId: Number(row.liveEventId),
      type: row.eventType,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.lastStatusCode,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      payload: row.payload,
    })),
  };
}
