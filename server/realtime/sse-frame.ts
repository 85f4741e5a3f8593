import type { ServerResponse } from 'node:http';
import type { LiveEvent } from './events';

/**
 * A subscriber whose socket holds this much unsent output is not reading (a frozen tab, a dead network):
 * its stream is cut rather than buffered without end, and its page reconnects and catches up by
 * Last-Event-ID. A live event is under 200 bytes, so this is thousands of them.
 */
export const SLOW_CLIENT_BYTES = 256 * 1024;

type Frames = { raw: Buffer; chunked: Buffer };

// One encoding per event: the hub hands the same event object to every subscriber of this instance.
const encoded = new WeakMap<LiveEvent, Frames>();

function framesOf(event: LiveEvent): Frames {
  let frames = encoded.get(event);
  if (!frames) {
    // The same fields, in the same order, as better-sse writes them (event, id, data); the payload is JSON
    // on one line, so it needs no sanitising.
    const raw = Buffer.from(`event:${event.type}\nid:${event.id}\ndata:${JSON.stringify(event.payload)}\n\n`);
    const chunked = Buffer.concat([Buffer.from(`${raw.length.toString(16)}\r\n`), raw, Buffer.from('\r\n')]);
    encoded.set(event, (frames = { raw, chunked }));
  }
  return frames;
}

/**
 * Writes a live event to an open SSE response: one Buffer, encoded once for all subscribers, written
 * straight to the response's socket. Going through better-sse and the ServerResponse costs, per
 * subscriber, a JSON serialisation, three sanitising regexes, the compression middleware's write
 * wrapper, a chunk header written apart, and a nextTick to uncork: with thousands of spectators on one
 * event loop that was as much time again as the socket writes themselves (decision 0013). The socket is
 * this response's own once the response has one and its head has gone out (no pipelined response ahead
 * of it); the frame is a whole HTTP chunk when the response is chunked (HTTP/1.1), the bare event when
 * it is delimited by the connection's end (HTTP/1.0), so it interleaves safely with better-sse's own
 * writes (heartbeats, `ready`), which are whole chunks too. Returns false when nothing was written.
 */
export function writeLiveEvent(res: ServerResponse, event: LiveEvent): boolean {
  const socket = res.socket;
  if (!socket || !res.headersSent || res.writableEnded || socket.destroyed || !socket.writable) return false;
  if (socket.writableLength > SLOW_CLIENT_BYTES) {
    socket.destroy();
    return false;
  }
  const frames = framesOf(event);
  socket.write(res.chunkedEncoding ? frames.chunked : frames.raw);
  return true;
}
