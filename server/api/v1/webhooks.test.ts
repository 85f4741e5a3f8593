import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, webhookDeliveries, webhookSubscriptions } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';
import { startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/**
 * Outbound webhooks through the API (issue 27 item 16): an organisation's organisers subscribe, list,
 * disable and read deliveries; everyone else is refused, another organisation's webhook is a 404; and each
 * walkover, decision, correction and move of a tournament writes one delivery per subscription that asked.
 */

const RECEIVER = 'https://federation.example/hooks/ajbxng';

describe.each(testDatabaseKinds())('webhook subscriptions through the API on %s', (kind) => {
  let api: ApiHarness;
  let host = 0;
  let other = 0;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const event = await seedEvent(services.database.db);
      host = event.organisations.host;
      other = event.organisations.other;
      return [...EVENT_PEOPLE];
    });
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(async () => {
    await api.services.database.db.delete(webhookSubscriptions);
  });

  const subscribe = (as: string, body: unknown, key?: string) =>
    api.call('POST', '/webhooks', { as, body, key });

  it('an organiser subscribes (the secret shown once), lists without secrets, disables, reads deliveries', async () => {
    const made = await subscribe(
      'organiser',
      { url: RECEIVER, events: ['tournament.updated', 'bout.decided', 'bout.decided', 'bout.corrected'] },
      'make-1',
    );
    expect(made.status).toBe(201);
    const { webhook } = made.json;
    expect(webhook).toMatchObject({
      organisationId: host,
      url: RECEIVER,
      events: ['tournament.updated', 'bout.decided', 'bout.corrected'],
      active: true,
      disabledAt: null,
    });
    expect(webhook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    // The same key and body: the same subscription answered again, not a second one.
    const again = await subscribe(
      'organiser',
      { url: RECEIVER, events: ['tournament.updated', 'bout.decided', 'bout.decided', 'bout.corrected'] },
      'make-1',
    );
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.webhook.id).toBe(webhook.id);

    const listed = await api.call('GET', '/webhooks', { as: 'organiser' });
    expect(listed.status).toBe(200);
    expect(listed.json.organisationId).toBe(host);
    expect(listed.json.webhooks).toHaveLength(1);
    expect(JSON.stringify(listed.json)).not.toContain(webhook.secret);
    expect(listed.json.webhooks[0]).not.toHaveProperty('secret');
    // A platform admin sees them too, naming the organisation.
    const byAdmin = await api.call('GET', `/webhooks?organisationId=${host}`, { as: 'admin' });
    expect(byAdmin.json.webhooks.map((w: { id: number }) => w.id)).toEqual([webhook.id]);

    const deliveries = await api.call('GET', `/webhooks/${webhook.id}/deliveries`, { as: 'organiser' });
    expect(deliveries).toMatchObject({ status: 200, json: { deliveries: [] } });

    const disabled = await api.call('DELETE', `/webhooks/${webhook.id}`, { as: 'organiser', key: 'off-1' });
    expect(disabled.status).toBe(200);
    expect(disabled.json.webhook).toMatchObject({ id: webhook.id, active: false });
    expect(disabled.json.webhook.disabledAt).toEqual(expect.any(String));
    // Disabling again changes nothing.
    const twice = await api.call('DELETE', `/webhooks/${webhook.id}`, { as: 'organiser' });
    expect(twice.json.webhook.disabledAt).toBe(disabled.json.webhook.disabledAt);
    expect((await api.call('GET', '/webhooks', { as: 'organiser' })).json.webhooks[0].active).toBe(false);
  });

  it("refuses other roles, and answers another organisation's webhook as not found", async () => {
    const { json } = await subscribe('organiser', { url: RECEIVER, events: ['bout.decided'] });
    const id = json.webhook.id as number;

    expect((await api.call('GET', '/webhooks')).status).toBe(401);
    expect((await api.call('GET', '/webhooks', { as: 'spectator' })).status).toBe(403);
    expect((await api.call('GET', '/webhooks', { as: 'referee' })).status).toBe(403);
    // A member of the organisation who does not organise it (an official with the coach role).
    const official = await api.call('GET', '/webhooks', { as: 'official' });
    expect(official).toMatchObject({ status: 403, json: { error: { code: 'not_an_organiser' } } });
    expect((await subscribe('official', { url: RECEIVER, events: ['bout.decided'] })).status).toBe(403);

    // Another organisation's organiser: their own list is empty; the host's webhook does not exist for them.
    expect((await api.call('GET', '/webhooks', { as: 'other-organiser' })).json).toEqual({
      organisationId: other,
      webhooks: [],
    });
    for (const [method, path] of [
      ['DELETE', `/webhooks/${id}`],
      ['GET', `/webhooks/${id}/deliveries`],
    ] as const) {
      const answer = await api.call(method, path, { as: 'other-organiser' });
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 404,
        json: { error: { code: 'webhook_not_found' } },
      });
    }
    // The same answer as a webhook that never was.
    expect((await api.call('GET', '/webhooks/999999/deliveries', { as: 'organiser' })).json.error.code).toBe(
      'webhook_not_found',
    );
    expect(
      (await api.call('GET', `/webhooks?organisationId=${host}`, { as: 'other-organiser' })).json.error.code,
    ).toBe('not_your_organisation');
    const intoHost = await subscribe('other-organiser', {
      url: RECEIVER,
      events: ['bout.decided'],
      organisationId: host,
    });
    expect(intoHost).toMatchObject({ status: 403, json: { error: { code: 'not_your_organisation' } } });
    // Still active: nothing they did reached it.
    expect((await api.call('GET', '/webhooks', { as: 'organiser' })).json.webhooks[0].active).toBe(true);
    // A platform admin may disable it.
    expect((await api.call('DELETE', `/webhooks/${id}`, { as: 'admin' })).json.webhook.active).toBe(false);
  });

  it('refuses a bad address, unknown events and huge values with a 400 saying what is wrong', async () => {
    const refused = async (body: unknown) => {
      const answer = await subscribe('organiser', body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      return answer.json.error as { code: string; message: string; fields?: Record<string, string[]> };
    };
    const badUrls: Array<[string, RegExp]> = [
      ['http://federation.example/hooks', /https:\/\//],
      ['ftp://federation.example/hooks', /https:\/\//],
      ['not a url', /spaces|absolute/],
      ['https://user:secret@federation.example/hooks', /user name or password/],
      ['https://federation.example/hooks#x', /fragment/],
      [`https://federation.example/${'x'.repeat(5000)}`, /2048/],
      ['', /required/],
    ];
    for (const [url, message] of badUrls) {
      const error = await refused({ url, events: ['bout.decided'] });
      expect(error.code, url.slice(0, 60)).toBe('invalid_webhook');
      expect(error.fields?.url?.[0], url.slice(0, 60)).toMatch(message);
    }
    const unknown = await refused({ url: RECEIVER, events: ['bout.decided', 'bout.exploded'] });
    expect(unknown.code).toBe('invalid_webhook');
    expect(unknown.message).toContain('"bout.exploded"');
    for (const name of ['tournament.updated', 'bout.decided', 'bout.corrected'])
      expect(unknown.message).toContain(name);
    // Fans' votes are not the sport's: not sent.
    expect((await refused({ url: RECEIVER, events: ['vote.cast'] })).fields?.events).toBeDefined();
    expect((await refused({ url: RECEIVER, events: [] })).message).toMatch(/at least one/);
    const huge = await refused({ url: RECEIVER, events: ['y'.repeat(20_000)] });
    expect(huge.message.length).toBeLessThan(400);
    expect((await refused({ url: RECEIVER, events: 'bout.decided' })).code).toBe('invalid_request');
    expect((await refused({ url: 42, events: ['bout.decided'] })).code).toBe('invalid_request');
    expect((await refused({ events: ['bout.decided'] })).code).toBe('invalid_request');
    expect((await api.call('GET', '/webhooks/abc/deliveries', { as: 'organiser' })).status).toBe(400);
    expect((await api.call('GET', '/webhooks/1/deliveries?limit=1000', { as: 'organiser' })).status).toBe(
      400,
    );
    expect((await api.call('DELETE', '/webhooks/99999999999', { as: 'organiser' })).status).toBe(400);
    // None was made.
    expect((await api.call('GET', '/webhooks', { as: 'organiser' })).json.webhooks).toEqual([]);
  });

  it('documents the endpoints and what a receiver is sent (OpenAPI 3.1 webhooks)', async () => {
    const { json } = await api.call('GET', '/openapi.json');
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/webhooks', '/webhooks/{id}', '/webhooks/{id}/deliveries']),
    );
    expect(
      json.paths['/webhooks'].post.requestBody.content['application/json'].schema.properties.url,
    ).toBeDefined();
    const decided = json.webhooks['bout.decided'].post;
    expect(decided.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['AJBXNG-Webhook-Id', 'AJBXNG-Webhook-Timestamp', 'AJBXNG-Signature']),
    );
    expect(Object.keys(decided.requestBody.content['application/json'].schema.properties)).toEqual([
      'id',
      'type',
      'createdAt',
      'tournamentId',
      'data',
    ]);
    expect(json.webhooks['vote.cast']).toBeUndefined();
  });

  it('keeps an organisation to 10 active webhooks; a disabled one frees its place', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const made = await subscribe('organiser', { url: `${RECEIVER}/${n}`, events: ['bout.decided'] });
      expect(made.status).toBe(201);
      ids.push(made.json.webhook.id as number);
    }
    const eleventh = await subscribe('organiser', { url: `${RECEIVER}/10`, events: ['bout.decided'] });
    expect(eleventh).toMatchObject({ status: 422, json: { error: { code: 'webhook_limit' } } });
    // Another organisation's count is its own.
    expect((await subscribe('other-organiser', { url: RECEIVER, events: ['bout.decided'] })).status).toBe(
      201,
    );
    await api.call('DELETE', `/webhooks/${ids[0]}`, { as: 'organiser' });
    expect((await subscribe('organiser', { url: `${RECEIVER}/10`, events: ['bout.decided'] })).status).toBe(
      201,
    );
  });
});

const LIGHTWEIGHT = [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }] as const;
const TWO_DAYS = [
  { day: '2026-12-05', start: '10:00' },
  { day: '2026-12-06', start: '10:00' },
];

describe.each(testDatabaseKinds())('webhook deliveries written with the change on %s', (kind) => {
  let run: TournamentRun;
  afterEach(async () => {
    await run.close();
  });

  it('a decision, a walkover from a withdrawal, a correction and the completion each write one delivery per subscription that asked', async () => {
    run = await startRun(kind, { format: 'single-elimination', categories: LIGHTWEIGHT, boxers: [4] });
    const { tournamentId, ok } = run;
    const db = run.api.services.database.db;
    const results = (
      await ok('POST', '/webhooks', {
        as: 'organiser',
        body: { url: RECEIVER, events: ['bout.decided', 'bout.corrected', 'tournament.updated'] },
      })
    ).json.webhook.id as number;
    const statusOnly = (
      await ok('POST', '/webhooks', {
        as: 'organiser',
        body: { url: `${RECEIVER}/status`, events: ['tournament.updated'] },
      })
    ).json.webhook.id as number;
    const disabled = (
      await ok('POST', '/webhooks', {
        as: 'organiser',
        body: { url: `${RECEIVER}/old`, events: ['bout.decided', 'tournament.updated'] },
      })
    ).json.webhook.id as number;
    await ok('DELETE', `/webhooks/${disabled}`, { as: 'organiser' });
    // Another organisation's webhook hears nothing of this tournament.
    const elsewhere = (
      await ok('POST', '/webhooks', {
        as: 'other-organiser',
        body: { url: RECEIVER, events: ['bout.decided', 'tournament.updated'] },
      })
    ).json.webhook.id as number;

    const deliveriesOf = async (subscriptionId: number) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
        .orderBy(asc(webhookDeliveries.id));
    const eventsOf = async (type: string) =>
      db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.tournamentId, tournamentId), eq(liveEvents.type, type)))
        .orderBy(asc(liveEvents.id));
    /** Every event of the types asked for has exactly one delivery of that subscription, with its payload. */
    const expectOneEach = async (subscriptionId: number, types: string[]) => {
      const wanted = (await Promise.all(types.map(eventsOf))).flat().sort((a, b) => a.id - b.id);
      const got = await deliveriesOf(subscriptionId);
      expect(got.map((d) => Number(d.liveEventId))).toEqual(wanted.map((e) => Number(e.id)));
      for (const [i, delivery] of got.entries()) {
        const event = wanted[i]!;
        expect(delivery).toMatchObject({ eventType: event.type, status: 'pending', attempts: 0 });
        expect(delivery.payload).toEqual({
          id: Number(event.id),
          type: event.type,
          createdAt: event.createdAt.toISOString(),
          tournamentId,
          data: event.payload,
        });
      }
      return got;
    };

    // Decisions: both semi-finals stopped.
    await ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
    await ok('PUT', `/tournaments/${tournamentId}/sessions`, {
      as: 'organiser',
      body: { rings: 1, sessions: TWO_DAYS },
    });
    await ok('POST', `/tournaments/${tournamentId}/schedule`, { as: 'organiser' });
    const semis = (await run.bouts()).filter((b) => b.red && b.blue);
    for (const semi of semis) await run.stop(semi.id, semi.red!.entryId);
    await expectOneEach(results, ['bout.decided', 'tournament.updated']);
    const decided = (await deliveriesOf(results)).filter((d) => d.eventType === 'bout.decided');
    expect(decided.map((d) => (d.payload.data as { boutId?: number }).boutId)).toEqual(
      semis.map((b) => b.id),
    );

    // A walkover: a finalist withdrawn; the final is decided without a blow and the tournament completes.
    const [winner, loser] = [semis[0]!.red!.entryId, semis[1]!.red!.entryId];
    const withdrawn = await ok('DELETE', `/entries/${loser}`, {
      as: run.boxerOf.get(loser)!,
      body: { reason: 'Injured in the semi-final' },
    });
    expect(withdrawn.json.entry.walkover).toBe(true);
    const final = await run.boutBetween(winner, loser);
    const afterWalkover = await deliveriesOf(results);
    const walkover = afterWalkover.find(
      (d) => d.eventType === 'bout.decided' && (d.payload.data as { boutId?: number }).boutId === final.id,
    );
    expect(walkover).toBeDefined();
    const completed = afterWalkover.filter(
      (d) =>
        d.eventType === 'tournament.updated' &&
        (d.payload.data as { status?: string }).status === 'completed',
    );
    expect(completed).toHaveLength(1);

    // A correction of a semi-final (the same winner, another way of winning: nothing later is set aside).
    await ok('POST', `/bouts/${semis[0]!.id}/correction`, {
      as: 'organiser',
      body: { outcome: 'KO', winner: 'red', round: 2, reason: 'Video review' },
    });
    const corrected = (await deliveriesOf(results)).filter((d) => d.eventType === 'bout.corrected');
    expect(corrected).toHaveLength(1);
    expect((corrected[0]!.payload.data as { boutId?: number }).boutId).toBe(semis[0]!.id);

    // Every event asked for, once, for each subscription; none for the disabled one or the other organisation's.
    await expectOneEach(results, ['bout.decided', 'bout.corrected', 'tournament.updated']);
    const statuses = await expectOneEach(statusOnly, ['tournament.updated']);
    expect(statuses.map((d) => (d.payload.data as { status?: string }).status)).toEqual(
      expect.arrayContaining(['drawn', 'in_progress', 'completed']),
    );
    expect(await deliveriesOf(disabled)).toEqual([]);
    expect(await deliveriesOf(elsewhere)).toEqual([]);

    // What the organiser reads back: the newest first, pending, with the payload.
    const listed = await ok('GET', `/webhooks/${results}/deliveries?limit=2`, { as: 'organiser' });
    expect(listed.json.deliveries).toHaveLength(2);
    expect(listed.json.deliveries[0]).toMatchObject({
      type: 'bout.corrected',
      status: 'pending',
      attempts: 0,
    });
    expect(listed.json.deliveries[0].nextAttemptAt).toEqual(expect.any(String));
  });
});
