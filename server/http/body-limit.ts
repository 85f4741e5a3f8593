import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { apiError, sendApiError } from './api-error';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

export function parseByteSize(value: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(value.trim());
  if (!match) throw new Error(`Not a byte size: ${value}`);
  return Number(match[1]) * (UNITS[match[2]!.toLowerCase()] ?? 1);
}

function wantsJson(req: Request) {
  return req.path.startsWith('/api/') || (req.get('accept') ?? '').includes('application/json');
}

/**
 * How much of a refused body is read and thrown away so that the answer reaches the client. Past this (or
 * this long) the connection is cut: someone streaming that much after a refusal is not a browser.
 */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Answers a request only once its body has arrived, reading and discarding it, then closes the connection.
 * Closing a socket while the client is still sending makes the kernel answer with a reset, and a reset
 * makes the client drop the answer it had already received: the person sees "connection reset" instead of
 * the 413 (or 503) that was sent.
 */
export function answerOnceReceived(
  req: IncomingMessage,
  res: Pick<ServerResponse, 'setHeader' | 'headersSent' | 'writableEnded'>,
  answer: () => void,
) {
  res.setHeader('Connection', 'close');
  let answered = false;
  let drained = 0;
  const finish = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    if (!res.headersSent && !res.writableEnded) answer();
  };
  const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
  timer.unref();
  if (req.readableEnded) return finish();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_CAP_BYTES) finish();
  });
  req.on('end', finish);
  req.resume();
}

/**
 * Holds a chunked body (one without a Content-Length) until it has all arrived, counting it: `done(true)`
 * once it is complete within `max` bytes, with every byte still there for whoever reads the request next;
 * `done(false)` as soon as it passes `max`, before any handler has seen a byte of it.
 *
 * The body is held below the stream (Node's parser hands each piece to `req.push`), so the readers after
 * this one (express.json, better-auth, React Router's `request.formData()`) read the request as usual.
 */
function holdChunkedBody(req: IncomingMessage, max: number, done: (fits: boolean) => void) {
  let seen = req.readableLength;
  if (req.complete || seen > max) return done(seen <= max);
  const push = req.push;
  const held: Buffer[] = [];
  const release = () => {
    // Back to the prototype's push: the own property is removed, not left pointing at a copy.
    delete (req as { push?: unknown }).push;
  };
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      release();
      for (const piece of held) push.call(req, piece);
      const result = push.call(req, null);
      process.nextTick(done, true);
      return result;
    }
    seen += chunk.length;
    if (seen > max) {
      release();
      held.length = 0;
      const result = push.call(req, chunk, encoding);
      process.nextTick(done, false);
      return result;
    }
    held.push(chunk);
    return true;
  };
}

/**
 * Refuses request bodies over the limit with 413 before any handler reads them, whether the body declares
 * its length or is sent in chunks. A chunked body is held (at most `limit` bytes) until it is complete, so
 * no handler starts on a body that turns out too large. The 413 goes out once the client has finished
 * sending, so it is read rather than lost to a reset.
 */
export function bodyLimit(limit: string, options: { exempt?: (req: Request) => boolean } = {}) {
  const max = parseByteSize(limit);
  return (req: Request, res: Response, next: NextFunction) => {
    // A route that streams its body and counts it against a limit of its own (media uploads).
    if (options.exempt?.(req)) return next();
    const tooLarge = () => {
      const message = `The request body is larger than ${limit}.`;
      if (wantsJson(req)) sendApiError(res, apiError(413, 'payload_too_large', message));
      else res.status(413).type('text/plain').send(message);
    };
    const declared = req.get('content-length');
    if (declared !== undefined) {
      const length = Number(declared);
      if (!Number.isFinite(length) || length < 0) {
        sendApiError(res, apiError(400, 'bad_request', 'Invalid Content-Length.'));
        return;
      }
      if (length > max) return answerOnceReceived(req, res, tooLarge);
      return next();
    }
    if (!req.get('transfer-encoding')) return next();
    holdChunkedBody(req, max, (fits) => (fits ? next() : answerOnceReceived(req, res, tooLarge)));
  };
}
