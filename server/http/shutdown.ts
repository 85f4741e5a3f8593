import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { apiError, writeApiError } from './api-error';
import { answerOnceReceived } from './body-limit';

export type DrainOptions = {
  /** The longest a stop waits for requests in flight before cutting the connections left. */
  graceMs: number;
  /**
   * How long nothing new must have arrived before the listener closes. Connections a busy server has not
   * yet accepted wait in the kernel's queue, and closing the listener resets them; once the event loop has
   * had this long with no arrival, that queue is empty.
   */
  quietMs: number;
};

const RESTARTING = 'The server is restarting. Try again in a moment.';

/** What a request that arrives (or was still queued) once the server is stopping gets: a clear 503. */
function refuseWhileStopping(req: IncomingMessage, res: ServerResponse) {
  answerOnceReceived(req, res, () => {
    res.statusCode = 503;
    res.setHeader('Retry-After', '5');
    res.setHeader('Cache-Control', 'no-store');
    if ((req.url ?? '').startsWith('/api/')) {
      writeApiError(res, apiError(503, 'restarting', RESTARTING));
    } else {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(RESTARTING);
    }
  });
}

/**
 * An HTTP server that stops without resetting anyone. `stop()`:
 * - lets the requests in flight finish, telling their clients to close the connection afterwards;
 * - ends the live streams (Server-Sent Events) at once: they would never finish;
 * - keeps accepting while it drains, answering every new or queued request with a 503 and
 *   `Connection: close` instead of closing sockets under clients (a reset);
 * - closes the listener once no request is in flight and nothing has arrived for `quietMs`;
 * - cuts whatever is left after `graceMs`.
 */
export function createDrainingServer(handler: RequestListener, options: DrainOptions) {
  let stopping = false;
  let lastArrival = 0;
  const responding = new Set<ServerResponse>();
  // Answers to EventSource requests (they ask for text/event-stream): the live streams.
  const liveStreams = new WeakSet<ServerResponse>();

  const server: Server = createServer((req, res) => {
    lastArrival = performance.now();
    responding.add(res);
    res.once('close', () => responding.delete(res));
    if ((req.headers.accept ?? '').includes('text/event-stream')) liveStreams.add(res);
    if (stopping) return refuseWhileStopping(req, res);
    handler(req, res);
  });
  // An idle kept-alive connection is closed after 65 s, not Node's 5: a client (a load balancer, whose idle
  // limit is commonly 60 s, or a test's request context) that sends on a connection the server is closing at
  // that moment gets a reset. The close must come from the client's side first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Connections that have not sent a request yet: a browser opens some ahead of need (a preconnect).
  // Node's closeIdleConnections() leaves them, and a stop would wait for the client to give up on them,
  // up to the whole grace (4 s for Node's fetch, whose idle sockets the PostgreSQL stop test saw hold every
  // stop).
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    lastArrival = performance.now();
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: IncomingMessage) => unused.delete(req.socket));

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      stopping = true;
      for (const res of responding) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        // A live stream never finishes by itself: it is ended at once (issue 28), and its client
        // reconnects, to the next server, with Last-Event-ID. Waiting for it would hold every stop for the
        // whole grace, answering 503 meanwhile.
        else if (liveStreams.has(res)) res.end();
      }
      const deadline = performance.now() + options.graceMs;
      lastArrival = performance.now();
      while (performance.now() < deadline) {
        if (responding.size === 0 && performance.now() - lastArrival >= options.quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(50, options.quietMs)));
      }
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Nothing has arrived for quietMs: a connection without a request by now has none on its way.
      for (const socket of unused) socket.destroy();
      const timer = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - performance.now()));
      await closed;
      clearTimeout(timer);
    })();
    return stopped;
  };

  return { server, stop, isStopping: () => stopping };
}
