// HTTP/1.1 over a bare socket, for tests that must see what a client sees on the wire: whether an answer
// arrived at all, or the connection was reset under it (fetch hides the difference behind one TypeError).
import { connect } from 'node:net';

export type RawOutcome = {
  /** The status line's code, or undefined when no answer was read. */
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** The socket error the client met (ECONNRESET, EPIPE…), if any. */
  error: string | undefined;
};

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * A body of `size` bytes of form data, sent with Content-Length ('declared') or in 16 KiB chunks
   * without one ('chunked'), as fast as the server reads it.
   */
  body?: { size: number; framing: 'declared' | 'chunked' };
};

function parse(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: status ? Number(status) : undefined, headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

/** Sends one request on its own connection (Connection: close) and resolves once the server closes it. */
export function sendRaw(port: number, request: RawRequest): Promise<RawOutcome> {
  const { method = request.body ? 'POST' : 'GET', path, body } = request;
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Origin: `http://127.0.0.1:${port}`,
    Connection: 'close',
    ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    ...(body?.framing === 'declared' ? { 'Content-Length': String(body.size) } : {}),
    ...(body?.framing === 'chunked' ? { 'Transfer-Encoding': 'chunked' } : {}),
    ...request.headers,
  };
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => resolve({ ...parse(Buffer.concat(received).toString('utf8')), error }));
    socket.on('connect', async () => {
      const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`;
      socket.write(head);
      if (!body) return;
      const piece = Buffer.from(`name=${'x'.repeat(16 * 1024 - 5)}`);
      for (let sent = 0; sent < body.size && !socket.destroyed; sent += piece.length) {
        const part = piece.subarray(0, Math.min(piece.length, body.size - sent));
        const flushed = socket.write(
          body.framing === 'chunked'
            ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
            : part,
        );
        if (!flushed) {
          await new Promise<void>((r) => {
            socket.once('drain', r);
            socket.once('close', r);
          });
        }
      }
      if (!socket.destroyed && body.framing === 'chunked') socket.write('0\r\n\r\n');
    });
  });
}
