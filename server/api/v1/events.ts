import { createSession } from 'better-sse';
import { z } from 'zod';
import { workspaceFor } from '~/features/organisations';
import { getTournament } from '~/features/tournaments';
import { LIVE_EVENT_TYPES } from '@server/realtime/events';
import type { LiveEvent } from '@server/realtime/events';
import { addressKey, clientIpOf } from '@server/http/client-ip';
import { ALL_TOURNAMENTS, CATCH_UP_LIMIT, liveHubFor } from '@server/realtime/hub';
import { writeLiveEvent } from '@server/realtime/sse-frame';
import { createStreamLimiter } from '@server/realtime/stream-limits';
import { ServiceError } from '@server/service-error';
import type { AppServices } from '@server/services';
import { defineEndpoint } from './endpoint';

/** A comment line every 15 s keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** What a browser waits before its own reconnect (the site's pages do their own backoff on top). */
const RETRY_MS = 1_000;
/** Said in Retry-After to a client refused a stream: places free as pages close. */
const STREAM_RETRY_AFTER_SECONDS = 30;

const eventId = z
  .string()
  .regex(/^\d{1,15}$/, 'An event id (digits)')
  .transform(Number)
  .optional();

const query = z.object({
  tournament: z.coerce
    .number({ error: 'A tournament id' })
    .int('A tournament id')
    .positive('A tournament id')
    .max(2_147_483_647, 'A tournament id')
    .optional()
    .describe("The tournament to follow; without it, every published tournament's events (the dashboards)"),
  lastEventId: eventId.describe(
    'The last event id the client saw, when it cannot send the Last-Event-ID header (a new EventSource)',
  ),
});

export function eventEndpoints(services: AppServices) {
  // One count per app (an instance): LIVE_STREAMS_PER_ADDRESS and LIVE_STREAMS_MAX, read at each opening.
  const streams = createStreamLimiter(() => ({
    perAddress: services.config.liveStreamsPerAddress,
    total: services.config.liveStreamsMax,
  }));
  return [
    defineEndpoint({
      method: 'get',
      path: '/events',
      roles: 'public',
      readsViewer: true,
      summary: "A tournament's live events, or every published tournament's (Server-Sent Events)",
      description:
        `A stream of text/event-stream events, each with its id (the same on every instance) and a small JSON ` +
        `payload {tournamentId, categoryId?, boutId?, round?, status?, state?, clock?}: ${LIVE_EVENT_TYPES.join(', ')}. ` +
        "A bout event's state is the bout's state after it, in the bouts' one vocabulary (the `state` of " +
        '/tournaments/{id}/bouts and the bracket: waiting, ready, in_progress, decided, bye, cancelled). ' +
        'Every change of a bout carries its boutId (a walkover from a withdrawal, a missed weigh-in or a ' +
        'suspension is bout.decided; a result changed by a correction of an earlier bout, bout.corrected); ' +
        'tournament.updated carries the new status when the tournament moved (published, drawn, in_progress, ' +
        "completed, cancelled). bout.clock carries the round clock after a timekeeper's tap in clock " +
        '{round, phase, phaseStartedAt, elapsedMs, revision, at} (epoch ms; see GET /bouts/{id}/clock). ' +
        "The first event, 'ready', says the stream is live. A client reconnecting with the Last-Event-ID " +
        `header (or ?lastEventId=) is first sent what it missed, up to ${CATCH_UP_LIMIT} events of the last ` +
        "24 hours; beyond that it gets a 'reload' event and should load the page afresh. A comment line is " +
        'sent every 15 seconds. A draft tournament streams only to its organisers. Without ?tournament= ' +
        "the stream carries every published tournament's events (never a draft's), with the same ids, " +
        'catch-up and reload: what the dashboards listing bouts of many tournaments follow.',
      query,
      refusals: [
        { status: 404, description: 'No such tournament, or a draft (tournament_not_found)' },
        {
          status: 429,
          description:
            'Too many streams open from your address (LIVE_STREAMS_PER_ADDRESS, 50 by default) or on this ' +
            'instance (LIVE_STREAMS_MAX, 2,000 by default) (too_many_streams); try again after Retry-After ' +
            'seconds. A stream that closes frees its place at once.',
        },
      ],
      handle: async ({ req, res, db, viewer, query }) => {
        // Counted before anything else, so a flood of openings costs no database work; the place is given
        // back however the stream ends (closed by the client, refused with a 404, failed).
        const place = streams.open(addressKey(clientIpOf(req)));
        if ('refused' in place) {
          res.setHeader('Retry-After', String(STREAM_RETRY_AFTER_SECONDS));
          throw new ServiceError(429, 'too_many_streams', place.message);
        }
        try {
          const hub = liveHubFor(services.database);
          // Who may follow it is who may see it: any visitor once published, its organisers while a draft. A
          // published tournament is known to the hub after its first stream, so the hall of spectators who
          // open theirs when a bout starts costs the database nothing.
          if (query.tournament !== undefined && !(await hub.isPublic(query.tournament)))
            await getTournament(db, query.tournament, viewer ? await workspaceFor(db, viewer) : null);
          const scope = query.tournament ?? ALL_TOURNAMENTS;
          const header = req.get('Last-Event-ID');
          // The id the client last saw, 0 included (the ready id of a scope that had no events yet); null
          // when it has none, a new client.
          const lastId = header && /^\d{1,15}$/.test(header) ? Number(header) : (query.lastEventId ?? null);

          const session = await createSession(req, res, {
            keepAlive: HEARTBEAT_MS,
            retry: RETRY_MS,
            headers: { 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
          });
          // Once connected, better-sse has written the head and the retry field: the socket is the stream's.
          // Stream ids are given in commit order (migration 0008), so this stream sends them rising: an event
          // at or below the highest sent (or seen by the client) is one it has, whichever way it came (the
          // catch-up read it from the table before its NOTIFY arrived, or the reverse), and is never sent twice.
          let highest = -1;
          const push = (event: LiveEvent) => {
            if (!session.isConnected || event.id <= highest) return;
            highest = event.id;
            writeLiveEvent(res, event);
          };
          // Events that arrive while the catch-up is read wait, then go out after it.
          let waiting: LiveEvent[] | null = [];
          const unsubscribe = await hub.subscribe(scope, (event) => {
            if (waiting) waiting.push(event);
            else push(event);
          });
          const closed = new Promise<void>((resolve) => {
            const done = () => {
              unsubscribe();
              resolve();
            };
            if (!session.isConnected) done();
            else session.once('disconnected', done);
          });
          try {
            // Every event this stream sends carries one of our ids, ready and reload included: an event
            // without one would get a random id from better-sse, which the client would send back on
            // reconnecting, and what was committed meanwhile would be lost without a reload.
            let readyId: number;
            if (lastId !== null) {
              highest = lastId;
              const missed = await hub.catchUp(scope, lastId);
              if (missed.reload) {
                // Going on from here misses nothing: the newest id, which the client reloads to.
                readyId = await hub.latestId(scope);
                highest = Math.max(highest, readyId);
                session.push(
                  query.tournament ? { tournamentId: query.tournament } : {},
                  'reload',
                  String(readyId),
                );
              } else {
                for (const event of missed.events) push(event);
                readyId = highest;
              }
            } else readyId = await hub.latestId(scope);
            const held = waiting;
            waiting = null;
            for (const event of held.sort((a, b) => a.id - b.id)) push(event);
            // The ready id is never behind an event already sent (a reconnect would only repeat it).
            readyId = Math.max(readyId, highest);
            if (session.isConnected)
              session.push(
                query.tournament ? { tournamentId: query.tournament } : {},
                'ready',
                String(readyId),
              );
          } catch (error) {
            // The stream is open (headers sent): end it, the client reconnects and catches up.
            console.error('[live] opening a stream failed:', error);
            res.end();
          }
          await closed;
          return undefined;
        } finally {
          place.release();
        }
      },
    }),
  ];
}
